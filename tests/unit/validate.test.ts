import fs from 'node:fs';
import path from 'node:path';
import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import { load, parseDoc } from '../../generator/load/load.ts';
import { validate } from '../../generator/validate/validate.ts';
import { projectSchemas } from '../support/content.ts';
import { FIXTURE, positionOf, REPO } from '../support/site.ts';

const ISO_DATE = 'defs.schema.json#/definitions/isoDate';

/** Every field of every schema that holds a date, as [schema, path]; `0` stands for a list's first entry. */
function dateFields(): Array<[string, Array<string | number>]> {
  const found: Array<[string, Array<string | number>]> = [];
  const walk = (schema: string, node: unknown, at: Array<string | number>) => {
    if (!node || typeof node !== 'object') return;
    const n = node as { $ref?: string; properties?: Record<string, unknown>; items?: unknown };
    if (n.$ref === ISO_DATE) found.push([schema, at]);
    for (const [key, child] of Object.entries(n.properties ?? {})) walk(schema, child, [...at, key]);
    if (n.items) walk(schema, n.items, [...at, 0]);
  };
  for (const file of fs.readdirSync(path.join(REPO, 'schemas')).filter((f) => f.endsWith('.schema.json'))) {
    walk(file.replace('.schema.json', ''), JSON.parse(fs.readFileSync(path.join(REPO, 'schemas', file), 'utf8')), []);
  }
  return found;
}

describe('validate: dates', () => {
  const loaded = load(FIXTURE).value;
  const schemas = projectSchemas();
  const fields = dateFields();

  /** Validates the content with one document's date field set to `value`; returns its diagnostics and text. */
  function withDate(schema: string, at: Array<string | number>, value: string) {
    const doc = loaded.docs.find((d) => d.schema === schema)!;
    const edited = doc.doc.clone();
    edited.setIn(at, value);
    const text = edited.toString();
    const changed = parseDoc(doc.file, text).value!;
    const result = validate(
      loaded.docs.map((d) => (d === doc ? changed : d)),
      loaded.claimed,
      schemas,
    );
    return { file: doc.file, text, diagnostics: result.diagnostics.filter((d) => d.file === doc.file) };
  }

  it('finds the date fields of the schemas, and content to try each on', () => {
    expect(fields.map(([schema, at]) => `${schema}:${at.join('.')}`)).toEqual(
      expect.arrayContaining([
        'blog:date',
        'case-study:publishDate',
        'page-careers:jobPosting.datePosted',
        'page-careers:jobPosting.validThrough',
      ]),
    );
    for (const [schema] of fields)
      expect(
        loaded.docs.some((d) => d.schema === schema),
        schema,
      ).toBe(true);
  });

  it.each(dateFields().map(([schema, at]) => [`${schema}:${at.join('.')}`, schema, at] as const))(
    'refuses 30 February in %s, at the value',
    (_name, schema, at) => {
      const { text, diagnostics } = withDate(schema, at, '2025-02-30');
      const needle = text.includes('"2025-02-30"') ? '"2025-02-30"' : '2025-02-30';
      expect(diagnostics).toEqual([
        expect.objectContaining({
          code: 'invalid-format',
          severity: 'error',
          ...positionOf(text, needle),
          message: '"2025-02-30" is not a date: February 2025 has 28 days',
          hint: 'Check the day: the last day of February 2025 is 2025-02-28.',
        }),
      ]);
    },
  );

  it.each(dateFields().map(([schema, at]) => [`${schema}:${at.join('.')}`, schema, at] as const))(
    'accepts 29 February of a leap year in %s',
    (_name, schema, at) => {
      expect(withDate(schema, at, '2024-02-29').diagnostics).toEqual([]);
    },
  );
});

describe('validate: more problems than a call can take as arguments', () => {
  it('reports each of 150,000 schema errors in one file', () => {
    const loaded = load(FIXTURE).value;
    const schemas = projectSchemas();
    const missing = {
      keyword: 'required',
      instancePath: '/areas/0',
      schemaPath: '',
      params: { missingProperty: 'slug' },
    } as ErrorObject;
    // Kent's validator finds the same missing slug 150,000 times, as a region of that many bad areas would.
    const kent = Object.assign((data: unknown) => (data as { slug?: string }).slug !== 'kent', {
      errors: Array.from({ length: 150_000 }, () => missing),
    });
    const registry = { ...schemas, validator: (name: string) => (name === 'region' ? kent : schemas.validator(name)) };
    const { diagnostics } = validate(loaded.docs, loaded.claimed, registry);
    expect(diagnostics).toHaveLength(150_000);
    expect(new Set(diagnostics.map((d) => `${d.file} ${d.code} ${d.message}`))).toEqual(
      new Set(['content/regions/kent.yaml missing-field "areas[0].slug" is missing']),
    );
  });
});

describe('validate: a list that repeats one slug many times', () => {
  it('reports each repeat at its line, naming the first ten places and how many more', () => {
    const loaded = load(FIXTURE).value;
    const kent = loaded.docs.find((d) => d.file === 'content/regions/kent.yaml')!;
    const repeats = Array.from({ length: 25 }, () => '  - { name: Dover Again, slug: dover-again }').join('\n');
    const text = kent.text.replace('areas:\n', `areas:\n${repeats}\n`);
    const changed = parseDoc(kent.file, text).value!;
    const { diagnostics } = validate(
      loaded.docs.map((d) => (d === kent ? changed : d)),
      loaded.claimed,
      projectSchemas(),
    );
    const lines = text.split('\n').flatMap((line, i) => (line.includes('slug: dover-again') ? [i + 1] : []));
    expect(lines).toHaveLength(25);
    const places = lines.slice(0, 10).map((line) => `${kent.file}:${line}`);
    expect(diagnostics).toEqual(
      lines.slice(1).map((line) =>
        expect.objectContaining({
          code: 'duplicate-slug',
          line,
          message: `the slug "dover-again" is used 25 times in areas: ${places.join(', ')} and 15 more`,
        }),
      ),
    );
  });
});
