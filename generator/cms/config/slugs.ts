// The names that exist now and that the CMS offers as choices where Decap's relation widget cannot list them live:
// they stand inside files rather than being entries of a folder collection (references.ts).
import type { LoadedDoc } from '../../model/content.ts';
import { list, obj } from '../../model/raw-data.ts';
import { testimonialsById } from '../../model/testimonials.ts';

export interface CmsSlugs {
  /** Every region's areas (content/regions/<region>.yaml, areas[].slug). */
  areas: string[];
  /** Every region's house-clearance areas (houseClearance.areas[].slug). */
  houseClearanceAreas: string[];
  /** The id of every testimonial that has one, wherever it stands. */
  testimonials: string[];
  /** The blog's categories (content/pages/blog.yaml, categories.names): names, not slugs. */
  blogCategories: string[];
  /** Every council's id (content/councils.yaml, councils[].id). */
  councils: string[];
}

const once = (values: unknown[]) => [...new Set(values.filter((v): v is string => typeof v === 'string'))];
const sorted = (values: unknown[]) => once(values).sort((a, b) => a.localeCompare(b, 'en'));

/**
 * What `docs` (loaded content, valid or not: nothing here trusts its shape) name, once each: the categories in the
 * blog page's order (its display order), the rest sorted.
 */
export function existingSlugs(docs: readonly LoadedDoc[]): CmsSlugs {
  const regions = docs.filter((d) => d.kind === 'region').map((d) => obj(d.data));
  const blogPage = docs.find((d) => d.kind === 'page' && d.name === 'blog');
  return {
    areas: sorted(regions.flatMap((r) => list(r.areas).map((a) => obj(a).slug))),
    houseClearanceAreas: sorted(regions.flatMap((r) => list(obj(r.houseClearance).areas).map((a) => obj(a).slug))),
    testimonials: sorted([...testimonialsById(docs.map((d) => d.data)).keys()]),
    blogCategories: once(list(obj(obj(blogPage?.data).categories).names)),
    councils: sorted(
      docs.filter((d) => d.kind === 'councils').flatMap((d) => list(obj(d.data).councils).map((c) => obj(c).id)),
    ),
  };
}
