// How alike two pages' texts are: the Jaccard similarity of their sets of 5-word runs ("shingles"), the
// measure search engines' near-duplicate detection is built on. Pairs above a threshold are found exactly,
// without comparing every pair, by prefix filtering (Bayardo, Ma and Srikant, "Scaling up all pairs
// similarity search", 2007), after setting aside the copy every page shares: thousands of pages with local
// copy of their own cost a fraction of a second, not n² comparisons.

const SHINGLE_WORDS = 5;

/** Lower-case words, apostrophes kept inside words ("people's"), everything else a separator. */
export function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .replace(/[\u2018\u2019]/g, "'")
      .match(/[a-z0-9]+(?:'[a-z0-9]+)*/g) ?? []
  );
}

// FNV-1a over a string: a fast, well-spread 32-bit hash, deterministic across runs and machines.
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** The text's distinct 5-word runs, each as a 32-bit hash, sorted ascending. A text under 5 words is one run. */
export function shingles(text: string): Uint32Array {
  const w = words(text).map(fnv1a);
  if (w.length > 0 && w.length < SHINGLE_WORDS) return Uint32Array.of(combine(w, 0, w.length));
  const out = new Uint32Array(Math.max(0, w.length - SHINGLE_WORDS + 1));
  for (let i = 0; i < out.length; i++) out[i] = combine(w, i, SHINGLE_WORDS);
  out.sort();
  // Distinct values only: a run that repeats counts once.
  let n = 0;
  for (let i = 0; i < out.length; i++) if (i === 0 || out[i] !== out[i - 1]) out[n++] = out[i]!;
  return out.slice(0, n);
}

/**
 * The distinct 5-word runs of several blocks of text (a heading, a paragraph, a list), runs never crossing
 * from one block to the next, as one sorted set. `blocks` are kept in `cache` and not read again, so the
 * copy every page shares is shingled once; `uncached` are a page's own.
 */
export function blockShingles(
  blocks: readonly string[],
  cache: Map<string, Uint32Array>,
  uncached: readonly string[] = [],
): Uint32Array {
  const parts = blocks.map((block) => {
    let found = cache.get(block);
    if (!found) cache.set(block, (found = shingles(block)));
    return found;
  });
  parts.push(...uncached.map(shingles));
  const all = new Uint32Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    all.set(part, at);
    at += part.length;
  }
  all.sort();
  let n = 0;
  for (let i = 0; i < all.length; i++) if (i === 0 || all[i] !== all[i - 1]) all[n++] = all[i]!;
  return all.slice(0, n);
}

