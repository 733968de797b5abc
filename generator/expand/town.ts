import type { Content, Entry } from '../model/content.ts';
import { type CouncilsById, councilInOffice, councilsById } from '../model/councils.ts';
import { type LatLon, nearestNeighbours } from '../model/geo.ts';
import { testimonialsById } from '../model/testimonials.ts';
import type { Tokens } from '../model/tokens.ts';
import type { Area, Region } from '../model/types/content.ts';
import type { AreaLink, Route, ShownArea } from '../model/types/route.ts';
import { href } from '../model/urls.ts';
import { originOf } from './origin.ts';
import { routeSeo } from './seo.ts';

/** How many neighbouring areas each area page links. */
const NEARBY_AREAS = 6;

export interface AreaSpec {
  template: 'town' | 'house-clearance-area';
  /** The content/pages file whose seo block words every page of this kind. */
  page: 'town' | 'house-clearance-area';
  list: (region: Region) => { pointer: string; areas: Area[] };
  path: (region: string, area: string) => string;
}

interface Placed {
  entry: Entry<Region>;
  area: Area;
  index: number;
  pointer: string;
  path: string;
}

/**
 * The area with the facts a place gives once: a house-clearance entry that names its town entry (`sameAs`) shows
 * that entry's council, postcodes and location (check refuses them given twice).
 */
function withTownFacts(towns: ReadonlyMap<string, Area>, area: Area): Area {
  const town = area.sameAs === undefined ? undefined : towns.get(area.sameAs);
  if (!town) return area;
  const { council, postcodes, location } = town;
  return {
    ...area,
    ...(council !== undefined ? { council } : {}),
    ...(postcodes !== undefined ? { postcodes } : {}),
    ...(location !== undefined ? { location } : {}),
  };
}

/** Every area of the spec's list across all regions, in region order, each with its town entry's facts. */
export function placedAreas(content: Content, spec: AreaSpec): Placed[] {
  return content.regions.flatMap((entry) => {
    const { pointer, areas } = spec.list(entry.data);
    // The region's town entries by slug, the first of each, as a search of the list would find them.
    const towns = new Map<string, Area>();
    for (const town of entry.data.areas) if (!towns.has(town.slug)) towns.set(town.slug, town);
    return areas.map((area, index) => ({
      entry,
      area: withTownFacts(towns, area),
      index,
      pointer,
      path: spec.path(entry.data.slug, area.slug),
    }));
  });
}

/** For each placed area, the pages of the NEARBY_AREAS nearest others with a location, across region borders. */
function nearbyLinks(placed: readonly Placed[]): AreaLink[][] {
  const located = placed
    .map((p, i) => ({ i, at: p.area.location }))
    .filter((x): x is { i: number; at: LatLon } => x.at !== undefined);
  const nearest = nearestNeighbours(
    located.map((x) => x.at),
    NEARBY_AREAS,
  );
  const links: AreaLink[][] = placed.map(() => []);
  located.forEach(
    (x, k) =>
      (links[x.i] = nearest[k]!.map((j) => ({
        name: placed[located[j]!.i]!.area.name,
        path: placed[located[j]!.i]!.path,
      }))),
  );
  return links;
}

/** The area as its page shows it on `today`: the council in office in place of the council's id. */
function shown({ council, sameAs: _, ...area }: Area, councils: CouncilsById, today: string): ShownArea {
  const inOffice = council === undefined ? undefined : councilInOffice(councils, council, today);
  return { ...area, ...(inOffice ? { council: inOffice } : {}) };
}

/**
 * One page per area of every region, worded from a template page with {area} and {region} filled in. `today` is
 * the day of the build, which decides the council each page names.
 */
export function areaRoutes(content: Content, tokens: Tokens, today: string, spec: AreaSpec): Route[] {
  const seo = content.pages[spec.page].data.seo;
  const councils = councilsById(content.councils?.data.councils ?? []);
  const placed = placedAreas(content, spec);
  const nearby = nearbyLinks(placed);
  const testimonials = testimonialsById(
    [
      content.site,
      ...content.services,
      ...content.regions,
      ...content.caseStudies,
      ...Object.values(content.pages),
    ].map((e) => e.data),
  );
  return placed.map(({ entry, area, index, pointer, path }, i) => {
    const testimonial = area.testimonial ? testimonials.get(area.testimonial) : undefined;
    return {
      path,
      template: spec.template,
      props: {
        region: entry.data.slug,
        area: shown(area, councils, today),
        nearby: nearby[i]!,
        ...(testimonial ? { testimonial } : {}),
      },
      seo: routeSeo(content.site.data, seo, path, { ...tokens, area: area.name, region: entry.data.name }),
      origin: originOf(entry, `${pointer}/${index}`),
    };
  });
}

export const townSpec: AreaSpec = {
  template: 'town',
  page: 'town',
  list: (r) => ({ pointer: '/areas', areas: r.areas }),
  path: href.town,
};

/** /<region>/<area>-hoarder-cleaning for every entry of a region's areas. */
export const townRoutes = (content: Content, tokens: Tokens, today: string): Route[] =>
  areaRoutes(content, tokens, today, townSpec);
