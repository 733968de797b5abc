// Warnings about the area pages: an area with no local copy yet, and two pages of one template whose text is
// so alike that search engines would see doorway pages. The text compared is what the page shows from the
// content: the template's shared copy with {area} and {region} filled in, and the area's own data.

import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import { clearanceAreaSpec } from '../expand/clearance-area.ts';
import { type AreaSpec, placedAreas, townSpec } from '../expand/town.ts';
import type { Content } from '../model/content.ts';
import { fill, siteTokens } from '../model/tokens.ts';
import type { AreaProps, Route } from '../model/types/route.ts';
import { blockShingles, similarPairs } from './similarity.ts';

const DEFAULT_SIMILARITY_THRESHOLD = 0.6;

/** Every string in a value, depth first: the copy a template page file gives every page. */
function strings(value: unknown, skip: ReadonlySet<string>): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap((v) => strings(v, skip));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => (skip.has(k) ? [] : strings(v, skip)));
  return [];
}

// The template's intro stands in for local copy on pages that have none, so a page with its own intro does not show it.
const NOT_SHOWN = new Set(['seo', 'intro']);

function warningsFor(content: Content, routes: readonly Route[], spec: AreaSpec, threshold: number): Diagnostic[] {
  const shared = strings(content.pages[spec.page].data, NOT_SHOWN);
  const cache = new Map<string, Uint32Array>();
  // What each page shows that expand worked out: its nearest areas and the council in office today.
  const shown = new Map(
    routes.filter((r) => r.template === spec.template).map((r) => [r.path, r.props as Partial<AreaProps>]),
  );
  const site = siteTokens(content.site.data);
  const at = (p: ReturnType<typeof placedAreas>[number]) => ({
    file: p.entry.source.file,
    ...locate(p.entry.source, `${p.pointer}/${p.index}`),
  });
  const placed = placedAreas(content, spec);
  const kind = spec.template === 'town' ? 'town' : 'house-clearance area';
  const out: Diagnostic[] = [];
  const local = placed.filter((p) => {
    if (p.area.intro) return true;
    out.push(diagnostic('no-local-copy', at(p), { name: p.area.name, path: p.path, kind }));
    return false;
  });
  const texts = local.map((p) => {
    const tokens = { ...site, area: p.area.name, region: p.entry.data.name };
    const own = [
      ...p.area.intro!,
      shown.get(p.path)?.area?.council?.name ?? '',
      (p.area.postcodes ?? []).join(' '),
      ...(p.area.faqs ?? []).flatMap((f) => [f.question, f.answer]),
    ];
    const near = (shown.get(p.path)?.nearby ?? []).map((l) => l.name).join(' ');
    // The shared blocks repeat from page to page (but for {area} and {region}): the cache shingles each once.
    return blockShingles(
      shared.map((text) => fill(text, tokens)),
      cache,
      [...own.map((text) => fill(text, tokens)), near],
    );
  });
  const { pairs, alikeAll } = similarPairs(texts, threshold);
  const limit = Math.round(threshold * 100);
  for (const { index, atLeast } of alikeAll) {
    const me = local[index]!;
    out.push(
      diagnostic('similar-pages', at(me), {
        variant: 'alike-all',
        path: me.path,
        percent: Math.round(atLeast * 100),
        kind,
        limit,
        name: me.area.name,
      }),
    );
  }
  const best = new Map<number, { other: number; similarity: number; count: number }>();
  for (const { a, b, similarity } of pairs) {
    for (const [self, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const seen = best.get(self);
      best.set(self, seen ? { ...seen, count: seen.count + 1 } : { other, similarity, count: 1 });
    }
  }
  for (const [self, { other, similarity, count }] of [...best].sort((x, y) => x[0] - y[0])) {
    const me = local[self]!;
    const them = local[other]!;
    const where = at(them);
    out.push(
      diagnostic('similar-pages', at(me), {
        variant: 'pair',
        path: me.path,
        percent: Math.round(similarity * 100),
        other: them.path,
        others: count > 1 ? count - 1 : undefined,
        limit,
        name: me.area.name,
        otherName: them.area.name,
        otherAt: `${where.file}:${where.line}`,
      }),
    );
  }
  return out;
}

/** No-local-copy and similar-pages warnings for the town pages and the house-clearance area pages. */
export function localPageWarnings(content: Content, routes: readonly Route[]): Diagnostic[] {
  const threshold = content.site.data.localPages?.similarityThreshold ?? DEFAULT_SIMILARITY_THRESHOLD;
  return [townSpec, clearanceAreaSpec].flatMap((spec) => warningsFor(content, routes, spec, threshold));
}
