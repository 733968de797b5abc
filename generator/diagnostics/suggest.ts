// "Did you mean …?": the nearest valid key, slug or address to a mistyped one.
import { closest, distance } from 'fastest-levenshtein';

/** The nearest candidate, when it is close enough to be a plausible typo. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, candidates as string[]);
  return distance(word, best) <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}
