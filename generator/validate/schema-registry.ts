// The validators of every schema in schemas/, with ajv in strict mode and all errors collected: loaded from
// .cache/validators/ when an earlier process left them there for these schemas and this code
// (validator-cache.ts), otherwise compiled, each on first use.
import fs from 'node:fs';
import path from 'node:path';
import type { Ajv } from 'ajv';
import { DATE_FORMAT, formats } from './formats.ts';
import { mergeErrorsInPlace } from './merge-errors.ts';
import { withScalarItems } from './scalar-items.ts';
import {
  FORMATS_MODULE,
  installed,
  keyInputs,
  loadValidators,
  markValidatorsUsed,
  saveValidators,
  type Validator,
  validatorsKey,
} from './validator-cache.ts';

const SCHEMA_BASE = 'https://schemas.hoarder-site.example.com/';

/**
 * The keywords editors read (yaml-language-server), and the admin's own hint where a description must speak of
 * the file (generator/cms/config/shape.ts), that ajv in strict mode would otherwise refuse.
 */
const EDITOR_KEYWORDS = ['patternErrorMessage', 'errorMessage', 'adminHint'] as const;

export interface SchemaRegistry {
  /** What the validators are made from (validator-cache.ts): the same key, the same validators. */
  key: string;
  validator(schema: string): Validator;
  schemas: Map<string, object>;
  /** Keeps the validators' code in .cache/validators/ for later processes; nothing to do when they came from there. */
  save(): void;
}

const idOf = (name: string) => `${SCHEMA_BASE}${name}.schema.json`;
const noSchema = (name: string): never => {
  throw new Error(`generator bug: no schema named ${name}`);
};

/** An ajv with every schema (by name) added; with `source`, it keeps each function's code, for the cache. */
function compiler(schemas: ReadonlyMap<string, object>, { source = false } = {}): Ajv {
  // Loaded only here: a process that finds its validators in the cache never needs ajv itself.
  const { Ajv, _ } = installed('ajv') as typeof import('ajv');
  const addFormats = installed('ajv-formats') as (ajv: Ajv) => Ajv;
  // Compiling dominates a check without the cache; ajv's code optimiser and inlined refs cost more to compile
  // than they save on a few hundred small documents (npm run bench shows both figures). Keeping the code costs
  // about a fifth more, so only the compiler that writes the cache does, naming the formats FORMATS_MODULE.
  // Each function's code appends the errors of the schemas it calls in place (merge-errors.ts); the standalone
  // module that save() writes is rewritten the same way, as ajv keeps the code from before `process`.
  const code = {
    optimize: false,
    process: mergeErrorsInPlace,
    ...(source ? { source: true, formats: _`require(${FORMATS_MODULE})` } : {}),
  };
  const ajv = new Ajv({ allErrors: true, strict: true, verbose: true, inlineRefs: false, code });
  addFormats(ajv);
  // yaml-language-server's wording for editors; check reads patternErrorMessage too (schema-errors.ts), so
  // the editor and check say the same. Annotations only: they validate nothing.
  for (const keyword of EDITOR_KEYWORDS) ajv.addKeyword({ keyword, schemaType: 'string' });
  ajv.addFormat('date', DATE_FORMAT);
  // Unique lists of slugs say that their items are text, so that ajv checks them in a hash (scalar-items.ts).
  for (const schema of withScalarItems(schemas)) ajv.addSchema(schema);
  return ajv;
}

/** Compiles each validator on first use; save() compiles them all again, keeping their code, for the cache. */
function compiling(root: string, key: string, schemas: Map<string, object>): SchemaRegistry {
  const ajv = compiler(schemas);
  let saved = false;
  return {
    key,
    schemas,
    validator: (name) => ajv.getSchema(idOf(name)) ?? noSchema(name),
    save() {
      if (saved) return;
      const standaloneCode = installed('ajv/dist/standalone') as typeof import('ajv/dist/standalone/index.js').default;
      const writer = compiler(schemas, { source: true });
      saveValidators(
        root,
        key,
        mergeErrorsInPlace(
          standaloneCode(writer, Object.fromEntries([...schemas.keys()].map((name) => [name, idOf(name)]))),
        ),
      );
      saved = true;
    },
  };
}

/**
 * The validators of the schemas as they are now: `earlier` (a registry this process already has) while nothing
 * they are made from changed, else from .cache/validators/, else compiled. `note` hears, in one line, of a
 * damaged cache entry that is set aside.
 */
export function loadSchemas(root: string, earlier?: SchemaRegistry, note?: (line: string) => void): SchemaRegistry {
  const dir = path.join(root, 'schemas');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.schema.json'))
    .sort();
  const texts = new Map(files.map((file) => [file, fs.readFileSync(path.join(dir, file), 'utf8')]));
  const key = validatorsKey(keyInputs(texts));
  if (earlier?.key === key) return earlier;
  const schemas = new Map(
    [...texts].map(([file, text]) => [file.replace('.schema.json', ''), JSON.parse(text) as object]),
  );
  const cached = loadValidators(root, key, [...schemas.keys()], formats(), note);
  if (!cached) return compiling(root, key, schemas);
  return {
    key,
    schemas,
    validator: (name) => cached.get(name) ?? noSchema(name),
    // Already saved: marked as used, so that pruning keeps it.
    save: () => markValidatorsUsed(root, key),
  };
}
