// A list whose entries are named by a slug or an id must not repeat one: two areas with one slug would make one
// page twice, two councils with one id would leave areas naming either.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';

/**
 * The places a repeat's message lists: each entry with the slug is reported at its own line anyway, and a message
 * naming every one of thousands of repeats, once per repeat, would grow as the square of their number.
 */
const PLACES_NAMED = 10;

/** Duplicate slugs (a region's areas) or ids (the councils) within one list, naming the places each stands. */
export function duplicateSlugs(
  doc: LoadedDoc,
  pointer: string,
  items: unknown[],
  { key, variant }: { key: 'slug' | 'id'; variant: 'area' | 'council' },
): Diagnostic[] {
  const seen = new Map<string, number[]>();
  items.forEach((item, i) => {
    // Runs on documents that passed their schema, whose entries are mappings.
    const slug = (item as Record<string, unknown>)[key];
    if (typeof slug !== 'string') return;
    const indexes = seen.get(slug);
    if (indexes) indexes.push(i);
    else seen.set(slug, [i]);
  });
  const out: Diagnostic[] = [];
  const list = pointer.slice(1).replace('/', '.');
  for (const [slug, indexes] of seen) {
    if (indexes.length < 2) continue;
    const at = indexes.map((i) => locate(doc, `${pointer}/${i}/${key}`));
    const named = at.slice(0, PLACES_NAMED).map(({ line }) => `${doc.file}:${line}`);
    const more = indexes.length - named.length;
    const places = more ? `${named.join(', ')} and ${more} more` : named.join(', ');
    for (const position of at.slice(1))
      out.push(
        diagnostic(
          'duplicate-slug',
          { file: doc.file, ...position },
          { variant, slug, count: indexes.length, list, places },
        ),
      );
  }
  return out;
}
