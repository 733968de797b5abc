// The review's pure parts (generator/review/): each value changed named by the admin's own labels, texts as word
// diffs, lists as items added, removed and moved, whole entries by their name, and the Markdown that shows them
// with every content value escaped. On the fixture site's files, changed in memory.
import { describe, expect, it } from 'vitest';
import { cmsCollections } from '../../generator/cms/config/config.ts';
import { existingSlugs } from '../../generator/cms/config/slugs.ts';
import { expand } from '../../generator/expand/expand.ts';
import { load } from '../../generator/load/load.ts';
import { type RenderData, toRenderData } from '../../generator/model/render-data.ts';
import { ReadTracker, readValuer } from '../../generator/render/read-values.ts';
import { escapeMarkdown, MAX_ROWS, REVIEW_MARKER, reviewMarkdown } from '../../generator/review/markdown.ts';
import type { PageChange } from '../../generator/review/pages.ts';
import { readsOf } from '../../generator/review/reads.ts';
import type { Review } from '../../generator/review/review.ts';
import { type FilePair, type ValueChange, valueChanges } from '../../generator/review/values.ts';
import { listChange, numbered, type Words, wordDiff } from '../../generator/review/words.ts';
import { fixtureContent } from '../support/content.ts';
import { SCHEMAS } from '../support/schemas.ts';
import { FIXTURE } from '../support/site.ts';

type Data = Record<string, unknown>;
const docs = load(FIXTURE).value.docs;
const collections = cmsCollections({ schemas: new Map(SCHEMAS), slugs: existingSlugs(docs) });
const dataOf = (file: string) => structuredClone(docs.find((doc) => doc.file === file)!.data) as Data;

/** The rows of one file changed by `change` (on a copy of its fixture data). */
function rowsOf(file: string, change: (data: Data) => void): ValueChange[] {
  const after = dataOf(file);
  change(after);
  return valueChanges(collections, [{ file, before: dataOf(file), after }]);
}

const KENT = 'content/regions/kent.yaml';
/** One side of a word diff put back from its runs: all but those the other side put in. */
const sideOf = (runs: readonly Words[], other: '+' | '-') =>
  runs
    .filter((run) => run.op !== other)
    .map((run) => run.text)
    .join('');
const areas = (data: Data) => data.areas as Data[];
const area = (data: Data, slug: string) => areas(data).find((a) => a.slug === slug)!;

