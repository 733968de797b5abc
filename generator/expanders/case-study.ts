import type { Content } from '../content.ts';
import type { Route } from '../types/route.ts';
import type { Tokens } from '../tokens.ts';
import { collectionRoutes } from './collection.ts';
import { href } from '../urls.ts';

/** /case-studies/<slug>: one page per case study. */
export const caseStudyRoutes = (content: Content, tokens: Tokens): Route[] =>
  collectionRoutes(content, content.caseStudies, tokens, {
    path: (c) => href.caseStudy(c.slug),
    template: () => 'case-study' as const,
    props: (c) => ({ caseStudy: c.slug }),
  });
