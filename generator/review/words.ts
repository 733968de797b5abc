// Two comparisons a reviewer reads more easily than a line diff: a text as the words kept, taken out and put in
// (jsdiff's word diff, spaces kept as written: each side is put back exactly), and a list as the items added, removed and moved (jsdiff's array diff, over the items both
// sides hold: an item the diff cannot keep in place was moved).
import { diffArrays, diffWordsWithSpace } from 'diff';

/** A run of words: kept (`=`), taken out (`-`) or put in (`+`). */
export interface Words {
  op: '=' | '-' | '+';
  text: string;
}

/**
 * `before` → `after` as runs of words. Changes apart only by a space are one change ("Discreet, careful" for
 * "Discreet"), the space given to both sides, so each side is still put back exactly from its runs.
 */
export function wordDiff(before: string, after: string): Words[] {
  const parts = diffWordsWithSpace(before, after);
  const out: Words[] = [];
  let [taken, put] = ['', ''];
  const flush = () => {
    if (taken) out.push({ op: '-', text: taken });
    if (put) out.push({ op: '+', text: put });
    [taken, put] = ['', ''];
  };
  parts.forEach((part, i) => {
    const next = parts[i + 1];
    const between = (taken || put) && next && (next.added || next.removed) && !part.value.trim();
    if (part.added) put += part.value;
    else if (part.removed) taken += part.value;
    else if (between) [taken, put] = [taken + part.value, put + part.value];
    else {
      flush();
      out.push({ op: '=', text: part.value });
    }
  });
  flush();
  return out;
}

/** How a list's items changed, by key: the keys added, removed, and kept but moved among the others. */
export interface ListChange {
  added: string[];
  removed: string[];
  moved: string[];
}

/** Each key counted from its occurrences, so that a repeated value is told apart: `a`, `a#2`. */
export function numbered(keys: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return n === 1 ? key : `${key}#${n}`;
  });
}

/** The change from `before` to `after`, two lists of distinct keys in order. */
export function listChange(before: readonly string[], after: readonly string[]): ListChange {
  const had = new Set(before);
  const has = new Set(after);
  const kept = (list: readonly string[], other: Set<string>) => list.filter((key) => other.has(key));
  const moved = diffArrays(kept(before, has), kept(after, had))
    .filter((part) => part.added)
    .flatMap((part) => part.value);
  return {
    added: after.filter((key) => !had.has(key)),
    removed: before.filter((key) => !has.has(key)),
    moved,
  };
}
