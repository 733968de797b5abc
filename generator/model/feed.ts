// The blog's Atom feed: where it is and what it is called. emit writes it (generator/emit/feed.ts); every page's
// head names it by the same title (src/Document.tsx), so a reader that finds it on any page shows one name.
import type { RenderData } from './render-data.ts';
import { fill } from './tokens.ts';

/**
 * At the root, beside sitemap.xml and robots.txt, rather than under /blog/: content's `/blog/*` redirect (an
 * unknown article goes to the blog) would otherwise catch it on Cloudflare Pages, which redirects even where a
 * file exists, and on nginx; and it is the address feed readers try first when given only the site.
 */
export const FEED_PATH = '/feed.xml';

/** Atom's media type (RFC 4287): what the head's link says and what the hosts send the feed as. */
export const FEED_TYPE = 'application/atom+xml';

/**
 * The blog list page's title, its tokens filled ("Hoarding Advice and Support Blog | Clearway …"), or the site's
 * default title where it gives none. Only the blog page's `seo` and the site's tokens and defaults are read: each page's head calls this, and a page depends on what it
 * reads (generator/render/page-inputs.ts).
 */
export const feedTitle = (data: Pick<RenderData, 'site' | 'pages' | 'tokens'>): string =>
  fill(data.pages.blog.seo?.title ?? data.site.seo.defaultTitle, data.tokens);

/** The blog list page's description, or the site's default where it gives none. */
export const feedSubtitle = (data: Pick<RenderData, 'site' | 'pages'>): string =>
  data.pages.blog.seo?.description ?? data.site.seo.defaultDescription;
