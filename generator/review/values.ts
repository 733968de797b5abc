// The values a change makes, one row each, in the admin's words (labels.ts): a text as a word diff, a number or a
// choice old → new, a list's plain items added, removed and moved, a list's entries (a town, a question) and whole
// files (an article) added or removed by their name. Rows compare the files as content staff wrote them, before
// {phone} and the rest are filled in: what they changed, not what it makes.
import type { DecapCollection } from '../cms/config/config.ts';
import type { DecapField } from '../cms/config/fields.ts';
import { type FileInAdmin, fieldPlace, fileInAdmin, itemKey, itemName, type Place } from './labels.ts';
import { type ListChange, listChange, numbered, type Words, wordDiff } from './words.ts';

/** A place in a file's data: keys and list indexes from its top. */
export type DataPath = readonly (string | number)[];

type Scalar = string | number | boolean | null;

export type Change =
  | { kind: 'text'; before: string; after: string; words: Words[] }
  | { kind: 'value'; before?: Scalar; after?: Scalar }
  | ({ kind: 'items' } & ListChange)
  | { kind: 'entry'; was: 'added' | 'removed'; name: string };

export interface ValueChange {
  file: string;
  /** Where the value is in the file's data: on the head's side, or the base's for what was removed. */
  at: DataPath;
  side: 'head' | 'base';
  /** The path of labels, from the collection down (`Regions › Kent › Areas › Dover › Postcodes`). */
  labels: string[];
  change: Change;
}

/** A value row with the line it is on, on its side. */
export type ValueRow = ValueChange & { line: number };

/** A file's data on each side (absent where the file is not there). */
export interface FilePair {
  file: string;
  before: unknown;
  after: unknown;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);
const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** What one walk needs: the file, and the rows it adds to. */
interface Walk {
  file: string;
  rows: ValueChange[];
}

function row(walk: Walk, at: DataPath, labels: string[], change: Change, side: 'head' | 'base' = 'head'): void {
  walk.rows.push({ file: walk.file, at, side, labels, change });
}

/** Keys of both sides, in the order the admin shows the fields, then any other in the order written. */
function keysOf(fields: readonly DecapField[] | undefined, before: object, after: object): string[] {
  const written = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const known = (fields ?? []).map((f) => f.name).filter((name) => written.includes(name));
  return [...known, ...written.filter((key) => !known.includes(key))];
}

function compare(walk: Walk, before: unknown, after: unknown, place: Place, at: DataPath, labels: string[]): void {
  if (same(before, after)) return;
  if (Array.isArray(before) || Array.isArray(after))
    compareLists(walk, asList(before), asList(after), place, at, labels);
  else if (isObject(before) || isObject(after)) compareObjects(walk, before, after, place, at, labels);
  else if (typeof before === 'string' && typeof after === 'string')
    row(walk, at, labels, { kind: 'text', before, after, words: wordDiff(before, after) });
  else {
    const side = after === undefined ? 'base' : 'head';
    row(walk, at, labels, { kind: 'value', ...scalar('before', before), ...scalar('after', after) }, side);
  }
}

/** An object field by field, in the admin's order; a side without it counts as empty. */
function compareObjects(walk: Walk, before: unknown, after: unknown, place: Place, at: DataPath, labels: string[]) {
  const [b, a] = [isObject(before) ? before : {}, isObject(after) ? after : {}];
  for (const key of keysOf(place.fields, b, a)) {
    const inner = fieldPlace(place.fields, key);
    compare(walk, b[key], a[key], inner, [...at, key], [...labels, inner.label]);
  }
}

const asList = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const scalar = (name: 'before' | 'after', value: unknown) =>
  value === undefined ? {} : { [name]: (isObject(value) ? JSON.stringify(value) : value) as Scalar };

/**
 * A list: plain values as items added, removed and moved; entries (objects) matched by what identifies them,
 * each added or removed by its name, each kept compared field by field under its name, and those moved named.
 */
function compareLists(walk: Walk, before: unknown[], after: unknown[], place: Place, at: DataPath, labels: string[]) {
  const keys = (list: unknown[]) => numbered(list.map((item, i) => itemKey(item, i, place.summary)));
  const [was, now] = [keys(before), keys(after)];
  const change = listChange(was, now);
  const entries = [...before, ...after].some(isObject);
  const name = (list: unknown[], keyList: string[]) => (key: string) => {
    const i = keyList.indexOf(key);
    return itemName(list[i], i, place.summary);
  };
  const [oldName, newName] = [name(before, was), name(after, now)];
  if (!entries) {
    const items = { added: change.added.map(newName), removed: change.removed.map(oldName) };
    if (items.added.length || items.removed.length || change.moved.length)
      row(walk, at, labels, { kind: 'items', ...items, moved: change.moved.map(newName) });
    return;
  }
  for (const key of change.removed)
    row(walk, [...at, was.indexOf(key)], labels, { kind: 'entry', was: 'removed', name: oldName(key) }, 'base');
  for (const key of change.added)
    row(walk, [...at, now.indexOf(key)], labels, { kind: 'entry', was: 'added', name: newName(key) });
  if (change.moved.length)
    row(walk, at, labels, { kind: 'items', added: [], removed: [], moved: change.moved.map(newName) });
  const inner: Place = { label: place.label, ...(place.fields ? { fields: place.fields } : {}) };
  now.forEach((key, i) => {
    const j = was.indexOf(key);
    if (j >= 0) compare(walk, before[j], after[i], inner, [...at, i], [...labels, newName(key)]);
  });
}

/** Where a file's rows start: its collection's labels, and the entry's name. */
function fileLabels(admin: FileInAdmin | undefined, file: string): string[] {
  return admin ? [...admin.labels, admin.name] : [file];
}

/** The rows of one file: the whole entry added or removed by its name, else each value changed in it. */
function fileRows(collections: readonly DecapCollection[], pair: FilePair): ValueChange[] {
  const walk: Walk = { file: pair.file, rows: [] };
  if (pair.before === undefined || pair.after === undefined) {
    const side = pair.after === undefined ? 'base' : 'head';
    const admin = fileInAdmin(collections, pair.file, pair.after ?? pair.before);
    const name = admin?.name ?? pair.file;
    row(walk, [], admin?.labels ?? [], { kind: 'entry', was: side === 'head' ? 'added' : 'removed', name }, side);
    return walk.rows;
  }
  const admin = fileInAdmin(collections, pair.file, pair.after);
  const top: Place = { label: '', ...(admin ? { fields: admin.fields } : {}) };
  compare(walk, pair.before, pair.after, top, [], fileLabels(admin, pair.file));
  return walk.rows;
}

/** Every value the change makes, file by file in path order (site.yaml first, as the admin lists it). */
export function valueChanges(collections: readonly DecapCollection[], files: readonly FilePair[]): ValueChange[] {
  const order = (file: string) => (file === 'site.yaml' ? '' : file);
  return [...files]
    .sort((a, b) => (order(a.file) < order(b.file) ? -1 : order(a.file) > order(b.file) ? 1 : 0))
    .flatMap((pair) => fileRows(collections, pair));
}
