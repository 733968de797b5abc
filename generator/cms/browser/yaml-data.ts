// The data side of a YAML edit: what counts as empty (a form field never filled), what counts as unchanged, how
// the items of two lists line up, and where a key goes among others. Plain values only; no YAML nodes here.

export type Path = readonly (string | number)[];

/** The order of keys a map should have (the JSON Schema's property order), for placing a key that is added. */
export type KeyOrder = (path: Path) => readonly string[] | undefined;

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** What a form gives for a field nobody filled: "", null, undefined, or a list or object of nothing else. */
export function isEmpty(value: unknown): boolean {
  if (value === '' || value === null || value === undefined) return true;
  if (Array.isArray(value)) return value.every(isEmpty);
  if (isRecord(value)) return Object.values(value).every(isEmpty);
  return false;
}

/** The value as it is written: empty fields and list items left out, at every depth. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => !isEmpty(item)).map(withoutEmpty);
  if (isRecord(value)) {
    const kept = Object.entries(value).filter(([, item]) => !isEmpty(item));
    return Object.fromEntries(kept.map(([key, item]) => [key, withoutEmpty(item)]));
  }
  return value;
}

/**
 * The same data as far as the file is concerned: empty fields are absent, and a scalar the form hands back in
 * another type (the number 2 for the text "2", a Date for "2025-03-17") is the value the file already holds.
 */
export function same(a: unknown, b: unknown): boolean {
  if (isEmpty(a) && isEmpty(b)) return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    const [left, right] = [a.filter((item) => !isEmpty(item)), b.filter((item) => !isEmpty(item))];
    return left.length === right.length && left.every((item, i) => same(item, right[i]));
  }
  if (isRecord(a) && isRecord(b)) {
    return [...new Set([...Object.keys(a), ...Object.keys(b)])].every((key) => same(a[key], b[key]));
  }
  return a === b || (written(a) !== undefined && written(a) === written(b));
}

function written(value: unknown): string | undefined {
  if (value instanceof Date) return dateText(value);
  if (['string', 'number', 'boolean', 'bigint'].includes(typeof value)) return String(value);
  return undefined;
}

/** A date as the content files write it: the day alone when it is midnight UTC, else the full ISO time. */
export const dateText = (date: Date): string => {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso;
};

/** Pairs [i, j] of items of `a` and `b` that are the same, in order: the longest common subsequence. */
export function commonItems(a: readonly unknown[], b: readonly unknown[]): [number, number][] {
  const longest = a.map(() => new Array<number>(b.length + 1).fill(0));
  longest.push(new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--) {
    for (let j = b.length - 1; j >= 0; j--) {
      const row = longest[i]!;
      row[j] = same(a[i], b[j]) ? longest[i + 1]![j + 1]! + 1 : Math.max(longest[i + 1]![j]!, row[j + 1]!);
    }
  }
  const pairs: [number, number][] = [];
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (same(a[i], b[j])) pairs.push([i++, j++]);
    else if (longest[i + 1]![j]! >= longest[i]![j + 1]!) i++;
    else j++;
  }
  return pairs;
}

/**
 * `keys` in order: first those of `first` (keys the file or the exemplar already has, in its order), then each
 * other key of `order` after the last placed key that precedes it there (at the start when none does), then
 * the rest as they come.
 */
export function orderKeys(keys: readonly string[], first: readonly string[], order: readonly string[] = []): string[] {
  const placed = first.filter((key) => keys.includes(key));
  for (const key of order.filter((k) => keys.includes(k) && !placed.includes(k))) {
    const before = new Set(order.slice(0, order.indexOf(key)));
    const anchor = placed.findLastIndex((k) => before.has(k));
    placed.splice(anchor + 1, 0, key);
  }
  return [...placed, ...keys.filter((key) => !placed.includes(key))];
}
