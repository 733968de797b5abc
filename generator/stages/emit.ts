// emit: the files beside the pages, from the route table. Pure: routes in, file contents out.
import type { RenderData } from '../render-data.ts';
import { NOT_FOUND_PATH } from '../types/route.ts';

const xmlEscape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const url = (data: RenderData, path: string) => (path === '/' ? `${data.siteUrl}/` : `${data.siteUrl}${path}`);

/** Every indexable page: no redirects (they are not routes), no noindex pages, not the 404 page. */
export function sitemapXml(data: RenderData): string {
  const urls = data.routes
    .filter((r) => !r.seo.noindex && r.path !== NOT_FOUND_PATH)
    .map((r) => `  <url><loc>${xmlEscape(url(data, r.path))}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(data: RenderData): string {
  return `User-agent: *\nAllow: /\nDisallow: /thank-you\n\nSitemap: ${data.siteUrl}/sitemap.xml\n`;
}

/** Output files other than pages and assets, by path under dist/. */
export function emit(data: RenderData): Map<string, string> {
  return new Map([
    ['sitemap.xml', sitemapXml(data)],
    ['robots.txt', robotsTxt(data)],
  ]);
}
