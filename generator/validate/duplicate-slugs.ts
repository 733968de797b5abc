// A list whose entries are named by a slug or an id must not repeat one: two areas with one slug would make one
// page twice, two councils with one id would leave areas naming either.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';

/** Duplicate slugs (a region's areas) or ids (the councils) within one list, naming every place each stands. */
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
    if (typeof slug === 'string') seen.set(slug, [...(seen.get(slug) ?? []), i]);
  });
  const out: Diagnostic[] = [];
  for (const [slug, indexes] of seen) {
    if (indexes.length < 2) continue;
    const places = indexes.map((i) => `${doc.file}:${locate(doc, `${pointer}/${i}/${key}`).line}`);
    for (const i of indexes.slice(1)) {
      const list = pointer.slice(1).replace('/', '.');
      out.push(
        diagnostic(
          'duplicate-slug',
          { file: doc.file, ...locate(doc, `${pointer}/${i}/${key}`) },
          { variant, slug, count: indexes.length, list, places: places.join(', ') },
        ),
      );
    }
  }
  return out;
}
