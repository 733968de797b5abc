// The documents and fields of a generated Decap configuration (generator/cms/config/config.ts), walked as the admin shows
// them: each document the CMS edits (a folder collection's entries, or one file), and its fields, into objects and
// the items of lists.
import type { DecapConfig } from '../../generator/cms/config/config.ts';
import type { DecapField } from '../../generator/cms/config/fields.ts';

export interface CmsDocument {
  /** "regions" for a folder collection, "pages/home" for a file of a files collection. */
  name: string;
  /** Where it is written: `<folder>/any-entry.yaml` for a folder collection. */
  file: string;
  /** The folder of a folder collection's entries. */
  folder?: string;
  fields: DecapField[];
}

/** Every document the CMS edits. */
export const documentsOf = (config: DecapConfig): CmsDocument[] =>
  config.collections.flatMap((c) =>
    'folder' in c
      ? [{ name: c.name, file: `${c.folder}/any-entry.yaml`, folder: c.folder, fields: c.fields }]
      : c.files.map((f) => ({ name: `${c.name}/${f.name}`, file: f.file, fields: f.fields })),
  );

/** A field's own fields: an object's, or those of a list's items. */
export const fieldsIn = (f: DecapField): DecapField[] => ('fields' in f && f.fields) || [];
/** A list of plain values' one field. */
export const itemField = (f: DecapField): DecapField[] => ('field' in f && f.field ? [f.field] : []);

/** Every field under `fields` with its path ("areas.faqs.question"; a list of plain values' field adds "[]"). */
export function everyField(fields: readonly DecapField[], prefix = ''): Array<{ path: string; field: DecapField }> {
  return fields.flatMap((field) => {
    const path = `${prefix}${field.name}`;
    return [{ path, field }, ...everyField(fieldsIn(field), `${path}.`), ...everyField(itemField(field), `${path}[].`)];
  });
}

/** The field at "a.b.c" of `fields` (list items add no step). */
export function fieldAt(fields: readonly DecapField[], at: string, document = 'the document'): DecapField {
  let inside = fields;
  let found: DecapField | undefined;
  for (const name of at.split('.')) {
    found = inside.find((f) => f.name === name);
    if (!found) throw new Error(`no field ${at} in ${document}`);
    inside = fieldsIn(found);
  }
  return found!;
}
