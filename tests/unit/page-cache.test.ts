// The page cache's read sets: each read and each list of reads stored once; the last generate's lists kept under
// their ids, each read valued afresh, and a list unchanged exactly when each of its reads gives the same value.
import { describe, expect, it } from 'vitest';
import type { RenderData } from '../../generator/model/render-data.ts';
import { compact, type PageCache, ReadSets } from '../../generator/render/page-cache.ts';
import { readsHash, readValuer, valueDigest } from '../../generator/render/page-inputs.ts';

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

  it("keeps the last cache's lists under their ids, each read valued in this build, and finds them again", () => {
    const previous = cacheOf(data('020'), [index, town(1), town(0)]);
    for (const phone of ['020', '0800']) {
      const sets = new ReadSets('bundle', data(phone), previous);
      const { cache } = sets.next;
      expect(cache.readSets).toEqual(previous.readSets);
      expect(cache.reads).toEqual(previous.reads);
      const valueAt = readValuer(data(phone));
      expect(cache.values).toEqual(cache.reads.map((read) => valueDigest(valueAt(read))));
      // The same reads recorded afresh are the same list; a new list is added after them.
      expect([index, town(1), town(0)].map((reads) => sets.fresh(reads))).toEqual([0, 1, 2]);
      expect(sets.fresh([`=site${SEP}name`])).toBe(3);
      expect(cache.readSets.slice(0, 3)).toEqual(previous.readSets);
    }
  });

  it('says a list of the last cache is unchanged exactly when each of its reads gives the value it gave', () => {
    const previous = cacheOf(data('020'), [town(0), index, town(1)]);
    const unchanged = (value: RenderData) => {
      const sets = new ReadSets('bundle', value, previous);
      return [0, 1, 2].map((id) => sets.unchanged(id));
    };
    expect(unchanged(data('020'))).toEqual([true, true, true]);
    // The phone number: read by both towns' lists, not the index's.
    expect(unchanged(data('0800'))).toEqual([false, true, false]);
    const renamed = asData({
      ...data('020'),
      regions: [
        { slug: 'kent', name: 'Kent' },
        { slug: 'essex', name: 'Essex and the Coast' },
      ],
    });
    expect(unchanged(renamed)).toEqual([true, true, false]);
  });

  it("drops the lists and reads no page uses once they are a quarter of the cache, keeping each page's reads", () => {
    const previous = cacheOf(data('020'), [town(0), index, town(1), [`=site${SEP}name`]]);
    const kept = {
      ...previous,
      pages: { 'p1.html': previous.pages['p1.html']!, 'p3.html': previous.pages['p3.html']! },
    };
    const readsOf = (cache: PageCache, file: string) =>
      cache.readSets[cache.pages[file]!.reads]!.map((i) => [cache.reads[i], cache.values[i]]);
    const compacted = compact(kept);
    expect(compacted.readSets).toHaveLength(2);
    expect(compacted.reads).toHaveLength(new Set([...index, `=site${SEP}name`]).size);
    for (const file of ['p1.html', 'p3.html']) expect(readsOf(compacted, file)).toEqual(readsOf(previous, file));
    // Every list in use: as it was.
    expect(compact(previous)).toBe(previous);
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
