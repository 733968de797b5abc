// A throw-away copy of the fixture site (tests/fixtures/site: site.yaml, content/, public/, its ledger) with the
// project's real schemas/, in a temporary folder, to break on purpose. Tests never break the real content, so a
// content pull request cannot fail them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../generator/cli/main.ts';

export const REPO = path.resolve(import.meta.dirname, '../..');
/** A small site of every kind of content the real one has: a few areas, services, articles and redirects. */
export const FIXTURE = path.join(REPO, 'tests/fixtures/site');

export function copySite(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.cpSync(FIXTURE, root, { recursive: true });
  fs.cpSync(path.join(REPO, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  return root;
}

export function edit(root: string, file: string, change: (text: string) => string): string {
  const full = path.join(root, file);
  const before = fs.readFileSync(full, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`test bug: the edit to ${file} changed nothing`);
  fs.writeFileSync(full, after);
  return after;
}

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

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export async function cli(root: string, ...args: string[]): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const code = await main([...args, '--root', root], {
    stdout: (t) => void (stdout += t),
    stderr: (t) => void (stderr += t),
  });
  return { code, stdout, stderr };
}

/** Every path under root with its size and modification time: proof that a command wrote nothing. */
export function snapshotTree(root: string): string[] {
  return (fs.readdirSync(root, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .map((entry) => {
      const full = path.join(entry.parentPath, entry.name);
      const stat = fs.lstatSync(full);
      return `${path.relative(root, full)} ${stat.isFile() ? stat.size : '-'} ${stat.mtimeMs}`;
    })
    .sort();
}
