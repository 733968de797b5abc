// The disappearance guard: every path once published must still be a page or be redirected, so that no
// visitor's bookmark or search result ends on the 404 page. Lines of the published list are paths; # comments.
import type { Content } from '../content.ts';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { suggest } from '../schema-errors.ts';
import { matchRule } from '../host/rules.ts';
import type { Route } from '../types/route.ts';
import { PUBLISHED_FILE } from './load.ts';
import { heldWords, type Held } from './calendar.ts';

/**
 * Where a vanished page's visitors are best sent: its region's page for an area, the list above it for an
 * article or case study, else the nearest path.
 */
function replacementFor(path: string, pages: readonly string[]): string {
  const area = /^\/([a-z0-9-]+)\/[a-z0-9-]+$/.exec(path);
  const regional = area ? `/hoarder-cleaning-${area[1]}` : undefined;
  if (regional && pages.includes(regional)) return regional;
  if (area && pages.includes(`/${area[1]}`)) return `/${area[1]}`;
  return suggest(path, pages) ?? '/';
}

/**
 * `routes` are the pages of this build. An article once published and now held back (made a draft, or dated
 * later) has vanished like any other page; one never published is not in the list and so never counts.
 */
export function disappeared(published: readonly string[] | undefined, content: Content, routes: readonly Route[], held: readonly Held[] = []): Diagnostic[] {
  if (!published) return [];
  const pages = routes.map((r) => r.path);
  const live = new Set(pages);
  const heldByPath = new Map(held.map((h) => [h.route.path, h]));
  const rules = (content.redirects?.data.redirects ?? []).map((r) => ({ from: r.from, to: r.to, status: r.status ?? 301 }));
  return published.flatMap((raw, i) => {
    const path = raw.trim();
    if (!path || path.startsWith('#') || live.has(path) || matchRule(rules, path)) return [];
    const to = replacementFor(path, pages);
    const now = heldByPath.get(path);
    const redirect = `a redirect to content/redirects.yaml so its visitors are not lost: - { from: ${path}, to: ${to} }.`;
    const [message, hint] = now
      ? [`"${path}" was published, but the article is now ${heldWords(now)} (${now.route.origin.file}), so no page serves it`, `Keep it published (${now.state === 'draft' ? 'remove draft: true' : 'give it back its earlier date'}), or add ${redirect}`]
      : [`"${path}" was published, but no page or redirect serves it now`, `Add ${redirect} If the page is gone on purpose and nothing replaces it, run npm run paths:update.`];
    return [diagnostic('page-disappeared', { file: PUBLISHED_FILE, line: i + 1, col: 1 }, message, hint)];
  });
}

/** The list written by `npm run paths:update`: every page but the 404 page. */
export function publishedList(routes: readonly Route[]): string {
  const paths = routes.map((r) => r.path).filter((p) => p !== '/404');
  return `# Every path this site has published. npm run check fails when one of them is neither a page nor redirected.\n# Update it with: npm run paths:update (after adding the redirects check asks for).\n${paths.join('\n')}\n`;
}
