// npm run migrate: content written before a change of the content model (a branch made before it) brought to
// today's shape in the working tree, by the same migrations lastmod and the review apply (migrations/). Each file
// a migration rewrites keeps its comments, order, quoting and layout, changed only where the migration changed
// its data (the admin's writer, cms/browser/yaml-edit.ts); a file it adds follows the schema's order. It writes
// only content files (site.yaml and content/), and only once every file's new text is made.
import path from 'node:path';
import { keyOrder } from '../cms/browser/key-order.ts';
import { editYaml, newYaml } from '../cms/browser/yaml-edit.ts';
import { formatText, hasErrors } from '../diagnostics/diagnostic.ts';
import { load, type ParseCache } from '../load/load.ts';
import { migrateTexts, type Writer } from '../migrations/migrate-content.ts';
import { migrationName } from '../migrations/migration.ts';
import { claim } from '../model/collections.ts';
import { loadSchemas } from '../validate/schema-registry.ts';
import { writeWhole } from '../write/files.mjs';
import type { Io, Options } from './options.ts';

/** What a content file may be: the only files npm run migrate writes. */
const isContentFile = (file: string) =>
  (file === 'site.yaml' || file.startsWith('content/')) && !file.split('/').includes('..');

/** The text of a migrated file: its original with the migration's changes applied, or a new file in schema order. */
function layoutKeeping(root: string): Writer {
  const schemas = Object.fromEntries(loadSchemas(root).schemas);
  return (file, data, original) => {
    const claimed = claim(file);
    const schema = claimed !== 'ignored' && !('stray' in claimed) ? claimed.schema : undefined;
    const order = schema ? { keyOrder: keyOrder(schema, schemas) } : {};
    if (original !== undefined) return editYaml(original, data, order);
    // The schema line editors read, relative to the file, as every hand-written content file has it.
    const schemaLine = (name: string) =>
      `# yaml-language-server: $schema=${path.posix.relative(path.posix.dirname(file), `schemas/${name}.schema.json`)}`;
    return newYaml(data, { ...order, ...(schema ? { schemaLine: schemaLine(schema) } : {}) });
  };
}

export function commandMigrate(io: Io, { root }: Options): number {
  const read: ParseCache = new Map();
  const loaded = load(root, read);
  // Content that cannot be read as YAML is corrected first: a migration judges the shape of what it can read.
  if (hasErrors(loaded.diagnostics)) {
    io.stderr(`${formatText(loaded.diagnostics)}\nCorrect these first, then run npm run migrate again.\n`);
    return 1;
  }
  const texts = new Map([...read].map(([file, { text }]) => [file, text]));
  const migrated = migrateTexts(texts, layoutKeeping(root));
  if (!migrated.applied.length) {
    io.stdout('The content is already in the shape of today’s content model: nothing to migrate.\n');
    return 0;
  }
  const outside = migrated.changed.filter((file) => !isContentFile(file));
  if (outside.length) throw new Error(`generator bug: a migration would write ${outside.join(', ')}`);
  for (const file of migrated.changed) writeWhole(path.join(root, file), migrated.texts.get(file)!);
  const lines = [
    'Brought the content up to date with these changes of the content model:',
    ...migrated.applied.map((migration) => `  ${migrationName(migration)}`),
    ...migrated.changed.map((file) => `${texts.has(file) ? 'rewrote' : 'added'} ${file}`),
    'Run npm run check, look over the changes (git diff), then commit them.',
  ];
  io.stdout(`${lines.join('\n')}\n`);
  return 0;
}
