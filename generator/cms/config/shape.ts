// A schema node as the CMS configuration needs it: every $ref followed (in the same file or into another),
// allOf merged into one node, anyOf and oneOf reduced to one branch, so that fields.ts reads plain keywords.

type Node = Record<string, unknown>;

/** Every schema file's parsed JSON by file name: "region.schema.json" → its object. */
export type Schemas = ReadonlyMap<string, Record<string, unknown>>;

interface Pattern {
  pattern: string;
  /** The schema's patternErrorMessage: the words editors and check show when the pattern fails. */
  message: string | undefined;
}

export interface Shape {
  type?: string;
  title?: string;
  description?: string;
  /** What the admin shows beside the field: the schema's adminHint where it has one, else its description. */
  hint?: string;
  /** The media type of a string's content (contentMediaType): text/html for an article's body. */
  mediaType?: string;
  properties: Record<string, Shape>;
  required: string[];
  items?: Shape;
  enum?: readonly unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  /** Every pattern the value must match: one, or several when allOf narrows a definition with its own. */
  patterns: Pattern[];
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
}

/** No schema of ours nests this deep; a $ref loop would. */
const MAX_DEPTH = 64;

const bug = (problem: string): never => {
  throw new Error(`generator bug: ${problem}`);
};
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const count = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** The node a $ref names, and the file it is in (which its own local refs are relative to). */
function target(schemas: Schemas, file: string, ref: string): { file: string; node: Node } {
  const [name, pointer = ''] = ref.split('#');
  const inFile = name || file;
  const node = pointer
    .split('/')
    .slice(1)
    .map((part) => decodeURIComponent(part).replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce<unknown>((at, part) => (isNode(at) ? at[part] : undefined), schemas.get(inFile));
  return isNode(node) ? { file: inFile, node } : bug(`${file}: $ref ${ref} names no schema`);
}

/**
 * anyOf / oneOf: a field can hold one shape in the CMS, so the branch that is an object (the richest form to
 * edit) is offered, else the first. None of our schemas use either today; check still accepts every branch.
 */
function oneBranch(branches: Node[]): Node {
  return branches.find((b) => b.type === 'object' || isNode(b.properties)) ?? branches[0] ?? {};
}

/**
 * A developer's setting (readOnly in the schema, such as site.yaml's host) is not the admin's: it has no field, and
 * the admin's format keeps its line as it is.
 */
const forStaff = (properties: Node) => Object.entries(properties).filter(([, child]) => !(child as Node).readOnly);

/** The node's own keywords, with its properties (but developers' settings) and items shaped in turn. */
function own(schemas: Schemas, file: string, node: Node, depth: number): Shape {
  const properties = isNode(node.properties) ? node.properties : {};
  return {
    type: text(node.type),
    title: text(node.title),
    description: text(node.description),
    hint: text(node.adminHint) ?? text(node.description),
    mediaType: text(node.contentMediaType),
    properties: Object.fromEntries(
      forStaff(properties).map(([key, child]) => [key, shapeOf(schemas, file, child as Node, depth + 1)]),
    ),
    required: Array.isArray(node.required) ? node.required.map(String) : [],
    items: isNode(node.items) ? shapeOf(schemas, file, node.items, depth + 1) : undefined,
    enum: Array.isArray(node.enum) ? node.enum : undefined,
    const: node.const,
    default: node.default,
    format: text(node.format),
    patterns:
      typeof node.pattern === 'string' ? [{ pattern: node.pattern, message: text(node.patternErrorMessage) }] : [],
    minLength: count(node.minLength),
    maxLength: count(node.maxLength),
    minimum: count(node.minimum),
    maximum: count(node.maximum),
    minItems: count(node.minItems),
    maxItems: count(node.maxItems),
  };
}

const first = <T>(values: (T | undefined)[]) => values.find((v) => v !== undefined);
const defined = (values: (number | undefined)[]) => values.filter((v): v is number => v !== undefined);
const most = (values: (number | undefined)[]) => (defined(values).length ? Math.max(...defined(values)) : undefined);
const least = (values: (number | undefined)[]) => (defined(values).length ? Math.min(...defined(values)) : undefined);

/**
 * Shapes that all hold at once (a node, its $ref, its allOf branches) as one: the first annotation wins (the
 * node's own description over its definition's), limits take the narrowest, patterns and required keys add up.
 */
function merge(shapes: Shape[]): Shape {
  const keys = [...new Set(shapes.flatMap((s) => Object.keys(s.properties)))];
  const items = shapes.flatMap((s) => (s.items ? [s.items] : []));
  const patterns = shapes.flatMap((s) => s.patterns);
  return {
    type: first(shapes.map((s) => s.type)),
    title: first(shapes.map((s) => s.title)),
    description: first(shapes.map((s) => s.description)),
    hint: first(shapes.map((s) => s.hint)),
    mediaType: first(shapes.map((s) => s.mediaType)),
    properties: Object.fromEntries(
      keys.map((key) => [key, merge(shapes.flatMap((s) => (s.properties[key] ? [s.properties[key]] : [])))]),
    ),
    required: [...new Set(shapes.flatMap((s) => s.required))],
    items: items.length ? merge(items) : undefined,
    enum: first(shapes.map((s) => s.enum)),
    const: first(shapes.map((s) => s.const)),
    default: first(shapes.map((s) => s.default)),
    format: first(shapes.map((s) => s.format)),
    patterns: patterns.filter((p, i) => patterns.findIndex((q) => q.pattern === p.pattern) === i),
    minLength: most(shapes.map((s) => s.minLength)),
    maxLength: least(shapes.map((s) => s.maxLength)),
    minimum: most(shapes.map((s) => s.minimum)),
    maximum: least(shapes.map((s) => s.maximum)),
    minItems: most(shapes.map((s) => s.minItems)),
    maxItems: least(shapes.map((s) => s.maxItems)),
  };
}

/** `node` of schema file `file`, every reference resolved and every combination merged. */
function shapeOf(schemas: Schemas, file: string, node: Node, depth = 0): Shape {
  if (depth > MAX_DEPTH) bug(`${file}: schemas nest deeper than ${MAX_DEPTH} (a $ref loop?)`);
  const parts = [own(schemas, file, node, depth)];
  if (typeof node.$ref === 'string') {
    const ref = target(schemas, file, node.$ref);
    parts.push(shapeOf(schemas, ref.file, ref.node, depth + 1));
  }
  // allOf: every branch holds, so they merge exactly (our branches narrow a definition: a pattern, a limit).
  if (Array.isArray(node.allOf)) parts.push(...node.allOf.map((b: Node) => shapeOf(schemas, file, b, depth + 1)));
  for (const key of ['anyOf', 'oneOf'])
    if (Array.isArray(node[key])) parts.push(shapeOf(schemas, file, oneBranch(node[key] as Node[]), depth + 1));
  return parts.length === 1 ? parts[0]! : merge(parts);
}

/** The whole document's shape: the root of schema file `file`. */
export function documentShape(schemas: Schemas, file: string): Shape {
  const root = schemas.get(file) ?? bug(`no schema file ${file}`);
  return shapeOf(schemas, file, root);
}
