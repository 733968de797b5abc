// emit: the files beside the pages, from the route table. Pure: routes in, file contents out.

import { FEED_PATH } from '../model/feed.ts';
import type { RenderData } from '../model/render-data.ts';
import { NOT_FOUND_PATH, type Route } from '../model/types/route.ts';
import { absoluteUrl, href } from '../model/urls.ts';
import { atomFeed } from './feed.ts';
import { headersFile, nginxConf, redirectsFile, redirectsJson, vercelJson } from './host/files.ts';
import { contentSecurityPolicy, DEFAULT_EMAIL_ORIGIN, headerBlocks } from './host/headers.ts';
import { hostRules } from './host/rules.ts';
import { xmlEscape } from './xml-escape.ts';

/** Whether sitemap.xml lists the page: every indexable page (no noindex page, not the 404 page). */
export const inSitemap = (route: Route): boolean => !route.seo.noindex && route.path !== NOT_FOUND_PATH;

/**
 * Every indexable page (redirects are not routes), with the day its content last changed where that is known
 * (`lastmod`, by path: lastmod.ts).
 */
export function sitemapXml(data: RenderData, lastmod: ReadonlyMap<string, string> = new Map()): string {
  const urls = data.routes.filter(inSitemap).map((r) => {
    const day = lastmod.get(r.path);
    return `  <url><loc>${xmlEscape(absoluteUrl(data.siteUrl, r.path))}</loc>${day ? `<lastmod>${day}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(data: RenderData): string {
  // A preview asks every crawler to stay out, and names no sitemap: nothing of it is to be found.
  if (data.preview) return 'User-agent: *\nDisallow: /\n';
  return `User-agent: *\nAllow: /\nDisallow: ${href.page('thank-you')}\nDisallow: /admin/\n\nSitemap: ${data.siteUrl}/sitemap.xml\n`;
}

/** What emit publishes beside the pages, by path under dist/: every one of these, at every generate. */
export const BESIDE_PAGES = [
  'sitemap.xml',
  'robots.txt',
  FEED_PATH.slice(1),
  '_redirects',
  '_headers',
  'redirects.json',
] as const;
const [SITEMAP, ROBOTS, FEED, REDIRECTS, HEADERS, REDIRECTS_JSON] = BESIDE_PAGES;

export interface Emitted {
  /** Published beside the pages, by path under dist/. */
  site: Map<string, string>;
  /** Host configuration that is not published, by path under host/. */
  host: Map<string, string>;
}

/**
 * The files beside the pages; the CSP allows the pages' inline scripts by their hashes (render collects them) and
 * the e-mail service at `emailOrigin` (EMAILJS_API_ORIGIN, as the command line read it); `adminPolicy`: the
 * admin's own policy for /admin/ (cms/csp.ts), when the site has the admin; `lastmod`: the day each page's
 * content last changed, where known, by path.
 */
export function emit(
  data: RenderData,
  scriptHashes: readonly string[],
  emailOrigin?: string,
  adminPolicy?: string,
  lastmod?: ReadonlyMap<string, string>,
): Emitted {
  const rules = hostRules(data);
  const blocks = headerBlocks(contentSecurityPolicy(emailOrigin || DEFAULT_EMAIL_ORIGIN, scriptHashes), {
    noindex: data.preview,
    ...(adminPolicy ? { admin: adminPolicy } : {}),
  });
  return {
    site: new Map([
      [SITEMAP, sitemapXml(data, lastmod)],
      [ROBOTS, robotsTxt(data)],
      [FEED, atomFeed(data)],
      [REDIRECTS, redirectsFile(rules)],
      [HEADERS, headersFile(blocks)],
      [REDIRECTS_JSON, redirectsJson(rules)],
    ]),
    host: new Map([
      ['nginx.conf', nginxConf(rules, blocks)],
      ['vercel.json', vercelJson(rules, blocks)],
    ]),
  };
}
