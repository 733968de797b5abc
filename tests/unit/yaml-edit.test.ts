import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isMap,
  isScalar,
  isSeq,
  LineCounter,
  type Node,
  parse,
  parseDocument,
  type Scalar,
  stringify,
  type YAMLSeq,
} from 'yaml';
import { withoutEmpty } from '../../generator/cms/browser/yaml-data.ts';
import { editYaml, newYaml } from '../../generator/cms/browser/yaml-edit.ts';
import { type Hunk, lineDiff } from '../support/line-diff.ts';
import { seededRandom } from '../support/random.ts';
import { FIXTURE } from '../support/site.ts';

// The files edited are the fixture site's (tests/fixtures/site/), written in the house style content staff and the
// admin write: a test of which lines an edit touches depends on the file's layout, and the real content may be
// laid out by any tool (tests/unit/any-layout.test.ts), so these tests never read it.
const read = (file: string) => fs.readFileSync(path.join(FIXTURE, file), 'utf8');
/** site.yaml and every .yaml file under content/, whatever they hold. */
const contentFiles = () => [
  'site.yaml',
  ...fs
    .readdirSync(path.join(FIXTURE, 'content'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.yaml'))
    .map((file) => `content/${file.split(path.sep).join('/')}`)
    .sort(),
];

type Data = Record<string, unknown>;
const data = (text: string) => parse(text) as Data;
/** `text` with `change` made to its data, through editYaml. */
const edited = (text: string, change: (d: Data) => void, options?: Parameters<typeof editYaml>[2]) => {
  const next = data(text);
  change(next);
  const result = editYaml(text, next, options);
  expect(parse(result)).toEqual(withoutEmpty(next));
  return result;
};
const lines = (text: string) => text.split('\n');
/** The indexes of the lines that differ, for two texts of as many lines. */
const changedLines = (before: string, after: string) => {
  expect(lines(after)).toHaveLength(lines(before).length);
  return lines(before).flatMap((line, i) => (line === lines(after)[i] ? [] : [i]));
};
const lineOf = (text: string, needle: string) => lines(text).findIndex((line) => line.includes(needle));

const SITE = `# yaml-language-server: $schema=./schemas/site.schema.json
# A fixture in the style of site.yaml.

company:
  name: Clearway Hoarder Cleaning # PLACEHOLDER trading name
  description: Discreet, compassionate hoarder cleaning across London and the South East, on one line longer than eighty characters.

phone: "02079460418" # PLACEHOLDER (drama range); shown as 02079460418 and 020 7946 0418
email: 'help@example.com'
summary: >-
  A folded paragraph written by hand at a width of about seventy-five characters,
  so that an edit to it is folded at that width again and not at the width the
  serialiser would choose.
html: |
  <p>One</p>
  <p>Two</p>
days: [Monday, Tuesday, Wednesday]
order: 2
code: "7"

business:
  priceRange: "££-£££"
  # PLACEHOLDER: not a real rating.
  rating: { value: 4.9, count: 87 }

constants:
  formCooldownMs: 30000
  blogPageSize: 3
`;

describe('editYaml: nothing changed', () => {
  it.each(contentFiles())('gives %s back byte for byte', (file) => {
    const text = read(file);
    expect(editYaml(text, parse(text))).toBe(text);
  });

  it.each(contentFiles())('gives %s back when its data lists every key in reverse order', (file) => {
    const reversed = (value: unknown): unknown =>
      Array.isArray(value)
        ? value.map(reversed)
        : value && typeof value === 'object'
          ? Object.fromEntries(
              Object.entries(value)
                .reverse()
                .map(([k, v]) => [k, reversed(v)]),
            )
          : value;
    const text = read(file);
    expect(editYaml(text, reversed(parse(text)))).toBe(text);
  });
});

describe('editYaml: a scalar changed', () => {
  it('changes only its line, keeping the comment after it and plain style', () => {
    const result = edited(SITE, (d) => ((d.company as Data).name = 'Clearway Cleaning'));
    const at = lineOf(SITE, 'name: Clearway');
    expect(changedLines(SITE, result)).toEqual([at]);
    expect(lines(result)[at]).toBe('  name: Clearway Cleaning # PLACEHOLDER trading name');
  });

  it('quotes a plain value only when the new value needs it', () => {
    const result = edited(SITE, (d) => ((d.company as Data).name = 'Clearway: Hoarder Cleaning'));
    expect(lines(result)[lineOf(SITE, 'name: Clearway')]).toBe(
      '  name: "Clearway: Hoarder Cleaning" # PLACEHOLDER trading name',
    );
  });

  it('keeps double and single quotes', () => {
    const result = edited(SITE, (d) => {
      d.email = 'office@example.com';
      d.code = '8';
    });
    expect(changedLines(SITE, result)).toEqual([lineOf(SITE, 'email:'), lineOf(SITE, 'code:')]);
    expect(lines(result)[lineOf(SITE, 'email:')]).toBe("email: 'office@example.com'");
    expect(lines(result)[lineOf(SITE, 'code:')]).toBe('code: "8"');
  });

  it('does not fold a long line it did not touch', () => {
    const result = edited(SITE, (d) => (d.phone = '02079460999'));
    expect(lines(result)).toContain(lines(SITE)[lineOf(SITE, 'description:')]);
  });

  it('keeps a folded block folded, at its indentation and the width its lines used', () => {
    const text = `${'More words of the summary that have to be folded again. '.repeat(6)}The end.`;
    const result = edited(SITE, (d) => (d.summary = text));
    const block = lines(result).slice(lineOf(result, 'summary:') + 1, lineOf(result, 'html:'));
    const width = Math.max(
      ...lines(SITE)
        .slice(lineOf(SITE, 'summary:') + 1, lineOf(SITE, 'html:'))
        .map((l) => l.length),
    );
    expect(lines(result)[lineOf(result, 'summary:')]).toBe('summary: >-');
    expect(block.length).toBeGreaterThan(3);
    for (const line of block) expect(line).toMatch(/^ {2}\S/);
    expect(Math.max(...block.map((line) => line.length))).toBeLessThanOrEqual(width);
    expect(Math.max(...block.map((line) => line.length))).toBeGreaterThan(width - 20);
    expect(outside(SITE, result, [[lineOf(SITE, 'summary:') + 1, lineOf(SITE, 'html:') - 1]])).toEqual([]);
  });

  it('keeps a literal block literal, at its indentation', () => {
    const result = edited(SITE, (d) => (d.html = '<p>One</p>\n<p>Two, changed</p>\n<p>Three</p>\n'));
    const at = lineOf(SITE, 'html:');
    expect(lines(result).slice(at, at + 4)).toEqual([
      'html: |',
      '  <p>One</p>',
      '  <p>Two, changed</p>',
      '  <p>Three</p>',
    ]);
    expect(lineDiff(SITE, result)).toEqual([
      { at: at + 2, removed: ['  <p>Two</p>'], added: lines(result).slice(at + 2, at + 4) },
    ]);
  });

  it('keeps a flow sequence on one line', () => {
    const result = edited(SITE, (d) => (d.days = ['Monday', 'Wednesday', 'Friday', 'Saturday, or Sunday']));
    expect(changedLines(SITE, result)).toEqual([lineOf(SITE, 'days:')]);
    expect(lines(result)[lineOf(SITE, 'days:')]).toBe('days: [Monday, Wednesday, Friday, "Saturday, or Sunday"]');
  });

  it('writes a line break inside a flow collection as \\n, on the same line', () => {
    const long = 'A day with a note long enough to be folded by default\nand a second line';
    const result = edited(SITE, (d) => (d.days = ['Monday', long]));
    expect(changedLines(SITE, result)).toEqual([lineOf(SITE, 'days:')]);
  });

  it('changes one line of a hand-written file, keeping its quotes (kent.yaml)', () => {
    const text = read('content/regions/kent.yaml');
    const result = edited(text, (d) => ((d.seo as Data).title = 'Hoarder Cleaning in Kent'));
    const [hunk, ...others] = lineDiff(text, result);
    expect(others).toEqual([]);
    expect(hunk!.removed).toHaveLength(1);
    expect(hunk!.added).toHaveLength(1);
    expect(hunk!.added[0]).toMatch(/^ {2}title: "?Hoarder Cleaning in Kent"?$/);
    expect(hunk!.added[0]!.includes('"')).toBe(/title: "/.test(hunk!.removed[0]!));
  });
});

describe('editYaml: maps', () => {
  const keyOrder = (at: readonly (string | number)[]) =>
    at.join('.') === 'constants'
      ? ['cookieBannerDelayMs', 'formCooldownMs', 'minLength', 'blogPageSize', 'relatedArticles']
      : undefined;

  it('puts an added key after the last present key that precedes it in keyOrder', () => {
    const result = edited(
      SITE,
      (d) =>
        Object.assign(d.constants as Data, { relatedArticles: 2, minLength: { name: 2 }, cookieBannerDelayMs: 1500 }),
      { keyOrder },
    );
    expect(lines(result).slice(lineOf(result, 'constants:'))).toEqual([
      'constants:',
      '  cookieBannerDelayMs: 1500',
      '  formCooldownMs: 30000',
      '  minLength:',
      '    name: 2',
      '  blogPageSize: 3',
      '  relatedArticles: 2',
      '',
    ]);
    expect(lineDiff(SITE, result).every((hunk) => hunk.removed.length === 0)).toBe(true);
  });

  it('puts an added key at the end of its map without keyOrder', () => {
    const result = edited(SITE, (d) => ((d.company as Data).url = 'https://example.com'));
    expect(lineDiff(SITE, result)).toEqual([
      { at: lineOf(SITE, 'description:') + 1, removed: [], added: ['  url: https://example.com'] },
    ]);
  });

  it('removes a key with the comment that belongs to it alone, and no other line', () => {
    const result = edited(SITE, (d) => delete (d.business as Data).rating);
    expect(lineDiff(SITE, result)).toEqual([
      {
        at: lineOf(SITE, '# PLACEHOLDER: not'),
        removed: ['  # PLACEHOLDER: not a real rating.', '  rating: { value: 4.9, count: 87 }'],
        added: [],
      },
    ]);
  });

  it.each(['company', 'business', 'constants'])('removes the section %s without two blank lines meeting', (key) => {
    const result = edited(SITE, (d) => delete d[key]);
    expect(result).not.toMatch(/\n\n\n|\n\n$/);
    expect(lines(result)[0]).toBe(lines(SITE)[0]);
    expect(lineDiff(SITE, result).flatMap((hunk) => hunk.added)).toEqual([]);
  });

  it('keeps the order of the keys it did not touch when the data lists them in another order', () => {
    const next = Object.fromEntries(Object.entries(data(SITE)).reverse());
    next.order = 3;
    const result = editYaml(SITE, next);
    expect(changedLines(SITE, result)).toEqual([lineOf(SITE, 'order:')]);
  });
});

describe('editYaml: lists', () => {
  const REDIRECTS = `redirects:
  - { from: /contact, to: /contact-details }

  # The previous site's borough pages.
  - { from: /a, to: /x }
  - { from: /b, to: /x }

  # A page that never existed.
  - { from: /c, to: /y }

  # Wildcards last.
  - { from: /d/*, to: /z }
`;
  const redirects = (d: Data) => d.redirects as Data[];
  const without = (text: string, ...cut: string[]) =>
    lines(text)
      .filter((line) => !cut.includes(line))
      .join('\n');

  it('cuts a removed item alone under its comment with the comment and a blank line', () => {
    const result = edited(REDIRECTS, (d) => redirects(d).splice(3, 1));
    expect(result).toBe(
      without(REDIRECTS, '  # A page that never existed.', '  - { from: /c, to: /y }').replace('\n\n\n', '\n\n'),
    );
  });

  it('keeps the comment of a group when one of its items goes', () => {
    const result = edited(REDIRECTS, (d) => redirects(d).splice(1, 1));
    expect(result).toBe(without(REDIRECTS, '  - { from: /a, to: /x }'));
  });

  it('inserts an added item at its index, in the style of its neighbour', () => {
    const result = edited(REDIRECTS, (d) => redirects(d).splice(3, 0, { from: '/e', to: '/x' }));
    expect(lineDiff(REDIRECTS, result)).toEqual([
      { at: lineOf(REDIRECTS, '/b,') + 1, removed: [], added: ['  - { from: /e, to: /x }'] },
    ]);
  });

  it('cuts the last key of an item and the item after it, between blank lines', () => {
    const text =
      'sections:\n  - heading: A\n    paragraphs:\n      - One.\n\n  - heading: B\n    paragraphs:\n      - Two.\n';
    expect(edited(text, (d) => (d.sections = [{ heading: 'A' }]))).toBe('sections:\n  - heading: A\n');
  });

  it('writes again only the item whose first key changes (`- name:` holds the line of the dash)', () => {
    const text = 'areas:\n  - name: Ashford\n    slug: ashford\n  - name: Dover\n    slug: dover\n';
    const result = edited(text, (d) => ((d.areas as Data[])[0] = { id: 1, ...(d.areas as Data[])[0] }), {
      keyOrder: () => ['id', 'name', 'slug'],
    });
    expect(result).toBe('areas:\n  - id: 1\n    name: Ashford\n    slug: ashford\n  - name: Dover\n    slug: dover\n');
    expect(edited(text, (d) => delete (d.areas as Data[])[1]!.name)).toBe(
      'areas:\n  - name: Ashford\n    slug: ashford\n  - slug: dover\n',
    );
  });

  it('writes a value that changes kind whole, in the style of the file', () => {
    const result = edited(SITE, (d) => {
      d.order = ['first', 'second'];
      d.days = 'Every day';
    });
    expect(lines(result).slice(lineOf(result, 'days:'), lineOf(result, 'days:') + 4)).toEqual([
      'days: Every day',
      'order:',
      '  - first',
      '  - second',
    ]);
  });
});

describe('editYaml: lists (kent.yaml)', () => {
  const text = read('content/regions/kent.yaml');
  const areas = (d: Data) => d.areas as Data[];
  const town = {
    name: 'Whitstable',
    slug: 'whitstable',
    council: 'Canterbury City Council',
    postcodes: ['CT5'],
    location: { latitude: 51.36, longitude: 1.02 },
    intro: ['Whitstable is a seaside town known for its harbour and oysters.', 'A second paragraph of the intro.'],
  };

  it('adds a town as new lines only, written like its neighbours', () => {
    const result = edited(text, (d) => areas(d).splice(1, 0, town));
    const hunks = lineDiff(text, result);
    expect(hunks).toHaveLength(1);
    expect(hunks[0]!.removed).toEqual([]);
    const doc = parseDocument(result);
    const seq = doc.get('areas', true) as Node;
    if (!isSeq(seq)) throw new Error('areas is not a list');
    const [neighbour, added] = [seq.items[0], seq.items[1]];
    if (!isMap(neighbour) || !isMap(added)) throw new Error('towns are not maps');
    for (const key of Object.keys(town)) {
      const [mine, theirs] = [added.get(key, true) as Node, neighbour.get(key, true) as Node];
      expect(styleOf(mine), key).toEqual(styleOf(theirs));
    }
    const introOf = (map: typeof added) => (map.get('intro', true) as unknown as YAMLSeq<Scalar>).items;
    for (const item of introOf(added)) expect(item.type).toBe(introOf(neighbour)[0]!.type);
    const column = (line: string) => line.search(/\S/);
    const dashLine = hunks[0]!.added[0]!;
    expect(column(dashLine)).toBe(column(lines(text).find((line) => line.trimStart().startsWith('- name:'))!));
    expect(dashLine.trim()).toBe('- name: Whitstable');
  });

  it('edits a town that changed in place: only the changed line', () => {
    const result = edited(text, (d) => ((areas(d)[1]!.intro as string[])[0] = 'A new first paragraph.'));
    expect(lineDiff(text, result)).toHaveLength(1);
    expect(changedLines(text, result)).toHaveLength(1);
  });

  it('cuts the lines of a removed town and nothing else', () => {
    const before = data(text);
    const removed = areas(before)[1]!;
    const result = edited(text, (d) => areas(d).splice(1, 1));
    const hunks = lineDiff(text, result);
    expect(hunks).toHaveLength(1);
    expect(hunks[0]!.added).toEqual([]);
    expect(hunks[0]!.removed[0]).toContain(`name: ${removed.name}`);
  });
});

describe('editYaml: empty values', () => {
  it('does not add a key the form left empty', () => {
    const next = {
      ...data(SITE),
      fax: '',
      logo: null,
      tagline: undefined,
      tags: [],
      seoExtra: {},
      deep: { a: '', b: [{}] },
    };
    expect(editYaml(SITE, next)).toBe(SITE);
  });

  it('removes a key whose value becomes empty', () => {
    for (const empty of ['', null, [], {}]) {
      const result = edited(SITE, (d) => {
        d.days = empty;
        (d.company as Data).name = empty;
      });
      expect(result).not.toMatch(/days:|name:/);
      expect(lineDiff(SITE, result).flatMap((hunk) => hunk.added)).toEqual([]);
    }
  });

  it('does not write a value the form gives in another type', () => {
    expect(editYaml(SITE, { ...data(SITE), order: '2', code: 7 })).toBe(SITE);
  });
});

describe('editYaml: comments', () => {
  it('keeps every comment on a line it did not cut, and the schema line first', () => {
    const text = read('site.yaml');
    const result = edited(text, (d) => {
      d.phone = '02079460999';
      (d.footer as Data).text = 'New footer text';
      (d.nav as Data[]).push({ label: 'New page', href: '/new' });
    });
    const comments = (t: string) =>
      lines(t).flatMap((line) => (line.includes('#') ? [line.slice(line.indexOf('#'))] : []));
    expect(comments(result)).toEqual(comments(text));
    expect(lines(result)[0]).toBe(lines(text)[0]);
  });

  it('keeps the schema line when every key is replaced', () => {
    const result = edited(SITE, (d) => {
      for (const key of Object.keys(d)) delete d[key];
      d.other = 'value';
    });
    expect(lines(result)[0]).toBe(lines(SITE)[0]);
  });
});

describe('editYaml: the phone number', () => {
  it('is a one-line diff', () => {
    const result = edited(SITE, (d) => (d.phone = '02079460999'));
    expect(lineDiff(SITE, result)).toEqual([
      {
        at: lineOf(SITE, 'phone:'),
        removed: [lines(SITE)[lineOf(SITE, 'phone:')]],
        added: ['phone: "02079460999" # PLACEHOLDER (drama range); shown as 02079460418 and 020 7946 0418'],
      },
    ]);
  });
});

describe('editYaml: line endings', () => {
  it('keeps CRLF in a file written with it', () => {
    const result = editYaml('a: 1\r\nb: "x" # note\r\n', { a: 1, b: 'two\nlines', c: 3 });
    expect(result).toBe('a: 1\r\nb: |- # note\r\n  two\r\n  lines\r\nc: 3\r\n');
  });
});

describe('editYaml: broken YAML', () => {
  it('refuses with a plain message saying to fix the file first', () => {
    expect(() => editYaml('slug: kent\nareas: [one\nname: x: y\n', { slug: 'kent' })).toThrow(
      /cannot be edited in the browser until its YAML is fixed: .*line \d+/,
    );
  });
});

/** Flow or block collection, or the quote style of a scalar. */
function styleOf(node: Node): string {
  if (isMap(node) || isSeq(node)) return `${isMap(node) ? 'map' : 'list'} ${node.flow ? 'flow' : 'block'}`;
  return isScalar(node) ? String(node.type) : 'other';
}

describe('newYaml', () => {
  const blog = contentFiles().filter((file) => file.startsWith('content/blog/'));
  const exemplarText = read(blog[0]!);
  const exemplar = parseDocument(exemplarText);
  const schemaLine = lines(exemplarText)[0]!;
  const article = {
    slug: 'a-new-article',
    title: 'A New Article About Clearing a Home Gently',
    seo: {
      title: 'A New Article About Clearing a Home Gently',
      description: 'Words of a description long enough to fold. '.repeat(5).trim(),
      keywords: ['first keyword', 'second keyword'],
    },
    excerpt: 'Words of an excerpt long enough to fold over more than one line. '.repeat(3).trim(),
    date: '2025-06-02',
    category: 'Support Strategies',
    author: 'The Care Team',
    image: { src: '/images/blog/a-new-article.svg', alt: 'Illustration of a tidy hallway' },
    content: '<p>One paragraph.</p>\n<h2>A heading</h2>\n<p>Another paragraph.</p>\n',
    draft: true,
  };
  // Keys in next's order reversed: the file's order must come from the exemplar, not from the data.
  const next = Object.fromEntries(Object.entries(article).reverse());
  const result = newYaml({ ...next, empty: '' }, { schemaLine, exemplar: exemplarText });
  const doc = parseDocument(result);

  it('starts with the schema line and parses to the data', () => {
    expect(lines(result)[0]).toBe(schemaLine);
    expect(parse(result)).toEqual(article);
  });

  it('orders the keys as the exemplar does, then the rest', () => {
    const keysOf = (d: typeof doc) =>
      (d.contents as { items: { key: Scalar }[] }).items.map((p) => String(p.key.value));
    const known = keysOf(exemplar).filter((key) => key in article);
    expect(keysOf(doc).slice(0, known.length)).toEqual(known);
    expect(keysOf(doc).at(-1)).toBe('draft');
  });

  it('writes each key in the style of the exemplar', () => {
    const checked: string[] = [];
    const compare = (mine: unknown, theirs: unknown, at: string) => {
      if (isMap(mine) && isMap(theirs)) {
        for (const pair of mine.items) {
          const key = String((pair.key as Scalar).value);
          compare(pair.value, theirs.get(key, true), `${at}.${key}`);
        }
      } else if (isSeq(mine) && isSeq(theirs)) {
        expect(theirs.flow, at).toBe(mine.flow);
        mine.items.forEach((item, i) =>
          compare(item, theirs.items[Math.min(i, theirs.items.length - 1)], `${at}[${i}]`),
        );
      } else if (isScalar(mine) && isScalar(theirs)) {
        const needsQuotes = /^["']/.test(stringify(mine.value));
        if (!(theirs.type === 'PLAIN' && needsQuotes)) expect(mine.type, at).toBe(theirs.type);
        checked.push(at);
      }
    };
    compare(doc.contents, exemplar.contents, '');
    expect(checked.length).toBeGreaterThan(5);
  });

  it('places a key the exemplar lacks by keyOrder', () => {
    const order = [...Object.keys(article).filter((key) => key !== 'draft'), 'draft', 'updated'];
    const withUpdated = newYaml(
      { ...article, updated: '2025-07-01' },
      { schemaLine, exemplar: exemplarText, keyOrder: () => order },
    );
    const keys = Object.keys(parse(withUpdated) as Data);
    expect(keys.indexOf('updated')).toBe(keys.indexOf('draft') + 1);
  });

  it('writes a file without an exemplar', () => {
    const plain = newYaml(article, {});
    expect(parse(plain)).toEqual(article);
  });
});

// Rule 10: on every content file, deterministic random edits keep the data and touch only the edited lines.
describe('editYaml: random edits of every content file', () => {
  it.each(contentFiles())('%s', (file) => {
    const text = read(file);
    const random = seededRandom([...file].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, 7));
    const pick = <T>(list: T[], make: (item: T) => Edit) =>
      list.length === 0 ? [] : [make(list[Math.floor(random() * list.length)]!)];
    const doc = parseDocument(text);
    const counter = new LineCounter();
    parseDocument(text, { lineCounter: counter });
    const all = walk(parse(text));
    const edits = [
      ...pick(
        all.filter((p) => typeof p.value === 'string'),
        (p) => changeText(p, random),
      ),
      ...pick(
        all.filter((p) => p.parentKeys > 1),
        removeKey,
      ),
      ...pick(
        all.filter((p) => Array.isArray(p.value) && p.value.length > 1),
        (p) => removeItem(p, random),
      ),
      ...pick(
        all.filter((p) => Array.isArray(p.value) && p.value.length > 0),
        (p) => addItem(p, random),
      ),
    ];
    const region = (edit: Edit) => regionOf(text, doc, counter, edit);
    for (const edit of edits) check(text, [edit], [region(edit)]);
    const apart = edits.filter((e, i) => edits.every((o, j) => i === j || !nested(e.path, o.path)));
    check(text, apart, apart.map(region));
  });
});

interface Place {
  path: (string | number)[];
  value: unknown;
  parentKeys: number;
}
interface Edit {
  path: (string | number)[];
  /** Where in the original the edit may change lines: the node itself, or the list an item is added to. */
  kind: 'node' | 'entry' | 'list';
  apply: (data: unknown) => void;
}

function walk(value: unknown, at: (string | number)[] = [], parentKeys = 0): Place[] {
  const here = at.length > 0 ? [{ path: at, value, parentKeys }] : [];
  if (Array.isArray(value)) return [...here, ...value.flatMap((item, i) => walk(item, [...at, i], 0))];
  if (value && typeof value === 'object') {
    const entries = Object.entries(value);
    return [...here, ...entries.flatMap(([key, item]) => walk(item, [...at, key], entries.length))];
  }
  return here;
}

const parentOf = (root: unknown, at: (string | number)[]) =>
  at.slice(0, -1).reduce<unknown>((node, key) => (node as Data)[key as string], root) as Data & unknown[];

function changeText(place: Place, random: () => number): Edit {
  const old = place.value as string;
  // Longer, shorter (a folded block loses lines), needing quotes when plain, one character more.
  const variants = [`${old} (edited)`, `${old.split(' ').slice(0, 3).join(' ')}.`, `Edited: ${old}`, `${old}!`];
  const chosen = variants[Math.floor(random() * variants.length)]!;
  const text = chosen === old ? `${old} (edited)` : chosen;
  return {
    path: place.path,
    kind: 'node',
    apply: (root) => (parentOf(root, place.path)[place.path.at(-1) as never] = text as never),
  };
}

function removeKey(place: Place): Edit {
  return {
    path: place.path,
    kind: 'entry',
    apply: (root) => delete parentOf(root, place.path)[place.path.at(-1) as never],
  };
}

function removeItem(place: Place, random: () => number): Edit {
  const index = Math.floor(random() * (place.value as unknown[]).length);
  return {
    path: [...place.path, index],
    kind: 'entry',
    apply: (root) => (parentOf(root, [...place.path, index]) as unknown[]).splice(index, 1),
  };
}

function addItem(place: Place, random: () => number): Edit {
  const list = place.value as unknown[];
  const index = Math.floor(random() * (list.length + 1));
  const changed = (value: unknown): unknown =>
    typeof value === 'string'
      ? `${value} new`
      : Array.isArray(value)
        ? value.map(changed)
        : value && typeof value === 'object'
          ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, changed(v)]))
          : value;
  const item = changed(list[Math.min(index, list.length - 1)]);
  return {
    path: place.path,
    kind: 'list',
    apply: (root) => (parentOf(root, [...place.path, 0]) as unknown[]).splice(index, 0, item),
  };
}

