// The compiled validators, kept in .cache/validators/<key>.cjs so that a new process loads them instead of
// compiling every schema again (ajv's compile is most of a check's start-up). The file is ajv's standalone code
// (CommonJS text), evaluated here with a `require` of our own: ajv's runtime helpers come from the installed
// ajv, the formats from the registry's table in memory, and nothing else is allowed. So the code needs no
// source file beside it and runs the same from the generator's sources or from a bundle of the CLI.
// The key hashes everything the code depends on: each schema file, the installed ajv and ajv-formats, the code
// that sets the options, keywords and formats (schema-registry.ts, dates.ts, this file) and the layout. Each
// set is an entry of the keyed cache (keyed-cache.mjs): one that is missing, cut short, altered or of another
// layout is not used, and the caller compiles.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { ErrorObject } from 'ajv';
import { hashKey, KeyedCache, sha256 } from '../cache/keyed-cache.mjs';

export const VALIDATORS = '.cache/validators';
/** Part of every key: a change to the layout must not read old entries. */
const LAYOUT = 'validators v2';
/** Entries kept besides the newest, so that switching branches back and forth does not compile again. */
const KEEP = 3;
/** The entry's one file: ajv's standalone code. */
const CODE_FILE = 'validators.cjs';
/** The module name the compiled code requires the formats by (ajv's option code.formats). */
export const FORMATS_MODULE = 'schema-registry/formats';
const RUNTIME = /^ajv\/dist\/runtime\/[a-z0-9_]+$/i;

/** A compiled validator: ajv's function, from the compiler or from the cache. */
export type Validator = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

/** The packages installed beside the generator (ajv, its helpers, ajv-formats), resolved at run time. */
export const installed = createRequire(import.meta.url);

/**
 * The generator's sources (the folder above this module's) when it runs from them, or, when it runs compiled
 * (generator/cli/run.mjs, from .cache/cli/<hash>/), in the project it was compiled from, which run.mjs keeps in step.
 */
function sourceDir(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let up = 0; up < 4; up++, dir = path.dirname(dir)) {
    for (const candidate of [dir, path.join(dir, 'generator')])
      if (fs.existsSync(path.join(candidate, 'validate/validator-cache.ts'))) return candidate;
  }
  throw new Error(`generator bug: no generator sources found above ${fileURLToPath(import.meta.url)}`);
}

/** The code the validators are made with: this file, and the options, keywords and formats it is given. */
const CODE = [
  'validate/validator-cache.ts',
  'validate/schema-registry.ts',
  'validate/merge-errors.ts',
  'validate/scalar-items.ts',
  'validate/formats.ts',
  'model/dates.ts',
];
const TOOLS = ['ajv', 'ajv-formats'];

export interface KeyInputs {
  /** Each schema file's name and text. */
  schemas: ReadonlyMap<string, string>;
  /** The installed version of each tool. */
  tools: ReadonlyMap<string, string>;
  /** Each file of the generator's code the validators depend on, by name, with its text. */
  code: ReadonlyMap<string, string>;
}

/** What the key of validators compiled from `schemas` (file name → text) covers, as it is now. */
export function keyInputs(schemas: ReadonlyMap<string, string>): KeyInputs {
  const tools = new Map(
    TOOLS.map((name) => [name, (installed(`${name}/package.json`) as { version: string }).version]),
  );
  const dir = sourceDir();
  const code = new Map(CODE.map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
  return { schemas, tools, code };
}

export function validatorsKey({ schemas, tools, code }: KeyInputs): string {
  return hashKey(
    LAYOUT,
    ...[...tools].map(([name, version]) => `${name} ${version}`),
    ...[...code].map(([file, text]) => `code ${file} ${sha256(text)}`),
    ...[...schemas].sort(([a], [b]) => a.localeCompare(b)).map(([file, text]) => `schema ${file} ${sha256(text)}`),
  );
}

/** The cache of validator sets; `note` hears of an entry set aside as damaged. */
const cacheOf = (root: string, note?: (line: string) => void) => new KeyedCache(root, VALIDATORS, note ? { note } : {});

/** Runs ajv's standalone code and returns what it exports; throws on anything it requires but ours. */
function evaluate(code: string, formats: object, filename: string): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const require = (name: string): unknown => {
    if (name === FORMATS_MODULE) return formats;
    if (RUNTIME.test(name)) return installed(name);
    throw new Error(`the cached validators require ${name}`);
  };
  vm.compileFunction(code, ['exports', 'require'], { filename })(exports, require);
  return exports;
}

/** The validators for `names` from the cache entry of `key`, or undefined when there is no usable one. */
export function loadValidators(
  root: string,
  key: string,
  names: readonly string[],
  formats: object,
  note?: (line: string) => void,
): Map<string, Validator> | undefined {
  // check writes nothing, not even a cache entry's time of use: a generate marks it (markValidatorsUsed).
  const entry = cacheOf(root, note).read(key, { touch: false });
  if (!entry) return undefined;
  const file = path.join(entry.dir, CODE_FILE);
  try {
    const exported = evaluate(fs.readFileSync(file, 'utf8'), formats, file);
    const validators = new Map(names.map((name) => [name, exported[name]]));
    if ([...validators.values()].some((fn) => typeof fn !== 'function')) return undefined;
    return validators as Map<string, Validator>;
  } catch {
    // Code as stored that does not run here: compiled again, as if there were no cache.
    return undefined;
  }
}

/** The validators' code (ajv's standalone module) of `key`, as stored, for the admin's bundle; undefined if absent. */
export function validatorsCode(root: string, key: string): string | undefined {
  const entry = cacheOf(root).read(key, { touch: false });
  return entry && fs.readFileSync(path.join(entry.dir, CODE_FILE), 'utf8');
}

/** Files the code under its key (built aside and renamed whole), keeping the newest few. */
/** Marks the validators of `key` as used by a successful generate, which prunes the others by it. */
export function markValidatorsUsed(root: string, key: string): void {
  cacheOf(root).touch(key);
}

export function saveValidators(root: string, key: string, code: string): void {
  const cache = cacheOf(root);
  cache.addSync(key, (dir) => fs.writeFileSync(path.join(dir, CODE_FILE), code));
  cache.prune({ keep: KEEP, inUse: [key] });
}
