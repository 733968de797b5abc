import type { Content } from '../model/content.ts';
import type { Tokens } from '../model/tokens.ts';
import type { Route } from '../model/types/route.ts';
import { href } from '../model/urls.ts';
import { collectionRoutes } from './collection.ts';

/** /blog/<slug>: one page per article. */
export const blogRoutes = (content: Content, tokens: Tokens): Route[] =>
  collectionRoutes(content, content.blog, tokens, {
    path: (a) => href.article(a.slug),
    template: () => 'blog-article' as const,
    props: (a) => ({ article: a.slug }),
  });
