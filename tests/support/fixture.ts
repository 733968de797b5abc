// The one way a test gets a site to work on: a throw-away copy in the run's scratch folder, with the fixture site's
// content (tests/fixtures/site: a few areas, services, articles and redirects, to pin or break on purpose) or the
// real content (for tests of relations that hold whatever it says), and the commands a user runs on it.
//
//   const site = fixture();                              // the fixture site's content and the project's schemas/
//   const site = fixture({ code: true, caches: 'shared' }); // the whole project, to generate, serve or run dev
//   site.edit('content/regions/kent.yaml', (t) => t.replace(...));
//   await site.check();  await site.build();  const server = await site.serve();
//   await site.run(['check', '--release'], { process: 'child', env: { SITE_URL: '...' } });
//
// Tests never change the real content nor the repository: a content pull request cannot fail them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import { type CliResult, type RunOptions, runCommand } from './command-line.ts';
import { type DevCommand, type DevServer, startDevServer } from './dev-server.ts';
import { type RunningServer, startPreviewServer } from './servers.ts';
import { copySharedCaches } from './shared-build.ts';
import { FIXTURE, REPO, snapshotTree } from './site.ts';

export interface FixtureOptions {
  /** Whose content: the fixture site's (the default) or the repository's own. */
  content?: 'fixture' | 'real';
  /** The whole project (code, schemas, content; node_modules linked), needed to generate, serve or run dev; without
   * it (the default, and far cheaper to copy) the content, the ledger and schemas/, enough to check and migrate. */
  code?: boolean;
  /** `shared`: start with the caches the run's global setup built (the compiled validators; in the e2e project the
   * bundles, the admin's scripts and share cards too), so that a first check or generate builds none of them;
   * `none` (the default): start as a fresh clone does. */
  caches?: 'shared' | 'none';
}

export interface Fixture {
  readonly root: string;
  /** The absolute path of `rel`, a path inside the copy. */
  path(rel: string): string;
  read(rel: string): string;
  write(rel: string, text: string): void;
  /** Rewrites a file with `change` (a test bug when it changes nothing); returns the new text. */
  edit(rel: string, change: (text: string) => string): string;
  /** Every path with its size and modification time: proof that a command wrote nothing. */
  snapshot(): string[];
  /** The command line with `args` (--root is the copy unless given), in this process or as a child process. */
  run(args: string[], options?: RunOptions): Promise<CliResult>;
  check(...args: string[]): Promise<CliResult>;
  generate(...args: string[]): Promise<CliResult>;
  /** generate (with `options` as run's), failing the test with the command's output unless it succeeds. */
  build(options?: RunOptions): Promise<CliResult>;
  /** The generated dist/ served as the host would (npm run preview's server), on a free port. */
  serve(): Promise<RunningServer>;
  /** npm run dev (or cms) on a free port, as a process of its own; resolves once it listens. */
  dev(command?: DevCommand, env?: NodeJS.ProcessEnv): Promise<DevServer>;
  /** Another fixture, a copy of this one as it is now (its caches and dist/ too). */
  copy(): Fixture;
  remove(): void;
}

/** Left behind: build output and caches (unless asked for), and what only the repository's developers need. */
const SKIP = new Set(['node_modules', 'dist', 'host', '.cache', '.git', 'tests', 'bench']);
/** The content: what `content: 'fixture'` takes from tests/fixtures/site instead of the repository. */
const CONTENT = ['site.yaml', 'content', 'public', 'published-paths.txt'];

export function fixture({ content = 'fixture', code = false, caches = 'none' }: FixtureOptions = {}): Fixture {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), code ? 'project-' : 'site-'));
  const from = content === 'fixture' ? FIXTURE : REPO;
  for (const entry of CONTENT) fs.cpSync(path.join(from, entry), path.join(root, entry), { recursive: true });
  if (code) copyCode(root);
  else fs.cpSync(path.join(REPO, 'schemas'), path.join(root, 'schemas'), { recursive: true });
  if (caches === 'shared') copySharedCaches(root);
  return open(root, code);
}

/** A maker of fixtures with `options` for a test file, each removed after the test that made it. */
export function fixturePerTest(options: FixtureOptions = {}): () => Fixture {
  const made: Fixture[] = [];
  afterEach(() => {
    for (const site of made.splice(0)) site.remove();
  });
  return () => {
    const site = fixture(options);
    made.push(site);
    return site;
  };
}

function copyCode(root: string): void {
  for (const entry of fs.readdirSync(REPO)) {
    if (SKIP.has(entry) || entry.startsWith('.dist-') || CONTENT.includes(entry)) continue;
    fs.cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
}

function open(root: string, code: boolean): Fixture {
  const at = (rel: string) => path.join(root, rel);
  const needsCode = (what: string) => {
    if (!code) throw new Error(`test bug: ${what} needs the project's code: fixture({ code: true })`);
  };
  const run = (args: string[], options?: RunOptions) => runCommand(args, root, options);
  const generate = (args: string[], options?: RunOptions) => run(['generate', ...args], options);
  return {
    root,
    path: at,
    read: (rel) => fs.readFileSync(at(rel), 'utf8'),
    write: (rel, text) => fs.writeFileSync(at(rel), text),
    edit: (rel, change) => {
      const before = fs.readFileSync(at(rel), 'utf8');
      const after = change(before);
      if (after === before) throw new Error(`test bug: the edit to ${rel} changed nothing`);
      fs.writeFileSync(at(rel), after);
      return after;
    },
    snapshot: () => snapshotTree(root),
    run,
    check: (...args) => run(['check', ...args]),
    generate: (...args) => generate(args),
    build: async (options) => {
      const result = await generate([], options);
      if (result.code !== 0)
        throw new Error(`generate failed (exit ${result.code}):\n${result.stdout}\n${result.stderr}`);
      return result;
    },
    serve: () => startPreviewServer(at('dist')),
    dev: (command = 'dev', env = process.env) => {
      needsCode(`npm run ${command}`);
      return startDevServer(root, env, command);
    },
    copy: () => {
      const copy = fs.mkdtempSync(path.join(os.tmpdir(), code ? 'project-' : 'site-'));
      fs.cpSync(root, copy, { recursive: true, verbatimSymlinks: true });
      return open(copy, code);
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
