import type { Content } from '../content.ts';
import type { Route } from '../types/route.ts';
import type { Tokens } from '../tokens.ts';
import { collectionRoutes } from './collection.ts';
import { href } from '../urls.ts';

/** /hoarder-cleaning-<region>: one page per region file. */
export const regionalRoutes = (content: Content, tokens: Tokens): Route[] =>
  collectionRoutes(content, content.regions, tokens, {
    path: (r) => href.region(r.slug),
    template: () => 'regional' as const,
    props: (r) => ({ region: r.slug }),
    tokens: (r) => ({ region: r.name }),
  });
