// expand: validated content → the route table, one Route per page, sorted by path.
import type { Content } from '../content.ts';
import type { Staged } from '../diagnostics.ts';
import { blogRoutes } from '../expanders/blog.ts';
import { caseStudyRoutes } from '../expanders/case-study.ts';
import { clearanceAreaRoutes } from '../expanders/clearance-area.ts';
import { pageRoutes } from '../expanders/pages.ts';
import { regionalRoutes } from '../expanders/regional.ts';
import { serviceRoutes } from '../expanders/service.ts';
import { townRoutes } from '../expanders/town.ts';
import { siteTokens } from '../tokens.ts';
import type { Route } from '../types/route.ts';

const EXPANDERS = [pageRoutes, serviceRoutes, regionalRoutes, townRoutes, clearanceAreaRoutes, blogRoutes, caseStudyRoutes];

export function expand(content: Content): Staged<Route[]> {
  const tokens = siteTokens(content.site.data);
  const routes = EXPANDERS.flatMap((expander) => expander(content, tokens));
  routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { value: routes, diagnostics: [] };
}
