import type { ErrorObject } from 'ajv';
import { describe, expect, it } from 'vitest';
import type { YAMLMap, YAMLSeq } from 'yaml';
import { suggest, suggester } from '../../generator/diagnostics/suggest.ts';
import { parseDoc } from '../../generator/load/load.ts';
import { fieldName, schemaDiagnostics, slugify } from '../../generator/validate/schema-errors.ts';
import { PATTERNS } from '../support/schemas.ts';

describe('schema error wording', () => {
  it('writes JSON pointers the way editors think of fields', () => {
    expect(fieldName('/areas/3/slug')).toBe('areas[3].slug');
    expect(fieldName('', 'headline')).toBe('headline');
    expect(fieldName('/a~1b/0')).toBe('a/b[0]');
    expect(fieldName('')).toBe('the file');
  });
  it('suggests only close matches', () => {
    expect(suggest('sulg', ['slug', 'name'])).toBe('slug');
    expect(suggest('headlien', ['headline', 'introText'])).toBe('headline');
    expect(suggest('zzzzzz', ['slug', 'name'])).toBeUndefined();
    expect(suggest('x', [])).toBeUndefined();
  });
  it('suggests for many words against one list until its comparisons are spent, then for none', () => {
    const near = suggester(['slug', 'name', 'intro'], 7);
    expect([near('sulg'), near('nmae'), near('zzzz'), near('sulg')]).toEqual(['slug', 'name', undefined, undefined]);
  });
  it('turns a place name into a valid slug', () => {
    expect(slugify('Whit Stable')).toBe('whit-stable');
    expect(slugify('Bexhill-on-Sea')).toBe('bexhill-on-sea');
    expect(slugify('Hôve ')).toBe('hove');
    expect(slugify('../etc/passwd')).toBe('etc-passwd');
    expect(slugify('a'.repeat(70))).toHaveLength(60);
  });
});

describe('a value that does not match a pattern', () => {
  const sample = 'Not valid!! {x}';
  const source = parseDoc('f.yaml', `x: ${JSON.stringify(sample)}\n`).value!;
  const check = (node: Record<string, unknown>) =>
    schemaDiagnostics(source, [
      {
        keyword: 'pattern',
        instancePath: '/x',
        schemaPath: '',
        params: { pattern: node.pattern },
        parentSchema: node,
        data: sample,
      } as ErrorObject,
    ])[0]!;

  it.each(PATTERNS)('%s: check says what editors say, with the value in place of "This"', (_at, node) => {
    expect(new RegExp(node.pattern, 'u').test(sample), 'the sample must fail the pattern').toBe(false);
    const [, what, rule] = /^This (.+?)\.\s+(.+)$/s.exec(String(node.patternErrorMessage))!;
    const d = check(node);
    expect(d.message).toBe(`"${sample}" ${what}`);
    expect(d.hint?.startsWith(rule!)).toBe(true);
    expect(d.line).toBe(1);
    expect(d.col).toBe(4);
  });
  it('adds the fix it can work out: the slug, or the district of a full postcode', () => {
    const slug = PATTERNS.find(([at]) => at.endsWith('definitions/slug'))![1];
    const postcode = PATTERNS.find(([at]) => at.endsWith('definitions/postcodeDistrict'))![1];
    const withData = (node: Record<string, unknown>, data: string) =>
      schemaDiagnostics(source, [
        { keyword: 'pattern', instancePath: '/x', schemaPath: '', params: {}, parentSchema: node, data } as ErrorObject,
      ])[0]!;
    expect(withData(slug, 'Whit Stable').hint).toMatch(/ Try "whit-stable"\.$/);
    expect(withData(slug, 'Whit Stable').code).toBe('slug-format');
    expect(withData(postcode, 'ct5 1ab').hint).toMatch(/ Here that is "CT5"\.$/);
    expect(withData(postcode, '!!').hint).toBe(String(postcode.patternErrorMessage).replace(/^This [^.]+\.\s+/, ''));
  });
  it('falls back to the field and its description when a schema gives no wording', () => {
    const d = check({ pattern: '^a$', description: 'Only the letter a.' });
    expect([d.code, d.message, d.hint]).toEqual([
      'invalid-format',
      `"${sample}" is not a valid value for "x"`,
      'Only the letter a.',
    ]);
  });
});

describe('many errors in one document', () => {
  /** An area with `n` unknown keys, its errors as ajv gives them, and a count of the reads of its key list. */
  function unknownKeys(n: number) {
    const keys = Array.from({ length: n }, (_, i) => `colour${i}`);
    const text = `areas:\n  - name: Dover\n    slug: dover\n${keys.map((k) => `    ${k}: red\n`).join('')}`;
    const source = parseDoc(`content/regions/keys-${n}.yaml`, text).value!;
    const area = (source.doc.contents as YAMLMap<unknown, YAMLSeq<YAMLMap>>).items[0]!.value!.items[0]!;
    const reads = { count: 0 };
    area.items = new Proxy(area.items, {
      get(target, property, receiver) {
        if (typeof property === 'string' && /^\d+$/.test(property)) reads.count++;
        return Reflect.get(target, property, receiver);
      },
    });
    const errors = keys.map(
      (key) =>
        ({
          keyword: 'additionalProperties',
          instancePath: '/areas/0',
          schemaPath: '',
          params: { additionalProperty: key },
          parentSchema: { properties: { name: {}, slug: {} } },
        }) as unknown as ErrorObject,
    );
    return { diagnostics: schemaDiagnostics(source, errors), reads };
  }

  it('puts each unknown key of a mapping at its own line, reading the mapping once rather than once a key', () => {
    const once = unknownKeys(2_000);
    const twice = unknownKeys(4_000);
    expect(once.diagnostics.map((d) => [d.code, d.line, d.col])).toEqual(
      Array.from({ length: 2_000 }, (_, i) => ['unknown-field', 4 + i, 5]),
    );
    expect(twice.diagnostics).toHaveLength(4_000);
    expect(once.reads.count).toBeGreaterThanOrEqual(2_000);
    expect(twice.reads.count).toBeLessThanOrEqual(2 * once.reads.count + 10);
  });
});
