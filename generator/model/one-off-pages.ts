// The one-off pages: the one place such a page is listed. A row's name is its content file
// (content/pages/<name>.yaml); `schema` validates that file, `path` is where the page lives, `template`
// renders it. Everything else derives from this table: the files check expects and how it validates them,
// their data types (PageData), their routes and route types, their links (href.page) and the entries the
// template registry must have. The order is the one the human sitemap lists them in.
import type { AllContent } from './types/content.ts';

/** The schema files of content/pages: a row names one of these (npm run types adds a new schema's type). */
export type PageSchema = Extract<keyof AllContent, `page-${string}`>;

/** A page of its own: its address and the template that renders it. */
export interface RoutedRow {
  schema: PageSchema;
  path: string;
  template: string;
  /** Kept out of search engines whatever its file says. */
  noindex?: true;
}

/** A file of copy that other pages are worded from: no page of its own. */
interface CopyRow {
  schema: PageSchema;
}

export type PageTable = Record<string, RoutedRow | CopyRow>;

export const PAGES = {
  home: { schema: 'page-home', path: '/', template: 'home' },
  about: { schema: 'page-about', path: '/about', template: 'about' },
  services: { schema: 'page-services', path: '/services', template: 'services' },
  locations: { schema: 'page-locations', path: '/locations', template: 'locations' },
  'case-studies': { schema: 'page-case-studies', path: '/case-studies', template: 'case-studies' },
  blog: { schema: 'page-blog', path: '/blog', template: 'blog' },
  contact: { schema: 'page-contact', path: '/contact-details', template: 'contact' },
  careers: { schema: 'page-careers', path: '/careers', template: 'careers' },
  'marketing-assets': { schema: 'page-marketing-assets', path: '/marketing-assets', template: 'marketing-assets' },
  sitemap: { schema: 'page-sitemap', path: '/sitemap', template: 'sitemap' },
  // Legal pages share one schema and one template.
  'privacy-policy': { schema: 'page-legal', path: '/privacy-policy', template: 'legal' },
  terms: { schema: 'page-legal', path: '/terms', template: 'legal' },
  'cookie-policy': { schema: 'page-legal', path: '/cookie-policy', template: 'legal' },
  'thank-you': { schema: 'page-thank-you', path: '/thank-you', template: 'thank-you', noindex: true },
  // Rendered like any page but served for unknown paths, never linked or listed.
  'not-found': { schema: 'page-not-found', path: '/404', template: 'not-found', noindex: true },
  // The copy every town and house-clearance area page shares; the area expanders make those pages.
  town: { schema: 'page-town' },
  'house-clearance-area': { schema: 'page-house-clearance-area' },
} as const satisfies PageTable;

export type PageName = keyof typeof PAGES;

/** The names of a table's rows that are pages of their own. */
export type RoutedName<P extends PageTable> = { [N in keyof P]: P[N] extends RoutedRow ? N : never }[keyof P] & string;
export type RoutedPageName = RoutedName<typeof PAGES>;

/** A table's rows that are pages of their own, by name. */
export type RoutedRows<P extends PageTable> = { [N in RoutedName<P>]: P[N] & RoutedRow };

/** The rows of PAGES that are pages of their own, typed so that a function generic in the name can read its row. */
export const ROUTED_ROWS: RoutedRows<typeof PAGES> = PAGES;

/** Each page file's data, as its schema's generated type. */
export type PageData = { [N in PageName]: NonNullable<AllContent[(typeof PAGES)[N]['schema']]> };

/** The pages whose file has schema `S`. */
export type PagesWithSchema<S extends PageSchema> = {
  [N in RoutedPageName]: (typeof PAGES)[N]['schema'] extends S ? N : never;
}[RoutedPageName];

export const isPageName = (name: string): name is PageName => Object.hasOwn(PAGES, name);

export const PAGE_NAMES: readonly PageName[] = Object.keys(PAGES).filter(isPageName);

export const ROUTED_PAGES: readonly RoutedPageName[] = PAGE_NAMES.filter(
  (name): name is RoutedPageName => 'path' in PAGES[name],
);

/**
 * One value per page file, made by `f` for each name: Object.fromEntries with the names' types kept. `f` is
 * checked for every name, so the one assertion here, that the object has every name, holds by construction.
 */
export function byPage<R extends { [N in PageName]: unknown }>(f: <N extends PageName>(name: N) => R[N]): R {
  return Object.fromEntries(PAGE_NAMES.map((name) => [name, f(name)])) as R;
}
