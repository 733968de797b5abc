// generator/cli/run.mjs, what `npm run check|generate|…` starts: the command line compiled into .cache/cli/ and run
// from there. The compiled copy must never be stale, never half-written, and a bug's stack must name the source.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VALIDATORS } from '../../generator/validate/validator-cache.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { positionOf } from '../support/site.ts';

let site: Fixture;
let root: string;

/** The copy's own launcher, as `npm run` starts it there (`node` options before it, such as a preload). */
function launch(...args: string[]) {
  return launchWith([], ...args);
}

function launchWith(nodeOptions: string[], ...args: string[]) {
  const result = spawnSync(process.execPath, [...nodeOptions, path.join(root, 'generator/cli/run.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** `run` on the copy with a node_modules of every package of the repository's but `name`, then the link back. */
function withoutPackage<T>(name: string, run: () => T): T {
  const modules = path.join(root, 'node_modules');
  const linked = fs.readlinkSync(modules);
  fs.rmSync(modules);
  fs.mkdirSync(modules);
  for (const entry of fs.readdirSync(linked))
    if (entry !== name) fs.symlinkSync(path.join(linked, entry), path.join(modules, entry));
  try {
    return run();
  } finally {
    fs.rmSync(modules, { recursive: true });
    fs.symlinkSync(linked, modules, 'dir');
  }
}

const cliCache = () => path.join(root, '.cache/cli');
/** The compiled copies there, most recently used first (private folders being built start with a dot). */
const entries = () =>
  fs
    .readdirSync(cliCache())
    .filter((name) => !name.startsWith('.'))
    .sort((a, b) => fs.statSync(path.join(cliCache(), b)).mtimeMs - fs.statSync(path.join(cliCache(), a)).mtimeMs);
/** The copy in use: its folder and the files it was compiled from. */
const manifest = () => {
  const dir = entries()[0]!;
  const { meta } = JSON.parse(fs.readFileSync(path.join(cliCache(), dir, 'manifest.json'), 'utf8')) as {
    meta: { inputs: Record<string, string> };
  };
  return { dir, inputs: meta.inputs };
};
const NOTE = /^note: \.cache\/cli\/[0-9a-f]{24} was damaged \((.+)\): it is set aside and made again\n$/;

beforeAll(() => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a one-off generate, run in a worker thread under its heap bound', () => {
  it('runs again without the bound when it outgrows it: one note, and the site published', () => {
    fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
    // launch() as the launcher calls it, with a bound no build fits in.
    const script = path.join(root, 'launch-bounded.mjs');
    fs.writeFileSync(
      script,
      `import { launch } from './generator/cli/run.mjs';\nprocess.exit(await launch(['generate'], { heapMb: 8 }));\n`,
    );
    const run = spawnSync(process.execPath, [script], { cwd: root, encoding: 'utf8' });
    fs.rmSync(script);
    const result = { code: run.status, stdout: run.stdout, stderr: run.stderr };
    expect(result.stderr).toBe(
      'note: generate needed more than its 8 MB heap; it runs again without that bound, which takes more memory\n',
    );
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^generated \d+ pages \(\d+ files\) into dist\/ in [\d.]+ s/);
    expect(fs.existsSync(path.join(root, 'dist/index.html'))).toBe(true);
  });
});

describe('the compiled command line', () => {
  it('is compiled on the first start, from the files esbuild lists, and then run as it is', () => {
    const first = launch('check');
    expect(first.stderr).toBe('');
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/^check passed: /);
    const { dir, inputs } = manifest();
    expect(Object.keys(inputs)).toEqual(
      expect.arrayContaining([
        'generator/cli/main.ts',
        'generator/pipeline/run-check.ts',
        'generator/check/check.ts',
        'generator/pipeline/run-generate.ts',
      ]),
    );
    const compiled = path.join(root, '.cache/cli', dir, 'cli.js');
    const { mtimeMs } = fs.statSync(compiled);
    expect(launch('check').code).toBe(0);
    expect(fs.statSync(compiled).mtimeMs).toBe(mtimeMs);
  });

  it('is compiled again after an edit to any file it was compiled from', () => {
    site.edit('generator/cli/main.ts', (text) =>
      text.replace(
        'validate the content and build the route table',
        'validate the content (edited) and build the route table',
      ),
    );
    const usage = launch();
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('validate the content (edited) and build the route table');
    // A module deeper down: its edit reaches the command's output too.
    site.edit('generator/cli/routes.ts', (text) => `${text}\nexport const EDITED = 1;\n`);
    const before = manifest().dir;
    expect(launch('check').code).toBe(0);
    expect(manifest().dir).not.toBe(before);
  });

  const damage: Array<[string, (dir: string) => string, (file: string) => void]> = [
    ['its manifest cut short', () => 'manifest.json', (file) => fs.truncateSync(file, 30)],
    [
      'its manifest overwritten with garbage',
      () => 'manifest.json',
      (file) => fs.writeFileSync(file, randomBytes(500)),
    ],
    [
      'its main module cut short',
      () => 'cli.js',
      (file) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2)),
    ],
    [
      'a chunk overwritten with garbage',
      (dir) => fs.readdirSync(dir).find((f) => /^chunk-.*\.js$/.test(f))!,
      (file) => fs.writeFileSync(file, 'garbage((( not JavaScript'),
    ],
  ];
  it.each(damage)('is compiled again, with one note, when %s', (_, fileOf, harm) => {
    expect(launch('check').code).toBe(0);
    const { dir } = manifest();
    const file = fileOf(path.join(cliCache(), dir));
    harm(path.join(cliCache(), dir, file));
    const result = launch('check');
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^check passed: /);
    expect(result.stderr).toMatch(NOTE);
    expect(result.stderr.match(NOTE)![1]).toBe(`${file} is not what was stored`);
    expect(manifest().dir).toBe(dir);
    expect(manifest().inputs['generator/cli/main.ts']).toMatch(/^[0-9a-f]{64}$/);
    // Made again whole: the next start uses it as it is, saying nothing.
    expect(launch('check')).toMatchObject({ code: 0, stderr: '' });
  });

  it('says a full disk while compiling in one line and exits 1, not as a generator bug', () => {
    site.edit('generator/cli/routes.ts', (text) => `${text}\n// an edit, so that the next start compiles\n`);
    // The fault is injected into the launcher's own process: every rename into .cache/cli/ fails as on a full disk.
    const preload = `import fs from 'node:fs'; const rename = fs.renameSync; fs.renameSync = (from, to) => { if (String(to).includes('.cache/cli')) throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', path: String(to) }); return rename(from, to); };`;
    const result = launchWith(['--import', `data:text/javascript,${encodeURIComponent(preload)}`], 'check');
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^the disk is full \(writing \.cache\/cli\/[0-9a-f]{24}\): free some space, then run the command again\n$/,
    );
    expect(result.stdout).toBe('');
    expect(fs.readdirSync(cliCache()).filter((name) => name.startsWith('.'))).toEqual([]);
  });

  it('says a package missing from node_modules in one line with the way out, exit 1, not as a generator bug', () => {
    site.edit('generator/cli/routes.ts', (text) => `${text}\n// an edit, so that the next start compiles\n`);
    // node_modules as an install that lacks the compiler: every package of the repository's but esbuild.
    const check = withoutPackage('esbuild', () => launch('check'));
    expect(check.code).toBe(1);
    expect(check.stderr).toMatch(
      /^node_modules lacks a package the generator needs \(Cannot find module 'esbuild\/package\.json'\): run npm ci, then run the command again\n$/,
    );
    expect(check.stdout).toBe('');
    expect(launch('check')).toMatchObject({ code: 0, stderr: '' });
    // A package the compiled command line imports, missing when a one-off generate loads it in its worker.
    const generate = withoutPackage('yaml', () => launch('generate'));
    expect(generate.code).toBe(1);
    expect(generate.stderr).toMatch(
      /^node_modules lacks a package the generator needs \(Cannot find package 'yaml' imported from [^\n]+\): run npm ci, then run the command again\n$/,
    );
  });

  it("keys the validators it saves on the generator's sources, as when run from them", () => {
    // A copy of its own, as the run's caches left it: the edits above would have the admin's bundle built again.
    fs.rmSync(root, { recursive: true, force: true });
    site = fixture({ code: true, caches: 'shared' });
    root = site.root;
    const saved = () => fs.readdirSync(path.join(root, VALIDATORS)).filter((f) => !f.startsWith('.'));
    expect(launch('generate').code).toBe(0);
    const [first] = saved();
    expect(first).toMatch(/^[0-9a-f]{24}$/);
    // The formats' code is part of what the validators are made with (and not of the pages' bundles, which an edit
    // to the date module, also in the key, would build again).
    site.edit('generator/validate/formats.ts', (text) => `${text}\n// an edit to the formats' module\n`);
    expect(launch('generate').code).toBe(0);
    expect(saved()).toHaveLength(2);
    expect(saved()).toContain(first);
  }, 120_000);

  it('names the TypeScript source in the stack of a generator bug (exit 70), in the worker of a generate too', () => {
    const text = site.edit('generator/cli/routes.ts', (t) =>
      t.replace(
        /export function routesText\(([^)]*)\)(: string)? \{/,
        (found) => `${found}\n  throw new Error('a planted bug');`,
      ),
    );
    const { line } = positionOf(text, "throw new Error('a planted bug')");
    // A one-off generate runs in a worker thread of its own (run.mjs): its stack is mapped there too.
    const inGenerate = 'generator/pipeline/run-generate.ts';
    const generateText = site.edit(inGenerate, (t) =>
      t.replace('  const started = now();\n', (found) => `  throw new Error('a planted bug in generate');\n${found}`),
    );
    const result = launch('routes');
    expect(result.code).toBe(70);
    expect(result.stderr).toMatch(/^generator bug: Error: a planted bug\n/);
    expect(result.stderr).toContain(`generator/cli/routes.ts:${line}:`);
    const generated = launch('generate');
    expect(generated.code).toBe(70);
    expect(generated.stderr).toMatch(/^generator bug: Error: a planted bug in generate\n/);
    expect(generated.stderr).toContain(`${inGenerate}:${positionOf(generateText, 'a planted bug in generate').line}:`);
  });

  it('says a generator file that does not compile is a generator bug (exit 70), at its line', () => {
    const text = site.edit('generator/cli/routes.ts', (t) =>
      t.replace("throw new Error('a planted bug');", 'const = ;'),
    );
    const { line } = positionOf(text, 'const = ;');
    const result = launch('check');
    expect(result.code).toBe(70);
    expect(result.stderr).toContain('generator bug: the command line could not be compiled from generator/cli/main.ts');
    expect(result.stderr).toContain(`generator/cli/routes.ts:${line}:`);
  });
});
