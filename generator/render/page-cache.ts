// The page cache (.cache/pages/pages.json): for each page of dist/, what it was made from (page-inputs.ts) and
// the size and modification time it was written with. A page whose inputs are unchanged, and whose file in
// dist/ is still the one written, is carried over into the next build instead of being rendered again; so is
// a copied file (an asset, a file of public/) whose source and copy are both as they were.
import fs from 'node:fs';
import path from 'node:path';
import { writeWhole } from '../write/files.ts';

export const PAGE_CACHE = '.cache/pages/pages.json';
/** Part of the file: a cache written by another version of this code is not read. */
const VERSION = 3;

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

/** The cache as the last successful generate left it; undefined when there is none or it is of another version. */
export function loadPageCache(root: string): PageCache | undefined {
  const file = path.join(root, PAGE_CACHE);
  if (!fs.existsSync(file)) return undefined;
  try {
    const cache = JSON.parse(fs.readFileSync(file, 'utf8')) as PageCache;
    return cache.version === VERSION ? cache : undefined;
  } catch {
    // A cache cut short by a crash is no cache: every page is rendered.
    return undefined;
  }
}

/**
 * Dropped before dist/ is replaced and saved after, so that a generate stopped in between leaves no cache that
 * describes a dist/ it did not write.
 */
export function forgetPageCache(root: string): void {
  fs.rmSync(path.join(root, PAGE_CACHE), { force: true });
}

export function savePageCache(root: string, cache: PageCache): void {
  writeWhole(path.join(root, PAGE_CACHE), JSON.stringify(cache));
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
