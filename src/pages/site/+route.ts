import type { PageContextServer } from 'vike/types';
import { ContentErrors, siteData } from '../../site-data.ts';

// Development and build resolve URLs from the same route table (onBeforePrerenderStart never runs in dev).
// While the content has problems (development only), every URL matches so that the page can show them.
export default function route(pageContext: PageContextServer) {
  try {
    return siteData().byPath.has(pageContext.urlPathname) ? { routeParams: {} } : false;
  } catch (error) {
    if (error instanceof ContentErrors) return { routeParams: {} };
    throw error;
  }
}
