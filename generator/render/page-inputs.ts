// What a page was made from, so that the next generate can tell whether it would come out the same. The page's
// route is hashed whole; of the shared site data, a page depends on what its render read, which a Proxy records
// while it renders: each property read, `in` test and listing of an object's keys, by path. The same reads,
// looked up in the next build's data, give the same values exactly when the page would render the same (the
// render is a function of its route, the data it reads and the bundle): then it is carried over.
//
// Reads are followed three levels down (regions → a region → its name, its areas); a value reached there is
// taken whole, so a page that reads a region's list of areas depends on every area in it, while a page that
// reads only the region's name does not.
import { hash } from 'node:crypto';
import { readValuer as valuer } from './read-values.ts';

export { ReadTracker, readKeys } from './read-values.ts';

// crypto.hash: the same SHA-256 as createHash's, made in one call, without a Hash object for each of the many short
// values hashed here.
const sha256 = (text: string) => hash('sha256', text, 'base64url');

/** What reads give in one build's data, an object read whole kept as its SHA-256: the page cache stores these. */
export const readValuer = (data: object) => valuer(data, sha256);

/** The values of a list of reads as one hash. */
export function readsHash(reads: readonly string[], valueAt: (read: string) => string): string {
  // One update of the whole text rather than four a read: each call into the hash costs more than the bytes it
  // adds, and a page reads a hundred values and more. The bytes hashed are the same.
  let text = '';
  for (const read of reads) text += `${read}\0${valueAt(read)}\0`;
  return sha256(text);
}

/** A route as one hash: its path, template, props and seo. */
export const routeHash = (route: object): string => sha256(JSON.stringify(route));

/**
 * A page's own inputs as one hash: the bundle it was rendered with and its route's hash. (What it read is compared
 * read by read: page-cache.ts.)
 */
export function pageInputs(bundleKey: string, route: string): string {
  return sha256(`${bundleKey}\n${route}`);
}

/** The length of a short digest (shortDigest): the first characters of a value's digest. */
export const SHORT_DIGEST = 12;

/** The digest of a read's value the page cache keeps (SHA-256); its first characters are its shortDigest. */
export const valueDigest = (value: string): string => sha256(value);

/** The parts of a route --explain tells apart, in the order their digests are kept. */
export const ROUTE_PARTS = ['path', 'template', 'props', 'seo', 'origin'] as const;
const PART_DIGEST = 4;

/** A short digest of each part of a route, one after the other, for --explain to name the parts that changed. */
export const routeDigest = (route: Record<(typeof ROUTE_PARTS)[number], unknown>): string =>
  ROUTE_PARTS.map((part) => shortDigest(JSON.stringify(route[part]) ?? '').slice(0, PART_DIGEST)).join('');

/** The parts of a route whose digests differ. */
export const changedParts = (before: string, now: string) =>
  ROUTE_PARTS.filter(
    (_, i) =>
      before.slice(i * PART_DIGEST, (i + 1) * PART_DIGEST) !== now.slice(i * PART_DIGEST, (i + 1) * PART_DIGEST),
  );

/**
 * A short digest of one value (a read's, a route's), for --explain to name what changed and for lastmod's state
 * records. Only these compare short digests: whether a page is carried over is decided by its inputs hash and its
 * reads' full digests (page-cache.ts).
 */
export const shortDigest = (value: string): string => valueDigest(value).slice(0, SHORT_DIGEST);
