import type { Content } from '../content.ts';
import type { Area, Region, Seo } from '../types/content.ts';
import type { Route } from '../types/route.ts';
import type { Tokens } from '../tokens.ts';
import { originOf } from './origin.ts';
import { routeSeo } from './seo.ts';

export const townPath = (region: string, area: string) => `/${region}/${area}-hoarder-cleaning`;

interface AreaSpec {
  template: 'town' | 'house-clearance-area';
  /** The content/pages file whose seo block words every page of this kind. */
  page: 'town' | 'house-clearance-area';
  list: (region: Region) => { pointer: string; areas: Area[] };
  path: (region: string, area: string) => string;
}

/** One page per area of every region, worded from a template page with {area} and {region} filled in. */
export function areaRoutes(content: Content, tokens: Tokens, spec: AreaSpec): Route[] {
  const seo = content.pages[spec.page].data.seo as Seo;
  return content.regions.flatMap((entry) => {
    const { pointer, areas } = spec.list(entry.data);
    return areas.map((area, i) => {
      const path = spec.path(entry.data.slug, area.slug);
      return {
        path,
        template: spec.template,
        props: { region: entry.data.slug, area },
        seo: routeSeo(content.site.data, seo, path, { ...tokens, area: area.name, region: entry.data.name }),
        origin: originOf(entry, `${pointer}/${i}`),
      };
    });
  });
}

/** /<region>/<area>-hoarder-cleaning for every entry of a region's areas. */
export const townRoutes = (content: Content, tokens: Tokens): Route[] =>
  areaRoutes(content, tokens, { template: 'town', page: 'town', list: (r) => ({ pointer: '/areas', areas: r.areas }), path: townPath });
