// The admin's forms as content staff meet them (generator/cms/): every folded list item shows its own words,
// councils, towns and testimonials are chosen by their names and stored by their ids, hints speak plain English,
// and an article's body is the rich-text editor. The folded lines are made by Decap's own template code over the
// fixture's content and the real content (relations only: no count or text of the real content is pinned).
import fs from 'node:fs';
import path from 'node:path';
import { compileStringTemplate } from 'decap-cms-lib-widgets/dist/esm/stringTemplate.js';
import { fromJS, type Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ARTICLE_WIDGET } from '../../admin/article-editor/name.ts';
import { cmsConfig, type DecapConfig, registrySchemas } from '../../generator/cms/config.ts';
import type { DecapField } from '../../generator/cms/fields.ts';
import { existingSlugs } from '../../generator/cms/slugs.ts';
import { load } from '../../generator/load/load.ts';
import { PAGE_TOKENS, SITE_TOKENS } from '../../generator/model/tokens.ts';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { type CmsDocument, documentsOf, everyField, fieldAt } from '../support/cms-fields.ts';
import { FIXTURE, REPO } from '../support/site.ts';

const schemas = registrySchemas(loadSchemas(REPO));
const backend = { name: 'github', repo: 'owner/site', branch: 'main' } as const;
const configOf = (root: string) => cmsConfig({ schemas, slugs: existingSlugs(load(root).value.docs), backend });
const fixtureConfig = configOf(FIXTURE);
const documents = documentsOf(fixtureConfig);
const fieldOf = (document: string, at: string) =>
  fieldAt(documents.find((d) => d.name === document)!.fields, at, document);
const lists = documents.flatMap((d) =>
  everyField(d.fields)
    .filter(({ field }) => field.widget === 'list')
    .map(({ path: at, field }) => ({ at: `${d.name}: ${at}`, field: field as DecapField & { widget: 'list' } })),
);

