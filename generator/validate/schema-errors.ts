// ajv's errors → Diagnostics in plain English, positioned on the exact YAML node (or key).
import type { ErrorObject } from 'ajv';
import { isMap, isScalar } from 'yaml';
import { LENGTH_LIMITS } from '../diagnostics/catalogue.ts';
import { type Diagnostic, type Draft, diagnostic, placed } from '../diagnostics/diagnostic.ts';
import { render } from '../diagnostics/message-template.ts';
import { suggest } from '../diagnostics/suggest.ts';
import { locator, pointerToPath, positionAt, type SourceDoc } from '../diagnostics/yaml-position.ts';
import { colonInText } from '../load/yaml-mistakes.ts';
import { dateProblem } from '../model/dates.ts';

const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const POSTCODE_DISTRICT_PATTERN = '^[A-Z]{1,2}[0-9][A-Z0-9]?$';

/** ajv's comparison for a number's limit, in words: "at most 2" rather than "<= 2". */
const RANGE_WORDS: Record<string, string> = { '<=': 'at most', '>=': 'at least', '<': 'less than', '>': 'more than' };

/**
 * A text's length limits in the words check uses when a text breaks them (too-short, too-long), for a rule stated
 * before anything is written, as the CMS does: "it needs at least 2 characters; the limit is 120 characters".
 */
export function lengthLimits(min: number | undefined, max: number | undefined): string {
  const words = (template: string, limit: number) =>
    render(template, { limit: `${limit} character${limit === 1 ? '' : 's'}` }, 'lengthLimits');
  return [
    ...(min ? [words(LENGTH_LIMITS.min, min)] : []),
    ...(max === undefined ? [] : [words(LENGTH_LIMITS.max, max)]),
  ].join('; ');
}

/** `areas[3].slug` from `/areas/3/slug`: how editors think of a place in the file. */

export function fieldName(pointer: string, extra?: string): string {
  const parts = [...pointerToPath(pointer), ...(extra === undefined ? [] : [extra])];
  return (
    parts.reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '') ||
    'the file'
  );
}

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
}

function kindOf(value: unknown): string {
  if (value === null) return 'empty';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping (key: value pairs)';
  if (typeof value === 'string') return 'text';
  if (typeof value === 'number') return Number.isInteger(value) ? 'a whole number' : 'a number';
  return `${typeof value} (${String(value)})`;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'text',
  array: 'a list',
  object: 'a mapping (key: value pairs)',
  integer: 'a whole number',
  number: 'a number',
  boolean: 'true or false',
};

interface PatternSchema {
  pattern?: string;
  patternErrorMessage?: string;
  errorMessage?: string;
  description?: string;
}

const show = (value: unknown) =>
  typeof value === 'string' ? JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value) : String(value);

/** The district of a postcode written in full or as a district, in capitals, or undefined. */
function postcodeDistrict(data: unknown): string | undefined {
  const upper = String(data).toUpperCase().replace(/\s+/g, '');
  return new RegExp(POSTCODE_DISTRICT_PATTERN).test(upper)
    ? upper
    : /^([A-Z]{1,2}[0-9][A-Z0-9]?)[0-9][A-Z]{2}$/.exec(upper)?.[1];
}

/**
 * A pattern's wording is the schema's patternErrorMessage, which editors show as it is: "This is not a valid
 * slug. A slug is …". Check names the value in place of "This" and gives the rest as the hint, with the fix it
 * can work out for itself: the slug of what was written, or the district of a full postcode.
 */
function patternDraft(data: unknown, field: string, parent: PatternSchema): Draft<'slug-format' | 'invalid-format'> {
  const wording = /^This (.+?)\.\s+(.+)$/s.exec(parent.patternErrorMessage ?? parent.errorMessage ?? '');
  const value = show(data);
  const code = parent.pattern === SLUG_PATTERN ? 'slug-format' : 'invalid-format';
  if (!wording) return { code, params: { variant: 'unexplained', value, field, description: parent.description } };
  const explained = { variant: 'explained', value, problem: wording[1]!, rule: wording[2]! } as const;
  if (code === 'slug-format') return { code, params: { ...explained, slug: slugify(String(data)) } };
  return {
    code,
    params: {
      ...explained,
      district: parent.pattern === POSTCODE_DISTRICT_PATTERN ? postcodeDistrict(data) : undefined,
    },
  };
}

/** The parsed schemas by name (`defs`, `page-town`): what a `$ref` to another file points into. */
type Schemas = ReadonlyMap<string, object>;

/**
 * A field's description for the hint of a missing field. An area page takes most of its fields from another
 * object's properties by reference (`defs.schema.json#/definitions/areaPage/properties/seo`, docs/design.md), and
 * such a field keeps that property's description, as editors show it. A reference to a plain definition (a
 * slug, a date) describes a kind of value rather than the field, so it adds nothing, as before.
 */
function fieldDescription(field: { description?: string; $ref?: string } | undefined, schemas: Schemas) {
  const ref = /^([a-z0-9-]+)\.schema\.json#(\/.*\/properties\/[^/]+)$/.exec(field?.$ref ?? '');
  if (field?.description !== undefined || !ref) return field?.description;
  const target = ref[2]!
    .split('/')
    .slice(1)
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], schemas.get(ref[1]!));
  return (target as { description?: string } | undefined)?.description;
}

