// The admin's forms as content staff meet them (generator/cms/): every folded list item shows its own words,
// councils, towns and testimonials are chosen by their names and stored by their ids, and an article's body is
// the rich-text editor. (Hints: cms-hints.test.ts.) The folded lines are made by Decap's own template code over the
// fixture's content and the real content (relations only: no count or text of the real content is pinned).
import fs from 'node:fs';
import path from 'node:path';
import { compileStringTemplate } from 'decap-cms-lib-widgets/dist/esm/stringTemplate.js';
import { fromJS, type Map as ImmutableMap } from 'immutable';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { cmsConfig, registrySchemas } from '../../generator/cms/config/config.ts';
import type { DecapField } from '../../generator/cms/config/fields.ts';
import { existingSlugs } from '../../generator/cms/config/slugs.ts';
import { ARTICLE_WIDGET } from '../../generator/cms/config/widgets.ts';
import { load } from '../../generator/load/load.ts';
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
