// One route per document of a collection: the shape shared by services, regions, articles and case studies.
import type { Content, Entry } from '../model/content.ts';
import type { Tokens } from '../model/tokens.ts';
import type { Seo } from '../model/types/content.ts';
import type { CollectionProps, CollectionRoute, CollectionTemplate } from '../model/types/route.ts';
import { originOf } from './origin.ts';
import { routeSeo } from './seo.ts';

interface Spec<D, T extends CollectionTemplate> {
  path: (data: D) => string;
  template: (data: D) => T;
  props: (data: D) => CollectionProps[T];
  tokens?: (data: D) => Tokens;
}

export function collectionRoutes<D extends { slug: string; seo?: Seo }, T extends CollectionTemplate>(
  content: Content,
  entries: readonly Entry<D>[],
  tokens: Tokens,
  spec: Spec<D, T>,
): CollectionRoute<T>[] {
  return entries.map((entry) => {
    const path = spec.path(entry.data);
    const extra = spec.tokens?.(entry.data) ?? {};
    return {
      path,
      template: spec.template(entry.data),
      props: spec.props(entry.data),
      seo: routeSeo(content.site.data, entry.data.seo, path, { ...tokens, ...extra }),
      origin: originOf(entry, '/slug'),
    };
  });
}
