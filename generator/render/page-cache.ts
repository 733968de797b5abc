// The page cache (.cache/pages/<key>/pages.json): for each page of dist/, what it was made from (page-inputs.ts) and
// the size and modification time it was written with. A page whose bundle and route are unchanged, whose every
// read gives the value it gave (each read's value is kept as a SHA-256 digest), and whose file in dist/ is still
// the one written, is carried over into the next build instead of being rendered again; so is a copied file (an
// asset, a file of public/) whose source and copy are both as they were. Beside what decides, it keeps what
// --explain compares to name what changed (explain.ts): a digest of each part of each route. Each read is stored
// once, and read sets as lists of its index, which keeps the file smaller than when every set listed its reads in
// full. It describes one dist/, so there is one entry in the keyed cache (keyed-cache.mjs), named by the hash of
// its text.

import fs from 'node:fs';
import path from 'node:path';
import { hashKey, KeyedCache } from '../cache/keyed-cache.mjs';
import type { RenderData } from '../model/render-data.ts';
import type { FileRecord } from '../write/write.ts';
import { readValuer, valueDigest } from './page-inputs.ts';

export const PAGE_CACHE = '.cache/pages';
/** Part of the file and of the key: a cache written by another version of this code is not read. */
const VERSION = 5;
const FILE = 'pages.json';

export interface PageRecord {
  /**
   * The hash of the page's own inputs, its bundle and its route (page-inputs.ts: pageInputs): with its reads'
   * values, what decides a carry-over.
   */
  inputs: string;
  /** A short digest of each part of its route (page-inputs.ts: routeDigest), for --explain. */
  route: string;
  /** Index into readSets: what its render read. */
  reads: number;
  /** The file in dist/ as written: when either differs, the file was touched and is not carried over. */
  size: number;
  mtime: number;
  /** The CSP hashes of its inline scripts, when it has any. */
  scripts?: string[];
}

export interface PageCache {
  version: number;
  /** The key of the bundles every page was rendered with (a page carried over was made with the same). */
  bundle: string;
  /** The other files of dist/ (assets, the site's own files), by path under dist/. */
  files: Record<string, FileRecord>;
  /** Every read of every render (page-inputs.ts), once. */
  reads: string[];
  /**
   * The digest of each read's value in this build's data (page-inputs.ts: valueDigest): the next build carries a
   * page over only if each of its reads gives the same, and --explain names those that do not.
   */
  values: string[];
  /** What each render read, in the order it read (indexes into reads); pages that read the same share one. */
  readSets: number[][];
  /** By file under dist/ (a/b.html). */
  pages: Record<string, PageRecord>;
}

const cacheOf = (root: string, note?: (line: string) => void) => new KeyedCache(root, PAGE_CACHE, note ? { note } : {});

/**
 * The cache as the last successful generate left it; undefined when there is none, it is of another version,
 * or it is damaged (then `note` hears of it, and every page is rendered).
 */
export function loadPageCache(root: string, note?: (line: string) => void): PageCache | undefined {
  const cache = cacheOf(root, note);
  const [newest] = cache.keys();
  const entry = newest === undefined ? undefined : cache.read(newest);
  if (!entry) return undefined;
  const pages = JSON.parse(fs.readFileSync(path.join(entry.dir, FILE), 'utf8')) as PageCache;
  return pages.version === VERSION ? pages : undefined;
}

/**
 * Dropped before dist/ is replaced and saved after, so that a generate stopped in between leaves no cache that
 * describes a dist/ it did not write.
 */
export function forgetPageCache(root: string): void {
  const cache = cacheOf(root);
  for (const key of cache.keys()) cache.remove(key);
}

export function savePageCache(root: string, pages: PageCache): void {
  const cache = cacheOf(root);
  const text = JSON.stringify(pages);
  const { key } = cache.addSync(hashKey(String(VERSION), text), (dir) => fs.writeFileSync(path.join(dir, FILE), text));
  cache.prune({ inUse: [key] });
}

/**
 * Builds the next cache: each read, and each list of reads, is stored once however many pages share them. `digest`
 * gives the digest of a read's value in this build's data. Made from the last cache (`base`), it starts with its
 * reads and lists under the same indexes, each read valued anew, so that a page carried over keeps its list as it
 * is; lists no page uses any more are dropped when they become many (compact). A list is known by its reads'
 * indexes, not their texts: at tens of thousands of pages, keys of the texts were most of what a build held.
 */
export class PageCacheBuilder {
  readonly cache: PageCache;
  private readIds?: Map<string, number>;
  /** Lists by their key (setKey), each key's lists by id: built when first asked. */
  private setIds?: Map<string, number[]>;

  constructor(
    bundle: string,
    private readonly digest: (read: string) => string,
    base?: PageCache,
  ) {
    this.cache = {
      version: VERSION,
      bundle,
      files: {},
      reads: base ? [...base.reads] : [],
      values: base ? base.reads.map(digest) : [],
      readSets: base ? [...base.readSets] : [],
      pages: {},
    };
  }

