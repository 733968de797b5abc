// Rules that span files: every slug that names another document (a related service, a case study, a region,
// a featured area, a council) must name one that exists, and the areas of a region must not repeat a slug.

import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { suggester } from '../diagnostics/suggest.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import type { Claim } from '../model/collections.ts';
import type { LoadedDoc } from '../model/content.ts';
import { list, obj } from '../model/raw-data.ts';
import { testimonialsById } from '../model/testimonials.ts';
import { duplicateSlugs } from './duplicate-slugs.ts';
import { slugify } from './schema-errors.ts';

type Target =
  | 'service'
  | 'case-study'
  | 'region'
  | 'house-clearance region'
  | 'area'
  | 'house-clearance area'
  | 'blog category'
  | 'testimonial'
  | 'council';

interface Reference {
  pointer: string;
  slug: unknown;
  target: Target;
}

const each = (value: unknown, pointer: string, target: Target, pick: (item: unknown) => unknown = (x) => x) =>
  list(value).map((item, i) => ({
    pointer: `${pointer}/${i}${pick === identity ? '' : '/slug'}`,
    slug: pick(item),
    target,
  }));
const identity = (x: unknown) => x;
const slugOf = (item: unknown) => obj(item).slug;

/** The references an item of a list makes through `field`, when it has one. */
const fieldRefs = (items: unknown, pointer: string, field: string, target: Target): Reference[] =>
  list(items).flatMap((item, i) =>
    obj(item)[field] !== undefined ? [{ pointer: `${pointer}/${i}/${field}`, slug: obj(item)[field], target }] : [],
  );

/** An area's testimonial, case study and council, each named by id or slug. */
const areaLinks = (areas: unknown, pointer: string): Reference[] => [
  ...fieldRefs(areas, pointer, 'testimonial', 'testimonial'),
  ...fieldRefs(areas, pointer, 'caseStudy', 'case-study'),
  ...fieldRefs(areas, pointer, 'council', 'council'),
];

/** Where each kind of document names another; the pointers are JSON pointers into the document. */
function referencesOf(doc: LoadedDoc): Reference[] {
  const d = obj(doc.data);
  switch (doc.kind) {
    case 'service':
      return [
        ...each(d.relatedServices, '/relatedServices', 'service', slugOf),
        ...(d.caseStudyLink
          ? [{ pointer: '/caseStudyLink/slug', slug: obj(d.caseStudyLink).slug, target: 'case-study' as const }]
          : []),
        ...each(obj(d.locationsWeCover).regions, '/locationsWeCover/regions', 'house-clearance region', identity),
      ];
    case 'region':
      return [
        ...each(obj(d.services).slugs, '/services/slugs', 'service', identity),
        ...each(d.caseStudies, '/caseStudies', 'case-study', identity),
        ...areaLinks(d.areas, '/areas'),
        ...areaLinks(obj(d.houseClearance).areas, '/houseClearance/areas'),
      ];
    case 'case-study':
      return [{ pointer: '/serviceType', slug: d.serviceType, target: 'service' }];
    case 'blog':
      return [{ pointer: '/category', slug: d.category, target: 'blog category' }];
    case 'councils':
      return fieldRefs(d.councils, '/councils', 'successor', 'council');
    case 'page':
      if (doc.name === 'home') {
        return [
          ...each(d.services, '/services', 'service', identity),
          ...each(d.featuredCaseStudies, '/featuredCaseStudies', 'case-study', identity),
        ];
      }
      return [];
    default:
      return [];
  }
}

const WHERE: Record<Target, string> = {
  service: 'a file in content/services/',
  'case-study': 'a file in content/case-studies/',
  region: 'a file in content/regions/',
  'house-clearance region': 'a region in content/regions/ that has a houseClearance list',
  area: "an entry of this region's areas",
  'house-clearance area': "an entry of this region's houseClearance.areas",
  'blog category': 'a category listed under categories.names in content/pages/blog.yaml',
  testimonial: 'the id: of any testimonial in the content',
  council: "a council's id in content/councils.yaml",
};

/** A list of councils as read, valid or not: nothing here trusts its shape. */
const councilsIn = (doc: LoadedDoc | undefined) => list(obj(doc?.data).councils).map(obj);

