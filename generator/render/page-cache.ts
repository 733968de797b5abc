// The page cache (.cache/pages/<key>/pages.json): for each page of dist/, what it was made from (page-inputs.ts) and
// the size and modification time it was written with. A page whose inputs are unchanged, and whose file in
// dist/ is still the one written, is carried over into the next build instead of being rendered again; so is
// a copied file (an asset, a file of public/) whose source and copy are both as they were. Beside the hash that
// decides, it keeps what --explain compares to name what changed (explain.ts): the bundle key, a digest of each
// part of each route and of each read's value. Each read is stored once, and read sets as lists of its index,
// which keeps the file smaller than when every set listed its reads in full. It describes one dist/, so there is
// one entry in the keyed cache (keyed-cache.mjs), named by the hash of its text.

import fs from 'node:fs';
import path from 'node:path';
import { hashKey, KeyedCache } from '../cache/keyed-cache.mjs';
import type { RenderData } from '../model/render-data.ts';
import type { FileRecord } from '../write/write.ts';
import { readsHash, readValuer, shortDigest } from './page-inputs.ts';

export const PAGE_CACHE = '.cache/pages';
/** Part of the file and of the key: a cache written by another version of this code is not read. */
const VERSION = 4;
const FILE = 'pages.json';

export interface PageRecord {
  /** The hash of the page's inputs (page-inputs.ts: pageInputs): the one thing that decides a carry-over. */
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
  /** A short digest of each read's value in this build's data, for --explain to name the reads that changed. */
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

/** What a read set of `cache` holds, as reads. */
const readsOf = (cache: PageCache, id: number): string[] => cache.readSets[id]!.map((read) => cache.reads[read]!);

/**
 * Builds the next cache: each read, and each list of reads, is stored once however many pages share it.
 * `digest` gives the short digest of a read's value in this build's data. A list is known by its reads' indexes,
 * not their texts: at tens of thousands of pages, keys of the texts were most of what a build held in memory.
 */
export class PageCacheBuilder {
  readonly cache: PageCache;
  private readonly setIds = new Map<string, number>();
  private readonly readIds = new Map<string, number>();

  constructor(
    bundle: string,
    private readonly digest: (read: string) => string,
  ) {
    this.cache = { version: VERSION, bundle, files: {}, reads: [], values: [], readSets: [], pages: {} };
  }

  readSet(reads: readonly string[]): number {
    return this.indexSet(reads.map((read) => this.read(read)));
  }

  /** A list of reads given as their indexes in this cache's reads. */
  indexSet(indexes: number[]): number {
    const key = indexes.join(',');
    let id = this.setIds.get(key);
    if (id === undefined) {
      id = this.cache.readSets.push(indexes) - 1;
      this.setIds.set(key, id);
    }
    return id;
  }

  page(file: string, record: PageRecord): void {
    this.cache.pages[file] = record;
  }

  /** The index of a read in this cache's reads, added when new. */
  read(read: string): number {
    let id = this.readIds.get(read);
    if (id === undefined) {
      id = this.cache.reads.push(read) - 1;
      this.cache.values.push(this.digest(read));
      this.readIds.set(read, id);
    }
    return id;
  }
}

/** Read sets of the next cache by id, with the hash of their values in this build's data, each worked out once. */
export class ReadSets {
  readonly next: PageCacheBuilder;
  private readonly valueOf: ReturnType<typeof readValuer>;
  private readonly hashes = new Map<number, string>();
  /** The previous cache's read sets, as ids in the next: each copied over once. */
  private readonly carried = new Map<number, number>();
  /** The previous cache's reads, as indexes in the next: each looked up once. */
  private readonly carriedReads: number[] = [];

  constructor(
    bundleKey: string,
    data: RenderData,
    private readonly previous: PageCache | undefined,
  ) {
    this.valueOf = readValuer(data);
    this.next = new PageCacheBuilder(bundleKey, this.digest);
  }

  /** The short digest of a read's value in this build's data (page-cache.ts: values). */
  readonly digest = (read: string): string => shortDigest(this.valueOf(read));

  hash(id: number): string {
    let hash = this.hashes.get(id);
    if (hash === undefined) this.hashes.set(id, (hash = readsHash(readsOf(this.next.cache, id), this.valueOf)));
    return hash;
  }

  /**
   * The id in the next cache of what a page read, as recorded now, in the order it read them: the same code
   * reads in the same order, so pages that read alike share one set without sorting each page's reads.
   */
  fresh(reads: string[]): number {
    return this.next.readSet(reads);
  }

  /** The id in the next cache of a read set of the previous one. */
  fromPrevious(id: number): number {
    let mapped = this.carried.get(id);
    if (mapped === undefined) {
      const previous = this.previous!;
      const indexes = previous.readSets[id]!.map(
        (read) => (this.carriedReads[read] ??= this.next.read(previous.reads[read]!)),
      );
      this.carried.set(id, (mapped = this.next.indexSet(indexes)));
    }
    return mapped;
  }
}
