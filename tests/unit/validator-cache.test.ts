// The compiled validators kept in .cache/validators/ between processes: a later process loads them instead of
// compiling, and whatever the cache holds, the diagnostics are those of freshly compiled validators.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { ParseCache } from '../../generator/load/load.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { loadSchemas, type SchemaRegistry } from '../../generator/validate/schema-registry.ts';
import { VALIDATORS } from '../../generator/validate/validator-cache.ts';
import { BAD_INPUTS } from '../fixtures/bad-inputs.ts';
import { compilations } from '../support/ajv.ts';
import { today } from '../support/clock.ts';
import { type Fixture, fixture, fixturePerTest } from '../support/fixture.ts';
import { positionOf, REPO } from '../support/site.ts';

const copy = fixturePerTest();
afterEach(() => {
  vi.restoreAllMocks();
});

/** The entries of the cache (a folder per key; private folders being built start with a dot). */
const cacheFiles = (root: string) =>
  fs.existsSync(path.join(root, VALIDATORS))
    ? fs
        .readdirSync(path.join(root, VALIDATORS))
        .filter((name) => !name.startsWith('.'))
        .sort()
    : [];
/** The code file of the one entry. */
const cacheFile = (root: string) => path.join(root, VALIDATORS, cacheFiles(root)[0]!, 'validators.cjs');
const ENTRY = /^[0-9a-f]{24}$/;
/** The files as parsed, shared by every check of the file's copies (a parse is reused only for the very same text):
 * what these tests vary is the validators, never the parsing. */
const parsed: ParseCache = new Map();
const diagnosticsOf = (root: string, schemas: SchemaRegistry) =>
  runCheck(root, today(), { cache: { schemas, parsed } }).diagnostics;
/** Loads the validators afresh from `root`, checks its content with them, and counts what ajv compiled. */
const checkAfresh = (root: string) => compilations(() => diagnosticsOf(root, loadSchemas(root)));
const saveValidators = (root: string) => loadSchemas(root).save();

/** Breaks the copy where a custom format (date), an ajv-formats format (email) and a pattern with its own wording are checked. */
function breakContent(site: Fixture): void {
  const article = `content/blog/${fs.readdirSync(site.path('content/blog')).find((f) => f.endsWith('.yaml'))}`;
  site.edit(article, (t) => t.replace(/^date: .*$/m, 'date: 2025-02-30'));
  site.edit('site.yaml', (t) =>
    t.replace(/^email: \S+/m, 'email: help-at-example.com').replace(/^phone: .*$/m, 'phone: "12079460418"'),
  );
}
const BROKEN = ['invalid-format', 'invalid-format', 'invalid-format'];

/** Validators compiled in this process from a copy with no cache: what every other set must agree with. */
let fresh: SchemaRegistry;
const kept: Fixture[] = [];
beforeAll(() => {
  kept.push(fixture());
  fresh = loadSchemas(kept[0]!.root);
});
afterAll(() => kept.forEach((site) => site.remove()));

