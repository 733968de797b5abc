// Hosts that build with production dependencies only (npm ci --omit=dev) must be able to generate: whatever
// generate imports or spawns at run time is in package.json's `dependencies`. A static check of the imports,
// then the real thing on a copy of the tracked files with the fixture site's content (every template, the same
// kinds of pictures and share cards, in a fifth of the pages), from no cache at all.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { CARDS } from '../../generator/cards/make-cards.ts';
import { userEnv } from '../support/command-line.ts';
import { FIXTURE, REPO } from '../support/site.ts';

const manifest = JSON.parse(fs.readFileSync(path.join(REPO, 'package.json'), 'utf8')) as {
  dependencies: Record<string, string>;
};

/** What runs when generate runs: the launcher, the command line, the bundle build and the code it bundles. */
const ENTRIES = [
  'generator/cli/run.mjs',
  'generator/cli/main.ts',
  'generator/bundle/vike-build.mjs',
  'vite.config.ts',
  ...(fs.readdirSync(path.join(REPO, 'src'), { recursive: true }) as string[])
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => `src/${file.split(path.sep).join('/')}`),
];
/** Modules of the command line that generate never loads: `npm run types`, a developer's command. */
const DEVELOPER_ONLY = new Set(['generator/cli/types-from-schemas.ts']);
/** Packages the generator loads by name at run time rather than by an import (validator-cache.ts: `installed`). */
const LOADED_BY_NAME = /\binstalled\(\s*'([^']+)'/g;

const packageOf = (specifier: string) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Each package the entries import, with the modules that import it. */
async function importedPackages(): Promise<Map<string, Set<string>>> {
  const result = await build({
    absWorkingDir: REPO,
    entryPoints: ENTRIES,
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    splitting: true,
    outdir: 'out',
    write: false,
    metafile: true,
    logLevel: 'silent',
    // The site data's virtual module is served by the site plugin, not installed.
    plugins: [{ name: 'virtual', setup: (b) => b.onResolve({ filter: /^virtual:/ }, () => ({ external: true })) }],
  });
  const found = new Map<string, Set<string>>();
  const add = (name: string, by: string) => found.set(name, (found.get(name) ?? new Set()).add(by));
  for (const [file, input] of Object.entries(result.metafile.inputs)) {
    for (const { path: specifier, external } of input.imports)
      if (external && !isBuiltin(specifier) && !specifier.startsWith('virtual:')) add(packageOf(specifier), file);
    if (file.startsWith('generator/'))
      for (const [, name] of fs.readFileSync(path.join(REPO, file), 'utf8').matchAll(LOADED_BY_NAME))
        add(packageOf(name!), file);
  }
  return found;
}

describe('production dependencies', () => {
  it('hold every package generate imports, loads by name or spawns', async () => {
    const imported = await importedPackages();
    // The scan sees the packages it must: the renderer's, the validators' (loaded by name) and the compiler's.
    expect([...imported.keys()]).toEqual(expect.arrayContaining(['react', 'ajv', 'sharp', 'vike', 'esbuild']));
    const missing = [...imported]
      .filter(([name, by]) => !(name in manifest.dependencies) && [...by].some((file) => !DEVELOPER_ONLY.has(file)))
      .map(([name, by]) => `${name} (imported by ${[...by].join(', ')})`);
    expect(missing).toEqual([]);
    // The bundle build is a process of its own, started by bundle.ts with no loader: plain Node runs it.
    expect(fs.readFileSync(path.join(REPO, 'generator/bundle/bundle.ts'), 'utf8')).toMatch(
      /spawn\(process\.execPath, \[script, outDir\]/,
    );
  });

  describe('npm ci --omit=dev && npm run generate, on a copy of the tracked files', () => {
    // The install writes some 400 MB in tens of thousands of files: in memory, with the run's other copies, where the
    // machine has room (tests/support/scratch.ts).
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'production-'));
    afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
    const run = (command: string, ...args: string[]) =>
      spawnSync(command, args, { cwd: root, encoding: 'utf8', timeout: 240_000, env: userEnv({}) });

    it('installs without the development packages and generates every page', () => {
      // The content is the fixture site's, in place of the real site.yaml, content/, public/...: what it holds
      // decides which code generate runs, and the fixture holds every template. Nothing is cached: every share
      // card is drawn, which proves the install can draw them (the renderer's native binary is loaded at run
      // time, unseen by the scan above), whether or not the repository's own generate has run.
      const fixture = new Set(fs.readdirSync(FIXTURE));
      const tracked = spawnSync('git', ['ls-files', '-z'], { cwd: REPO, encoding: 'utf8' }).stdout.split('\0');
      for (const file of tracked.filter(Boolean))
        if (!fixture.has(file.split('/')[0]!) && fs.existsSync(path.join(REPO, file)))
          fs.cpSync(path.join(REPO, file), path.join(root, file), { recursive: true });
      fs.cpSync(FIXTURE, root, { recursive: true });
      // Offline: the packages come from npm's cache, which the `npm ci` that .ci/run runs first has filled
      // (ENOTCACHED here means that cache lacks one: run npm ci once with the network).
      const install = run('npm', 'ci', '--omit=dev', '--offline', '--no-audit', '--no-fund');
      expect(install.status, install.stderr).toBe(0);
      expect(fs.existsSync(path.join(root, 'node_modules/vitest')), 'a development package').toBe(false);
      const generate = run('npm', 'run', '-s', 'generate');
      expect(generate.status, generate.stderr).toBe(0);
      // The entries, not the cache's private names (.held.json).
      const cards = fs.readdirSync(path.join(root, CARDS)).filter((name) => !name.startsWith('.'));
      expect(cards.length, 'the share cards it drew').toBeGreaterThan(0);
      for (const card of cards) expect(fs.existsSync(path.join(root, CARDS, card, 'card.png')), card).toBe(true);
      const routes = JSON.parse(run('npm', 'run', '-s', 'routes', '--', '--format', 'json').stdout) as Array<{
        path: string;
      }>;
      expect(routes.length).toBeGreaterThan(0);
      for (const { path: page } of routes)
        expect(
          fs.existsSync(path.join(root, 'dist', page === '/' ? 'index.html' : `${page.slice(1)}.html`)),
          page,
        ).toBe(true);
    }, 300_000);
  });
});
