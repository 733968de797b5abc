// A throw-away copy of the fixture site (tests/fixtures/site: site.yaml, content/, public/, its ledger) with the
// project's real schemas/, in a temporary folder, to break on purpose. Tests never break the real content, so a
// content pull request cannot fail them.
//
// Fast: `cli` and `runInProcess` run the command line's main() inside the test (no Node start, no compile, the
// modules loaded once per file): use them unless the process boundary is what is tested (spawn.ts).
// `copySite({ validatorsFrom })` starts a copy with another copy's compiled validators (siteWithValidators), so
// that a check loads them instead of compiling every schema.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { main } from '../../generator/cli/main.ts';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { VALIDATORS } from '../../generator/validate/validator-cache.ts';

export const REPO = path.resolve(import.meta.dirname, '../..');
/** A small site of every kind of content the real one has: a few areas, services, articles and redirects. */
export const FIXTURE = path.join(REPO, 'tests/fixtures/site');

export function copySite({ validatorsFrom }: { validatorsFrom?: string } = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-'));
  fs.cpSync(FIXTURE, root, { recursive: true });
  fs.cpSync(path.join(REPO, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  if (validatorsFrom)
    fs.cpSync(path.join(validatorsFrom, VALIDATORS), path.join(root, VALIDATORS), { recursive: true });
  return root;
}

/** A copy of the fixture site with every validator compiled and saved in its .cache/, for copySite's validatorsFrom. */
export function siteWithValidators(): string {
  const root = copySite();
  loadSchemas(root).save();
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
  return runInProcess([...args, '--root', root]);
}

/**
 * runGenerator (spawn.ts) without the process: the same arguments, working folder (as the default --root) and
 * environment (set for the call, then restored), the same exit code and output. NODE_ENV is the project's: in the
 * e2e project `production` (vitest.config.ts), as the command line sets it for generate, so a generate uses the
 * shared bundles (copyProject's `caches: true`) and renders with React's production build; a throw (exit 70 in a
 * real process) fails the test with its stack.
 */
export async function runInProcess(args: string[], cwd = REPO, env: Record<string, string> = {}): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    const code = await main(args.includes('--root') ? args : [...args, '--root', cwd], {
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
    });
    return { code, stdout, stderr };
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
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
