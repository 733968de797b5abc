import type { Content } from '../model/content.ts';
import type { Tokens } from '../model/tokens.ts';
import type { Route } from '../model/types/route.ts';
import { href } from '../model/urls.ts';
import { collectionRoutes } from './collection.ts';

/** /case-studies/<slug>: one page per case study. */
export const caseStudyRoutes = (content: Content, tokens: Tokens): Route[] =>
  collectionRoutes(content, content.caseStudies, tokens, {
    path: (c) => href.caseStudy(c.slug),
    template: () => 'case-study' as const,
    props: (c) => ({ caseStudy: c.slug }),
  });
