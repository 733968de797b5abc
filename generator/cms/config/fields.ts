// A schema's properties as Decap fields: a widget for each kind of value, its limits as Decap states them, and a
// choice among what exists where a field names another document (references.ts).
import { FOLDERS } from '../../model/collections.ts';
import { lengthLimits } from '../../validate/schema-errors.ts';
import { type Reference, referenceAt } from './references.ts';
import { documentShape, type Schemas, type Shape } from './shape.ts';
import type { Choice, CmsSlugs } from './slugs.ts';
import { itemsSummary, valuesSummary } from './summary.ts';
import { ARTICLE_WIDGET } from './widgets.ts';

export type Option = string | { label: string; value: number | string };

/** The choices of each kind of name kept inside files (references.ts), as select options. */
export type NamedOptions = Record<keyof CmsSlugs, Option[]>;
type Range = { min?: number; max?: number };
type Widget =
  | { widget: 'string' | 'text' | 'boolean' | 'number'; value_type?: 'int' | 'float'; default?: unknown }
  | { widget: typeof ARTICLE_WIDGET }
  | { widget: 'datetime'; date_format: string; time_format: false; format: string }
  | { widget: 'image'; choose_url: false }
  | { widget: 'hidden'; default: unknown }
  | { widget: 'select'; options: Option[]; multiple?: true }
  | {
      widget: 'relation';
      collection: string;
      value_field: string;
      search_fields: string[];
      display_fields: string[];
      multiple?: true;
    }
  | { widget: 'list'; field?: DecapField; fields?: DecapField[]; summary?: string }
  | { widget: 'object'; fields: DecapField[]; collapsed?: true };

export type DecapField = {
  name: string;
  label: string;
  hint?: string;
  /** Left out when true: Decap's default. */
  required?: false;
  /** [regular expression, message]: Decap shows "<label> didn't match the pattern: <message>". */
  pattern?: [string, string];
} & Widget &
  Range;

/** Where the fields being made stand. */
export interface At {
  schemas: Schemas;
  /** The document's schema file: keys the references. */
  file: string;
  /**
   * The options of each kind of name, made once for the whole configuration: the fields that offer the same names
   * share one list, which config.yml then writes once and names (a YAML anchor) where it is offered again.
   */
  named: NamedOptions;
  /** The pattern of a picture's src (defs.schema.json's image): such a string is an image widget. */
  imageSrc: string;
  /** Property names from the document's root; a list's items add none. */
  path: string[];
  /** The label of the optional object these fields are in, up to the nearest list item. */
  optionalParent?: string;
}

/** Words Decap's labels write in capitals or otherwise than the key's split would give. */
const WORDS: Record<string, string> = { seo: 'SEO', cta: 'CTA', faqs: 'FAQs', url: 'URL', ico: 'ICO', og: 'OG' };
/** An object with more fields than this, or with a list or object inside, starts collapsed. */
const SMALL_OBJECT = 4;
/** Text longer than a short sentence (defs' shortText) is edited in a multi-line box. */
const SHORT_TEXT = 200;

