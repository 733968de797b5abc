// The renderer's view of the site: the render data plus lookups by slug. The data itself is owned by the
// generator, which hands it to the render function (generate) or to Vike's page hooks (the development server,
// through the virtual module of generator/dev/site-plugin.ts); nothing here loads or keeps it.
import { createContext, use } from 'react';
import { bySlug } from '../generator/model/by-slug.ts';
import type { RenderData } from '../generator/model/render-data.ts';
import type { Blog, CaseStudy, Region, Service } from '../generator/model/types/content.ts';

export interface SiteData extends RenderData {
  service(slug: string): Service;
  region(slug: string): Region;
  article(slug: string): Blog;
  caseStudy(slug: string): CaseStudy;
}

/**
 * The data with its lookups. Each field is read from `data` when it is used, and the lookups search `data`, so
 * that what a page reads can be followed through a tracking view of it (generator/render/page-inputs.ts): copying
 * the fields up front would count every field as read by every page.
 */
export function withLookups(data: RenderData): SiteData {
  const site = {
    service: (slug: string) => bySlug(data.services, slug, 'service'),
    region: (slug: string) => bySlug(data.regions, slug, 'region'),
    article: (slug: string) => bySlug(data.blog, slug, 'article'),
    caseStudy: (slug: string) => bySlug(data.caseStudies, slug, 'case study'),
  };
  for (const key of Object.keys(data) as Array<keyof RenderData>)
    Object.defineProperty(site, key, { get: () => data[key], enumerable: true });
  return site as SiteData;
}

/** The site of the page being rendered, for the few components that are not handed it (forms, pictures). */
export const SiteContext = createContext<SiteData | undefined>(undefined);

/** React's use(), not useContext(): it may be called where a prop was left out (a default value). */
export function useSiteData(): SiteData {
  const data = use(SiteContext);
  if (!data) throw new Error('generator bug: a component that needs the site data was rendered outside pageHtml()');
  return data;
}
