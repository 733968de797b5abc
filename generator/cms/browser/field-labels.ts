// Where a problem is, in the words of the form: "Regions › Kent › Areas › Dover › Postcodes" rather than
// content/regions/kent.yaml:141:11 or areas[12].postcodes[0]. Fields are named as the configuration labels them
// (readable, generator/cms/config/fields.ts); a list's item by what its folded bar shows (its name, title, question…).
import { parse } from 'yaml';
import { COUNCILS_FILE, REDIRECTS_FILE } from '../../model/collections.ts';
import { readable } from '../config/fields.ts';
import type { Path, Problem } from './site-check.ts';

/** What an item is best known by, in order of preference (as its folded bar shows it). */
const NAMES = ['name', 'title', 'label', 'heading', 'question', 'from', 'slug', 'id'];
/** Files that are an entry of their own, by the name the admin lists them under. */
const ENTRIES: Record<string, string> = {
  'site.yaml': 'Site settings',
  [REDIRECTS_FILE]: 'Redirects',
  [COUNCILS_FILE]: 'Councils',
};

function itemName(item: unknown, index: number): string {
  if (item && typeof item === 'object') {
    const key = NAMES.find((k) => typeof (item as Record<string, unknown>)[k] === 'string');
    if (key) return String((item as Record<string, unknown>)[key]);
  }
  return `item ${index + 1}`;
}

/** The labels of the fields along `path` in `data`; an item of a list of plain values is its list. */
export function fieldLabels(data: unknown, path: Path): string[] {
  const labels: string[] = [];
  let node = data;
  path.forEach((step, i) => {
    const next = node && typeof node === 'object' ? (node as Record<string | number, unknown>)[step] : undefined;
    if (typeof step === 'string') labels.push(readable(step));
    else if (i < path.length - 1 || (next && typeof next === 'object')) labels.push(itemName(next, step));
    node = next;
  });
  return labels;
}

/** A file's data, or nothing when it cannot be read. */
function dataOf(text: string | undefined): Record<string, unknown> | undefined {
  try {
    return text === undefined ? undefined : ((parse(text) ?? undefined) as Record<string, unknown> | undefined);
  } catch {
    return undefined;
  }
}

/** The entry a file is, as the admin lists it: "Regions › Kent"; '' for a file that is no entry (the ledger). */
function entryLabel(file: string, data: Record<string, unknown> | undefined): string {
  if (ENTRIES[file]) return ENTRIES[file]!;
  const folder = /^content\/([^/]+)\/([^/]+)\.yaml$/.exec(file);
  if (!folder) return '';
  const name = ['title', 'name'].map((k) => data?.[k]).find((v) => typeof v === 'string');
  return `${readable(folder[1]!)} › ${typeof name === 'string' ? name : folder[2]}`;
}

/**
 * Where `problem` is, in the form's words: the field of the entry being edited (`entry`: its file and data in the
 * form), or the entry and field of another file of the site (`texts`).
 */
export function whereIs(
  problem: Problem,
  entry: { file: string; data: unknown },
  texts: Readonly<Record<string, string>>,
): string {
  if (problem.file === entry.file) return fieldLabels(entry.data, problem.path).join(' › ');
  const data = dataOf(texts[problem.file]);
  return [entryLabel(problem.file, data), ...fieldLabels(data, problem.path)].filter(Boolean).join(' › ');
}
