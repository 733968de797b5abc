// Where the visitors of an address the ledger lists but no page serves any more should go (published.ts): the new
// page that most likely replaced it (a town renamed), or else the page above it.
import { closest, distance } from 'fastest-levenshtein';
import { suggester } from '../diagnostics/suggest.ts';
import type { Route } from '../model/types/route.ts';
import { href } from '../model/urls.ts';

const folder = (path: string) => path.slice(0, path.lastIndexOf('/'));
const name = (path: string) => path.slice(path.lastIndexOf('/') + 1);
const within = (some: readonly string[], all: readonly string[]) => some.every((w) => all.includes(w));

/** Whether a new page looks like a vanished one renamed: same folder and name spelt nearly alike or with words added or dropped (Hythe → Folkestone and Hythe), or the same name in another folder. */
function renamed(old: string, now: string): boolean {
  if (folder(old) !== folder(now)) return name(old) === name(now);
  const [a, b] = [name(old).split('-'), name(now).split('-')];
  return distance(name(old), name(now)) <= 2 || within(a, b) || within(b, a);
}

/**
 * How many new pages, in all, the search for successors compares vanished addresses with in their own folder. Each
 * is compared with every new page of its folder, so a whole region renamed at once (thousands vanished, thousands
 * new, one folder) would take time in the square of its size; past this, the rest are reported as gone, each still
 * with a page to redirect to.
 */
const FOLDER_COMPARISONS = 500_000;

/** The routes of `list` by a key of their path, in the list's order. */
function grouped(list: readonly Route[], key: (path: string) => string): Map<string, Route[]> {
  const groups = new Map<string, Route[]>();
  for (const route of list) {
    const group = groups.get(key(route.path));
    if (group) group.push(route);
    else groups.set(key(route.path), [route]);
  }
  return groups;
}

/**
 * The page new since the ledger was written (`fresh`) that most likely replaced a vanished address, if one does: a
 * lookup of the same name in other folders, and a comparison with the new pages of its own folder while the
 * budget lasts.
 */
export function successors(fresh: readonly Route[]): (path: string) => Route | undefined {
  const [byFolder, byName] = [grouped(fresh, folder), grouped(fresh, name)];
  const order = new Map(fresh.map((route, i) => [route, i]));
  let left = FOLDER_COMPARISONS;
  return (path) => {
    const elsewhere = (byName.get(name(path)) ?? []).filter((r) => folder(r.path) !== folder(path));
    const inFolder = byFolder.get(folder(path)) ?? [];
    const spend = left >= inFolder.length;
    if (spend) left -= inFolder.length;
    const alike = spend ? inFolder.filter((r) => renamed(path, r.path)) : [];
    const related = [...elsewhere, ...alike].sort((a, b) => order.get(a)! - order.get(b)!);
    if (!related.length) return undefined;
    const best = closest(
      path,
      related.map((r) => r.path),
    );
    return related.find((r) => r.path === best);
  };
}

/**
 * Where a vanished page's visitors are best sent when no new page replaced it: its region's page for an area, the
 * list above it for an article or case study, else the nearest path (suggester's, within its budget), else home.
 */
export function fallbacks(pages: readonly string[]): (path: string) => string {
  const [served, nearest] = [new Set(pages), suggester(pages)];
  return (path) => {
    const area = /^\/([a-z0-9-]+)\/[a-z0-9-]+$/.exec(path);
    const regional = area ? href.region(area[1]!) : undefined;
    if (regional && served.has(regional)) return regional;
    if (area && served.has(`/${area[1]}`)) return `/${area[1]}`;
    return nearest(path) ?? href.page('home');
  };
}
