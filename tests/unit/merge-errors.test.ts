// ajv's merge of the errors of a schema called by reference, rewritten to append in place (merge-errors.ts): the
// same errors, with work that grows as the number of bad entries, not as its square. The work is counted, not
// timed: every element an array method copies or appends while the validator runs.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ErrorObject } from 'ajv';
import { afterAll, describe, expect, it } from 'vitest';
import { mergeErrorsInPlace } from '../../generator/validate/merge-errors.ts';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { VALIDATORS, type Validator } from '../../generator/validate/validator-cache.ts';
import { compilations } from '../support/ajv.ts';
import { type Fixture, fixture } from '../support/fixture.ts';

/** `run`'s result, and the elements that Array.prototype.concat copied and push appended meanwhile. */
function arrayWork<T>(run: () => T): { value: T; work: number } {
  const proto = Array.prototype as unknown as Record<'concat' | 'push', (...items: unknown[]) => unknown>;
  const { concat, push } = proto;
  let work = 0;
  proto.concat = function (this: unknown[], ...items: unknown[]) {
    work += this.length;
    for (const item of items) work += Array.isArray(item) ? item.length : 1;
    return concat.apply(this, items);
  };
  proto.push = function (this: unknown[], ...items: unknown[]) {
    work += items.length;
    return push.apply(this, items);
  };
  try {
    return { value: run(), work };
  } finally {
    proto.concat = concat;
    proto.push = push;
  }
}

/** The validator's errors for `data`, and the work merging them took. */
function validated(validator: Validator, data: unknown): { errors: ErrorObject[]; work: number } {
  const { value: valid, work } = arrayWork(() => validator(data));
  expect(valid).toBe(false);
  return { errors: validator.errors ?? [], work };
}

/** The work for n bad entries and for twice as many, with the errors each gave. */
function doubling(validator: Validator, data: (n: number) => unknown, n: number) {
  return { once: validated(validator, data(n)), twice: validated(validator, data(2 * n)) };
}

// A multiple of the kinds of bad area below, so that twice as many have twice each kind.
const N = 6_000;

describe('merging the errors of a schema called by reference', () => {
  // A list of entries, each checked by another schema that itself calls a third: errors merged at two levels.
  const schemas = [
    {
      $id: 'https://example.com/list.json',
      type: 'object',
      properties: { items: { type: 'array', items: { $ref: 'item.json' } } },
    },
    {
      $id: 'https://example.com/item.json',
      type: 'object',
      additionalProperties: false,
      required: ['name', 'slug'],
      properties: { name: { type: 'string', minLength: 2 }, slug: { $ref: 'slug.json' } },
    },
    { $id: 'https://example.com/slug.json', type: 'string', pattern: '^[a-z]+$' },
  ];
  const compile = (process?: (code: string) => string) => {
    const ajv = new Ajv({ allErrors: true, inlineRefs: false, code: { optimize: false, ...(process && { process }) } });
    for (const schema of schemas) ajv.addSchema(schema);
    return ajv.getSchema('https://example.com/list.json') as Validator;
  };
  // Each bad entry: an unknown key, a name too short and a slug that breaks the pattern.
  const list = (n: number) => ({
    items: Array.from({ length: n }, (_, i) => ({ name: 'x', slug: `B${i}`, extra: i })),
  });

  it("gives the errors ajv's own merge gives, in the same order", () => {
    const ours = validated(compile(mergeErrorsInPlace), list(50)).errors;
    expect(ours).toHaveLength(150);
    expect(ours).toEqual(validated(compile(), list(50)).errors);
  });

  it('takes twice the work for twice the bad entries, where ajv took four times', () => {
    const ajvs = doubling(compile(), list, N);
    // The counter sees the square: ajv copies every error so far at each failing entry.
    expect(ajvs.twice.work).toBeGreaterThan(3.5 * ajvs.once.work);
    const ours = doubling(compile(mergeErrorsInPlace), list, N);
    expect(ours.once.errors).toHaveLength(3 * N);
    expect(ours.twice.errors).toHaveLength(6 * N);
    expect(ours.once.work).toBeGreaterThanOrEqual(ours.once.errors.length);
    expect(ours.twice.work).toBeLessThanOrEqual(2 * ours.once.work + 100);
  });

  it('refuses code that merges errors in a way it does not know, rather than leave it slow', () => {
    expect(() => mergeErrorsInPlace('vErrors = vErrors.concat(other.errors);')).toThrow(/generator bug/);
  });
});

describe("the project's validators, compiled or from the cache", () => {
  const sites: Fixture[] = [];
  afterAll(() => sites.forEach((site) => site.remove()));
  const site = () => {
    const copy = fixture();
    sites.push(copy);
    return copy.root;
  };
  // A region of n areas, each bad in its own way, so that every kind of error is merged from the area's schema.
  const BAD_AREAS = [
    (i: number) => ({ name: `Town ${i}` }),
    (i: number) => ({ name: `Town ${i}`, slug: `town-${i}`, colour: 'red' }),
    (i: number) => `Town ${i}`,
    (i: number) => ({ name: 'T', slug: `Town_${i}` }),
    (i: number) => ({ name: `Town ${i}`, slug: `town-${i}`, postcodes: ['CT5', 'CT5'] }),
    (i: number) => ({ name: `Town ${i}`, slug: `town-${i}`, location: { latitude: 99, longitude: 0 } }),
  ];
  const region = (n: number) => ({ areas: Array.from({ length: n }, (_, i) => BAD_AREAS[i % BAD_AREAS.length]!(i)) });

  it('merge in place, with work that doubles with the bad areas', () => {
    const compiled = site();
    const fresh = loadSchemas(compiled);
    const before = compilations(() => doubling(fresh.validator('region'), region, N));
    expect(before.count).toBeGreaterThan(0);
    fresh.save();
    const code = fs.readdirSync(path.join(compiled, VALIDATORS)).filter((name) => !name.startsWith('.'));
    const saved = fs.readFileSync(path.join(compiled, VALIDATORS, code[0]!, 'validators.cjs'), 'utf8');
    expect(saved).toContain('vErrors.push(refError)');
    expect(saved).not.toContain('.concat(');
    const cached = site();
    fs.cpSync(path.join(compiled, VALIDATORS), path.join(cached, VALIDATORS), { recursive: true });
    const after = compilations(() => doubling(loadSchemas(cached).validator('region'), region, N));
    expect(after.count).toBe(0);
    for (const { once, twice } of [before.value, after.value]) {
      expect(twice.errors.length - once.errors.length).toBe(once.errors.length - errorsOfTheRegionItself(once));
      expect(twice.work).toBeLessThanOrEqual(2 * once.work + 100);
    }
    expect(after.value.once.errors).toEqual(before.value.once.errors);
  });
});

/** The errors about the region's own fields (it has none but its areas): the same whatever the number of areas. */
const errorsOfTheRegionItself = ({ errors }: { errors: ErrorObject[] }) =>
  errors.filter((error) => !error.instancePath.startsWith('/areas')).length;
