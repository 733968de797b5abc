// Compiles every schema in schemas/ once, with ajv in strict mode and all errors collected.
import fs from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { isDate } from './dates.ts';

export const SCHEMA_BASE = 'https://schemas.hoarder-site.example.com/';

// ajv-formats ships CommonJS; under ESM its function may sit on .default.
const addFormats = ((addFormatsModule as unknown as { default?: unknown }).default ?? addFormatsModule) as (ajv: Ajv) => Ajv;

/** The keywords editors read (yaml-language-server) that ajv in strict mode would otherwise refuse. */
export const EDITOR_KEYWORDS = ['patternErrorMessage', 'errorMessage'] as const;

export interface SchemaRegistry {
  validator(schema: string): ValidateFunction;
  schemas: Map<string, object>;
}

export function loadSchemas(root: string): SchemaRegistry {
  const dir = path.join(root, 'schemas');
  // Compiling dominates a check of the real content; ajv's code optimiser and inlined refs cost more to
  // compile than they save on a few hundred small documents (npm run bench shows both figures).
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, inlineRefs: false, code: { optimize: false } });
  addFormats(ajv);
  // yaml-language-server's wording for editors; check reads patternErrorMessage too (schema-errors.ts), so
  // the editor and check say the same. Annotations only: they validate nothing.
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: 'string' });
  // "date" as editors know it (they underline a malformed one), checked against the real calendar here.
  ajv.addFormat('date', { type: 'string', validate: isDate });
  const schemas = new Map<string, object>();
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const schema = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as object;
    schemas.set(file.replace('.schema.json', ''), schema);
    ajv.addSchema(schema);
  }
  const compiled = new Map<string, ValidateFunction>();
  return {
    schemas,
    validator(name) {
      let fn = compiled.get(name);
      if (!fn) {
        fn = ajv.getSchema(`${SCHEMA_BASE}${name}.schema.json`);
        if (!fn) throw new Error(`generator bug: no schema named ${name}`);
        compiled.set(name, fn);
      }
      return fn;
    },
  };
}
