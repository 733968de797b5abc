// A route's SEO fields from a document's seo block: tokens filled, the site's fixed keywords appended, and the
// site's default title and description where the page gives none (site.yaml, seo).

import { fill, type Tokens } from '../model/tokens.ts';
import type { Seo, Site } from '../model/types/content.ts';
import type { RouteSeo } from '../model/types/route.ts';

export function routeSeo(
  site: Site,
  seo: Seo | undefined,
  path: string,
  tokens: Tokens,
  forceNoindex = false,
): RouteSeo {
  const keywords = [...new Set([...(seo?.keywords ?? []).map((k) => fill(k, tokens)), ...site.seo.keywords])];
  return {
    title: fill(seo?.title ?? site.seo.defaultTitle, tokens),
    description: fill(seo?.description ?? site.seo.defaultDescription, tokens),
    canonicalPath: path,
    noindex: forceNoindex || seo?.noindex === true,
    keywords,
    ...(seo?.ogImage ? { ogImage: seo.ogImage } : {}),
  };
}