/** The fields a summary template names: {{fields.name | truncate(…)}} → name. */
const named = (summary: string) => [...summary.matchAll(/\{\{\s*fields\.([\w.]+)/g)].map((m) => m[1]!);
const holdsWords = (field: DecapField | undefined) => field?.widget === 'string' || field?.widget === 'text';

/**
 * A folded item's line as Decap's list widget makes it (decap-cms-widget-list's ListControl, objectLabel and
 * handleSummary): a list of single values gives the template the item as the field of the list's name; a list of
 * objects gives it the item's fields; either with fields.label, and no date.
 */
function foldedLine(list: DecapField & { widget: 'list' }, item: unknown): string {
  const data = list.field ? { [list.field.name]: item } : (item as object);
  const label = list.field ? list.field.label : (item as Record<string, unknown>)[list.fields![0]!.name];
  const fields = (fromJS(data) as ImmutableMap<string, unknown>).set('fields.label', label);
  return compileStringTemplate(list.summary!, null, '', fields);
}

/** The words an item is known by: the value of the field its summary names. */
function itemWords(list: DecapField & { widget: 'list' }, item: unknown): string {
  const [key] = named(list.summary!);
  return String(list.field ? item : (item as Record<string, unknown>)[key!]);
}

/** Every list of `data` (a document's content) with its items, through objects and list items. */
function* listsIn(
  fields: readonly DecapField[],
  data: unknown,
): Generator<[DecapField & { widget: 'list' }, unknown[]]> {
  if (!data || typeof data !== 'object') return;
  for (const field of fields) {
    const value = (data as Record<string, unknown>)[field.name];
    if (field.widget === 'list' && Array.isArray(value)) {
      yield [field, value];
      if (field.fields) for (const item of value) yield* listsIn(field.fields, item);
    } else if (field.widget === 'object') yield* listsIn(field.fields, value);
  }
}

/** The configuration's document that edits `file`. */
const editing = (documents: CmsDocument[], file: string) =>
  documents.find((d) => d.file === file || d.folder === path.posix.dirname(file));

describe('every folded list item shows its own words', () => {
  it('every list, in every document, has a summary of a field of its items that holds words', () => {
    expect(lists.length).toBeGreaterThan(0);
    for (const { at, field } of lists) {
      expect(field.summary, at).toBeDefined();
      const keys = named(field.summary!);
      expect(keys.length, at).toBeGreaterThan(0);
      const items = field.field ? [field.field] : field.fields!;
      for (const key of keys) expect(holdsWords(items.find((f) => f.name === key)), `${at}: ${key}`).toBe(true);
    }
  });

  for (const [site, root] of [
    ['the fixture site', FIXTURE],
    ['the real content', REPO],
  ] as const)
    it(`each folded item of ${site} shows the start of its own words, cut to one line`, () => {
      const own = documentsOf(root === FIXTURE ? fixtureConfig : configOf(root));
      let seen = 0;
      for (const doc of load(root).value.docs) {
        const document = editing(own, doc.file);
        expect(document, doc.file).toBeDefined();
        for (const [list, items] of listsIn(document!.fields, doc.data))
          for (const item of items) {
            const [line, words] = [foldedLine(list, item), itemWords(list, item)];
            const where = `${doc.file}: ${list.name}`;
            expect(line.length, where).toBeGreaterThan(0);
            if (list.summary!.includes('→')) expect(line, where).toBe(`${words} → ${(item as { to: string }).to}`);
            else if (line.endsWith('…')) {
              expect(line.length, where).toBe(71);
              expect(words.startsWith(line.slice(0, -1)), where).toBe(true);
            } else expect(line, where).toBe(words);
            seen++;
          }
      }
      expect(seen).toBeGreaterThan(0);
    });

  it('a list of paragraphs shows each paragraph’s first words, not its label twice', () => {
    const intro = fieldOf('regions', 'areas.intro') as DecapField & { widget: 'list' };
    const paragraphs = ['Whitstable is a seaside town on the north Kent coast.', 'x'.repeat(100)];
    expect(paragraphs.map((p) => foldedLine(intro, p))).toEqual([paragraphs[0], `${'x'.repeat(70)}…`]);
    const redirects = fieldOf('redirects/redirects', 'redirects') as DecapField & { widget: 'list' };
    expect(foldedLine(redirects, { from: '/old', to: '/new', status: 301 })).toBe('/old → /new');
  });
});

describe('councils, towns and testimonials are chosen by their names', () => {
  const fixture = (file: string) => parse(fs.readFileSync(path.join(FIXTURE, file), 'utf8'));

  it("a town's council is offered by the council's own name and stored by its id, every council once", () => {
    const councils = (fixture('content/councils.yaml') as { councils: { id: string; name: string }[] }).councils;
    const council = fieldOf('regions', 'areas.council');
    expect(council.widget).toBe('select');
    if (council.widget !== 'select') return;
    expect(council.options).toContainEqual({ label: 'Canterbury City Council', value: 'canterbury-city' });
    expect([...council.options].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual(
      councils
        .map(({ id, name }) => ({ label: name, value: id }))
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    );
    expect(fieldOf('councils/councils', 'councils.successor')).toMatchObject({ options: council.options });
  });

  it('a town is offered by its name and county, a testimonial by its first words and author', () => {
    const kent = fixture('content/regions/kent.yaml') as { name: string; areas: { name: string; slug: string }[] };
    const featured = fieldOf('regions', 'featuredOnLocations');
    if (featured.widget !== 'select') throw new Error('featuredOnLocations is a select');
    for (const area of kent.areas)
      expect(featured.options).toContainEqual({ label: `${area.name} (${kent.name})`, value: area.slug });
    // The fixture's testimonials have no ids: one is given one here.
    const docs = load(FIXTURE).value.docs.map((doc) => {
      if (doc.kind !== 'page' || doc.name !== 'home') return doc;
      const data = structuredClone(doc.data) as { testimonials: { items: Record<string, unknown>[] } };
      data.testimonials.items[0]!.id = 'grandchildren-round';
      return { ...doc, data };
    });
    const [quoted] = (
      docs.find((d) => d.kind === 'page' && d.name === 'home')!.data as {
        testimonials: { items: { quote: string; author: string; location: string }[] };
      }
    ).testimonials.items;
    const testimonials = existingSlugs(docs).testimonials;
    expect(testimonials).toHaveLength(1);
    expect(testimonials[0]!.value).toBe('grandchildren-round');
    const [words, by] = /^“(.+)…” \((.+)\)$/.exec(testimonials[0]!.label)!.slice(1);
    expect(quoted!.quote.startsWith(words!)).toBe(true);
    expect(by).toBe(`${quoted!.author}, ${quoted!.location}`);
  });

  it('services, case studies and regions are chosen from their entries by title or name', () => {
    for (const [document, at] of [
      ['regions', 'services.slugs'],
      ['regions', 'caseStudies'],
      ['services', 'locationsWeCover.regions'],
      ['case-studies', 'serviceType'],
      ['pages/home', 'featuredCaseStudies'],
    ] as const) {
      const field = fieldOf(document, at);
      expect(field.widget, `${document}: ${at}`).toBe('relation');
      if (field.widget === 'relation') expect(['title', 'name']).toContain(field.display_fields[0]);
    }
  });
});

/**
 * What a hint must not show content staff, and why. Site addresses they type (/contact-details) are fine; files,
 * ids, field names and YAML are not. Braces only around the tokens the text may use.
 */
const TOKENS = new Set<string>([...SITE_TOKENS, ...Object.keys(PAGE_TOKENS), 'n', 'total']);
const JARGON: Array<[RegExp, string]> = [
  [/\bids?\b/i, 'an id'],
  [/\bslugs?\b/i, 'slug'],
  [/\bya?ml\b|\.ya?ml\b|\.json\b/i, 'YAML or a file name'],
  [/\b(?:content|public|schemas)\/|\/images\/|\.xml\b/, 'a path of the project'],
  [/<[^>]*>/, 'a placeholder such as <slug>'],
  [/\b[a-z]+[A-Z]\w*/, 'a field name written as a key (camelCase)'],
  [/\b(?:true|false|null)\b/, 'a YAML value'],
  [
    /\b(?:npm|schema\.org|href|noindex|mailto|WGS84|Jaccard|regex|JSON|HTML|ISO|URLs?)\b|(?:^|\s)--\w/,
    'developer jargon',
  ],
  [/\bstructured data\b/i, 'search-engine jargon'],
  [/\b[A-Z]+_[A-Z_]+\b/, 'a setting of the environment'],
  [/\bh[1-6]\b/i, 'an HTML element'],
  [/\bspec\b/i, 'the specification'],
  [/\w+:\s*(?:<|\[|\{)/, 'YAML syntax'],
];
function jargonIn(text: string): string[] {
  const found = JARGON.filter(([rule]) => rule.test(text)).map(([, why]) => why);
  for (const [, token] of text.matchAll(/\{([^}]*)\}/g))
    if (!TOKENS.has(token!)) found.push(`{${token}}, which is no token`);
  return found;
}

/** Every text the admin shows beside a form: fields' hints and collections' descriptions. */
function hintsOf(config: DecapConfig): Array<[string, string]> {
  const described = config.collections.flatMap((c) => [
    ...(c.description ? [[c.name, c.description] as [string, string]] : []),
    ...('files' in c ? c.files.flatMap((f) => (f.description ? [[`${c.name}/${f.name}`, f.description]] : [])) : []),
  ]) as Array<[string, string]>;
  const fields = documentsOf(config).flatMap((d) =>
    everyField(d.fields).flatMap(({ path: at, field }) => (field.hint ? [[`${d.name}: ${at}`, field.hint]] : [])),
  ) as Array<[string, string]>;
  return [...described, ...fields];
}

describe('hints speak plain English', () => {
  it('no hint or description shows an id, a path, YAML, a field name or a brace that is no token', () => {
    const hints = hintsOf(fixtureConfig);
    expect(hints.length).toBeGreaterThan(0);
    const bad = hints.flatMap(([where, hint]) => jargonIn(hint).map((why) => `${where}: ${why}: ${hint}`));
    expect(bad).toEqual([]);
  });

  it('the rules catch what the old hints said', () => {
    for (const old of [
      "The id of the place's council in content/councils.yaml (not its name).",
      'Add a town with one line: - { name: Whitstable, slug: whitstable }',
      'Areas with a house-clearance page each, at /<region>/house-clearance-<area>.',
      'true keeps the article off the site. Remove the line to publish it.',
      'The page’s main heading (h1).',
      'Up to 5 area slugs (from houseClearance.areas) shown on the card.',
      'Must set noindex: true.',
      'true while the value is a stand-in: check --release lists it.',
      'A build with another address in SITE_URL is a preview build.',
      'Facts given to search engines as structured data.',
    ])
      expect(jargonIn(old), old).not.toEqual([]);
    expect(jargonIn("The page's main heading; must contain {area}, e.g. 'Hoarder Cleaning in {area}'.")).toEqual([]);
    expect(jargonIn('A link: a page of this site (/contact-details) or a full https:// address.')).toEqual([]);
  });
});

describe("an article's body", () => {
  it('is written in the rich-text editor, with its length limits, and nowhere else', () => {
    expect(fieldOf('blog', 'content')).toMatchObject({ widget: ARTICLE_WIDGET, pattern: expect.any(Array) });
    const editors = documents.flatMap((d) =>
      everyField(d.fields).flatMap(({ path: at, field }) =>
        field.widget === ARTICLE_WIDGET ? [`${d.name}: ${at}`] : [],
      ),
    );
    expect(editors).toEqual(['blog: content']);
  });
});
