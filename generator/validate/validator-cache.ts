// The compiled validators, kept in .cache/validators/<key>.cjs so that a new process loads them instead of
// compiling every schema again (ajv's compile is most of a check's start-up). The file is ajv's standalone code
// (CommonJS text), evaluated here with a `require` of our own: ajv's runtime helpers come from the installed
// ajv, the formats from the registry's table in memory, and nothing else is allowed. So the code needs no
// source file beside it and runs the same from the generator's sources or from a bundle of the CLI.
// The key hashes everything the code depends on: each schema file, the installed ajv and ajv-formats, the code
// that sets the options, keywords and formats (schema-registry.ts, dates.ts, this file) and the layout. A file
// that cannot be read, is cut short, was changed, or has another key or layout is ignored: the caller compiles.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import vm from 'node:vm';
import type { ErrorObject } from 'ajv';
import { writeWhole } from '../write/files.ts';

export const VALIDATORS = '.cache/validators';
/** Part of every key and of every file's first line: a change to the layout must not read old files. */
const LAYOUT = 'validators v1';
/** Files kept besides the newest, so that switching branches back and forth does not compile again. */
const KEEP = 3;
/** A temporary file older than this was left by a process that died while writing: nobody will rename it. */
const ABANDONED_MS = 10 * 60_000;
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
const CODE = ['validate/validator-cache.ts', 'validate/schema-registry.ts', 'model/dates.ts'];
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

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function validatorsKey({ schemas, tools, code }: KeyInputs): string {
  const hash = createHash('sha256').update(`${LAYOUT}\0`);
  for (const [name, version] of tools) hash.update(`${name} ${version}\0`);
  for (const [file, text] of code) hash.update(`code ${file} ${sha256(text)}\0`);
  for (const [file, text] of [...schemas].sort(([a], [b]) => a.localeCompare(b)))
    hash.update(`schema ${file} ${sha256(text)}\0`);
  return hash.digest('hex').slice(0, 24);
}

const fileOf = (root: string, key: string) => path.join(root, VALIDATORS, `${key}.cjs`);
const header = (key: string, code: string) => `// ${LAYOUT} ${key} sha256:${sha256(code)}\n`;

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

/** The validators for `names` from the cache file of `key`, or undefined when there is no usable one. */
export function loadValidators(
  root: string,
  key: string,
  names: readonly string[],
  formats: object,
): Map<string, Validator> | undefined {
  const file = fileOf(root, key);
  try {
    const text = fs.readFileSync(file, 'utf8');
    const newline = text.indexOf('\n');
    const code = text.slice(newline + 1);
    if (newline < 0 || text.slice(0, newline + 1) !== header(key, code)) return undefined;
    const exported = evaluate(code, formats, file);
    const validators = new Map(names.map((name) => [name, exported[name]]));
    if ([...validators.values()].some((fn) => typeof fn !== 'function')) return undefined;
    return validators as Map<string, Validator>;
  } catch {
    // Missing, unreadable, or code that does not run: compiled again, as if there were no cache.
    return undefined;
  }
}

/** Writes the code under its key through a temporary file and a rename, so no reader sees half of it. */
export function saveValidators(root: string, key: string, code: string): void {
  const file = fileOf(root, key);
  writeWhole(file, header(key, code) + code);
  prune(path.dirname(file));
}

/** Keeps the newest files, and removes temporary files their writers abandoned. */
function prune(dir: string): void {
  const now = Date.now();
  const entries = fs.readdirSync(dir).flatMap((name) => {
    const stat = fs.statSync(path.join(dir, name), { throwIfNoEntry: false });
    return stat ? [{ name, time: stat.mtimeMs }] : [];
  });
  const abandoned = entries.filter((e) => e.name.endsWith('.tmp') && now - e.time > ABANDONED_MS);
  const old = entries
    .filter((e) => e.name.endsWith('.cjs'))
    .sort((a, b) => b.time - a.time)
    .slice(KEEP + 1);
  for (const { name } of [...abandoned, ...old]) fs.rmSync(path.join(dir, name), { force: true });
}
