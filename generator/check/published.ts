// The URL ledger (published-paths.txt) and its guard. The ledger lists every address this site has published:
// its pages and the old addresses its redirects keep working. It only grows by itself (generate and
// paths:update record new pages and redirect sources); an address leaves it only when someone retires it on
// purpose. check fails when a listed address is neither a page nor redirected, so that no visitor's bookmark
// or search result ends on the 404 page. Lines are paths; # starts a comment.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { suggest } from '../diagnostics/suggest.ts';
import { isWildcard, matchRule } from '../emit/host/rules.ts';
import { PUBLISHED_FILE } from '../load/parse.ts';
import type { Content } from '../model/content.ts';
import { NOT_FOUND_PATH, type Route } from '../model/types/route.ts';
import { type Held, heldVariant } from './calendar.ts';
import { fallbacks, successors } from './successors.ts';

/** The first lines of a ledger that did not exist yet. */
const HEADER = [
  '# Every address this site has published: its pages, and the old addresses its redirects keep working.',
  '# npm run check fails when one is neither a page nor redirected. npm run generate adds new ones by itself.',
  '# To give up an address on purpose: npm run paths:update -- --retire /the/address (see content/README.md).',
];

const isComment = (line: string) => line.trim().startsWith('#');
const isPath = (line: string) => line.trim() !== '' && !isComment(line);

/** The addresses a ledger lists. */
export const ledgerPaths = (lines: readonly string[]): Set<string> =>
  new Set(lines.filter(isPath).map((l) => l.trim()));

/** The addresses the site serves now: every page but the 404 page, and every redirect's exact source (a wildcard is a pattern, not an address). */
export function servedNow(content: Content, routes: readonly Route[]): string[] {
  const sources = (content.redirects?.data.redirects ?? []).map((r) => r.from).filter((from) => !isWildcard(from));
  return [...routes.map((r) => r.path).filter((p) => p !== NOT_FOUND_PATH), ...sources];
}

/**
 * For each line, the listed address it leads up to: a path line its own, a comment run just above a path that
 * path's (a note belongs with its address); the header above the first address and blank lines none.
 */
function anchors(lines: readonly string[]): Array<string | undefined> {
  const first = lines.findIndex(isPath);
  const out: Array<string | undefined> = [];
  let below: string | undefined;
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!;
    if (isPath(line)) below = line.trim();
    else if (!isComment(line) || i < first) below = undefined;
    out[i] = below;
  }
  return out;
}

/**
 * The ledger with every address the site serves now added in sorted place, in one pass: existing lines and
 * comments are kept byte for byte, so when nothing is new the text is exactly what it was.
 */
export function recorded(
  lines: readonly string[] | undefined,
  content: Content,
  routes: readonly Route[],
): { lines: string[]; added: string[] } {
  const before = lines ?? [...HEADER, ''];
  const listed = ledgerPaths(before);
  const added = [...new Set(servedNow(content, routes))].filter((p) => !listed.has(p)).sort();
  const eol = before.some((l) => l.endsWith('\r')) ? '\r' : '';
  const out: string[] = [];
  let next = 0;
  const flush = (upTo?: string) => {
    while (next < added.length && (upTo === undefined || added[next]! < upTo)) out.push(`${added[next++]}${eol}`);
  };
  const last = before.findLastIndex(isPath);
  const key = anchors(before);
  before.forEach((line, i) => {
    if (key[i] !== undefined) flush(key[i]);
    // A ledger with no address yet: they go after its header, before the final line break.
    if (last < 0 && i === before.length - 1 && line === '') flush();
    out.push(line);
    if (i === last) flush();
  });
  flush();
  if (added.length && out.at(-1) !== '') out.push('');
  return { lines: out, added };
}

/** The ledger without the lines of `paths`. */
export const retired = (lines: readonly string[], paths: readonly string[]): string[] =>
  lines.filter((l) => !isPath(l) || !paths.includes(l.trim()));

/** Why an address cannot be retired: it is not listed, or the site still serves it. Undefined when it can. */
export function retireRefusal(
  path: string,
  lines: readonly string[],
  content: Content,
  routes: readonly Route[],
): string | undefined {
  const listed = ledgerPaths(lines);
  if (!listed.has(path)) {
    const near = suggest(path, [...listed]);
    return `${path} is not listed in ${PUBLISHED_FILE}${near ? `; did you mean ${near}?` : ''}`;
  }
  const page = routes.find((r) => r.path === path);
  if (page) return `${path} is still a page (made by ${page.origin.file}:${page.origin.line}), so it cannot be retired`;
  if (content.redirects?.data.redirects.some((r) => r.from === path)) {
    return `${path} is still redirected by content/redirects.yaml: remove that redirect first if its visitors should no longer be sent on`;
  }
  return undefined;
}

/** The redirect rules of the content as hosts apply them (301 unless a rule says otherwise). */
export const redirectRules = (content: Content) =>
  (content.redirects?.data.redirects ?? []).map((r) => ({ from: r.from, to: r.to, status: r.status ?? 301 }));

/**
 * Where check sends the visitors of vanished addresses, for many at once: the page new since (`fresh`) that looks
 * like its replacement (a renamed town), else its region's page, the list above it or the nearest page of `pages`.
 * The review asks it of the addresses a change loses, check of those the ledger lists.
 */
export function redirectFinder(
  pages: readonly string[],
  fresh: readonly Route[],
): (path: string) => { to: string; renamed?: Route } {
  const [successor, fallbackFor] = [successors(fresh), fallbacks(pages)];
  return (path) => {
    const next = successor(path);
    return next ? { to: next.path, renamed: next } : { to: fallbackFor(path) };
  };
}

/**
 * Every listed address that no page or redirect serves now. When a page new since the ledger was written looks
 * like its replacement (a renamed town), the problem is shown at the YAML that makes that page. `routes` are
 * the pages of this build: an article once published and now held back (made a draft, or dated later) has
 * vanished like any other page; one never published is not in the ledger and so never counts.
 */
export function disappeared(
  published: readonly string[] | undefined,
  content: Content,
  routes: readonly Route[],
  held: readonly Held[] = [],
): Diagnostic[] {
  if (!published) return [];
  const pages = routes.map((r) => r.path);
  const live = new Set(pages);
  const listed = ledgerPaths(published);
  const redirectFor = redirectFinder(
    pages,
    routes.filter((r) => !listed.has(r.path) && r.path !== NOT_FOUND_PATH),
  );
  // A held article's address goes where a vanished one's would, but never to a page new since.
  const fallbackFor = fallbacks(pages);
  const heldByPath = new Map(held.map((h) => [h.route.path, h]));
  const rules = redirectRules(content);
  // The exact sources in a set: only the wildcards are matched against each listed address.
  const exact = new Set(rules.filter((r) => !isWildcard(r.from)).map((r) => r.from));
  const wildcards = rules.filter((r) => isWildcard(r.from));
  return published.flatMap((raw, i) => {
    const path = raw.trim();
    if (!isPath(path) || live.has(path) || exact.has(path) || matchRule(wildcards, path)) return [];
    const at = { file: PUBLISHED_FILE, line: i + 1, col: 1 };
    const now = heldByPath.get(path);
    if (now)
      return [
        diagnostic('page-disappeared', at, {
          ...heldVariant(now),
          path,
          file: now.route.origin.file,
          to: fallbackFor(path),
        }),
      ];
    const { to, renamed } = redirectFor(path);
    if (renamed) return [diagnostic('page-disappeared', renamed.origin, { variant: 'renamed', path, to })];
    return [diagnostic('page-disappeared', at, { variant: 'gone', path, to })];
  });
}
