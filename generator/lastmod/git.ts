// git: the content's history as the git command line tells it (lastmod in sitemap.xml, lastmod/lastmod.ts): the
// commits that changed content/ or site.yaml, the files of the content at each, and their bytes. Nothing here
// fails: a folder that is no repository, a git that is missing or refuses (an unsafe owner, an empty repository)
// give no history, and generate writes no lastmod.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** What content/ and site.yaml are made of, as git names paths (relative to the project root). */
const CONTENT = ['content', 'site.yaml'];
/** Enough for every blob of a batch of commits at once. */
const MAX_OUTPUT = 1 << 30;

export interface ContentCommit {
  id: string;
  /** The committer date, ISO 8601 with its offset. */
  date: string;
}

export interface History {
  /** The commits that changed the content, newest first, along the first parents from HEAD. */
  commits: ContentCommit[];
  /** A shallow clone: the oldest commit listed may not be where the content began. */
  shallow: boolean;
}

/** A file of the content at a commit: its path under the project root and its blob. */
export interface TreeFile {
  path: string;
  blob: string;
}

function git(root: string, args: string[], input?: string): Buffer | undefined {
  const result = spawnSync('git', ['-C', root, ...args], {
    input,
    maxBuffer: MAX_OUTPUT,
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  return result.error || result.status !== 0 ? undefined : result.stdout;
}

/**
 * Whether `root` is inside a work tree at all, by looking for .git in it and the folders above: most copies of
 * the project (tests, a download) are not, and this costs no process.
 */
function inRepository(root: string): boolean {
  for (let dir = path.resolve(root); ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, '.git'))) return true;
    if (path.dirname(dir) === dir) return false;
  }
}

/**
 * The history of the content under `root`; undefined when there is none to read. First parents only: a branch's
 * commits reach the site when it is merged, so the merge is the commit that changed it, and each commit listed
 * holds the content exactly as it stood until the one listed before it.
 */
export function contentHistory(root: string): History | undefined {
  if (!inRepository(root)) return undefined;
  const shallow = git(root, ['rev-parse', '--is-shallow-repository'])?.toString().trim();
  if (shallow === undefined) return undefined;
  const log = git(root, ['log', '--first-parent', '--format=%H %cI', '--', ...CONTENT]);
  if (!log) return undefined;
  const commits = log
    .toString()
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id, date] = line.split(' ') as [string, string];
      return { id, date };
    });
  return { commits, shallow: shallow === 'true' };
}

/**
 * The commit `ref` names (a branch, a tag, HEAD^1, a commit id), as its full id; undefined outside a repository or
 * when it names none.
 */
export function commitOf(root: string, ref: string): string | undefined {
  if (!inRepository(root) || ref.startsWith('-')) return undefined;
  return git(root, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${ref}^{commit}`])
    ?.toString()
    .trim();
}

/** A commit as a reader knows it: its short id and its subject. */
export function commitTitle(root: string, commit: string): string {
  return git(root, ['log', '-1', '--format=%h "%s"', commit])?.toString().trim() || commit.slice(0, 12);
}

/**
 * The files of the content at `commit` (links and submodules left out); undefined when git cannot list them.
 * `also`: other paths to list with it (the review reads the URL ledger too).
 */
export function contentTree(root: string, commit: string, also: readonly string[] = []): TreeFile[] | undefined {
  const listing = git(root, ['ls-tree', '-r', '-z', commit, '--', ...CONTENT, ...also]);
  if (!listing) return undefined;
  const files: TreeFile[] = [];
  for (const entry of listing.toString().split('\0')) {
    // <mode> SP <type> SP <object> TAB <path>
    const tab = entry.indexOf('\t');
    if (tab < 0) continue;
    const [mode, type, blob] = entry.slice(0, tab).split(' ') as [string, string, string];
    if (type === 'blob' && mode !== '120000') files.push({ path: entry.slice(tab + 1), blob });
  }
  return files;
}

/** The bytes of each blob of `ids`, read by one git process; a blob git does not have is left out. */
export function readBlobs(root: string, ids: readonly string[]): Map<string, Uint8Array> {
  const blobs = new Map<string, Uint8Array>();
  if (!ids.length) return blobs;
  const out = git(root, ['cat-file', '--batch'], `${ids.join('\n')}\n`);
  if (!out) return blobs;
  // Each: "<object> <type> <size>\n<bytes>\n", or "<object> missing\n".
  for (let at = 0; at < out.length; ) {
    const eol = out.indexOf(10, at);
    if (eol < 0) break;
    const [id, type, size] = out.subarray(at, eol).toString().split(' ') as [string, string, string?];
    at = eol + 1;
    if (size === undefined) continue;
    const end = at + Number(size);
    if (type === 'blob') blobs.set(id, out.subarray(at, end));
    at = end + 1;
  }
  return blobs;
}
