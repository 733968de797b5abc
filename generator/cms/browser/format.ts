// The admin's file format: YAML read as it is and written back changing only what was edited (yaml-edit.ts),
// instead of Decap's own, which writes the whole file afresh and loses its comments, its schema line and its
// layout. Decap gives a format only the text (when reading) and the entry's data (when writing), so each text
// read is kept under an id that travels with the data in a key no field shows (SOURCE), and the text written is
// that original with the data's differences applied. A new entry has no original: it is written in the style of
// a hand-written file of its collection.
import CMS from 'decap-cms-app';
import { parse } from 'yaml';
import { FORMAT, folderFormat } from './format-names.ts';
import { keyOrder } from './key-order.ts';
import { exemplar, FOLDERS, type Site } from './site.ts';
import { editYaml, newYaml } from './yaml-edit.ts';

/** The key of the entry's data that names the text it was read from; never written to a file. */
const SOURCE = '__source';

const originals = new Map<string, string>();
let counter = 0;

/** The schema a file names on its first line ("# yaml-language-server: $schema=../schemas/x.schema.json"). */
function schemaOf(text: string): string | undefined {
  return /\$schema=\S*?([a-z0-9-]+)\.schema\.json/.exec(text.split('\n', 1)[0] ?? '')?.[1];
}

/** The data without the key that names its original. */
function withoutSource(data: Record<string, unknown>): Record<string, unknown> {
  const { [SOURCE]: _, ...rest } = data;
  return rest;
}

/** The text of the original the data was read from, if any. */
const originalOf = (data: Record<string, unknown>): string | undefined =>
  typeof data[SOURCE] === 'string' ? originals.get(data[SOURCE]) : undefined;

function fromFile(text: string): Record<string, unknown> {
  const data = (parse(text) ?? {}) as Record<string, unknown>;
  const id = `t${++counter}`;
  originals.set(id, text);
  return { ...data, [SOURCE]: id };
}

/** Writes `data` as the file it was read from, or as a new file of `folder` (a collection's). */
export function toText(data: Record<string, unknown>, folder?: string): string {
  const original = originalOf(data);
  const next = withoutSource(data);
  const snapshot = live?.snapshot();
  if (original !== undefined) {
    const schema = schemaOf(original);
    return editYaml(original, next, schema && snapshot ? { keyOrder: keyOrder(schema, snapshot.schemas) } : {});
  }
  const model = folder && snapshot ? exemplar(snapshot, folder) : undefined;
  const schema = model && schemaOf(model.text);
  return newYaml(next, {
    ...(model ? { exemplar: model.text, schemaLine: model.text.split('\n', 1)[0]! } : {}),
    ...(schema && snapshot ? { keyOrder: keyOrder(schema, snapshot.schemas) } : {}),
  });
}

/** The site, for the style of a new file and the order of keys: formats are given only the data. */
let live: Site | undefined;

export function registerFormats(site: Site): void {
  live = site;
  CMS.registerCustomFormat(FORMAT, 'yaml', { fromFile, toFile: (data: Record<string, unknown>) => toText(data) });
  for (const [collection, folder] of Object.entries(FOLDERS))
    CMS.registerCustomFormat(folderFormat(collection), 'yaml', {
      fromFile,
      toFile: (data: Record<string, unknown>) => toText(data, folder),
    });
}
