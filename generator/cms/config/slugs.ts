// The names that exist now and that the CMS offers as choices where Decap's relation widget cannot list them live:
// they stand inside files rather than being entries of a folder collection (references.ts). Each is offered by the
// words content staff know it by (a council's name, a town's name and county, a testimonial's first words) and
// stored as the id or slug the content writes.
import type { LoadedDoc } from '../../model/content.ts';
import { list, obj } from '../../model/raw-data.ts';
import { testimonialsById } from '../../model/testimonials.ts';

/** One option of a select: what the form shows, and what it stores. */
export interface Choice {
  label: string;
  value: string;
}

export interface CmsSlugs {
  /** Every region's areas (a region's areas[].slug), shown as "Dover (Kent)". */
  areas: Choice[];
  /** Every region's house-clearance areas (houseClearance.areas[].slug), shown as "Camden (London)". */
  houseClearanceAreas: Choice[];
  /** Every testimonial that has an id, wherever it stands, shown by its first words and its author. */
  testimonials: Choice[];
  /** The blog's categories (the blog page's categories.names): names, stored as they are. */
  blogCategories: Choice[];
  /** Every council (content/councils.yaml), shown by its name and stored by its id. */
  councils: Choice[];
}

/** A testimonial's words are cut here in its option: enough to recognise it. */
const QUOTE_WORDS = 48;

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** Each value once (the first label wins), sorted by label. */
function sorted(choices: Array<{ label: unknown; value: unknown }>): Choice[] {
  const byValue = new Map<string, string>();
  for (const { label, value } of choices)
    if (typeof value === 'string' && !byValue.has(value)) byValue.set(value, text(label) ?? value);
  return [...byValue]
    .map(([value, label]) => ({ label, value }))
    .sort((a, b) => a.label.localeCompare(b.label, 'en') || a.value.localeCompare(b.value, 'en'));
}

/** Every area of `key` ("areas", or the house-clearance list) of every region, named with its region. */
function areasOf(regions: readonly Record<string, unknown>[], key: 'areas' | 'houseClearance'): Choice[] {
  return sorted(
    regions.flatMap((region) => {
      const areas = key === 'areas' ? list(region.areas) : list(obj(region.houseClearance).areas);
      const county = text(region.name);
      return areas.map((area) => {
        const name = text(obj(area).name);
        return { label: name && county ? `${name} (${county})` : name, value: obj(area).slug };
      });
    }),
  );
}

function shortQuote(quote: string): string {
  return quote.length > QUOTE_WORDS ? `${quote.slice(0, QUOTE_WORDS).trimEnd()}…` : quote;
}

/**
 * What `docs` (loaded content, valid or not: nothing here trusts its shape) name, once each: the categories in the
 * blog page's order (its display order), the rest sorted by what they show.
 */
export function existingSlugs(docs: readonly LoadedDoc[]): CmsSlugs {
  const regions = docs.filter((d) => d.kind === 'region').map((d) => obj(d.data));
  const blogPage = docs.find((d) => d.kind === 'page' && d.name === 'blog');
  const categories = [...new Set(list(obj(obj(blogPage?.data).categories).names).filter((n) => typeof n === 'string'))];
  const testimonials = [...testimonialsById(docs.map((d) => d.data))];
  return {
    areas: areasOf(regions, 'areas'),
    houseClearanceAreas: areasOf(regions, 'houseClearance'),
    testimonials: sorted(
      testimonials.map(([id, t]) => ({
        label: `“${shortQuote(t.quote)}” (${[t.author, t.location].filter(Boolean).join(', ')})`,
        value: id,
      })),
    ),
    blogCategories: categories.map((name) => ({ label: name, value: name })),
    councils: sorted(
      docs
        .filter((d) => d.kind === 'councils')
        .flatMap((d) => list(obj(d.data).councils).map((c) => ({ label: obj(c).name, value: obj(c).id }))),
    ),
  };
}