const nested = (a: (string | number)[], b: (string | number)[]) =>
  a.slice(0, b.length).join('\0') === b.join('\0') || b.slice(0, a.length).join('\0') === a.join('\0');

/** The original lines [first, last] an edit may change: its node, or its entry with comments and a blank line above. */
function regionOf(
  text: string,
  doc: ReturnType<typeof parseDocument>,
  counter: LineCounter,
  edit: Edit,
): [number, number] {
  const node = doc.getIn(edit.path, true) as Node;
  const parent = doc.getIn(edit.path.slice(0, -1), true) as Node;
  const keyNode = isMap(parent)
    ? (parent.items.find((p) => (p.key as Scalar).value === edit.path.at(-1))?.key as Node)
    : undefined;
  const start = edit.kind === 'entry' && keyNode ? keyNode.range![0] : node.range![0];
  const end = node.range![1];
  const line = (offset: number) => counter.linePos(offset).line - 1;
  let first = line(start);
  const last = line(Math.max(start, end - 1));
  if (edit.kind !== 'node') {
    while (first > 0 && lines(text)[first - 1]!.trim().startsWith('#')) first--;
    if (first > 0 && !lines(text)[first - 1]!.trim()) first--;
  }
  return [first, last + 1];
}

/** The hunks of a diff that remove a line outside every region, or add lines where no region is. */
function outside(before: string, after: string, regions: [number, number][]): Hunk[] {
  const inside = (line: number) => regions.some(([first, last]) => line >= first && line <= last);
  return lineDiff(before, after).filter((hunk) =>
    hunk.removed.length > 0 ? hunk.removed.some((_, i) => !inside(hunk.at + i)) : !inside(hunk.at),
  );
}

function check(text: string, edits: Edit[], regions: [number, number][]) {
  const next = parse(text);
  for (const edit of edits) edit.apply(next);
  const result = editYaml(text, next);
  expect(parse(result), edits.map((e) => e.path.join('.')).join(' ')).toEqual(next);
  expect(outside(text, result, regions), edits.map((e) => e.path.join('.')).join(' ')).toEqual([]);
}
