// Where the tests find the repository and the fixture site, and what they read positions and trees with. The
// copies to work on come from fixture() (fixture.ts).
import fs from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(import.meta.dirname, '../..');
/** A small site of every kind of content the real one has: a few areas, services, articles and redirects. */
export const FIXTURE = path.join(REPO, 'tests/fixtures/site');

/** 1-based line and column of the first occurrence of `needle` (after `after`, when given). */
export function positionOf(text: string, needle: string, after = ''): { line: number; col: number } {
  const from = after ? text.indexOf(after) : 0;
  const index = text.indexOf(needle, from);
  if (from < 0 || index < 0) throw new Error(`test bug: "${needle}" not found`);
  return lineCol(text, index);
}

/** 1-based line and column of a character of `text`. */
export function lineCol(text: string, index: number): { line: number; col: number } {
  const lines = text.slice(0, index).split(/\r?\n/);
  return { line: lines.length, col: lines[lines.length - 1]!.length + 1 };
}

/** Every path under root with its size and modification time: proof that a command wrote nothing. */
export function snapshotTree(root: string): string[] {
  // Walked by hand, not with readdir's `recursive`: Node 24 follows the copy's link to the shared node_modules,
  // which tools (Vite's dependency optimiser, run by another test file at the same time) write to.
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      const stat = fs.lstatSync(full);
      found.push(`${path.relative(root, full)} ${stat.isFile() ? stat.size : '-'} ${stat.mtimeMs}`);
      if (entry.isDirectory()) walk(full);
    }
  };
  walk(root);
  return found.sort();
}