/** One 32-bit hash of `count` word hashes in order (a multiply-rotate mix, so order matters). */
function combine(hashes: readonly number[], from: number, count: number): number {
  let h = 0x9e3779b9;
  for (let k = from; k < from + count; k++) {
    h = Math.imul(h ^ hashes[k]!, 0x85ebca6b);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 0xc2b2ae35);
  return (h ^ (h >>> 13)) >>> 0;
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

interface SimilarPair {
  a: number;
  b: number;
  similarity: number;
}

export interface SimilarityReport {
  /** Every pair (by index, a < b) above the threshold, most alike first. */
  pairs: SimilarPair[];
  /**
   * Texts so dominated by what every text shares that they exceed the threshold against every other text,
   * whatever the others say: for each, the least it can be alike any other. Left out of `pairs`.
   */
  alikeAll: Array<{ index: number; atLeast: number }>;
}

/**
 * The pairs of texts above the threshold, exactly, and the texts that are above it against all others.
 *
 * The shingles every text has (the copy all pages share) add the same `u` to every overlap, so they are set
 * aside and the threshold becomes the overlap the rest must reach: J(x, y) > t needs
 * o' > (t(|x| + |y|) - u(1 + t)) / (1 + t), at least `need(x)` with the smallest partner. Each text's other
 * shingles, rarest first, are then looked up for its first n' - need + 1 of them only (the prefix filter):
 * two texts whose overlap reaches `need` must share one of those.
 */
export function similarPairs(sets: readonly Uint32Array[], threshold: number): SimilarityReport {
  const shared =
    sets.reduce<Uint32Array | undefined>((acc, set) => (acc ? intersect(acc, set) : set), undefined) ??
    new Uint32Array(0);
  const rest = sets.map((set) => difference(set, shared));
  const table = countAll(rest);
  // Each value as its table slot (a small integer), rarest first, ties by slot: any one order for all texts
  // would do; this one keeps the prefixes rare.
  const own = rest.map((set) => {
    const keys = new Float64Array(set.length);
    for (let k = 0; k < set.length; k++) {
      const at = table.slot(set[k]!);
      keys[k] = table.counts[at]! * table.size + at;
    }
    return keys.sort();
  });
  const everywhere = shared.length;
  const sizes = sets.map((s) => s.length).filter((n) => n > 0);
  // A loop rather than Math.min(...sizes): a site may have more pages than a call's arguments can hold.
  let [smallest, largest] = [Infinity, -Infinity];
  for (const size of sizes) [smallest, largest] = [Math.min(smallest, size), Math.max(largest, size)];
  const alikeAll: SimilarityReport['alikeAll'] = [];
  // Slot → the texts (by index) whose prefix holds that value.
  const index = new Map<number, number[]>();
  const pairs: SimilarPair[] = [];
  const done: number[] = [];
  // Smallest first, so that every text already indexed is no larger than the one being looked up (length filter).
  const order = sets.map((_, i) => i).sort((a, b) => sets[a]!.length - sets[b]!.length || a - b);
  for (const i of order) {
    const set = sets[i]!;
    if (set.length === 0) continue;
    // What it shares with every text is shared with the largest one too: a floor under all its similarities.
    const atLeast = sets.length > 1 ? everywhere / (set.length + largest - everywhere) : 0;
    if (atLeast > threshold) {
      alikeAll.push({ index: i, atLeast });
      continue;
    }
    const candidates = new Set<number>();
    // A smaller text than this is above the threshold with this one on the shared copy alone.
    const aboveOnSharedAlone = (everywhere * (1 + threshold)) / threshold - set.length;
    for (const j of done) {
      if (sets[j]!.length >= aboveOnSharedAlone) break;
      if (sets[j]!.length >= threshold * set.length) candidates.add(j);
    }
    // Every other pair needs an overlap beyond the shared copy: at least `need`, with the smallest partner.
    const need = Math.max(
      1,
      Math.floor((threshold * (set.length + smallest) - everywhere * (1 + threshold)) / (1 + threshold)),
    );
    // A value no other text holds (count 1, sorted first) can match nothing: only the rest is looked up.
    const keys = own[i]!;
    const prefix: number[] = [];
    for (let k = 0, end = keys.length - need + 1; k < end; k++)
      if (keys[k]! >= 2 * table.size) prefix.push(keys[k]! % table.size);
    for (const x of prefix)
      for (const j of index.get(x) ?? []) if (sets[j]!.length >= threshold * set.length) candidates.add(j);
    for (const j of candidates) {
      const similarity = jaccard(set, sets[j]!);
      if (similarity > threshold) pairs.push({ a: Math.min(i, j), b: Math.max(i, j), similarity });
    }
    for (const x of prefix) {
      const list = index.get(x);
      if (list) list.push(i);
      else index.set(x, [i]);
    }
    done.push(i);
  }
  pairs.sort((x, y) => y.similarity - x.similarity || x.a - y.a || x.b - y.b);
  return { pairs, alikeAll: alikeAll.sort((x, y) => x.index - y.index) };
}

/** The values in both sorted sets. */
function intersect(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(Math.min(a.length, b.length));
  let n = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length; ) {
    if (a[i] === b[j]) {
      out[n++] = a[i]!;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return out.subarray(0, n);
}

/** The values of sorted set a that are not in sorted set b. */
function difference(a: Uint32Array, b: Uint32Array): Uint32Array {
  const out = new Uint32Array(a.length);
  let n = 0;
  let j = 0;
  for (const x of a) {
    while (j < b.length && b[j]! < x) j++;
    if (j >= b.length || b[j] !== x) out[n++] = x;
  }
  return out.subarray(0, n);
}

/** How many of the sets hold each value: an open-addressing table, several times faster than a Map here. */
function countAll(sets: readonly Uint32Array[]) {
  const total = sets.reduce((n, s) => n + s.length, 0);
  const size = 2 ** Math.ceil(Math.log2(Math.max(16, total * 2)));
  const keys = new Uint32Array(size);
  const counts = new Uint32Array(size);
  const slot = (x: number) => {
    let at = (Math.imul(x, 0x9e3779b1) >>> 0) & (size - 1);
    while (counts[at] !== 0 && keys[at] !== x) at = (at + 1) & (size - 1);
    return at;
  };
  for (const set of sets) {
    for (const x of set) {
      const at = slot(x);
      keys[at] = x;
      counts[at]!++;
    }
  }
  return { size, counts, slot };
}

/** Median, 90th percentile and maximum over every pair: for reports and benchmarks on modest sets. */
export function pairwiseStats(sets: readonly Uint32Array[]): {
  pairs: number;
  median: number;
  p90: number;
  max: number;
} {
  const values: number[] = [];
  for (let a = 0; a < sets.length; a++)
    for (let b = a + 1; b < sets.length; b++) values.push(jaccard(sets[a]!, sets[b]!));
  values.sort((x, y) => x - y);
  const at = (q: number) => (values.length ? values[Math.min(values.length - 1, Math.floor(q * values.length))]! : 0);
  return { pairs: values.length, median: at(0.5), p90: at(0.9), max: values.at(-1) ?? 0 };
}
