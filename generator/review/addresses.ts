// What a change does to the addresses the base publishes: each of its pages and exact redirect sources that the
// head no longer serves is a visitor's bookmark or a search result ending on the 404 page, called out with the
// redirect check would suggest (check/published.ts: the new page that looks like its replacement, else its
// region's page, the list above it or the nearest page). An address the head redirects is said too: it is kept.
import { redirectFinder, redirectRules, servedNow } from '../check/published.ts';
import { matchRule } from '../emit/host/rules.ts';
import type { Content } from '../model/content.ts';
import { NOT_FOUND_PATH, type Route } from '../model/types/route.ts';

export type AddressChange =
  | { path: string; fate: 'gone'; suggest: string }
  | { path: string; fate: 'redirected'; to: string; status: number };

/** A side as the addresses need it: its content (for its redirects) and its pages. */
export interface Served {
  content: Content;
  routes: readonly Route[];
}

/** The base's addresses the head serves otherwise: gone (with the redirect to add), or now redirected. */
export function addressChanges(base: Served, head: Served): AddressChange[] {
  const pages = head.routes.map((route) => route.path);
  const live = new Set(pages);
  const before = new Set(base.routes.map((route) => route.path));
  const fresh = head.routes.filter((route) => !before.has(route.path) && route.path !== NOT_FOUND_PATH);
  const rules = redirectRules(head.content);
  const redirectFor = redirectFinder(pages, fresh);
  return [...new Set(servedNow(base.content, base.routes))]
    .filter((path) => !live.has(path))
    .sort()
    .flatMap((path): AddressChange[] => {
      const rule = matchRule(rules, path);
      if (!rule) return [{ path, fate: 'gone', suggest: redirectFor(path).to }];
      // A redirect that was already there is no change of this pull request's.
      return before.has(path) ? [{ path, fate: 'redirected', to: rule.to, status: rule.status }] : [];
    });
}
