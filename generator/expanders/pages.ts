// The one-off pages: each content/pages/<name>.yaml that is a page of its own (town and
// house-clearance-area hold template copy for the area pages instead).
import type { Content } from '../content.ts';
import type { Seo } from '../types/content.ts';
import { NOT_FOUND_PATH, type Route } from '../types/route.ts';
import type { Tokens } from '../tokens.ts';
import { originOf } from './origin.ts';
import { routeSeo } from './seo.ts';

const PAGES = [
  { page: 'home', path: '/', template: 'home' },
  { page: 'about', path: '/about', template: 'about' },
  { page: 'services', path: '/services', template: 'services' },
  { page: 'contact', path: '/contact-details', template: 'contact' },
  { page: 'marketing-assets', path: '/marketing-assets', template: 'marketing-assets' },
  { page: 'careers', path: '/careers', template: 'careers' },
  { page: 'locations', path: '/locations', template: 'locations' },
  { page: 'case-studies', path: '/case-studies', template: 'case-studies' },
  { page: 'blog', path: '/blog', template: 'blog' },
  { page: 'sitemap', path: '/sitemap', template: 'sitemap' },
  { page: 'thank-you', path: '/thank-you', template: 'thank-you', noindex: true },
  { page: 'privacy-policy', path: '/privacy-policy', template: 'legal' },
  { page: 'terms', path: '/terms', template: 'legal' },
  { page: 'cookie-policy', path: '/cookie-policy', template: 'legal' },
  { page: 'not-found', path: NOT_FOUND_PATH, template: 'not-found', noindex: true },
] as const;

export function pageRoutes(content: Content, tokens: Tokens): Route[] {
  return PAGES.map(({ page, path, template, ...rest }) => {
    const entry = content.pages[page];
    const noindex = 'noindex' in rest && rest.noindex;
    return {
      path,
      template,
      props: { page },
      seo: routeSeo(content.site.data, entry.data.seo as Seo, path, tokens, noindex),
      origin: originOf(entry),
    } as Route;
  });
}
