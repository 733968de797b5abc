// Unique lists whose items are named by $ref to a text definition are compiled with that type beside the $ref
// (scalar-items.ts), so that ajv checks them in a hash rather than item against item.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDoc } from '../../generator/load/parse.ts';
import { withScalarItems } from '../../generator/validate/scalar-items.ts';
import { schemaDiagnostics } from '../../generator/validate/schema-errors.ts';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { VALIDATORS } from '../../generator/validate/validator-cache.ts';
import { fixture } from '../support/fixture.ts';

describe('withScalarItems', () => {
  const defs = { definitions: { slug: { type: 'string', pattern: '^[a-z]+$' }, place: { type: 'object' } } };
  const page = {
    properties: {
      slugs: { type: 'array', uniqueItems: true, items: { $ref: 'defs.schema.json#/definitions/slug' } },
      places: { type: 'array', uniqueItems: true, items: { $ref: 'defs.schema.json#/definitions/place' } },
      repeats: { type: 'array', items: { $ref: 'defs.schema.json#/definitions/slug' } },
      local: { type: 'array', uniqueItems: true, items: { $ref: '#/definitions/own' } },
    },
    definitions: { own: { type: 'integer' } },
  };

  it('names the scalar type of unique items given by $ref, in a copy, and leaves every other list alone', () => {
    const before = structuredClone(page);
    const [, rewritten] = withScalarItems(
      new Map<string, object>([
        ['defs', defs],
        ['page', page],
      ]),
    ) as [unknown, typeof page];
    expect(rewritten.properties.slugs.items).toEqual({ type: 'string', $ref: 'defs.schema.json#/definitions/slug' });
    expect(rewritten.properties.local.items).toEqual({ type: 'integer', $ref: '#/definitions/own' });
    expect(rewritten.properties.places.items).toEqual(page.properties.places.items);
    expect(rewritten.properties.repeats.items).toEqual(page.properties.repeats.items);
    expect(page).toEqual(before);
  });
});

describe("the project's validators", () => {
  const site = fixture();
  const { root } = site;
  afterAll(() => site.remove());

  it('check every unique list in a hash, and still name the two places of a repeat', () => {
    const schemas = loadSchemas(root);
    schemas.save();
    const entry = fs.readdirSync(path.join(root, VALIDATORS)).find((name) => !name.startsWith('.'))!;
    const code = fs.readFileSync(path.join(root, VALIDATORS, entry, 'validators.cjs'), 'utf8');
    // ajv's pairwise loop is labelled outer0, outer1, …; its hash loop keeps indices0, indices1, ….
    expect(code).toContain('const indices0 = {}');
    expect(code).not.toMatch(/outer\d+:for/);
    const region = schemas.validator('region');
    const doc = parseDoc('content/regions/kent.yaml', 'featuredOnLocations: [ashford, dover, deal, dover]\n').value!;
    expect(region(doc.data)).toBe(false);
    const repeats = schemaDiagnostics(doc, region.errors ?? []).filter((d) => d.code === 'duplicate-item');
    expect(repeats.map(({ line, col, message }) => ({ line, col, message }))).toEqual([
      { line: 1, col: 22, message: '"featuredOnLocations" lists the same entry twice (entries 2 and 4)' },
    ]);
  });
});
