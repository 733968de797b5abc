import type { PageContextServer } from 'vike/types';
import { siteData } from '../../site-data.ts';

// Development and build resolve URLs from the same route table (onBeforePrerenderStart never runs in dev).
export default function route(pageContext: PageContextServer) {
  return siteData().byPath.has(pageContext.urlPathname) ? { routeParams: {} } : false;
}
