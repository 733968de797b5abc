// ajv's errors → Diagnostics in plain English, positioned on the exact YAML node (or key).
import type { ErrorObject } from 'ajv';
import { isMap, isScalar } from 'yaml';
import { closest, distance } from 'fastest-levenshtein';
import { dateProblem } from './dates.ts';
import { diagnostic, type Diagnostic } from './diagnostics.ts';
import { colonInText } from './stages/yaml-mistakes.ts';
import { locate, pointerToPath, positionAt, type SourceDoc } from './yaml-position.ts';

const SLUG_PATTERN = '^[a-z0-9]+(-[a-z0-9]+)*$';
const POSTCODE_DISTRICT_PATTERN = '^[A-Z]{1,2}[0-9][A-Z0-9]?$';

/** `areas[3].slug` from `/areas/3/slug`: how editors think of a place in the file. */
export function fieldName(pointer: string, extra?: string): string {
  const parts = [...pointerToPath(pointer), ...(extra === undefined ? [] : [extra])];
  return parts.reduce((acc, part) => (/^\d+$/.test(part) ? `${acc}[${part}]` : acc ? `${acc}.${part}` : part), '') || 'the file';
}

/** The nearest candidate, when it is close enough to be a plausible typo. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, candidates as string[]);
  return distance(word, best) <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
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

/** The fix check can work out for itself: the slug of what was written, or the district of a full postcode. */
function patternFix(data: unknown, pattern: string | undefined): string {
  if (pattern === SLUG_PATTERN) {
    const fixed = slugify(String(data));
    return fixed ? ` Try "${fixed}".` : '';
  }
  if (pattern === POSTCODE_DISTRICT_PATTERN) {
    const upper = String(data).toUpperCase().replace(/\s+/g, '');
    const district = new RegExp(POSTCODE_DISTRICT_PATTERN).test(upper) ? upper : /^([A-Z]{1,2}[0-9][A-Z0-9]?)[0-9][A-Z]{2}$/.exec(upper)?.[1];
    return district ? ` Here that is "${district}".` : '';
  }
  return '';
}

/**
 * A pattern's wording is the schema's patternErrorMessage, which editors show as it is: "This is not a valid
 * slug. A slug is …". Check names the value in place of "This" and gives the rest as the hint.
 */
function patternWording(data: unknown, field: string, parent: PatternSchema): { message: string; hint?: string } {
  const wording = /^This (.+?)\.\s+(.+)$/s.exec(parent.patternErrorMessage ?? parent.errorMessage ?? '');
  if (!wording) return { message: `${show(data)} is not a valid value for "${field}"`, hint: parent.description };
  return { message: `${show(data)} ${wording[1]}`, hint: `${wording[2]}${patternFix(data, parent.pattern)}` };
}

const show = (value: unknown) => (typeof value === 'string' ? JSON.stringify(value.length > 60 ? `${value.slice(0, 57)}...` : value) : String(value));

function describe(error: ErrorObject): { code: Diagnostic['code']; message: string; hint?: string; key?: string } {
  const field = fieldName(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const parent = (error.parentSchema ?? {}) as PatternSchema & { properties?: Record<string, { description?: string }>; enum?: unknown[] };
  const data = error.data;
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const description = parent.properties?.[missing]?.description;
      return { code: 'missing-field', message: `"${fieldName(error.instancePath, missing)}" is missing`, hint: `Add "${missing}:" here.${description ? ` ${description}` : ''}` };
    }
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      const allowed = Object.keys(parent.properties ?? {});
      const near = suggest(extra, allowed);
      return { code: 'unknown-field', key: extra, message: `unknown field "${extra}"${near ? `; did you mean "${near}"?` : ''}`, hint: `Fields allowed here: ${allowed.join(', ')}.` };
    }
    case 'type':
      return { code: 'wrong-type', message: `"${field}" should be ${TYPE_WORDS[String(params.type)] ?? params.type}, not ${kindOf(data)}`, hint: parent.description };
    case 'minItems':
      return { code: 'too-few-items', message: `"${field}" has ${(data as unknown[]).length} ${(data as unknown[]).length === 1 ? 'entry' : 'entries'}; it needs at least ${params.limit}`, hint: parent.description };
    case 'maxItems':
      return { code: 'too-many-items', message: `"${field}" has ${(data as unknown[]).length} entries; the most allowed is ${params.limit}`, hint: parent.description };
    case 'maxLength':
      return { code: 'too-long', message: `"${field}" is ${[...String(data)].length} characters long; the limit is ${params.limit}`, hint: 'Shorten the text.' };
    case 'minLength':
      return { code: 'too-short', message: `"${field}" is ${[...String(data)].length} characters long; it needs at least ${params.limit}`, hint: parent.description };
    case 'pattern':
      return { code: parent.pattern === SLUG_PATTERN ? 'slug-format' : 'invalid-format', ...patternWording(data, field, parent) };
    case 'format': {
      const date = params.format === 'date' ? dateProblem(String(data)) : undefined;
      if (date) return { code: 'invalid-format', message: `${show(data)} is not a date: ${date.reason}`, hint: date.hint };
      return { code: 'invalid-format', message: `${show(data)} is not a valid ${params.format === 'email' ? 'e-mail address' : String(params.format)}`, hint: parent.description };
    }
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map(String);
      const near = typeof data === 'string' ? suggest(data, allowed) : undefined;
      return { code: 'invalid-value', message: `${show(data)} is not allowed for "${field}"${near ? `; did you mean "${near}"?` : ''}`, hint: `Allowed values: ${allowed.join(', ')}.` };
    }
    case 'const':
      return { code: 'invalid-value', message: `"${field}" must be ${show(params.allowedValue)}`, hint: parent.description };
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { code: 'out-of-range', message: `"${field}" is ${show(data)}; it must be ${error.message}`, hint: parent.description };
    case 'uniqueItems':
      return { code: 'duplicate-item', message: `"${field}" lists the same entry twice (entries ${Number(params.j) + 1} and ${Number(params.i) + 1})`, hint: 'Remove the repeated entry.' };
    default:
      return { code: 'invalid-format', message: `"${field}" ${error.message ?? 'is not valid'}`, hint: parent.description };
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
  const { message, hint } = colonInText(source.text, key.range[0], end);
  return diagnostic('yaml-colon-in-text', { file: source.file, ...positionAt(source, key.range[0]) }, message, hint);
}

export function schemaDiagnostics(source: SourceDoc, errors: readonly ErrorObject[]): Diagnostic[] {
  return errors.map((error) => {
    const colon = colonMapping(source, error);
    if (colon) return colon;
    const { code, message, hint, key } = describe(error);
    const pos = locate(source, error.instancePath, key);
    return diagnostic(code, { file: source.file, ...pos }, message, hint);
  });
}
