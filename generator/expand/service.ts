import type { Content } from '../model/content.ts';
import type { Tokens } from '../model/tokens.ts';
import type { Route } from '../model/types/route.ts';
import { href } from '../model/urls.ts';
import { collectionRoutes } from './collection.ts';

/** /services/<slug>; a service with an `extreme` block has its own layout. */
export const serviceRoutes = (content: Content, tokens: Tokens): Route[] =>
  collectionRoutes(content, content.services, tokens, {
    path: (s) => href.service(s.slug),
    template: (s) => (s.extreme ? 'extreme-clearance' : 'service'),
    props: (s) => ({ service: s.slug }),
  });