describe('values in the admin’s words', () => {
  it('names a list of plain values inside a town by the path of labels, with the item added', () => {
    const rows = rowsOf(KENT, (d) => (area(d, 'dover').postcodes as string[]).push('CT3'));
    expect(rows).toEqual([
      {
        file: KENT,
        at: ['areas', 2, 'postcodes'],
        side: 'head',
        labels: ['Regions', 'Kent', 'Areas', 'Dover', 'Postcodes'],
        change: { kind: 'items', added: ['CT3'], removed: [], moved: [] },
      },
    ]);
  });

  it('gives a text changed as words kept, taken out and put in', () => {
    const rows = rowsOf(KENT, (d) => (d.headline = 'Discreet, careful hoarder cleaning across Kent'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.labels).toEqual(['Regions', 'Kent', 'Headline']);
    const change = rows[0]!.change;
    expect(change.kind).toBe('text');
    if (change.kind !== 'text') return;
    const changed = change.words.filter((w) => w.op !== '=' && w.text.trim());
    expect(changed.map((w) => [w.op, w.text.trim()])).toEqual([['+', ', careful']]);
    expect(sideOf(change.words, '+')).toBe(change.before);
    expect(sideOf(change.words, '-')).toBe(change.after);
  });

  it('names a whole town added or removed by its name, and does not compare its fields', () => {
    const rows = rowsOf(KENT, (d) => {
      areas(d).push({ name: 'Whitstable', slug: 'whitstable' });
      areas(d).splice(areas(d).indexOf(area(d, 'canterbury')), 1);
    });
    expect(rows.map((r) => [r.labels.join(' › '), r.change, r.side])).toEqual([
      ['Regions › Kent › Areas', { kind: 'entry', was: 'removed', name: 'Canterbury' }, 'base'],
      ['Regions › Kent › Areas', { kind: 'entry', was: 'added', name: 'Whitstable' }, 'head'],
    ]);
    expect(rows[0]!.at).toEqual(['areas', 1]);
  });

  it('names entries moved, and a town renamed but kept by its slug is the same town', () => {
    const rows = rowsOf(KENT, (d) => {
      const [first] = areas(d).splice(0, 1);
      areas(d).push(first!);
      area(d, 'dover').name = 'Dover and Deal';
    });
    expect(rows.map((r) => [r.labels.join(' › '), r.change.kind])).toEqual([
      ['Regions › Kent › Areas', 'items'],
      ['Regions › Kent › Areas › Dover and Deal › Name', 'text'],
    ]);
    expect(rows[0]!.change).toEqual({ kind: 'items', added: [], removed: [], moved: ['Ashford'] });
  });

  it('tells plain items removed and moved apart in one row', () => {
    const rows = rowsOf(KENT, (d) => {
      const codes = area(d, 'ashford').postcodes as string[];
      codes.splice(codes.indexOf('TN25'), 1);
      codes.push(codes.shift()!);
    });
    expect(rows.map((r) => r.change)).toEqual([{ kind: 'items', added: [], removed: ['TN25'], moved: ['TN23'] }]);
  });

  it('names a value of site.yaml by its own file and the field’s title, a number old → new', () => {
    const rows = rowsOf('site.yaml', (d) => {
      d.phone = '02079460999';
      (d.constants as Data).blogPageSize = 6;
    });
    expect(rows.map((r) => [r.labels, r.change.kind])).toEqual([
      [['Site settings', 'Phone'], 'text'],
      [['Site settings', 'Constants', 'Blog page size'], 'value'],
    ]);
    expect(rows[1]!.change).toEqual({ kind: 'value', before: 3, after: 6 });
  });

  it('names a one-off page by the admin’s label for it, with its address', () => {
    const rows = rowsOf('content/pages/about.yaml', (d) => {
      const seo = d.seo as Data;
      seo.title = `${seo.title as string} today`;
    });
    expect(rows.map((r) => r.labels)).toEqual([['Pages', 'About (/about)', 'SEO', 'Title']]);
  });

  it('names a redirect by the admin’s summary of it, from → to', () => {
    const file = 'content/redirects.yaml';
    const rows = rowsOf(file, (d) => ((d.redirects as Data[])[0]!.status = 302));
    const first = (dataOf(file).redirects as Data[])[0]!;
    expect(rows.map((r) => r.labels)).toEqual([['Redirects', 'Redirects', `${first.from} → ${first.to}`, 'Status']]);
  });

  it('names an article added or removed whole by its title', () => {
    const file = 'content/blog/health-risks-hoarding.yaml';
    const data = dataOf(file);
    const pairs: FilePair[] = [
      { file, before: data, after: undefined },
      { file: 'content/blog/new.yaml', before: undefined, after: { ...data, title: 'A new article' } },
    ];
    expect(valueChanges(collections, pairs).map((r) => [r.labels, r.change])).toEqual([
      [['Blog'], { kind: 'entry', was: 'removed', name: data.title }],
      [['Blog'], { kind: 'entry', was: 'added', name: 'A new article' }],
    ]);
  });

  it('finds nothing in files that did not change', () => {
    const pairs = docs.map((doc) => ({ file: doc.file, before: doc.data, after: structuredClone(doc.data) }));
    expect(valueChanges(collections, pairs)).toEqual([]);
  });
});

describe('the values a changed page reads', () => {
  it('finds what the render data works out from site.yaml (the phone’s forms, the tokens) in site.yaml', () => {
    const content = fixtureContent();
    const routes = expand(content, '2026-11-23').value;
    const edit = (d: Data) => {
      d.phone = '02079460999';
      d.email = 'help@example.org';
      (d.constants as Data).blogPageSize = 6;
    };
    const rows = rowsOf('site.yaml', edit).map((row) => ({ ...row, line: 1 }));
    expect(rows.map((r) => r.at)).toEqual([['phone'], ['email'], ['constants', 'blogPageSize']]);
    const site = structuredClone(content.site.data);
    edit(site as unknown as Data);
    const head = { ...content, site: { ...content.site, data: site } };
    const [was, now] = [content, head].map((c) => toRenderData(c, routes, { today: '2026-11-23' }));
    const read = readsOf(now!, head, rows, []);
    // A page whose render reads what `render` does: its reads whose values differ, as the review finds them.
    const [before, after] = [readValuer(was!), readValuer(now!)];
    const tracker = new ReadTracker(now!);
    const page = (render: (d: RenderData) => unknown): PageChange => {
      tracker.begin();
      render(tracker.data);
      const reads = tracker.end().filter((r) => before(r) !== after(r));
      return { path: '/', change: 'changed', route: routes[0]!, reads, routeChanged: false };
    };
    expect(read(page((d) => d.phone.tel))).toEqual([0]);
    expect(read(page((d) => d.tokens.email))).toEqual([1]);
    expect(read(page((d) => [d.tokens.phone, d.site.constants.blogPageSize]))).toEqual([0, 2]);
    expect(read(page((d) => ({ ...d.tokens })))).toEqual([0, 1]);
  });
});

describe('word and list comparisons', () => {
  it('puts back each side from the runs of a word diff', () => {
    const before = 'We help people in Kent whose homes have become overwhelming.';
    const after = 'We gently help people in Kent and Medway whose homes became overwhelming.';
    const runs = wordDiff(before, after);
    expect(sideOf(runs, '+')).toBe(before);
    expect(sideOf(runs, '-')).toBe(after);
    expect(runs.filter((r) => r.op === '+').map((r) => r.text.trim())).toEqual(['gently', 'and Medway', 'became']);
  });

  it('lists items added, removed and moved by key', () => {
    expect(listChange(['a', 'b', 'c', 'd'], ['b', 'a', 'd', 'e'])).toEqual({
      added: ['e'],
      removed: ['c'],
      moved: ['a'],
    });
    expect(listChange(['a', 'b'], ['a', 'b'])).toEqual({ added: [], removed: [], moved: [] });
  });

  it('tells repeated values apart by their count', () => {
    expect(numbered(['a', 'b', 'a', 'a'])).toEqual(['a', 'b', 'a#2', 'a#3']);
    expect(listChange(numbered(['x', 'x']), numbered(['x']))).toEqual({ added: [], removed: ['x#2'], moved: [] });
  });
});

describe('the Markdown', () => {
  const review = (over: Partial<Review>): Review => ({
    base: 'abc1234 "Base"',
    head: 'the working tree',
    values: [],
    pages: [],
    pageCount: 10,
    addresses: [],
    warnings: { added: [], cleared: [] },
    ...over,
  });

  it('escapes content: no column, markup, tag or mention of its own', () => {
    const text = 'A | B *bold* <script>x</script> @someone #12 [link](x) `code`';
    const out = escapeMarkdown(text);
    expect(out).not.toMatch(/(^|[^\\])[|*`[\]]/);
    expect(out).not.toContain('<');
    expect(out).not.toMatch(/@\w|#\d/);
    expect(escapeMarkdown('one\ntwo')).toBe('one ↵ two');
  });

  it('starts with the hidden marker and shows each row, page and address', () => {
    const md = reviewMarkdown(
      review({
        values: [
          {
            file: KENT,
            at: ['areas', 2, 'postcodes'],
            side: 'head',
            line: 52,
            labels: ['Regions', 'Kent', 'Areas', 'Dover', 'Postcodes'],
            change: { kind: 'items', added: ['CT3'], removed: [], moved: [] },
          },
        ],
        pages: [
          { path: '/kent/dover-hoarder-cleaning', title: 'Hoarder Cleaning in Dover', change: 'changed', values: [0] },
        ],
        addresses: [{ path: '/kent/old', fate: 'gone', suggest: '/kent' }],
      }),
    );
    expect(md.split('\n')[0]).toBe(REVIEW_MARKER);
    expect(md).toContain(
      '| 1 | Regions › Kent › Areas › Dover › Postcodes | added **CT3** | `content/regions/kent.yaml:52` |',
    );
    expect(md).toContain('| `/kent/dover-hoarder-cleaning` | Hoarder Cleaning in Dover | changed | 1 |');
    expect(md).toMatch(/`\/kent\/old` was published and nothing serves it now.*Add a redirect to `\/kent`/);
  });

  it('says when every page changes, and counts the rows beyond the cap', () => {
    const pages = Array.from({ length: MAX_ROWS + 5 }, (_, i) => ({
      path: `/p${i}`,
      title: `P${i}`,
      change: 'changed' as const,
      values: [],
    }));
    const md = reviewMarkdown(review({ pages, pageCount: pages.length }));
    expect(md).toContain(`Every page of the site changes (${MAX_ROWS + 5}).`);
    expect(md).toContain('… and 5 more');
    expect(md).not.toContain(`/p${MAX_ROWS}\``);
  });

  it('says the pages could not be compared when the base fails today’s check', () => {
    const md = reviewMarkdown(
      review({
        pages: undefined,
        addresses: undefined,
        baseErrors: [
          { code: 'missing-field', severity: 'error', message: 'x is missing', file: 'site.yaml', line: 3, col: 1 },
        ],
      }),
    );
    expect(md).toContain('The pages could not be compared');
    expect(md).toContain('`site.yaml:3:1` x is missing');
  });
});
