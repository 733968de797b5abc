// An entry of a collection of the render data by its slug, for the renderer's lookups (src/site-data.ts) and for
// what names a page outside its template (page-heading.ts). A slug the data lacks is our bug: check refuses
// every reference to one.

export function bySlug<T extends { slug: string }>(list: readonly T[], slug: string, what: string): T {
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(`generator bug: no ${what} "${slug}" (the check should have caught this)`);
  return found;
}
