import type { Content } from '../content.ts';
import type { Route } from '../types/route.ts';
import type { Tokens } from '../tokens.ts';
import { collectionRoutes } from './collection.ts';
import { href } from '../urls.ts';

/** /services/<slug>; a service with an `extreme` block has its own layout. */
export const serviceRoutes = (content: Content, tokens: Tokens): Route[] =>
  collectionRoutes(content, content.services, tokens, {
    path: (s) => href.service(s.slug),
    template: (s) => (s.extreme ? 'extreme-clearance' : 'service'),
    props: (s) => ({ service: s.slug }),
  });