  readSet(reads: readonly string[]): number {
    return this.indexSet(reads.map((read) => this.read(read)));
  }

  /** A list of reads given as their indexes in this cache's reads. */
  indexSet(indexes: number[]): number {
    const sets = this.cache.readSets;
    if (!this.setIds) {
      this.setIds = new Map();
      sets.forEach((set, id) => this.addSet(set, id));
    }
    const same = this.setIds.get(setKey(indexes))?.find((id) => sameList(sets[id]!, indexes));
    if (same !== undefined) return same;
    const id = sets.push(indexes) - 1;
    this.addSet(indexes, id);
    return id;
  }

  private addSet(set: number[], id: number): void {
    const key = setKey(set);
    const ids = this.setIds!.get(key);
    if (ids) ids.push(id);
    else this.setIds!.set(key, [id]);
  }

  page(file: string, record: PageRecord): void {
    this.cache.pages[file] = record;
  }

  /** The index of a read in this cache's reads, added when new. */
  read(read: string): number {
    this.readIds ??= new Map(this.cache.reads.map((text, i) => [text, i]));
    let id = this.readIds.get(read);
    if (id === undefined) {
      id = this.cache.reads.push(read) - 1;
      this.cache.values.push(this.digest(read));
      this.readIds.set(read, id);
    }
    return id;
  }
}

/** A list's key: its length and a 32-bit FNV-1a hash of its indexes (lists that share one are compared whole). */
function setKey(set: readonly number[]): string {
  let hash = 0x811c9dc5;
  for (const index of set) hash = Math.imul(hash ^ index, 0x01000193);
  return `${set.length}:${hash >>> 0}`;
}
const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((item, i) => item === b[i]);

/**
 * `cache` without the lists (and reads) no page of it uses, once they are a quarter or more of it; each page's list
 * renumbered, each value kept.
 */
export function compact(cache: PageCache): PageCache {
  const usedSets = [...new Set(Object.values(cache.pages).map((page) => page.reads))].sort((a, b) => a - b);
  // The reads in use, marked in place: a list of every page's reads would be millions long at 30,000 pages.
  const inUse = new Uint8Array(cache.reads.length);
  let usedReads = 0;
  for (const id of usedSets) {
    for (const read of cache.readSets[id]!) {
      usedReads += 1 - inUse[read]!;
      inUse[read] = 1;
    }
  }
  if (usedSets.length * 4 > cache.readSets.length * 3 && usedReads * 4 > cache.reads.length * 3) return cache;
  const reads: string[] = [];
  const values: string[] = [];
  const readIds = new Map<number, number>();
  const readSets: number[][] = [];
  const setIds = new Map<number, number>();
  for (const id of usedSets) {
    const set = cache.readSets[id]!.map((read) => {
      let now = readIds.get(read);
      if (now === undefined) {
        now = reads.push(cache.reads[read]!) - 1;
        values.push(cache.values[read]!);
        readIds.set(read, now);
      }
      return now;
    });
    setIds.set(id, readSets.push(set) - 1);
  }
  const pages = Object.fromEntries(
    Object.entries(cache.pages).map(([file, record]) => [file, { ...record, reads: setIds.get(record.reads)! }]),
  );
  return { ...cache, reads, values, readSets, pages };
}

/**
 * The read sets of the next cache, made from the last one (`previous`, its lists kept under the same ids), and
 * whether each list of the last cache reads the same values in this build's data.
 */
export class ReadSets {
  readonly next: PageCacheBuilder;
  private readonly valueOf: ReturnType<typeof readValuer>;
  private readonly unchangedSets = new Map<number, boolean>();

  constructor(
    bundleKey: string,
    data: RenderData,
    private readonly previous: PageCache | undefined,
  ) {
    this.valueOf = readValuer(data);
    this.next = new PageCacheBuilder(bundleKey, this.digest, previous);
  }

  /** The digest of a read's value in this build's data (page-cache.ts: values). */
  readonly digest = (read: string): string => valueDigest(this.valueOf(read));

  /**
   * Whether every read of the last cache's list `id` gives the value it gave then (the list is the same id in the
   * next cache). Decided by digests of the values: SHA-256, as the inputs hash was.
   */
  unchanged(id: number): boolean {
    let same = this.unchangedSets.get(id);
    if (same === undefined) {
      const { values } = this.next.cache;
      const before = this.previous!.values;
      same = this.previous!.readSets[id]?.every((read) => values[read] === before[read]) ?? false;
      this.unchangedSets.set(id, same);
    }
    return same;
  }

  /**
   * The id in the next cache of what a page read, as recorded now, in the order it read them: the same code
   * reads in the same order, so pages that read alike share one set without sorting each page's reads.
   */
  fresh(reads: string[]): number {
    return this.next.readSet(reads);
  }
}
