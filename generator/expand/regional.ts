import type { Content } from '../model/content.ts';
import type { Tokens } from '../model/tokens.ts';
import type { Route } from '../model/types/route.ts';
import { href } from '../model/urls.ts';
import { collectionRoutes } from './collection.ts';

/** /hoarder-cleaning-<region>: one page per region file. */
export const regionalRoutes = (content: Content, tokens: Tokens): Route[] =>
  collectionRoutes(content, content.regions, tokens, {
    path: (r) => href.region(r.slug),
    template: () => 'regional' as const,
    props: (r) => ({ region: r.slug }),
    tokens: (r) => ({ region: r.name }),
  });
