// TypeScript types generated from schemas/: the schemas are the source of truth (STYLE.md). The shared
// definitions are inlined into one bundle so that every document kind shares one set of named types and the
// generator never tries to fetch a $ref over the network.
import fs from 'node:fs';
import path from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

export { TYPES_FILE } from './types-file.ts';

const BANNER = `/* Generated from schemas/*.schema.json by \`npm run types\`. Do not edit by hand: change the schema, then
 * run the command. A test fails when this file and the schemas drift apart. */`;

type Json = unknown;

/** Title-case a schema name into a type name: case-study → CaseStudy, page-home → PageHome. */
const typeName = (name: string) => name.replace(/(^|-)([a-z])/g, (_m, _d, c: string) => c.toUpperCase());

/** Point every $ref into the bundle: defs' definitions sit at the top, a schema's own ones under its type. */
function rewriteRefs(node: Json, owner: string): Json {
  if (Array.isArray(node)) return node.map((item) => rewriteRefs(item, owner));
  if (node && typeof node === 'object') {
    const out: Record<string, Json> = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === '$id' || key === '$schema' || key === 'examples') continue;
      if (key === '$ref' && typeof value === 'string') {
        const [file, fragment = ''] = value.split('#');
        const target = file ? file.replace('.schema.json', '') : owner;
        out.$ref = target === 'defs' ? `#${fragment}` : `#/definitions/${typeName(target)}${fragment}`;
      } else out[key] = rewriteRefs(value, owner);
    }
    return out;
  }
  return node;
}

export async function generateTypes(root: string): Promise<string> {
  const dir = path.join(root, 'schemas');
  const definitions: Record<string, Json> = {};
  const properties: Record<string, Json> = {};
  for (const file of fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()) {
    const name = file.replace('.schema.json', '');
    const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as Record<string, Json>;
    if (name === 'defs') {
      for (const [key, value] of Object.entries(schema.definitions as Record<string, Json>)) {
        definitions[key] = rewriteRefs(value, 'defs');
      }
      continue;
    }
    definitions[typeName(name)] = { ...(rewriteRefs(schema, name) as object), title: typeName(name) };
    properties[name] = { $ref: `#/definitions/${typeName(name)}` };
  }
  const bundle = { title: 'AllContent', type: 'object', additionalProperties: false, properties, definitions };
  const ts = await compile(bundle as JSONSchema, 'AllContent', {
    bannerComment: BANNER,
    additionalProperties: false,
    unreachableDefinitions: true,
    ignoreMinAndMaxItems: true,
    style: { singleQuote: true, printWidth: 110 },
  });
  return ts;
}
