// What a render reads, as the tracking view records it, and what those reads are worth in another build's data.
import { describe, expect, it } from 'vitest';
import { ReadTracker, readsHash, readValuer } from '../../generator/render/page-inputs.ts';

const SEP = '\u001f';
/** Reads in a stable order, to compare. */
const readList = (reads: readonly string[]) => [...reads].sort();
const data = () => ({
  site: { company: { name: 'Clearway', legal: { number: '123' } }, phone: '020' },
  regions: [
    { slug: 'kent', name: 'Kent', areas: [{ name: 'Ashford' }, { name: 'Dover' }] },
    { slug: 'london', name: 'London', areas: [{ name: 'Camden' }] },
  ],
  today: '2026-11-23',
});

/** The reads of one render of `read` over `value`. */
function readsOf<T extends object>(value: T, read: (view: T) => unknown): string[] {
  const tracker = new ReadTracker(value);
  tracker.begin();
  read(tracker.data);
  return readList(tracker.end());
}

const hashOf = (reads: string[], value: object) => readsHash(reads, readValuer(value));

describe('the tracking view', () => {
  it('records each value read by its path, each once, and leaves the values as they are', () => {
    const reads = readsOf(data(), (d) => [d.site.company.name, d.site.company.name, d.today]);
    expect(reads).toEqual(['=site', `=site${SEP}company`, `=site${SEP}company${SEP}name`, '=today']);
  });

  it('records what a search through a list reads, and `in` tests and key listings', () => {
    const reads = readsOf(data(), (d) => [
      d.regions.find((r) => r.slug === 'london')!.name,
      'phone' in d.site,
      Object.keys(d.site.company),
    ]);
    expect(reads).toContain(`=regions${SEP}length`);
    expect(reads).toContain(`=regions${SEP}0${SEP}slug`);
    expect(reads).toContain(`=regions${SEP}1${SEP}name`);
    expect(reads).not.toContain(`=regions${SEP}0${SEP}name`);
    expect(reads).toContain(`?site${SEP}phone`);
    expect(reads).toContain(`*site${SEP}company`);
  });

  it('takes a value three levels down whole, without following it further', () => {
    const reads = readsOf(data(), (d) => d.regions[0]!.areas.map((a) => a.name));
    expect(reads).toEqual(['=regions', `=regions${SEP}0`, `=regions${SEP}0${SEP}areas`]);
  });

  it('records an object reached by two paths under each path', () => {
    const shared = { ...data(), featured: undefined as unknown };
    shared.featured = shared.regions[1];
    const reads = readsOf(shared, (d) => [d.regions[1]!.name, (d.featured as { name: string }).name]);
    expect(reads).toContain(`=regions${SEP}1${SEP}name`);
    expect(reads).toContain(`=featured${SEP}name`);
    const moved = { ...shared, featured: shared.regions[0] };
    expect(hashOf(reads, moved)).not.toBe(hashOf(reads, shared));
  });

  it('keeps the reads of each render apart', () => {
    const tracker = new ReadTracker(data());
    tracker.begin();
    void tracker.data.today;
    expect(tracker.end()).toEqual(['=today']);
    tracker.begin();
    void tracker.data.site.phone;
    expect(readList(tracker.end())).toEqual(['=site', `=site${SEP}phone`]);
  });
});

describe("the value of a render's reads", () => {
  const reads = readsOf(data(), (d) => [d.site.company.name, d.regions.find((r) => r.slug === 'kent')!.areas.length]);

  it('is the same in data that differs only in what was not read', () => {
    const other = data();
    other.site.phone = '0161';
    other.regions[1]!.name = 'Greater London';
    other.today = '2026-11-24';
    expect(hashOf(reads, other)).toBe(hashOf(reads, data()));
  });

  it('changes with any value that was read, down to a change inside a value taken whole', () => {
    const renamed = data();
    renamed.site.company.name = 'Brightwater';
    const area = data();
    area.regions[0]!.areas[1]!.name = 'Dover Town';
    const reordered = data();
    reordered.regions.reverse();
    for (const other of [renamed, area, reordered]) expect(hashOf(reads, other)).not.toBe(hashOf(reads, data()));
  });

  it('changes when a key tested with `in` comes or goes, or an object read is gone', () => {
    const tested = readsOf(data(), (d) => 'phone' in d.site);
    const without: Record<string, unknown> = data();
    delete (without.site as Record<string, unknown>).phone;
    expect(hashOf(tested, without)).not.toBe(hashOf(tested, data()));
    const { site: _, ...noSite } = data();
    expect(hashOf(reads, noSite)).not.toBe(hashOf(reads, data()));
  });
});
