// What a folded list item shows on its one line (Decap's list `summary` template): the words it is best known by,
// cut with Decap's truncate filter, so that a folded paragraph, question or quote can be found without opening it.
import type { DecapField } from './fields.ts';

/** The property a list's item is best known by, in order of preference; else its first field of words. */
const SUMMARY_KEYS = ['name', 'title', 'label', 'heading', 'question', 'method', 'quote', 'alt'];
/** A folded item shows this many characters of its words, then an ellipsis. */
const SUMMARY_LENGTH = 70;

const ofKey = (key: string) => `{{fields.${key} | truncate(${SUMMARY_LENGTH}, '…')}}`;

/** The line of a folded item of a list of objects with `fields`: a redirect's from → to, else its best-known words. */
export function itemsSummary(fields: readonly DecapField[]): string | undefined {
  const keys = fields.map((f) => f.name);
  if (keys.includes('from') && keys.includes('to')) return '{{fields.from}} → {{fields.to}}';
  const words = fields.find((f) => f.widget === 'string' || f.widget === 'text');
  const key = SUMMARY_KEYS.find((k) => keys.includes(k)) ?? words?.name;
  return key && ofKey(key);
}

/** The line of a folded item of a list of single values named `name`: Decap gives it the item under that name. */
export const valuesSummary = (name: string) => ofKey(name);
