// How alike two pages' texts are: the Jaccard similarity of their sets of 5-word runs ("shingles"), the
// measure search engines' near-duplicate detection is built on. Pairs above a threshold are found with
// MinHash and locality-sensitive hashing, so thousands of pages cost seconds' fraction, not n² comparisons;
// every candidate is then measured exactly, so a reported pair is never a false alarm.

export const SHINGLE_WORDS = 5;

/** Lower-case words, apostrophes kept inside words ("people's"), everything else a separator. */
export function words(text: string): string[] {
  return text.toLowerCase().replace(/[\u2018\u2019]/g, "'").match(/[a-z0-9]+(?:'[a-z0-9]+)*/g) ?? [];
}

// FNV-1a over a string: a fast, well-spread 32-bit hash, deterministic across runs and machines.
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The text's distinct 5-word runs, each as a 32-bit hash, sorted ascending. A text under 5 words is one run. */
export function shingles(text: string): Uint32Array {
  const w = words(text);
  const set = new Set<number>();
  if (w.length > 0 && w.length < SHINGLE_WORDS) set.add(fnv1a(w.join(' ')));
  for (let i = 0; i + SHINGLE_WORDS <= w.length; i++) set.add(fnv1a(w.slice(i, i + SHINGLE_WORDS).join(' ')));
  return Uint32Array.from(set).sort();
}

/** |A ∩ B| / |A ∪ B| of two sorted shingle sets; 0 when both are empty. */
export function jaccard(a: Uint32Array, b: Uint32Array): number {
  let i = 0;
  let j = 0;
  let common = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      common++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  const union = a.length + b.length - common;
  return union === 0 ? 0 : common / union;
}

export interface SimilarPair {
  a: number;
  b: number;
  similarity: number;
}

// 32 bands of 4 rows: a pair at 0.6 becomes a candidate with probability 1 - (1 - 0.6⁴)³² ≈ 0.99, one at 0.3
// with ≈ 0.23 (then measured exactly and dropped). The curve's midpoint, (1/32)^(1/4) ≈ 0.42, sits below any
// sensible threshold.
const BANDS = 32;
const ROWS = 4;
const HASHES = BANDS * ROWS;
/** Below this many pages, every pair is measured exactly: cheaper than hashing, and exact. */
const EXHAUSTIVE_BELOW = 400;

// One 32-bit mixing function per MinHash row (a different odd multiplier and offset each), applied to the
// shingle hash: cheap stand-ins for random permutations.
const SEEDS = Array.from({ length: HASHES }, (_, i) => [(fnv1a(`mul${i}`) | 1) >>> 0, fnv1a(`add${i}`)] as const);

function signature(set: Uint32Array): Uint32Array {
  const sig = new Uint32Array(HASHES).fill(0xffffffff);
  for (const x of set) {
    for (let r = 0; r < HASHES; r++) {
      const [mul, add] = SEEDS[r]!;
      let h = (Math.imul(x ^ add, mul) >>> 0) ^ (x >>> 15);
      h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
      if (h < sig[r]!) sig[r] = h;
    }
  }
  return sig;
}

function candidatePairs(sets: readonly Uint32Array[]): Iterable<[number, number]> {
  if (sets.length < EXHAUSTIVE_BELOW) {
    const all: Array<[number, number]> = [];
    for (let a = 0; a < sets.length; a++) for (let b = a + 1; b < sets.length; b++) all.push([a, b]);
    return all;
  }
  const signatures = sets.map(signature);
  const seen = new Set<number>();
  const pairs: Array<[number, number]> = [];
  for (let band = 0; band < BANDS; band++) {
    const buckets = new Map<string, number[]>();
    signatures.forEach((sig, index) => {
      if (sets[index]!.length === 0) return;
      const key = sig.subarray(band * ROWS, band * ROWS + ROWS).join(',');
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    });
    for (const bucket of buckets.values()) {
      for (let x = 0; x < bucket.length; x++) {
        for (let y = x + 1; y < bucket.length; y++) {
          const key = bucket[x]! * sets.length + bucket[y]!;
          if (!seen.has(key)) {
            seen.add(key);
            pairs.push([bucket[x]!, bucket[y]!]);
          }
        }
      }
    }
  }
  return pairs;
}

/** Every pair of texts (by index) above the threshold, most alike first. */
export function similarPairs(sets: readonly Uint32Array[], threshold: number): SimilarPair[] {
  const found: SimilarPair[] = [];
  for (const [a, b] of candidatePairs(sets)) {
    const similarity = jaccard(sets[a]!, sets[b]!);
    if (similarity > threshold) found.push({ a, b, similarity });
  }
  return found.sort((x, y) => y.similarity - x.similarity || x.a - y.a || x.b - y.b);
}

/** Median, 90th percentile and maximum over every pair: for reports and benchmarks on modest sets. */
export function pairwiseStats(sets: readonly Uint32Array[]): { pairs: number; median: number; p90: number; max: number } {
  const values: number[] = [];
  for (let a = 0; a < sets.length; a++) for (let b = a + 1; b < sets.length; b++) values.push(jaccard(sets[a]!, sets[b]!));
  values.sort((x, y) => x - y);
  const at = (q: number) => (values.length ? values[Math.min(values.length - 1, Math.floor(q * values.length))]! : 0);
  return { pairs: values.length, median: at(0.5), p90: at(0.9), max: values.at(-1) ?? 0 };
}
