// Redirects that share a shape, such as /hoarder-cleaning-essex/<town> → /essex/<town>-hoarder-cleaning for every
// town listed, written as one rule where the host's pattern can be limited to exactly the names listed: nginx (a
// regular expression whose alternatives are the names) and Vercel (a parameter whose pattern is the names). A
// pattern rule answers exactly the addresses its rules did and no other: an unlisted town is still not redirected.
// Cloudflare's and Netlify's placeholders (:town) match any name, so _redirects keeps one rule per address.
import { type HostRule, isWildcard } from './rules.ts';

/**
 * Rules of one shape: each name's rule goes from `${from[0]}${name}${from[1]}` to `${to[0]}${name}${to[1]}`, or,
 * where `to` is one address, there for every name.
 */
export interface ShapeRule {
  from: readonly [string, string];
  to: readonly [string, string] | string;
  names: string[];
  status: number;
}

/** A name a pattern may list: plain words joined by hyphens, which neither host's pattern syntax reads specially. */
const NAME = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A shape stands for at least this many rules. */
const FEWEST = 2;

interface Candidate {
  key: string;
  name: string;
  shape: Omit<ShapeRule, 'names'>;
}

/** Where `name` stands in `to` as a whole word (after / or -, before -, /, # or the end): its one place, if it has one. */
function placeIn(to: string, name: string): number | undefined {
  const places: number[] = [];
  for (let at = to.indexOf(name); at >= 0; at = to.indexOf(name, at + 1)) {
    const before = to[at - 1];
    const after = to[at + name.length];
    if ((before === '/' || before === '-') && (after === undefined || '-/#'.includes(after))) places.push(at);
  }
  return places.length === 1 ? places[0] : undefined;
}

/**
 * The shapes one rule could share: a run of the words of one segment of its source, at the start or the end of
 * the segment, as the name; the rest of the source and of the target (or the whole target) as the shape.
 */
function candidates(rule: HostRule): Candidate[] {
  const out: Candidate[] = [];
  const { from: source, to: target, status } = rule;
  const add = (start: number, end: number) => {
    const name = source.slice(start, end);
    if (!NAME.test(name)) return;
    const from = [source.slice(0, start), source.slice(end)] as const;
    const place = placeIn(target, name);
    if (place !== undefined) {
      const to = [target.slice(0, place), target.slice(place + name.length)] as const;
      out.push({ key: JSON.stringify([status, from, to]), name, shape: { from, to, status } });
    }
    out.push({ key: JSON.stringify([status, from, target]), name, shape: { from, to: target, status } });
  };
  // Each segment's word boundaries (its start, each hyphen, its end), as places in the source.
  for (const segment of source.matchAll(/[^/]+/g)) {
    const cuts = [segment.index, ...[...segment[0].matchAll(/-/g)].map((m) => segment.index + m.index + 1)];
    const end = segment.index + segment[0].length;
    cuts.forEach((cut, i) => {
      // A run from the segment's start to a hyphen, and from a word to the segment's end (the whole segment once).
      if (i > 0) add(segment.index, cut - 1);
      add(cut, end);
    });
  }
  return out;
}

/**
 * The redirects (status 3xx, not wildcards) grouped by shape: the largest groups first, each rule in one group
 * at most; `single` keeps the others in their order. Shapes come in the order of their first rule.
 */
export function shareShapes(rules: readonly HostRule[]): { shapes: ShapeRule[]; single: HostRule[] } {
  const groups = new Map<string, { shape: Candidate['shape']; members: Array<[number, string]> }>();
  rules.forEach((rule, index) => {
    if (rule.status < 300 || isWildcard(rule.from)) return;
    for (const { key, name, shape } of candidates(rule)) {
      const group = groups.get(key) ?? { shape, members: [] };
      group.members.push([index, name]);
      groups.set(key, group);
    }
  });
  const largest = [...groups.entries()]
    .filter(([, g]) => g.members.length >= FEWEST)
    .sort(([ka, a], [kb, b]) => b.members.length - a.members.length || (ka < kb ? -1 : 1));
  const taken = new Set<number>();
  const found: Array<{ first: number; rule: ShapeRule }> = [];
  for (const [, { shape, members }] of largest) {
    const free = members.filter(([index]) => !taken.has(index));
    if (free.length < FEWEST) continue;
    for (const [index] of free) taken.add(index);
    found.push({ first: free[0]![0], rule: { ...shape, names: free.map(([, name]) => name) } });
  }
  return {
    shapes: found.sort((a, b) => a.first - b.first).map((f) => f.rule),
    single: rules.filter((_, index) => !taken.has(index)),
  };
}