/** ajv's error as a draft diagnostic; `key` when it is positioned on a key rather than its value. */
function describe(error: ErrorObject, schemas: Schemas): { draft: Draft; key?: string } {
  const field = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as PatternSchema & {
    properties?: Record<string, { description?: string; $ref?: string }>;
    enum?: unknown[];
  };
  const { data } = error;
  const description = parent.description;
  const limit = params.limit as number;
  switch (error.keyword) {
    case 'required': {
      const key = String(params.missingProperty);
      return {
        draft: {
          code: 'missing-field',
          params: {
            field: fieldName(error.instancePath, key),
            key,
            description: fieldDescription(parent.properties?.[key], schemas),
          },
        },
      };
    }
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {});
      return {
        key,
        draft: { code: 'unknown-field', params: { key, near: suggest(key, allowed), allowed: allowed.join(', ') } },
      };
    }
    case 'type':
      return {
        draft: {
          code: 'wrong-type',
          params: {
            field,
            expected: TYPE_WORDS[String(params.type)] ?? String(params.type),
            found: kindOf(data),
            description,
          },
        },
      };
    case 'minItems':
      return {
        draft: { code: 'too-few-items', params: { field, count: (data as unknown[]).length, limit, description } },
      };
    case 'maxItems':
      return {
        draft: { code: 'too-many-items', params: { field, count: (data as unknown[]).length, limit, description } },
      };
    case 'maxLength':
      return { draft: { code: 'too-long', params: { field, length: [...String(data)].length, limit } } };
    case 'minLength':
      return { draft: { code: 'too-short', params: { field, length: [...String(data)].length, limit, description } } };
    case 'pattern':
      return { draft: patternDraft(data, field, parent) };
    case 'format': {
      const date = params.format === 'date' ? dateProblem(String(data)) : undefined;
      if (date)
        return {
          draft: {
            code: 'invalid-format',
            params: { variant: 'date', value: show(data), reason: date.reason, advice: date.hint },
          },
        };
      const format = params.format === 'email' ? 'e-mail address' : String(params.format);
      return {
        draft: { code: 'invalid-format', params: { variant: 'format', value: show(data), format, description } },
      };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const near = typeof data === 'string' ? suggest(data, allowed) : undefined;
      return {
        draft: {
          code: 'invalid-value',
          params: { variant: 'not-allowed', value: show(data), field, near, allowed: allowed.join(', ') },
        },
      };
    }
    case 'const':
      return {
        draft: {
          code: 'invalid-value',
          params: { variant: 'only-one', field, value: show(params.allowedValue), description },
        },
      };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return {
        draft: {
          code: 'out-of-range',
          params: {
            field,
            value: show(data),
            range: `${RANGE_WORDS[String(params.comparison)] ?? String(params.comparison)} ${String(params.limit)}`,
            description,
          },
        },
      };
    case 'uniqueItems': {
      // ajv's pairwise check names the repeat i and the first j; its check in a hash (scalar items), the reverse.
      const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b) as [number, number];
      return { draft: { code: 'duplicate-item', params: { field, first: first + 1, second: second + 1 } } };
    }
    default:
      return {
        draft: {
          code: 'invalid-format',
          params: { variant: 'other', field, problem: error.message ?? 'is not valid', description },
        },
      };
  }
}

/** Text that the ": " in it made a one-pair mapping (`- Note: we answer`): the parser's advice for the same. */
function colonMapping(source: SourceDoc, error: ErrorObject): Diagnostic | undefined {
  if (error.keyword !== 'type' || (error.params as { type?: unknown }).type !== 'string') return undefined;
  const node = source.doc.getIn(pointerToPath(error.instancePath), true);
  if (!isMap(node) || node.flow || node.items.length !== 1) return undefined;
  const { key, value } = node.items[0]!;
  if (!isScalar(key) || key.type !== 'PLAIN' || !key.range) return undefined;
  if (value !== null && !(isScalar(value) && value.type === 'PLAIN' && value.range)) return undefined;
  const end = isScalar(value) && value.source !== '' ? value.range![1] : source.text.indexOf(':', key.range[1]) + 1;
  if (source.text.slice(key.range[0], end).includes('\n')) return undefined;
  return diagnostic(
    'yaml-colon-in-text',
    { file: source.file, ...positionAt(source, key.range[0]) },
    colonInText(source.text, key.range[0], end),
  );
}

/** `schemas` resolves the fields taken by reference from another file (fieldDescription). */
export function schemaDiagnostics(
  source: SourceDoc,
  errors: readonly ErrorObject[],
  schemas: Schemas = new Map(),
): Diagnostic[] {
  // One document, many errors: its mappings' keys are indexed once (a mapping of thousands of unknown keys).
  const place = locator(source);
  return errors.map((error) => {
    const colon = colonMapping(source, error);
    if (colon) return colon;
    const { draft, key } = describe(error, schemas);
    return placed(draft, { file: source.file, ...place(error.instancePath, key) });
  });
}
