// The whole HTML document of one route: head (SEO, JSON-LD), shell, and the route's template.
import { FEED_PATH, FEED_TYPE, feedTitle } from '../generator/model/feed.ts';
import type { Route } from '../generator/model/types/route.ts';
import { Breadcrumbs, CookieBanner, FloatingContact, Footer, Header } from './components/Shell.tsx';
import { absolute, scriptSafeJson } from './seo/json-ld.ts';
import { structuredData } from './seo/page-data.ts';
import { shareImage } from './seo/share-image.ts';
import { trailFor } from './seo/trail.ts';
import type { SiteData } from './site-data.ts';
import { renderTemplate } from './templates/index.tsx';

function Head({ data, route }: { data: SiteData; route: Route }) {
  const { seo } = route;
  const image = shareImage(data, route);
  const url = absolute(data, seo.canonicalPath);
  // A preview build keeps every page out of search engines; the production build only the pages that ask.
  const robots = data.preview ? 'noindex' : seo.noindex ? 'noindex, follow' : undefined;
  return (
    <head>
      <meta charSet="utf-8" />
      <meta name="viewport" content="width=device-width, initial-scale=1" />
      <title>{seo.title}</title>
      <meta name="description" content={seo.description} />
      <meta name="keywords" content={seo.keywords.join(', ')} />
      <meta name="author" content={data.site.seo.author} />
      {robots ? <meta name="robots" content={robots} /> : null}
      <link rel="canonical" href={url} />
      {/* On every page, not only the blog's: readers and browsers find a site's feeds from whatever page they are given. */}
      <link rel="alternate" type={FEED_TYPE} title={feedTitle(data)} href={FEED_PATH} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <meta name="theme-color" content="#0f4c5c" />
      <meta property="og:type" content={route.template === 'blog-article' ? 'article' : 'website'} />
      <meta property="og:site_name" content={data.site.company.name} />
      <meta property="og:locale" content="en_GB" />
      <meta property="og:title" content={seo.title} />
      <meta property="og:description" content={seo.description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={absolute(data, image.src)} />
      {image.width && image.height ? (
        <>
          <meta property="og:image:width" content={String(image.width)} />
          <meta property="og:image:height" content={String(image.height)} />
        </>
      ) : null}
      <meta property="og:image:alt" content={image.alt} />
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={seo.title} />
      <meta name="twitter:description" content={seo.description} />
      <meta name="twitter:image" content={absolute(data, image.src)} />
      <meta name="twitter:image:alt" content={image.alt} />
      {structuredData(data, route).map((block, i) => (
        // A data block, not executable script: escaped so that no content value can close the element. The
        // blocks are made anew for each page in a fixed order, so their index is a stable key.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD escaped for <script> by scriptSafeJson
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes order (see above)
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(block) }} />
      ))}
    </head>
  );
}

export function Document({ data, route }: { data: SiteData; route: Route }) {
  return (
    <html lang="en-GB">
      <Head data={data} route={route} />
      <body>
        <a className="skip-link" href="#main">
          Skip to main content
        </a>
        <Header data={data} path={route.path} />
        <Breadcrumbs trail={trailFor(data, route)} />
        <main id="main">{renderTemplate(data, route)}</main>
        <Footer data={data} />
        {/* One dock along the bottom edge: the cookie bar appears above the floating button, so the button never
            moves (no layout shift) and the bar never covers it; the button's open panel goes over the bar. */}
        <div className="dock">
          <CookieBanner delayMs={data.site.constants.cookieBannerDelayMs} />
          <FloatingContact data={data} route={route} />
        </div>
      </body>
    </html>
  );
}
