// Every address the site makes a page at, in one place: the expanders make their routes' paths with these
// helpers and the templates link with them, so no path is typed twice. A one-off page's address is its row in
// the page table; an article's, case study's or service's sits under its list page. Addresses that content
// gives (nav and footer links, links in copy) stay as content gives them.
import { type PAGES, ROUTED_ROWS, type RoutedPageName, type RoutedRows } from './one-off-pages.ts';

type Rows = RoutedRows<typeof PAGES>;

const page = <N extends RoutedPageName>(name: N): Rows[N]['path'] => ROUTED_ROWS[name].path;

export const href = {
  /** A one-off page: `href.page('contact')` is /contact-details. */
  page,
  service: (slug: string) => `${page('services')}/${slug}`,
  region: (region: string) => `/hoarder-cleaning-${region}`,
  town: (region: string, area: string) => `/${region}/${area}-hoarder-cleaning`,
  clearanceArea: (region: string, area: string) => `/${region}/house-clearance-${area}`,
  article: (slug: string) => `${page('blog')}/${slug}`,
  caseStudy: (slug: string) => `${page('case-studies')}/${slug}`,
};

/** A path made absolute on the site's address (no trailing slash); the home page keeps its slash. */
export const absoluteUrl = (siteUrl: string, path: string) => (path === '/' ? `${siteUrl}/` : `${siteUrl}${path}`);

/** The logo the header shows (src/components/Shell.tsx): the business's mark wherever it publishes (JSON-LD, share cards). */
export const LOGO_PATH = '/images/logo.svg';