/** "featuredOnLocations" → "Featured on locations", "case-studies" → "Case studies", "seo" → "SEO". */
export function readable(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((w) => WORDS[w.toLowerCase()] ?? w.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

const range = (min: number | undefined, max: number | undefined): Range => ({
  ...(min === undefined ? {} : { min }),
  ...(max === undefined ? {} : { max }),
});
const withDefault = (shape: Shape) => (shape.default === undefined ? {} : { default: shape.default });

/**
 * Decap takes one pattern a field. Several (allOf narrowing a definition) become one regular expression that
 * requires each, by lookaheads (patterns with back-references would need renumbering; ours have none), with their
 * messages in turn. A string with no pattern carries its length limits as one, in check's words. A pattern leaves
 * out the length limits: check still reports them.
 */
function patternOf(shape: Shape): [string, string] | undefined {
  const { patterns, minLength, maxLength } = shape;
  const words = (p: { message: string | undefined }) => p.message ?? shape.description ?? 'This is not valid here.';
  if (patterns.length === 1) return [patterns[0]!.pattern, words(patterns[0]!)];
  if (patterns.length > 1)
    return [`^${patterns.map((p) => `(?=[\\s\\S]*?(?:${p.pattern}))`).join('')}`, patterns.map(words).join(' ')];
  if (!minLength && maxLength === undefined) return undefined;
  return [`^[\\s\\S]{${minLength ?? 0},${maxLength ?? ''}}$`, lengthLimits(minLength, maxLength)];
}

/** Decap's select stores an option's value; a number must be given as { label, value } to be kept a number. */
const options = (values: readonly unknown[]): Option[] =>
  values.map((v) => (typeof v === 'number' ? { label: String(v), value: v } : String(v)));
/** Choices shown by their names: a plain option where the name is what is stored. */
const named = (choices: readonly Choice[]): Option[] =>
  choices.map(({ label, value }) => (label === value ? value : { label, value }));

/** Each kind of name's choices as options, once. */
export const namedOptions = (slugs: CmsSlugs): NamedOptions =>
  Object.fromEntries(Object.entries(slugs).map(([kind, choices]) => [kind, named(choices)])) as NamedOptions;

/** The field a relation shows and searches: an entry's title, or its name (regions have no title). */
function shownField(schemas: Schemas, collection: string): string {
  return 'title' in documentShape(schemas, `${FOLDERS[collection]}.schema.json`).properties ? 'title' : 'name';
}

function referenceWidget(reference: Reference, shape: Shape, at: At): Widget & Range {
  const many = shape.type === 'array' ? { multiple: true as const, ...range(shape.minItems, shape.maxItems) } : {};
  if ('slugs' in reference) return { widget: 'select', options: at.named[reference.slugs], ...many };
  const shown = shownField(at.schemas, reference.collection);
  return {
    widget: 'relation',
    collection: reference.collection,
    value_field: 'slug',
    search_fields: [shown],
    display_fields: [shown],
    ...many,
  };
}

function stringWidget(shape: Shape, at: At): Widget & { pattern?: [string, string] } {
  // The stored value stays the "YYYY-MM-DD" string the schema's date format checks.
  if (shape.format === 'date')
    return { widget: 'datetime', date_format: 'YYYY-MM-DD', time_format: false, format: 'YYYY-MM-DD' };
  const pattern = patternOf(shape);
  const checked = pattern ? { pattern } : {};
  // An article's body: written in the rich-text editor, stored as the HTML the site reads.
  if (shape.mediaType === 'text/html') return { widget: ARTICLE_WIDGET, ...checked };
  // Only uploads and pictures already in the media library: a typed address could point anywhere.
  if (shape.patterns.some((p) => p.pattern === at.imageSrc)) return { widget: 'image', choose_url: false, ...checked };
  // Patterned strings (addresses, codes) and formats (e-mail) are one line whatever their length.
  const long = (shape.maxLength ?? 0) > SHORT_TEXT && !shape.patterns.length && !shape.format;
  return { widget: long ? 'text' : 'string', ...checked, ...withDefault(shape) };
}

function listWidget(shape: Shape, at: At, label: string): Widget & Range {
  const items = shape.items ?? { properties: {}, required: [], patterns: [] };
  const limits = range(shape.minItems, shape.maxItems);
  // A list of fixed choices is one multiple select: each choice once, as uniqueItems asks.
  if (items.enum) return { widget: 'select', options: options(items.enum), multiple: true, ...limits };
  // An item exists only once added, so what it requires is required of it alone.
  const inItem = { ...at, optionalParent: undefined };
  if (items.type === 'object') {
    const fields = fieldsOf(items, inItem);
    const summary = itemsSummary(fields);
    return { widget: 'list', ...limits, ...(summary ? { summary } : {}), fields };
  }
  const hint = items.hint === undefined ? {} : { hint: items.hint };
  const name = at.path[at.path.length - 1]!;
  const summary = valuesSummary(name);
  return { widget: 'list', ...limits, summary, field: { name, label, ...hint, ...widgetOf(items, inItem, label) } };
}

function objectWidget(shape: Shape, at: At): Widget {
  const fields = fieldsOf(shape, at);
  const big = fields.length > SMALL_OBJECT || fields.some((f) => f.widget === 'object' || f.widget === 'list');
  return { widget: 'object', ...(big ? { collapsed: true as const } : {}), fields };
}

function widgetOf(shape: Shape, at: At, label: string): Widget & Range & { pattern?: [string, string] } {
  const reference = referenceAt(at.file, at.path);
  if (reference) return referenceWidget(reference, shape, at);
  // A value content staff cannot choose needs no control; Decap keeps it, and writes it into a new entry.
  if (shape.const !== undefined) return { widget: 'hidden', default: shape.const };
  if (shape.enum) return { widget: 'select', options: options(shape.enum), ...withDefault(shape) };
  switch (shape.type) {
    case 'boolean':
      return { widget: 'boolean', ...withDefault(shape) };
    case 'integer':
    case 'number':
      return {
        widget: 'number',
        value_type: shape.type === 'integer' ? 'int' : 'float',
        ...range(shape.minimum, shape.maximum),
        ...withDefault(shape),
      };
    case 'string':
      return stringWidget(shape, at);
    case 'array':
      return listWidget(shape, at, label);
    case 'object':
      return objectWidget(shape, at);
  }
  if (Object.keys(shape.properties).length) return objectWidget(shape, at);
  // A value of no stated type (no schema of ours has one): Decap has no widget for "anything", and text keeps
  // whatever is written as it is.
  return { widget: 'text' };
}

function fieldOf(key: string, shape: Shape, listed: boolean, at: At): DecapField {
  const label = shape.title ?? readable(key);
  // Decap checks the fields of an optional object even while it is empty (decaporg/decap-cms#2103, #7748), so
  // inside one nothing is required: the hint says what is once the object is filled in, and check enforces it.
  const required = listed && at.optionalParent === undefined;
  const once = listed && !required ? `Required once "${at.optionalParent}" is filled in.` : undefined;
  const hint = [shape.hint, once].filter(Boolean).join(' ');
  const inner: At = { ...at, path: [...at.path, key], optionalParent: required ? undefined : label };
  return {
    name: key,
    label,
    ...(hint ? { hint } : {}),
    ...(required ? {} : { required: false as const }),
    ...widgetOf(shape, inner, label),
  };
}

/** One field per property of `shape`, in the schema's order. */
export function fieldsOf(shape: Shape, at: At): DecapField[] {
  return Object.entries(shape.properties).map(([key, child]) => fieldOf(key, child, shape.required.includes(key), at));
}
