// write: assemble the finished site in a temporary folder, then swap it in for dist/ in one step. A failure
// at any point before the swap leaves the previous dist/ exactly as it was. Also the ledger, replaced whole.
import fs from 'node:fs';
import path from 'node:path';
import { PUBLISHED_FILE } from './load.ts';

/** Build output that is not part of the site: scripts no page loads, directly or through another script. */
function isBuildLeftover(rel: string, reachable: ReadonlySet<string>): boolean {
  return rel.endsWith('.js') && !reachable.has(`/${rel}`);
}

const HTML_ASSET = /(?:src|href)="(\/assets\/[^"]+)"/g;
/** Module specifiers in Vite's output: import(`../chunks/x.js`) (Vite 8 uses backticks), from "./y.js", preload lists. */
const JS_IMPORT = /["'`](\.{1,2}\/[^"'`\s]+\.js|\/assets\/[^"'`\s]+\.js)["'`]/g;

/** Every asset the pages use: what their HTML names, and every script those scripts import in turn. */
function reachableAssets(clientDir: string, htmlFiles: readonly string[]): Set<string> {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (asset: string) => {
    if (found.has(asset)) return;
    found.add(asset);
    if (asset.endsWith('.js')) queue.push(asset);
  };
  for (const file of htmlFiles) {
    for (const match of fs.readFileSync(path.join(clientDir, file), 'utf8').matchAll(HTML_ASSET)) add(match[1]!);
  }
  while (queue.length) {
    const script = queue.pop()!;
    const full = path.join(clientDir, script);
    if (!fs.existsSync(full)) continue;
    for (const match of fs.readFileSync(full, 'utf8').matchAll(JS_IMPORT)) {
      const spec = match[1]!;
      add(spec.startsWith('/') ? spec : path.posix.join(path.posix.dirname(script), spec));
    }
  }
  return found;
}

/** Copies the pages, the assets they use and the extra files into `staging`; returns how many files. */
function assemble(clientDir: string | undefined, extra: ReadonlyMap<string, string>, staging: string): number {
  const all = clientDir ? (fs.readdirSync(clientDir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) : [];
  const files = all.filter((e) => e.isFile()).map((e) => path.relative(clientDir!, path.join(e.parentPath, e.name)).split(path.sep).join('/'));
  const referenced = clientDir ? reachableAssets(clientDir, files.filter((f) => f.endsWith('.html'))) : new Set<string>();
  let count = 0;
  const made = new Set<string>();
  for (const rel of files) {
    if (isBuildLeftover(rel, referenced)) continue;
    const dir = path.dirname(path.join(staging, rel));
    if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true });
    made.add(dir);
    // The build folder is ours and on the same file system: moving is instant, copying 10,000 pages is not.
    fs.renameSync(path.join(clientDir!, rel), path.join(staging, rel));
    count++;
  }
  fs.mkdirSync(staging, { recursive: true });
  for (const [rel, text] of extra) {
    fs.writeFileSync(path.join(staging, rel), text);
    count++;
  }
  return count;
}

/** Every HTML page of a build folder, for the steps that read the rendered pages (the CSP's script hashes). */
export function* renderedPages(clientDir: string): Generator<string> {
  for (const file of fs.readdirSync(clientDir, { recursive: true }) as string[]) {
    if (file.endsWith('.html')) yield fs.readFileSync(path.join(clientDir, file), 'utf8');
  }
}

/** Writes the site into dist/ and the host configuration into host/, each swapped in whole. */
export function write(root: string, clientDir: string, emitted: { site: ReadonlyMap<string, string>; host: ReadonlyMap<string, string> }): { files: number } {
  const files = swapIn(root, 'dist', (staging) => assemble(clientDir, emitted.site, staging));
  swapIn(root, 'host', (staging) => assemble(undefined, emitted.host, staging));
  return { files };
}

function swapIn(root: string, outName: string, fill: (staging: string) => number): number {
  const target = path.join(root, outName);
  const staging = path.join(root, `.dist-staging-${outName}-${process.pid}`);
  const previous = path.join(root, `.dist-previous-${outName}-${process.pid}`);
  fs.rmSync(staging, { recursive: true, force: true });
  let count: number;
  try {
    count = fill(staging);
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

/**
 * Writes the ledger (published-paths.txt) when its text changed, never half-written: the new text goes to a
 * temporary file beside it, which then replaces the old one in one rename. Returns whether it wrote.
 */
export function saveLedger(root: string, before: readonly string[] | undefined, after: readonly string[]): boolean {
  const text = after.join('\n');
  if (before && before.join('\n') === text) return false;
  const file = path.join(root, PUBLISHED_FILE);
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
  return true;
}
