// write: a build puts each new or changed file of the site into a staging folder and names each file of dist/ that
// stays as it is; then its changes are moved into dist/ in one step that is undone whole should any part fail, so a
// failure at any point leaves the previous dist/ exactly as it was. A build that keeps nothing (the first, or every
// file changed) replaces dist/ whole. Also the ledger, replaced whole.
import fs from 'node:fs';
import path from 'node:path';
import { PUBLISHED_FILE } from '../load/load.ts';
import { filesUnder, writeWhole } from './files.mjs';

/** A file copied into dist/ (from public/ or the bundle): as written, and its source as it was then. */
export interface FileRecord {
  size: number;
  mtime: number;
  source: { size: number; mtime: number };
}

/**
 * Puts a file where it goes as it is: a hard link, or where the file system cannot make one a copy with its
 * modification time. A linked file is the same file as its source: nothing here ever writes into a published file
 * in place (every file is made new in the staging folder, or linked whole), and the sources linked are files no one
 * writes either (the cache entries' files, filed whole and never rewritten).
 */
function carryOver(from: string, to: string): void {
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

/** Makes the folder of each path given (each folder once); `created` hears of the topmost folder each made. */
function folderMaker(created?: (folder: string) => void): (file: string) => string {
  const made = new Set<string>();
  return (file) => {
    const folder = path.dirname(file);
    if (!made.has(folder)) {
      const top = fs.mkdirSync(folder, { recursive: true });
      if (top !== undefined) created?.(top);
    }
    made.add(folder);
    return file;
  };
}

/**
 * Where one build puts the site: each new or changed file into the staging folder (`place`), and the name of
 * each file of the previous dist/ that stays exactly as it is (`keep`). writeSite then makes dist/ hold those two
 * and nothing else.
 */
export class SiteOutput {
  /** Files of dist/ (paths under it) that stay as they are. */
  readonly kept = new Set<string>();
  private readonly folder = folderMaker();

  constructor(
    readonly staging: string,
    readonly dist: string,
  ) {}

  /** The path in the staging folder of a new or changed file of the site, its folder made. */
  place(rel: string): string {
    return this.folder(path.join(this.staging, rel));
  }

  /** The file of the previous dist/ at `rel` stays as it is. */
  keep(rel: string): void {
    this.kept.add(rel);
  }

  /** The file of the previous dist/ at `rel`. */
  previous(rel: string): string {
    return path.join(this.dist, rel);
  }
}

/**
 * Publishes each file (path in the site → a file of a verified cache entry) linked, not copied: the share cards,
 * thousands of files that would otherwise be copied in full on every generate. One that dist/ already holds as
 * that same file is kept. Returns the count.
 */
export function linkFiles(files: Iterable<[string, string]>, out: SiteOutput): number {
  let count = 0;
  for (const [rel, from] of files) {
    const published = fs.statSync(out.previous(rel), { throwIfNoEntry: false });
    const source = published && fs.statSync(from);
    if (published && source && published.ino === source.ino && published.dev === source.dev) out.keep(rel);
    else carryOver(from, out.place(rel));
    count++;
  }
  return count;
}

/** The files under `dir` (relative paths) as [path in the site, file to publish there]. */
export const filesIn = (dir: string, files: readonly string[]): Array<[string, string]> =>
  files.map((rel) => [rel, path.join(dir, rel)]);

/**
 * Publishes each file (path in the site → file to copy): kept in dist/ when neither the source nor dist/'s copy
 * has changed since the last generate wrote it (`previous`), else copied. Records each in `next`.
 */
export function publishFiles(
  files: Iterable<[string, string]>,
  out: SiteOutput,
  { previous, next }: { previous?: Record<string, FileRecord>; next: Record<string, FileRecord> },
): number {
  let count = 0;
  for (const [rel, from] of files) {
    const source = fs.statSync(from);
    const record = previous?.[rel];
    if (
      sameStat(source, record?.source) &&
      sameStat(fs.statSync(out.previous(rel), { throwIfNoEntry: false }), record)
    ) {
      out.keep(rel);
      next[rel] = record!;
    } else {
      const target = out.place(rel);
      fs.copyFileSync(from, target);
      const copy = fs.statSync(target);
      next[rel] = { size: copy.size, mtime: copy.mtimeMs, source: { size: source.size, mtime: source.mtimeMs } };
    }
    count++;
  }
  return count;
}

/**
 * Publishes text files (path in the site → text): one whose text is what the previous dist/ holds is kept there,
 * bytes and modification time unchanged, as a page carried over is. Returns the count.
 */
export function writeTexts(out: SiteOutput, files: ReadonlyMap<string, string>): number {
  for (const [rel, text] of files) {
    const before = out.previous(rel);
    if (
      fs.statSync(before, { throwIfNoEntry: false })?.size === Buffer.byteLength(text) &&
      fs.readFileSync(before, 'utf8') === text
    )
      out.keep(rel);
    else fs.writeFileSync(out.place(rel), text);
  }
  return files.size;
}

/** Writes text files (relative path → text) into `dir`. Returns the count. */
function writeFiles(dir: string, files: ReadonlyMap<string, string>): number {
  const place = folderMaker();
  for (const [rel, text] of files) fs.writeFileSync(place(path.join(dir, rel)), text);
  return files.size;
}

/**
 * The site: `fill` puts the new and changed files into a staging folder and names the files of dist/ that stay;
 * then dist/ is made to hold exactly those (applyChanges), or, when nothing stays, replaced whole by the staging
 * folder. Returns the count.
 */
export async function writeSite(root: string, fill: (out: SiteOutput) => Promise<number>): Promise<number> {
  const out = new SiteOutput(stagingOf(root, 'dist'), path.join(root, 'dist'));
  const count = await filled(out.staging, () => fill(out));
  if (out.kept.size === 0) swapIn(root, 'dist', out.staging);
  else applyChanges(out, asideOf(root, 'dist'));
  return count;
}

/** This process's staging folder for `outName` (dist, host). */
const stagingOf = (root: string, outName: string) => path.join(root, `.dist-staging-${outName}-${process.pid}`);
/** Where this process sets `outName`'s previous files aside while it changes them. */
const asideOf = (root: string, outName: string) => path.join(root, `.dist-previous-${outName}-${process.pid}`);

/** Makes `staging` anew and fills it with `fill`; removes it again should filling it fail. Returns the count. */
async function filled(staging: string, fill: () => number | Promise<number>): Promise<number> {
  fs.rmSync(staging, { recursive: true, force: true });
  fs.mkdirSync(staging, { recursive: true });
  try {
    return await fill();
  } catch (error) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw error;
  }
}

