// "Did you mean …?": the nearest valid key, slug or address to a mistyped one.
import { closest, distance } from 'fastest-levenshtein';

/** The nearest candidate, when it is close enough to be a plausible typo. */
export function suggest(word: string, candidates: readonly string[]): string | undefined {
  if (candidates.length === 0) return undefined;
  const best = closest(word, candidates as string[]);
  return distance(word, best) <= Math.max(2, Math.floor(word.length / 3)) ? best : undefined;
}

/**
 * How many candidates one suggester compares words with, in all. Finding the nearest compares a word with every
 * candidate, so a mass of broken names against a long list (thousands of towns renamed at once, each checked
 * against thousands of slugs) would take time in the square of the content. This is far more than the typos a
 * person makes; past it, the rest are reported without a suggestion.
 */
const COMPARISONS = 500_000;

/** suggest, for many words against the same candidates, until `budget` comparisons are spent. */
export function suggester(candidates: readonly string[], budget = COMPARISONS): (word: string) => string | undefined {
  let left = budget;
  return (word) => {
    if (left < candidates.length) return undefined;
    left -= candidates.length;
    return suggest(word, candidates);
  };
}
