// The order of a map's keys as its schema lists them, for placing a key that an edit adds: a new field goes where
// the schema (and so the hand-written files) put it, not at the end.
type Schema = Record<string, unknown>;

const DEFS = 'defs.schema.json#/definitions/';

/** The schema a `$ref` names, in its own file or in defs.schema.json. */
function resolve(schema: Schema, own: Schema, schemas: Record<string, object>): Schema {
  let node = schema;
  for (let hops = 0; typeof node.$ref === 'string' && hops < 20; hops++) {
    const ref = node.$ref as string;
    const defs = ref.startsWith(DEFS)
      ? ((schemas.defs as Schema).definitions as Record<string, Schema>)
      : ref.startsWith('#/definitions/')
        ? (own.definitions as Record<string, Schema>)
        : undefined;
    const name = ref.slice(ref.lastIndexOf('/') + 1);
    const target = defs?.[name];
    if (!target) return node;
    node = target;
  }
  return node;
}

/** The object schema at `path` (keys and list indexes) in schema `name`, following lists, refs and allOf. */
function objectAt(
  name: string,
  path: readonly (string | number)[],
  schemas: Record<string, object>,
): Schema | undefined {
  const own = schemas[name] as Schema | undefined;
  if (!own) return undefined;
  let node: Schema | undefined = resolve(own, own, schemas);
  for (const step of path) {
    if (!node) return undefined;
    if (typeof step === 'number') node = node.items ? resolve(node.items as Schema, own, schemas) : undefined;
    else node = propertiesOf(node, own, schemas)[step];
    if (node) node = resolve(node, own, schemas);
  }
  return node;
}

function propertiesOf(node: Schema, own: Schema, schemas: Record<string, object>): Record<string, Schema> {
  const merged: Record<string, Schema> = { ...((node.properties as Record<string, Schema>) ?? {}) };
  for (const part of (node.allOf as Schema[] | undefined) ?? []) {
    const resolved = resolve(part, own, schemas);
    for (const [key, value] of Object.entries(propertiesOf(resolved, own, schemas))) merged[key] ??= value;
  }
  return merged;
}

/** keyOrder for editYaml: the property order of the schema `name` at each path. */
export const keyOrder =
  (name: string, schemas: Record<string, object>) =>
  (path: readonly (string | number)[]): readonly string[] | undefined => {
    const node = objectAt(name, path, schemas);
    const own = schemas[name] as Schema | undefined;
    return node && own ? Object.keys(propertiesOf(node, own, schemas)) : undefined;
  };