describe('the validators cache', () => {
  it('gives a second loadSchemas on the same root the validators the first saved: nothing compiled, the same diagnostics', () => {
    const site = copy();
    const { root } = site;
    breakContent(site);
    const first = checkAfresh(root);
    expect(first.count).toBeGreaterThan(0);
    expect(first.value.map((d) => d.code)).toEqual(BROKEN);
    // Loading and validating write nothing; saving writes one file.
    expect(cacheFiles(root)).toEqual([]);
    saveValidators(root);
    expect(cacheFiles(root)).toEqual([expect.stringMatching(ENTRY)]);
    const second = checkAfresh(root);
    expect(second.count).toBe(0);
    expect(second.value).toEqual(first.value);
  });

  it('validates with the new rules after a schema is edited, never with the code saved for the old one', () => {
    const site = copy();
    const { root } = site;
    saveValidators(root);
    const saved = cacheFiles(root);
    const schema = path.join(root, 'schemas/site.schema.json');
    const json = JSON.parse(fs.readFileSync(schema, 'utf8')) as { properties: { email: { maxLength: number } } };
    json.properties.email.maxLength = 5;
    fs.writeFileSync(schema, JSON.stringify(json, null, 2));
    const text = fs.readFileSync(path.join(root, 'site.yaml'), 'utf8');
    const { email } = parse(text) as { email: string };
    const tooLong = expect.objectContaining({
      code: 'too-long',
      file: 'site.yaml',
      ...positionOf(text, email, '\nemail:'),
    });

    const edited = checkAfresh(root);
    expect(edited.count).toBeGreaterThan(0);
    expect(edited.value).toEqual([tooLong]);
    expect(cacheFiles(root)).toEqual(saved);
    // The code saved for the old schemas, under the new key's name: still not trusted.
    saveValidators(root);
    const current = path.join(root, VALIDATORS, cacheFiles(root).find((f) => !saved.includes(f))!);
    fs.rmSync(current, { recursive: true });
    fs.cpSync(path.join(root, VALIDATORS, saved[0]!), current, { recursive: true });
    expect(checkAfresh(root).value).toEqual([tooLong]);
  });

  const damage: Array<[string, (file: string) => void]> = [
    ['cut short', (file) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 2))],
    ['emptied', (file) => fs.writeFileSync(file, '')],
    ['overwritten with random bytes', (file) => fs.writeFileSync(file, randomBytes(4096))],
    [
      'changed after it was written (every validator made to accept anything)',
      (file) => {
        const text = fs.readFileSync(file, 'utf8');
        const accepting = text.replaceAll('return errors === 0;', 'return true;');
        expect(accepting).not.toBe(text);
        fs.writeFileSync(file, accepting);
      },
    ],
  ];
  it.each(damage)(
    'ignores a cache file %s, compiles, gives the right diagnostics, and saves a good file again',
    (_what, harm) => {
      const site = copy();
      const { root } = site;
      breakContent(site);
      saveValidators(root);
      harm(cacheFile(root));
      const expected = diagnosticsOf(root, fresh);
      const notes: string[] = [];
      const registry = loadSchemas(root, undefined, (line) => notes.push(line));
      const damaged = compilations(() => diagnosticsOf(root, registry));
      expect(damaged.count).toBeGreaterThan(0);
      expect(damaged.value).toEqual(expected);
      expect(notes).toEqual([
        expect.stringMatching(
          /^\.cache\/validators\/[0-9a-f]{24} was damaged \(validators\.cjs is not what was stored\): it is set aside and made again$/,
        ),
      ]);
      registry.save();
      expect(checkAfresh(root)).toEqual({ value: expected, count: 0 });
    },
  );

  it('ignores a cache file it cannot read (a folder in its place)', () => {
    const site = copy();
    const { root } = site;
    breakContent(site);
    saveValidators(root);
    const file = cacheFile(root);
    fs.rmSync(file);
    fs.mkdirSync(file);
    const unreadable = checkAfresh(root);
    expect(unreadable.count).toBeGreaterThan(0);
    expect(unreadable.value).toEqual(diagnosticsOf(root, fresh));
  });

  it('leaves no file a later process trusts when a save is stopped half-way through writing', () => {
    const site = copy();
    const { root } = site;
    breakContent(site);
    const registry = loadSchemas(root);
    const write = fs.writeFileSync;
    vi.spyOn(fs, 'writeFileSync').mockImplementationOnce((file, data) => {
      write(file, String(data).slice(0, String(data).length / 2));
      throw new Error('stopped');
    });
    expect(() => registry.save()).toThrow('stopped');
    expect(cacheFiles(root)).toEqual([]);
    const after = checkAfresh(root);
    expect(after.count).toBeGreaterThan(0);
    expect(after.value).toEqual(diagnosticsOf(root, fresh));
  });

  it('lets several processes save at once: each succeeds, every load meanwhile is right, one complete file is left', async () => {
    const site = copy();
    const { root } = site;
    breakContent(site);
    const expected = diagnosticsOf(root, fresh);
    const script = `import { loadSchemas } from ${JSON.stringify(path.join(REPO, 'generator/validate/schema-registry.ts'))}; loadSchemas(process.env.SITE_ROOT).save();`;
    const writers = Array.from({ length: 3 }, () =>
      spawn(process.execPath, ['--import', import.meta.resolve('tsx'), '--input-type=module', '-e', script], {
        env: { ...process.env, SITE_ROOT: root },
        stdio: 'inherit',
      }),
    );
    const exits = writers.map((child) => new Promise<number | null>((resolve) => child.on('exit', resolve)));
    let running = writers.length;
    for (const exit of exits) void exit.then(() => running--);
    while (running > 0) {
      const present = cacheFiles(root).length > 0;
      const loaded = checkAfresh(root);
      expect(loaded.value).toEqual(expected);
      // Once a file is there it stays (a rename replaces it whole), so no later load compiles.
      if (present) expect(loaded.count).toBe(0);
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    expect(await Promise.all(exits)).toEqual([0, 0, 0]);
    expect(cacheFiles(root)).toEqual([expect.stringMatching(ENTRY)]);
    expect(checkAfresh(root)).toEqual({ value: expected, count: 0 });
  });
});

describe('each bad input, checked with validators from the cache', () => {
  let cached: SchemaRegistry;
  beforeAll(() => {
    const primed = fixture();
    kept.push(primed);
    saveValidators(primed.root);
    cached = loadSchemas(primed.root);
  });

  it.each(BAD_INPUTS.map((input) => [input.name, input] as const))(
    '%s: the diagnostics of freshly compiled validators',
    (_name, input) => {
      const site = copy();
      const { root } = site;
      input.breakIt(site);
      const fromCache = compilations(() => diagnosticsOf(root, cached));
      expect(fromCache.count).toBe(0);
      expect(fromCache.value).toEqual(diagnosticsOf(root, fresh));
      expect(fromCache.value).toContainEqual(expect.objectContaining({ file: input.file, code: input.code }));
    },
  );
});
