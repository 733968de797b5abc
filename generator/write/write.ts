// write: the finished site is assembled in a staging folder, then swapped in for dist/ in one step. A failure
// at any point before the swap leaves the previous dist/ exactly as it was. Also the ledger, replaced whole.
import fs from 'node:fs';
import path from 'node:path';
import { PUBLISHED_FILE } from '../load/load.ts';
import { writeWhole } from './files.mjs';

/** A file copied into dist/ (from public/ or the bundle): as written, and its source as it was then. */
export interface FileRecord {
  size: number;
  mtime: number;
  source: { size: number; mtime: number };
}

/**
 * Puts a file into the staging folder as it is: a hard link, or where the file system cannot make one a copy with
 * its modification time. A linked file is the same file as its source: nothing here ever writes into a published
 * file in place (every file of the staging folder is made new, or linked whole), and the sources linked are
 * files no one writes either (dist/'s, the cache entries' files, filed whole and never rewritten).
 */
export function carryOver(from: string, to: string): void {
  try {
    fs.linkSync(from, to);
  } catch {
    const { atime, mtime } = fs.statSync(from);
    fs.copyFileSync(from, to);
    fs.utimesSync(to, atime, mtime);
  }
}

const sameStat = (stat: fs.Stats | undefined, record: { size: number; mtime: number } | undefined) =>
  stat !== undefined && record !== undefined && stat.size === record.size && stat.mtimeMs === record.mtime;

/** The path in `to` of a file of the site, its folder made (each once). */
function placer(to: string): (rel: string) => string {
  const made = new Set<string>();
  return (rel) => {
    const target = path.join(to, rel);
    const folder = path.dirname(target);
    if (!made.has(folder)) fs.mkdirSync(folder, { recursive: true });
    made.add(folder);
    return target;
  };
}

/**
 * Puts each file (path in the site → a file of a verified cache entry) into `to` linked, not copied: the share
 * cards, thousands of files that would otherwise be copied in full on every generate. Returns the count.
 */
export function linkFiles(files: Iterable<[string, string]>, to: string): number {
  const place = placer(to);
  let count = 0;
  for (const [rel, from] of files) {
    carryOver(from, place(rel));
    count++;
  }
  return count;
}

/** The files under `dir` (relative paths) as [path in the site, file to publish there]. */
export const filesIn = (dir: string, files: readonly string[]): Array<[string, string]> =>
  files.map((rel) => [rel, path.join(dir, rel)]);

/**
 * Puts each file (path in the site → file to copy) into `to`: linked from `dist` when neither the source nor
 * dist's copy has changed since the last generate wrote it (`previous`), else copied. Records each in `next`.
 */
export function publishFiles(
  files: Iterable<[string, string]>,
  to: string,
  { dist, previous, next }: { dist: string; previous?: Record<string, FileRecord>; next: Record<string, FileRecord> },
): number {
  let count = 0;
  const place = placer(to);
  for (const [rel, from] of files) {
    const target = place(rel);
    const source = fs.statSync(from);
    const record = previous?.[rel];
    if (
      sameStat(source, record?.source) &&
      sameStat(fs.statSync(path.join(dist, rel), { throwIfNoEntry: false }), record)
    ) {
      carryOver(path.join(dist, rel), target);
      next[rel] = record!;
    } else {
      fs.copyFileSync(from, target);
      const copy = fs.statSync(target);
      next[rel] = { size: copy.size, mtime: copy.mtimeMs, source: { size: source.size, mtime: source.mtimeMs } };
    }
    count++;
  }
  return count;
}

/** Writes text files (relative path → text) into `dir`. */
/**
 * Writes each file; with `unchanged`, a file whose text is what that folder (the previous dist/) holds is linked
 * from there instead, bytes and modification time kept, as a page carried over is.
 */
export function writeFiles(
  dir: string,
  files: ReadonlyMap<string, string>,
  { unchanged }: { unchanged?: string } = {},
): number {
  fs.mkdirSync(dir, { recursive: true });
  for (const [rel, text] of files) {
    const target = path.join(dir, rel);
    if (rel.includes('/')) fs.mkdirSync(path.dirname(target), { recursive: true });
    const before = unchanged === undefined ? undefined : path.join(unchanged, rel);
    if (
      before &&
      fs.statSync(before, { throwIfNoEntry: false })?.size === Buffer.byteLength(text) &&
      fs.readFileSync(before, 'utf8') === text
    ) {
      fs.linkSync(before, target);
      continue;
    }
    fs.writeFileSync(target, text);
  }
  return files.size;
}

/** The site: `fill` puts every file into a staging folder, which then replaces dist/ whole. Returns the count. */
export function writeSite(root: string, fill: (staging: string) => Promise<number>): Promise<number> {
  return swapIn(root, 'dist', fill);
}

/** The host configuration (nginx.conf, vercel.json), which is not published: host/, replaced whole. */
export function writeHost(root: string, files: ReadonlyMap<string, string>): Promise<number> {
  return swapIn(root, 'host', async (staging) => writeFiles(staging, files));
}

async function swapIn(root: string, outName: string, fill: (staging: string) => Promise<number>): Promise<number> {
  const target = path.join(root, outName);
  const staging = path.join(root, `.dist-staging-${outName}-${process.pid}`);
  const previous = path.join(root, `.dist-previous-${outName}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  let count: number;
  try {
    count = await fill(staging);
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  // The swap: two renames on one file system. Should the second fail, the first is undone.
  if (fs.existsSync(target)) fs.renameSync(target, previous);
  try {
    fs.renameSync(staging, target);
  } catch (error) {
    if (fs.existsSync(previous)) fs.renameSync(previous, target);
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  fs.rmSync(previous, { recursive: true, force: true });
  return count;
}

/** Writes the ledger (published-paths.txt) when its text changed, never half-written. Returns whether it wrote. */
export function saveLedger(root: string, before: readonly string[] | undefined, after: readonly string[]): boolean {
  const text = after.join('\n');
  if (before && before.join('\n') === text) return false;
  writeWhole(path.join(root, PUBLISHED_FILE), text);
  return true;
}
