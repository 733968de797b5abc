// The page cache's read sets: each read and each list of reads stored once, and a list carried over from the last
// generate's cache valued exactly as the same reads recorded afresh.
import { describe, expect, it } from 'vitest';
import type { RenderData } from '../../generator/model/render-data.ts';
import { type PageCache, ReadSets } from '../../generator/render/page-cache.ts';
import { readsHash, readValuer } from '../../generator/render/page-inputs.ts';

const SEP = '\u001f';
const asData = (value: object) => value as unknown as RenderData;
const data = (phone: string) =>
  asData({
    site: { phone, name: 'Clearway' },
    regions: [
      { slug: 'kent', name: 'Kent' },
      { slug: 'essex', name: 'Essex' },
    ],
  });

const town = (region: number) => [`=regions${SEP}${region}${SEP}name`, `=site${SEP}phone`, '=site'];
const index = ['=regions', `=regions${SEP}length`, `=site${SEP}name`];

/** A cache as a generate over `value` leaves it, with one page for each list of reads. */
function cacheOf(value: RenderData, pages: string[][]): PageCache {
  const sets = new ReadSets('bundle', value, undefined);
  pages.forEach((reads, i) =>
    sets.next.page(`p${i}.html`, { inputs: '', route: '', reads: sets.fresh(reads), size: 0, mtime: 0 }),
  );
  return sets.next.cache;
}

describe('read sets', () => {
  it('stores each read and each list of reads once, however many pages share them', () => {
    const cache = cacheOf(data('020'), [town(0), town(0), index, town(1)]);
    expect(cache.readSets).toHaveLength(3);
    expect(new Set(cache.reads).size).toBe(cache.reads.length);
    expect(cache.reads).toHaveLength(new Set([...town(0), ...index, ...town(1)]).size);
    expect(cache.readSets[0]!.map((i) => cache.reads[i])).toEqual(town(0));
  });

  it('values a list carried over from the last cache as the same reads recorded now', () => {
    const previous = cacheOf(data('020'), [index, town(1), town(0)]);
    for (const phone of ['020', '0800']) {
      const sets = new ReadSets('bundle', data(phone), previous);
      // The last cache's lists in another order than this build meets them, and one new list among them.
      const carried = [2, 0, 1].map((id) => sets.fromPrevious(id));
      const fresh = sets.fresh([`=site${SEP}name`]);
      expect(new Set([...carried, fresh]).size).toBe(4);
      expect(sets.fromPrevious(2)).toBe(carried[0]);
      const expected = [town(0), index, town(1)].map((reads) => readsHash(reads, readValuer(data(phone))));
      expect(carried.map((id) => sets.hash(id))).toEqual(expected);
      expect(carried.map((id) => sets.next.cache.readSets[id]!.map((i) => sets.next.cache.reads[i]))).toEqual([
        town(0),
        index,
        town(1),
      ]);
    }
  });

  it('gives a carried list a new hash when a value it read changed, and the same when only others did', () => {
    const previous = cacheOf(data('020'), [town(0), index]);
    const hashes = (phone: string) => {
      const sets = new ReadSets('bundle', data(phone), previous);
      return [sets.hash(sets.fromPrevious(0)), sets.hash(sets.fromPrevious(1))];
    };
    const [townBefore, indexBefore] = hashes('020');
    const [townAfter, indexAfter] = hashes('0800');
    expect(townAfter).not.toBe(townBefore);
    expect(indexAfter).toBe(indexBefore);
  });
});

describe('the hash of a list of reads', () => {
  it('is the hash of each read and its value, in order, each followed by a zero byte', async () => {
    const { createHash } = await import('node:crypto');
    const valueAt = readValuer(data('020'));
    const reads = [...town(1), ...index];
    const text = reads.map((read) => `${read}\0${valueAt(read)}\0`).join('');
    expect(readsHash(reads, valueAt)).toBe(createHash('sha256').update(text).digest('base64url'));
    expect(readsHash([...reads].reverse(), valueAt)).not.toBe(readsHash(reads, valueAt));
    expect(readsHash([], valueAt)).toBe(createHash('sha256').digest('base64url'));
  });
});
