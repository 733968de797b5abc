// The validated content: every document, typed by its schema, with the source it came from.

import type { SourceDoc } from '../diagnostics/yaml-position.ts';
import type { Claim } from './collections.ts';
import type { PageData, PageName } from './one-off-pages.ts';
import type { Blog, CaseStudy, Councils, Redirects, Region, Service, Site } from './types/content.ts';

/** A file as loaded: its parsed document with positions (SourceDoc), the collection that claims it, its data. */
export interface LoadedDoc extends SourceDoc, Claim {
  data: unknown;
}

export interface Entry<T> {
  data: T;
  source: LoadedDoc;
}

export interface Content {
  site: Entry<Site>;
  services: Entry<Service>[];
  regions: Entry<Region>[];
  blog: Entry<Blog>[];
  caseStudies: Entry<CaseStudy>[];
  pages: { [N in PageName]: Entry<PageData[N]> };
  redirects: Entry<Redirects> | undefined;
  /** content/councils.yaml: optional, like redirects; without it no area may name a council. */
  councils: Entry<Councils> | undefined;
}

/** Every entry of the content, site.yaml first. */
export function entries(content: Content): Entry<unknown>[] {
  return [
    content.site,
    ...Object.values(content.pages),
    ...content.services,
    ...content.regions,
    ...content.blog,
    ...content.caseStudies,
    ...(content.redirects ? [content.redirects] : []),
    ...(content.councils ? [content.councils] : []),
  ];
}

/** Every document the content was read from, site.yaml first. */
export function sources(content: Content): LoadedDoc[] {
  return entries(content).map((entry) => entry.source);
}
