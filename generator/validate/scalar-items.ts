// ajv checks `uniqueItems` by comparing every item with every other, unless the schema itself says that the items
// are of a scalar type, when it keeps them in a hash (vocabularies/validation/uniqueItems.ts). Our lists of slugs and
// postcode districts name their items by $ref to a definition of type string, which ajv does not follow for this:
// a list pasted far past its maxItems (a column of 100,000 slugs) took time in the square of its length, even
// though its length alone is an error. The schemas ajv compiles name that type beside the $ref; the schema files,
// which editors, the CMS and the generated types read, stay as they are.

type Node = { [key: string]: unknown };

const SCALARS = new Set(['string', 'number', 'integer', 'boolean']);
const isNode = (value: unknown): value is Node => !!value && typeof value === 'object' && !Array.isArray(value);

/** The type of the definition `ref` names (`#/definitions/x` in `schema`, or `defs.schema.json#/…`), if scalar. */
function scalarTypeOf(ref: string, schema: Node, schemas: ReadonlyMap<string, object>): string | undefined {
  const [file = '', pointer = ''] = ref.split('#');
  const start = file ? schemas.get(file.replace(/\.schema\.json$/, '')) : schema;
  const target = pointer
    .split('/')
    .slice(1)
    .reduce<unknown>(
      (node, part) => (isNode(node) ? node[part.replace(/~1/g, '/').replace(/~0/g, '~')] : undefined),
      start,
    );
  const type = isNode(target) ? target.type : undefined;
  return typeof type === 'string' && SCALARS.has(type) ? type : undefined;
}

/** A copy of `node` in which every unique list of items given by $ref to a scalar definition names its type. */
function rewrite(node: unknown, schema: Node, schemas: ReadonlyMap<string, object>): unknown {
  if (Array.isArray(node)) return node.map((child) => rewrite(child, schema, schemas));
  if (!isNode(node)) return node;
  const copy = Object.fromEntries(Object.entries(node).map(([key, child]) => [key, rewrite(child, schema, schemas)]));
  const items = copy.items;
  if (copy.uniqueItems === true && isNode(items) && typeof items.$ref === 'string' && items.type === undefined) {
    const type = scalarTypeOf(items.$ref, schema, schemas);
    if (type) copy.items = { type, ...items };
  }
  return copy;
}

/** The schemas (by name) as ajv is to compile them: each unique list of scalar items says so (see above). */
export function withScalarItems(schemas: ReadonlyMap<string, object>): object[] {
  return [...schemas.values()].map((schema) => rewrite(schema, schema as Node, schemas) as object);
}
