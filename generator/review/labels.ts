// Where a value stands in the admin, in the admin's own words: the collection, the entry (by its name, as the
// admin's list of entries shows it), each field by its label and each list item by its summary, the line the
// admin shows on a folded item. Everything comes from the admin's configuration (cms/config/), made from the
// schemas' titles, so a label changed there changes here; nothing is worded twice.
import type { DecapCollection } from '../cms/config/config.ts';
import { type DecapField, readable } from '../cms/config/fields.ts';

/** What is known of a place in the content: its label, the fields inside it, how its list items are named. */
export interface Place {
  label: string;
  /** An object's fields, or a list's items' fields. */
  fields?: readonly DecapField[];
  /** How a list's items are named: Decap's summary template (`{{fields.name}}`). */
  summary?: string;
}

/** A file in the admin: the labels down to its entry, its own name and its fields. */
export interface FileInAdmin {
  /** The collection's label (and the file's, for a collection of several files). */
  labels: string[];
  /** The entry's name for a folder's entry (a region's name, an article's title). */
  name: string;
  fields: readonly DecapField[];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * Decap's summary template filled with an item's values, as the admin's folded item shows it: `{{fields.name}}`,
 * `{{title}}`, `{{fields.from}} → …`, and the one filter the configuration uses, `truncate(n, 'ending')`
 * (cms/config/summary.ts), which cuts the words to n characters and adds the ending.
 */
function filled(template: string, item: Record<string, unknown>): string {
  return template.replace(/\{\{\s*(?:fields\.)?([\w-]+)\s*(?:\|\s*truncate\((\d+),\s*'([^']*)'\))?\s*\}\}/g, (...m) => {
    const [, key, length, ending] = m as [string, string, string | undefined, string | undefined];
    const value = item[key];
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    return length !== undefined && text.length > Number(length) ? `${text.slice(0, Number(length))}${ending}` : text;
  });
}

/** A file of the content in the admin; undefined for a file the admin does not edit. */
export function fileInAdmin(
  collections: readonly DecapCollection[],
  file: string,
  data: unknown,
): FileInAdmin | undefined {
  for (const collection of collections) {
    if ('files' in collection) {
      const one = collection.files.find((f) => f.file === file);
      if (!one) continue;
      const labels = collection.label === one.label ? [] : [collection.label];
      return { labels, name: one.label, fields: one.fields };
    }
    if (!file.startsWith(`${collection.folder}/`)) continue;
    const fallback = file.slice(collection.folder.length + 1).replace(/\.ya?ml$/, '');
    const name = (isObject(data) && filled(collection.summary, data)) || fallback;
    return { labels: [collection.label], name, fields: collection.fields };
  }
  return undefined;
}

/** The place of `key` among `fields`: its label (the key made readable when no field names it) and what it holds. */
export function fieldPlace(fields: readonly DecapField[] | undefined, key: string): Place {
  const field = fields?.find((f) => f.name === key);
  if (!field) return { label: readable(key) };
  if (field.widget === 'object') return { label: field.label, fields: field.fields };
  if (field.widget === 'list')
    return {
      label: field.label,
      ...(field.fields ? { fields: field.fields } : {}),
      ...(field.summary ? { summary: field.summary } : {}),
    };
  return { label: field.label };
}

/**
 * The name of a list's item as the admin's folded item shows it: its summary, else its name or title, else its
 * place in the list; a plain value is itself.
 */
export function itemName(item: unknown, index: number, summary: string | undefined): string {
  if (!isObject(item)) return typeof item === 'string' ? item : JSON.stringify(item);
  const named = summary ? filled(summary, item).trim() : '';
  if (named && named !== '→') return named;
  const own = ['name', 'title', 'label', 'heading', 'question', 'slug', 'id'].map((key) => item[key]);
  const found = own.find((value) => typeof value === 'string' && value.trim());
  return (found as string | undefined) ?? `item ${index + 1}`;
}

/**
 * What identifies a list's item from one side to the other: a slug or id where it has one (a renamed town is the
 * same town), else its name, else its whole value.
 */
export function itemKey(item: unknown, index: number, summary: string | undefined): string {
  if (!isObject(item)) return JSON.stringify(item);
  for (const key of ['slug', 'id', 'from']) if (typeof item[key] === 'string') return `${key}:${item[key] as string}`;
  const name = itemName(item, index, summary);
  return name.startsWith('item ') ? `value:${JSON.stringify(item)}` : `name:${name}`;
}
