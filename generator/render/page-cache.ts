// The page cache (.cache/pages/pages.json): for each page of dist/, what it was made from (page-inputs.ts) and
// the size and modification time it was written with. A page whose inputs are unchanged, and whose file in
// dist/ is still the one written, is carried over into the next build instead of being rendered again; so is
// a copied file (an asset, a file of public/) whose source and copy are both as they were. It describes one
// dist/, so there is one entry in the keyed cache (keyed-cache.mjs), named by the hash of its text.
import fs from 'node:fs';
import path from 'node:path';
import { hashKey, KeyedCache } from '../cache/keyed-cache.mjs';

export const PAGE_CACHE = '.cache/pages';
/** Part of the file and of the key: a cache written by another version of this code is not read. */
const VERSION = 3;
const FILE = 'pages.json';

export interface PageRecord {
  /** The hash of the page's inputs (page-inputs.ts: pageInputs). */
  inputs: string;
  /** Index into readSets: what its render read. */
  reads: number;
  /** The file in dist/ as written: when either differs, the file was touched and is not carried over. */
  size: number;
  mtime: number;
  /** The CSP hashes of its inline scripts, when it has any. */
  scripts?: string[];
}

/** A file copied into dist/ (from public/ or the bundle): as written, and its source as it was then. */
export interface FileRecord {
  size: number;
  mtime: number;
  source: { size: number; mtime: number };
}

export interface PageCache {
  version: number;
  /** The other files of dist/ (assets, the site's own files), by path under dist/. */
  files: Record<string, FileRecord>;
  /** Each the sorted reads of a render (page-inputs.ts); pages that read the same share one. */
  readSets: string[][];
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

/** Builds the next cache: a list of reads is stored once however many pages share it. */
export class PageCacheBuilder {
  readonly cache: PageCache = { version: VERSION, files: {}, readSets: [], pages: {} };
  private readonly ids = new Map<string, number>();

  readSet(reads: string[]): number {
    const key = reads.join('\n');
    let id = this.ids.get(key);
    if (id === undefined) {
      id = this.cache.readSets.push(reads) - 1;
      this.ids.set(key, id);
    }
    return id;
  }

  page(file: string, record: PageRecord): void {
    this.cache.pages[file] = record;
  }
}