function knownTargets(
  claimed: readonly Claim[],
  valid: readonly LoadedDoc[],
): Record<Exclude<Target, 'area' | 'house-clearance area'>, string[] | undefined> {
  const names = (kind: Claim['kind']) => claimed.filter((c) => c.kind === kind).map((c) => c.name);
  const blogPage = valid.find((d) => d.kind === 'page' && d.name === 'blog');
  // A region that failed to load or validate may well have a houseClearance list: only a valid one without it counts against.
  const withoutClearance = new Set(
    valid.filter((d) => d.kind === 'region' && !obj(d.data).houseClearance).map((d) => d.name),
  );
  return {
    service: names('service'),
    'case-study': names('case-study'),
    region: names('region'),
    'house-clearance region': names('region').filter((name) => !withoutClearance.has(name)),
    // Without the blog page (reported as missing) the categories are unknown, so none are checked.
    'blog category': blogPage ? list(obj(obj(blogPage.data).categories).names).map(String) : undefined,
    testimonial: [...testimonialsById(valid.map((d) => d.data)).keys()].sort(),
    // A list that failed to load or validate may well have the id: none are checked against it then.
    council: claimed.some((c) => c.kind === 'councils') ? councilsOf(valid)?.map((c) => String(c.id)) : [],
  };
}

const councilsOf = (valid: readonly LoadedDoc[]) => {
  const doc = valid.find((d) => d.kind === 'councils');
  return doc ? councilsIn(doc) : undefined;
};

/**
 * Content staff may write a council's name where its id belongs (schema-errors then offers its slug,
 * "canterbury-city-council"): the slug of each council's name leads to its id, for the suggestion.
 */
function councilAliases(valid: readonly LoadedDoc[]): Map<string, string> {
  return new Map((councilsOf(valid) ?? []).map((c) => [slugify(String(c.name)), String(c.id)]));
}

const AREAS = { key: 'slug', variant: 'area' } as const;

function areaRules(doc: LoadedDoc): Diagnostic[] {
  const d = obj(doc.data);
  const hc = obj(d.houseClearance);
  const areaSlugs = knownNames(list(d.areas).map(slugOf).map(String));
  const hcSlugs = knownNames(list(hc.areas).map(slugOf).map(String));
  const refs: Reference[] = [
    ...each(d.featuredOnLocations, '/featuredOnLocations', 'area', identity),
    ...each(hc.featured, '/houseClearance/featured', 'house-clearance area', identity),
    // A house-clearance entry takes its facts from the town entry of the same place (same-place.ts).
    ...fieldRefs(hc.areas, '/houseClearance/areas', 'sameAs', 'area'),
  ];
  return [
    ...duplicateSlugs(doc, '/areas', list(d.areas), AREAS),
    ...duplicateSlugs(doc, '/houseClearance/areas', list(hc.areas), AREAS),
    ...refs.flatMap((ref) => unresolved(doc, ref, ref.target === 'area' ? areaSlugs : hcSlugs)),
  ];
}

/** The names a reference may use: looked up in a set; the nearest offered within suggester's budget. */
interface Known {
  names: readonly string[];
  has(name: string): boolean;
  near(name: string): string | undefined;
}

/** `aliases` lead other words for a target to its name (a council's name to its id), for the suggestion only. */
function knownNames(names: readonly string[], aliases: ReadonlyMap<string, string> = new Map()): Known {
  const set = new Set(names);
  const nearest = suggester([...names, ...aliases.keys()]);
  return {
    names,
    has: (name) => set.has(name),
    near(name) {
      const found = nearest(name);
      return found === undefined ? undefined : (aliases.get(found) ?? found);
    },
  };
}

function unresolved(doc: LoadedDoc, ref: Reference, known: Known): Diagnostic[] {
  if (typeof ref.slug !== 'string' || known.has(ref.slug)) return [];
  const at = { file: doc.file, ...locate(doc, ref.pointer) };
  const said = { slug: ref.slug, where: WHERE[ref.target], near: known.near(ref.slug) };
  const names = known.names;
  if (names.length === 0) return [diagnostic('unknown-reference', at, { variant: 'none', ...said })];
  if (names.length <= 12)
    return [diagnostic('unknown-reference', at, { variant: 'few', ...said, known: names.join(', ') })];
  return [diagnostic('unknown-reference', at, { variant: 'many', ...said })];
}

/** `claimed` gives what exists (even if broken, so one broken file does not cascade); `valid` is what is checked. */
export function referenceRules(claimed: readonly Claim[], valid: readonly LoadedDoc[]): Diagnostic[] {
  const aliases = councilAliases(valid);
  // Each list of targets once: a set to look names up in, and one budget of suggestions (suggester).
  const known = new Map(
    Object.entries(knownTargets(claimed, valid)).flatMap(([target, names]) =>
      names ? [[target, knownNames(names, target === 'council' ? aliases : undefined)] as const] : [],
    ),
  );
  return valid.flatMap((doc) => [
    ...referencesOf(doc).flatMap((ref) => {
      const targets = known.get(ref.target);
      return targets ? unresolved(doc, ref, targets) : [];
    }),
    ...(doc.kind === 'region' ? areaRules(doc) : []),
  ]);
}
