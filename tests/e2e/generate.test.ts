// generate in one process, as watch mode and tests run it: each run renders the content it was given, never
// what an earlier run left behind.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BUNDLES } from '../../generator/bundle/bundle.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { runGenerate } from '../../generator/pipeline/run-generate.ts';
import { environment, today } from '../support/clock.ts';
import { CLI } from '../support/command-line.ts';
import { readPages } from '../support/dist.ts';
import { type Fixture, fixture } from '../support/fixture.ts';

let site: Fixture;
let root: string;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const bundles = () =>
  fs
    .readdirSync(path.join(root, BUNDLES))
    .filter((name) => !name.startsWith('.'))
    .sort();
const distScripts = () =>
  (fs.readdirSync(path.join(root, 'dist/assets'), { recursive: true }) as string[])
    .filter((f) => f.endsWith('.js'))
    .map((f) => read(`dist/assets/${f}`))
    .join('\n');
const companyName = () => (parse(read('site.yaml')) as { company: { name: string } }).company.name;

beforeAll(() => {
  // Generated in this process and by the command line: the same bundles (both under NODE_ENV=production).
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('generate, twice in one process', () => {
  it('renders the content of each run: a changed company name is on the about page the second time', async () => {
    const before = companyName();
    expect((await runGenerate(root, { today: today(), env: environment() })).written).toBeDefined();
    expect(read('dist/about.html')).toContain(before);

    const after = 'Brightwater Home Services';
    // Everywhere site.yaml names it (the SEO author too), so that no page has reason to show the old name.
    site.edit('site.yaml', (text) => text.replaceAll(before, after));
    expect((await runGenerate(root, { today: today(), env: environment() })).written).toBeDefined();
    const about = read('dist/about.html');
    expect(about).toContain(after);
    expect(about).not.toContain(before);
  }, 120_000);
});

describe('the cached bundles', () => {
  it('are reused, and no page is rendered again, when a check rule, a message or the command line changes', () => {
    // The copy's own command line, compiled from its code as npm run generate there compiles it, so that the
    // edited command line is the one that runs.
    const { NODE_ENV: _vitest, ...env } = process.env;
    const generate = () =>
      spawnSync(process.execPath, [path.join(root, 'generator/cli/run.mjs'), 'generate'], {
        cwd: root,
        encoding: 'utf8',
        env,
      });
    expect(generate().status).toBe(0);
    const built = bundles();
    site.edit('generator/check/links.ts', (text) => `${text}\n// an edit to a check rule\n`);
    site.edit('generator/diagnostics/catalogue.ts', (text) =>
      text.replace("'the file could not be read: {reason}'", "'this file could not be read: {reason}'"),
    );
    site.edit('generator/cli/main.ts', (text) => `${text}\n// an edit to code the pages are not made with\n`);
    const result = generate();
    expect(result.status, result.stderr).toBe(0);
    expect(result.stdout.trim().split('\n').at(-1)).toMatch(/: 0 rendered, [1-9]\d* unchanged$/);
    expect(bundles()).toEqual(built);
    // Every indexed page carried over still has its share card beside it (the others have none).
    const unindexed = new Set(runCheck(root, today()).routes!.flatMap((r) => (r.seo.noindex ? [r.path] : [])));
    expect(unindexed.size).toBeGreaterThan(0);
    for (const page of readPages(path.join(root, 'dist'))) {
      if (unindexed.has(page.path)) continue;
      const card = /<meta property="og:image" content="[^"]*?(\/cards\/[^"?]+)\?v=/.exec(page.html)?.[1];
      expect(card && fs.existsSync(path.join(root, 'dist', card)), page.path).toBe(true);
    }
  }, 120_000);

  it('are built again when a generator module that the templates import changes', async () => {
    const before = bundles();
    site.edit('generator/model/tokens.ts', (text) => `${text}\n// an edit to code the templates import\n`);
    expect((await runGenerate(root, { today: today(), env: environment() })).written).toBeDefined();
    expect(bundles()).toHaveLength(before.length + 1);
  }, 120_000);

  it('are built again when a template changes, and every page then shows the change', async () => {
    site.edit('src/Document.tsx', (text) =>
      text.replace(
        '<meta name="theme-color"',
        '<meta name="format-detection" content="telephone=no" />\n      <meta name="theme-color"',
      ),
    );
    expect((await runGenerate(root, { today: today(), env: environment() })).written).toBeDefined();
    expect(read('dist/index.html')).toContain('<meta name="format-detection" content="telephone=no"/>');
    expect(read('dist/about.html')).toContain('<meta name="format-detection" content="telephone=no"/>');
  }, 120_000);

  it('are built again for another EMAILJS_API_ORIGIN, which the contact form then sends to', async () => {
    const origin = 'http://127.0.0.1:9';
    expect(distScripts()).not.toContain(origin);
    const result = await site.run(['generate'], {
      process: 'child',
      env: { EMAILJS_API_ORIGIN: origin, NODE_ENV: 'production' },
    });
    expect(result.code, result.stderr).toBe(0);
    expect(distScripts()).toContain(origin);
  }, 120_000);
});

/** A file of /proc, or undefined when its process is gone meanwhile. */
function readProc(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

describe('the build of the bundles', () => {
  /** Pids of the processes building this copy's bundles (Linux: /proc). */
  const builders = () =>
    fs
      .readdirSync('/proc')
      .filter(
        (pid) =>
          /^\d+$/.test(pid) &&
          (readProc(`/proc/${pid}/cmdline`)?.includes(`${root}/generator/bundle/vike-build.mjs`) ?? false),
      );
  const until = async <T>(value: () => T | undefined | false, ms: number): Promise<T> => {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 50))) {
      const found = value();
      if (found) return found;
    }
    throw new Error(`nothing after ${ms} ms`);
  };

  it('stops when generate is killed while the bundles are being built', async () => {
    site.edit('src/Document.tsx', (text) => `${text}\n// a change, so that the bundles are built again\n`);
    const generate = spawn(process.execPath, [CLI, 'generate', '--root', root], { stdio: 'ignore' });
    try {
      const builder = await until(() => builders()[0], 60_000);
      generate.kill('SIGKILL');
      // Gone, or a zombie nobody waits for (its parent was killed).
      await until(() => readProc(`/proc/${builder}/stat`)?.split(') ')[1]?.startsWith('Z') ?? true, 15_000);
    } finally {
      generate.kill('SIGKILL');
    }
  }, 120_000);
});