/**
 * Makes dist/ hold the files `out` kept and those it staged, and nothing else: each file dist/ no longer has, and
 * each one a staged file replaces, is moved aside, then each staged file moved in. Every move is a rename on one
 * file system; should one fail, those made are undone in reverse and the folders made for them removed, so dist/ is
 * as it was. Folders left empty go.
 */
function applyChanges(out: SiteOutput, aside: string): void {
  const staged = filesUnder(out.staging);
  const replaced = new Set(staged);
  const gone = filesUnder(out.dist).filter((rel) => !out.kept.has(rel) && !replaced.has(rel));
  const moved: Array<[string, string]> = [];
  const created: string[] = [];
  const folder = folderMaker((top) => created.push(top));
  const move = (from: string, to: string) => {
    fs.renameSync(from, folder(to));
    moved.push([from, to]);
  };
  try {
    for (const rel of gone) move(out.previous(rel), path.join(aside, rel));
    for (const rel of staged) {
      const target = out.previous(rel);
      if (fs.lstatSync(target, { throwIfNoEntry: false })) move(target, path.join(aside, rel));
      move(path.join(out.staging, rel), target);
    }
  } catch (error) {
    for (const [from, to] of moved.reverse()) fs.renameSync(to, from);
    for (const top of created) fs.rmSync(top, { recursive: true, force: true });
    throw error;
  } finally {
    fs.rmSync(out.staging, { recursive: true, force: true });
    fs.rmSync(aside, { recursive: true, force: true });
  }
  removeEmptyFolders(
    out.dist,
    gone.map((rel) => path.dirname(rel)),
  );
}

/** Removes each of `folders` (under `dir`) that is empty, and then each folder above it that is left empty. */
function removeEmptyFolders(dir: string, folders: string[]): void {
  const empty = (folder: string) => fs.readdirSync(path.join(dir, folder)).length === 0;
  for (let folder of new Set(folders)) {
    while (folder !== '.' && fs.existsSync(path.join(dir, folder)) && empty(folder)) {
      fs.rmdirSync(path.join(dir, folder));
      folder = path.dirname(folder);
    }
  }
}

/** The host configuration (nginx.conf, vercel.json), which is not published: host/, replaced whole. */
export async function writeHost(root: string, files: ReadonlyMap<string, string>): Promise<number> {
  const staging = stagingOf(root, 'host');
  const count = await filled(staging, () => writeFiles(staging, files));
  swapIn(root, 'host', staging);
  return count;
}

/** Replaces `root`/`outName` whole by the complete folder `staging`. */
function swapIn(root: string, outName: string, staging: string): void {
  const target = path.join(root, outName);
  const previous = asideOf(root, outName);
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
}

/** Writes the ledger (published-paths.txt) when its text changed, never half-written. Returns whether it wrote. */
export function saveLedger(root: string, before: readonly string[] | undefined, after: readonly string[]): boolean {
  const text = after.join('\n');
  if (before && before.join('\n') === text) return false;
  writeWhole(path.join(root, PUBLISHED_FILE), text);
  return true;
}
