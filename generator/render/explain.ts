// --explain: why a page was rendered again rather than carried over, in words. The page cache keeps, besides
// each page's inputs hash (which alone decides), the bundle key, a short digest of each part of each route and
// of each read's value; comparing them with this build's names what changed: the bundles, the route, or
// the data a page read (by its path, with the file it comes from), as Eleventy's debug output names the inputs
// of its dependency graph.
import { type Content, entries } from '../model/content.ts';
import type { RenderData } from '../model/render-data.ts';
import type { PageCache, PageRecord } from './page-cache.ts';
import { changedParts, readKeys } from './page-inputs.ts';

/** Why a page is not carried over: no cache, not in it, its inputs differ, or its file in dist/ is not as written. */
export type Miss = 'no-record' | 'new-page' | 'inputs' | 'touched';

/** This build's side of the comparison. */
export interface Current {
  bundle: string;
  /** The digest of the route's parts, as stored (page-inputs.ts: routeDigest). */
  route: string;
  /** The file the route comes from. */
  origin: string;
  /** The short digest of a read's value in this build's data. */
  value(read: string): string;
}

/** Where each part of the render data comes from when no object on a read's path has a file of its own. */
const WHERE: Record<keyof RenderData, string> = {
  site: 'site.yaml',
  phone: "site.yaml's phone",
  tokens: "site.yaml's phone, email and company name",
  siteUrl: "site.yaml's url or SITE_URL",
  preview: "site.yaml's url or SITE_URL",
  today: 'the build day',
  services: 'content/services/',
  regions: 'content/regions/',
  blog: 'content/blog/',
  caseStudies: 'content/case-studies/',
  pages: 'content/pages/',
  routes: 'the route table',
  images: 'the photos',
  cards: 'the share cards',
  redirects: 'content/redirects.yaml',
};

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** An element of a list by what names it (a slug, a route's path, a name), else by its place. */
function elementName(element: unknown, index: string): string {
  if (!isObject(element)) return index;
  const name = [element.slug, element.path, element.name].find((value) => typeof value === 'string');
  return (name as string | undefined) ?? index;
}

/** The file each object of the render data was read from: the content's documents, and each route's origin. */
function filesOf(data: RenderData, content: Content): Map<object, string> {
  const files = new Map<object, string>(entries(content).map((entry) => [entry.data as object, entry.source.file]));
  for (const route of data.routes) files.set(route, route.origin.file);
  return files;
}

/**
 * Names a read (page-inputs.ts) as a path through this build's data, lists by what names their elements
 * (`regions[kent].areas`), with the file the deepest object on the path that has one was read from.
 */
export function readLabeller(data: RenderData, content: Content): (read: string) => string {
  const files = filesOf(data, content);
  return (read) => {
    const keys = readKeys(read);
    let value: unknown = data;
    let name = '';
    let file = WHERE[keys[0] as keyof RenderData];
    for (const key of keys) {
      const parent = value;
      value = isObject(parent) ? parent[key] : undefined;
      name += Array.isArray(parent) && /^\d+$/.test(key) ? `[${elementName(value, key)}]` : `${name ? '.' : ''}${key}`;
      if (isObject(value)) file = files.get(value) ?? file;
    }
    return file ? `${name || 'the site data'} (${file})` : name || 'the site data';
  };
}

/** What changed for a page whose inputs differ from its record: the bundles, its route, the reads' values. */
function changedInputs(previous: PageCache, record: PageRecord, now: Current, label: (read: string) => string) {
  const why: string[] = [];
  if (previous.bundle !== now.bundle)
    why.push(`the bundles (key ${previous.bundle.slice(0, 8)}→${now.bundle.slice(0, 8)})`);
  const parts = changedParts(record.route, now.route);
  for (const part of parts) why.push(`route.${part} (${now.origin})`);
  const reads = new Set<string>();
  for (const id of previous.readSets[record.reads] ?? []) {
    const read = previous.reads[id]!;
    if (previous.values[id] !== now.value(read)) reads.add(label(read));
  }
  why.push(...reads);
  // Digests that happen to agree while the inputs differ: said, rather than left unexplained.
  return why.length ? why : ['its inputs (no detail recorded)'];
}

/** Why the page in `file` was rendered again, as one or more phrases. */
export function whyRendered(
  miss: Miss,
  file: string,
  previous: PageCache | undefined,
  now: Current,
  label: (read: string) => string,
): string[] {
  const record = previous?.pages[file];
  if (miss === 'no-record' || !previous) return ['no record (first build, or the page cache was missing)'];
  if (miss === 'new-page' || !record) return ['new page'];
  if (miss === 'touched') return [`dist/${file} was changed or removed by hand`];
  return changedInputs(previous, record, now, label);
}
