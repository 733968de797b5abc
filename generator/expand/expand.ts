// expand: validated content and the day of the build → the route table, one Route per page, sorted by path.

import type { Staged } from '../diagnostics/diagnostic.ts';
import type { Content } from '../model/content.ts';
import { siteTokens } from '../model/tokens.ts';
import type { Route } from '../model/types/route.ts';
import { blogRoutes } from './blog.ts';
import { caseStudyRoutes } from './case-study.ts';
import { clearanceAreaRoutes } from './clearance-area.ts';
import { pageRoutes } from './pages.ts';
import { regionalRoutes } from './regional.ts';
import { serviceRoutes } from './service.ts';
import { townRoutes } from './town.ts';

const EXPANDERS = [
  pageRoutes,
  serviceRoutes,
  regionalRoutes,
  townRoutes,
  clearanceAreaRoutes,
  blogRoutes,
  caseStudyRoutes,
];

/** `today` is the day of the build (YYYY-MM-DD, UK): an area page names the council in office on it. */
export function expand(content: Content, today: string): Staged<Route[]> {
  const tokens = siteTokens(content.site.data);
  const routes = EXPANDERS.flatMap((expander) => expander(content, tokens, today));
  routes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
  return { value: routes, diagnostics: [] };
}
