// The compiled validators' cache key: a change to anything the compiled code depends on must give a new key
// (an incomplete key would validate content with stale rules).
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type KeyInputs, keyInputs, validatorsKey } from '../../generator/validate/validator-cache.ts';
import { REPO } from '../support/site.ts';

const read = (file: string) => fs.readFileSync(path.join(REPO, file), 'utf8');
const schemaFiles = fs.readdirSync(path.join(REPO, 'schemas')).filter((f) => f.endsWith('.schema.json'));
const TEXTS = new Map(schemaFiles.map((file) => [file, read(`schemas/${file}`)]));
const INPUTS = keyInputs(TEXTS);
/**
 * The generator's files that make the validators: the options and keywords, the rewrites of ajv's error merge and
 * of the schemas it compiles, the date format, the cache itself.
 */
const CODE = [
  'validate/schema-registry.ts',
  'validate/merge-errors.ts',
  'validate/scalar-items.ts',
  'validate/formats.ts',
  'model/dates.ts',
  'validate/validator-cache.ts',
];

/** `inputs` with `map`'s entry `name` set to `value` (deleted when undefined). */
function changed(inputs: KeyInputs, map: keyof KeyInputs, name: string, value: string | undefined): KeyInputs {
  const next = new Map(inputs[map]);
  if (value === undefined) next.delete(name);
  else next.set(name, value);
  return { ...inputs, [map]: next };
}

describe('the validators key', () => {
  it('covers every schema file, the installed ajv and ajv-formats, and the code that sets the options, keywords and formats', () => {
    expect(INPUTS.schemas).toEqual(TEXTS);
    const version = (name: string) =>
      (JSON.parse(read(`node_modules/${name}/package.json`)) as { version: string }).version;
    expect(INPUTS.tools).toEqual(
      new Map([
        ['ajv', version('ajv')],
        ['ajv-formats', version('ajv-formats')],
      ]),
    );
    expect(new Map([...INPUTS.code].sort())).toEqual(
      new Map(CODE.map((file): [string, string] => [file, read(`generator/${file}`)]).sort()),
    );
  });

  it('is the same for the same inputs, whatever order the schemas are listed in', () => {
    const key = validatorsKey(INPUTS);
    expect(key).toMatch(/^[0-9a-f]{24}$/);
    expect(validatorsKey(keyInputs(new Map([...TEXTS].reverse())))).toBe(key);
  });

  const [first, second] = schemaFiles as [string, string];
  const edits: Array<[string, (inputs: KeyInputs) => KeyInputs]> = [
    ["a schema's text", (i) => changed(i, 'schemas', first, `${TEXTS.get(first)} `)],
    ['a schema added', (i) => changed(i, 'schemas', 'page-new.schema.json', '{"$id":"page-new.schema.json"}')],
    ['a schema removed', (i) => changed(i, 'schemas', second, undefined)],
    [
      'a schema renamed',
      (i) => changed(changed(i, 'schemas', first, undefined), 'schemas', `x-${first}`, TEXTS.get(first)),
    ],
    ['the installed ajv', (i) => changed(i, 'tools', 'ajv', '8.99.0')],
    ['the installed ajv-formats', (i) => changed(i, 'tools', 'ajv-formats', '3.99.0')],
    ...CODE.map((file): [string, (inputs: KeyInputs) => KeyInputs] => [
      `the code of ${file}`,
      (i) => changed(i, 'code', file, `${i.code.get(file)}\n// changed`),
    ]),
  ];
  for (const [what, change] of edits) {
    it(`changes with ${what}`, () => {
      expect(validatorsKey(change(INPUTS))).not.toBe(validatorsKey(INPUTS));
    });
  }
});
