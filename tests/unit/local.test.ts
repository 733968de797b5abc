// Local pages: the similarity measure, the nearest-areas ranking and the UK outline, on small in-memory sets.
import { describe, expect, it } from 'vitest';
import { jaccard, pairwiseStats, shingles, similarPairs, words } from '../../generator/local/similarity.ts';
import { distanceKm, inUnitedKingdom, type LatLon, nearestNeighbours } from '../../generator/model/geo.ts';
import { seededRandom as random } from '../support/random.ts';

const VOCABULARY =
  'home clear clean family room house flat stair garden loft garage kitchen paper photo van team call plan week day street town coast river hill estate terrace cottage bungalow block lift key box bag sort keep give recycle'.split(
    ' ',
  );
const text = (next: () => number, n: number) =>
  Array.from({ length: n }, () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]).join(' ');

describe('similarity of two texts', () => {
  it('splits words on anything but letters, digits and inner apostrophes, in lower case', () => {
    expect(words("People's homes, in Dover-on-Sea: 3 ROOMS\u2019 worth")).toEqual(
      ["people's", 'homes', 'in', 'dover', 'on', 'sea', '3', "rooms'", 'worth'].map((w) => w.replace(/'$/, '')),
    );
  });

  it('is 1 for the same text, 0 for texts with no five-word run in common, and |A∩B|/|A∪B| in between', () => {
    const a = shingles('one two three four five six seven');
    expect(a.length).toBe(3);
    expect(jaccard(a, shingles('One, two; three four five six seven.'))).toBe(1);
    expect(jaccard(a, shingles('eight nine ten eleven twelve thirteen'))).toBe(0);
    // Shares "one two three four five" only: 1 common of 3 + 2 - 1 = 4.
    expect(jaccard(a, shingles('one two three four five nine ten'))).toBeCloseTo(1 / 5);
    expect(jaccard(shingles(''), shingles(''))).toBe(0);
  });

  it('reports exactly the pairs above the threshold, with their exact similarity, most alike first', () => {
    const next = random(1);
    const base = text(next, 200);
    const sets = [
      base,
      `${base} ${text(next, 20)}`,
      text(next, 200),
      `${text(next, 150)} ${base.split(' ').slice(0, 60).join(' ')}`,
    ].map(shingles);
    const found = similarPairs(sets, 0.6);
    expect(found).toEqual({ pairs: [{ a: 0, b: 1, similarity: jaccard(sets[0]!, sets[1]!) }], alikeAll: [] });
    expect(similarPairs(sets, 0.1).pairs.map((p) => [p.a, p.b])).toEqual([
      [0, 1],
      [0, 3],
      [1, 3],
    ]);
  });

  it('finds exactly the pairs an all-pairs comparison finds, on 300 pages sharing a common text', () => {
    const next = random(11);
    const common = text(next, 120);
    const texts = Array.from({ length: 300 }, (_, i) =>
      i % 7 === 0 ? `${common} ${text(next, 40)}` : `${common} ${text(next, 60 + Math.floor(next() * 200))}`,
    );
    texts[10] = `${texts[20]} ${text(next, 10)}`;
    const sets = texts.map(shingles);
    for (const threshold of [0.3, 0.45, 0.6]) {
      const brute: Array<[number, number]> = [];
      for (let a = 0; a < sets.length; a++)
        for (let b = a + 1; b < sets.length; b++) if (jaccard(sets[a]!, sets[b]!) > threshold) brute.push([a, b]);
      const { pairs, alikeAll } = similarPairs(sets, threshold);
      const outside = new Set(alikeAll.map((x) => x.index));
      expect(pairs.map((p) => [p.a, p.b]).sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!)).toEqual(
        brute.filter(([a, b]) => !outside.has(a) && !outside.has(b)),
      );
      // A text reported as alike all others is above the threshold against every one of them.
      for (const { index, atLeast } of alikeAll)
        for (let j = 0; j < sets.length; j++)
          if (j !== index) expect(jaccard(sets[index]!, sets[j]!)).toBeGreaterThanOrEqual(atLeast);
    }
  });

  it('reports a text whose shared copy outweighs its own once, as alike all others', () => {
    const next = random(5);
    const common = text(next, 300);
    const sets = [`${common} ${text(next, 200)}`, `${common} ${text(next, 200)}`, `${common} ${text(next, 10)}`].map(
      shingles,
    );
    const { pairs, alikeAll } = similarPairs(sets, 0.55);
    expect(alikeAll.map((x) => x.index)).toEqual([2]);
    expect(alikeAll[0]!.atLeast).toBeGreaterThan(0.55);
    expect(pairs).toEqual([]);
  });

  it('finds a planted near-copy among a thousand pages, and reports no pair below the threshold', () => {
    const next = random(7);
    const texts = Array.from({ length: 1000 }, () => text(next, 180));
    texts[123] = `${texts[777]!.split(' ').slice(0, 160).join(' ')} ${text(next, 20)}`;
    texts[500] = `${texts[42]!} ${text(next, 40)}`;
    const sets = texts.map(shingles);
    const found = similarPairs(sets, 0.6).pairs;
    expect(found.map((p) => [p.a, p.b])).toEqual([
      [42, 500],
      [123, 777],
    ]);
    for (const pair of found) expect(pair.similarity).toBe(jaccard(sets[pair.a]!, sets[pair.b]!));
  });

  it('summarises every pair: median, 90th percentile and maximum', () => {
    const sets = ['a b c d e f', 'a b c d e g', 'x y z w v u'].map(shingles);
    // Pairs: (0,1) 1/3, (0,2) 0, (1,2) 0.
    expect(pairwiseStats(sets)).toEqual({ pairs: 3, median: 0, p90: 1 / 3, max: 1 / 3 });
  });
});

const PLACES: Record<string, LatLon> = {
  Dover: { latitude: 51.1279, longitude: 1.3134 },
  Folkestone: { latitude: 51.081, longitude: 1.166 },
  Canterbury: { latitude: 51.2802, longitude: 1.0789 },
  Ashford: { latitude: 51.1487, longitude: 0.8722 },
  Margate: { latitude: 51.3813, longitude: 1.3862 },
  Maidstone: { latitude: 51.2704, longitude: 0.5227 },
  Croydon: { latitude: 51.3762, longitude: -0.0982 },
  Brighton: { latitude: 50.8225, longitude: -0.1372 },
};

describe('nearest areas', () => {
  it('measures great-circle distance in kilometres', () => {
    expect(distanceKm(PLACES.Dover!, PLACES.Dover!)).toBe(0);
    // Dover to Canterbury is about 25 km as the crow flies.
    expect(distanceKm(PLACES.Dover!, PLACES.Canterbury!)).toBeGreaterThan(23);
    expect(distanceKm(PLACES.Dover!, PLACES.Canterbury!)).toBeLessThan(27);
  });

  it('ranks the nearest places first, never the place itself', () => {
    const names = Object.keys(PLACES);
    const nearest = nearestNeighbours(Object.values(PLACES), 3);
    const of = (name: string) => nearest[names.indexOf(name)]!.map((i) => names[i]);
    expect(of('Dover')).toEqual(['Folkestone', 'Canterbury', 'Margate']);
    expect(of('Croydon')).toEqual(['Maidstone', 'Brighton', 'Ashford']);
    expect(of('Brighton')).toEqual(['Croydon', 'Maidstone', 'Ashford']);
  });

  it('agrees with a brute-force ranking on 500 random places, and breaks ties by list order', () => {
    const next = random(3);
    const places = Array.from({ length: 500 }, () => ({ latitude: 50.5 + next() * 2, longitude: -1.5 + next() * 3 }));
    const fast = nearestNeighbours(places, 6);
    places.forEach((here, i) => {
      const brute = places
        .map((p, j) => ({ j, km: distanceKm(here, p) }))
        .filter((x) => x.j !== i)
        .sort((a, b) => a.km - b.km || a.j - b.j)
        .slice(0, 6)
        .map((x) => x.j);
      expect(fast[i]).toEqual(brute);
    });
    const same = { latitude: 51, longitude: 0 };
    expect(nearestNeighbours([same, same, same, same], 2)).toEqual([
      [1, 2],
      [0, 2],
      [0, 1],
      [0, 1],
    ]);
  });

  it('gives fewer than k when there are fewer other places', () => {
    expect(nearestNeighbours([PLACES.Dover!, PLACES.Margate!], 6)).toEqual([[1], [0]]);
    expect(nearestNeighbours([], 6)).toEqual([]);
  });
});

describe('the UK outline', () => {
  const inside = {
    Dover: [51.1279, 1.3134],
    Margate: [51.3813, 1.3862],
    Hastings: [50.8543, 0.5735],
    Bognor: [50.7831, -0.6731],
    Belfast: [54.5973, -5.9301],
    Enniskillen: [54.3438, -7.6315],
    Lerwick: [60.1546, -1.1494],
    Stornoway: [58.2093, -6.3865],
    Penzance: [50.1186, -5.5372],
    Cardiff: [51.4816, -3.1791],
    Lowestoft: [52.4811, 1.7534],
  };
  const outside = {
    Calais: [50.9513, 1.8587],
    Boulogne: [50.7264, 1.6147],
    Paris: [48.8566, 2.3522],
    Dublin: [53.3498, -6.2603],
    Donegal: [54.65, -8.11],
    Douglas: [54.15, -4.48],
    StHelier: [49.1858, -2.11],
    swapped: [-0.1372, 50.8225],
  };
  it.each(Object.entries(inside))('has %s inside', (_name, [latitude, longitude]) =>
    expect(inUnitedKingdom({ latitude: latitude!, longitude: longitude! })).toBe(true),
  );
  it.each(Object.entries(outside))('has %s outside', (_name, [latitude, longitude]) =>
    expect(inUnitedKingdom({ latitude: latitude!, longitude: longitude! })).toBe(false),
  );
});
