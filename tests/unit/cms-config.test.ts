// The Decap CMS configuration (generator/cms/) made from the real schemas: it matches them property for property,
// Decap accepts it, each kind of value gets its widget, and a schema change shows up with no edit. The choices
// that come from content (input.slugs) are made up here; only the reading of them runs over real content.
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { type CmsBackend, type CmsConfigInput, cmsConfig, registrySchemas } from '../../generator/cms/config/config.ts';
import { toYaml } from '../../generator/cms/config/config-yaml.ts';
import type { DecapField } from '../../generator/cms/config/fields.ts';
import { REFERENCES } from '../../generator/cms/config/references.ts';
import { existingSlugs } from '../../generator/cms/config/slugs.ts';
import { wording } from '../../generator/diagnostics/diagnostic.ts';
import { load } from '../../generator/load/load.ts';
import { claim } from '../../generator/model/collections.ts';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { documentsOf, fieldAt as fieldIn, fieldsIn, itemField } from '../support/cms-fields.ts';
import { decapCheck } from '../support/decap.ts';
import { PATTERNS, SCHEMAS } from '../support/schemas.ts';
import { FIXTURE, REPO } from '../support/site.ts';

type Node = Record<string, unknown>;
type Part = { file: string; node: Node };

const schemas = new Map(SCHEMAS);
const slugs = {
  areas: [
    { label: 'Dover (Kent)', value: 'dover' },
    { label: 'Whitstable (Kent)', value: 'whitstable' },
  ],
  houseClearanceAreas: [{ label: 'Camden (London)', value: 'camden' }],
  testimonials: [{ label: '“We got our kitchen back.” (S.M.)', value: 'kitchen-back' }],
  blogCategories: ['Hoarding Disorder', 'Guides'].map((name) => ({ label: name, value: name })),
  councils: [
    { label: 'Canterbury City Council', value: 'canterbury-city' },
    { label: 'Dover District Council', value: 'dover-district' },
  ],
};
const backend: CmsBackend = { name: 'github', repo: 'owner/site', branch: 'main' };
const input: CmsConfigInput = { schemas, slugs, backend };
const config = cmsConfig(input);

// The schemas read here independently of generator/cms: a node and every node it takes in ($ref, allOf, anyOf,
// oneOf), so each property any of them gives, and each list's items.
function parts(file: string, node: Node): Part[] {
  const own: Part[] = [{ file, node }];
  if (typeof node.$ref === 'string') {
    const [name, pointer = ''] = node.$ref.split('#');
    const inFile = name || file;
    const target = pointer
      .split('/')
      .slice(1)
      .reduce<unknown>((at, key) => (at as Node)[key], schemas.get(inFile));
    own.push(...parts(inFile, target as Node));
  }
  for (const key of ['allOf', 'anyOf', 'oneOf'])
    for (const branch of (node[key] as Node[] | undefined) ?? []) own.push(...parts(file, branch));
  return own;
}
/** Each property, but developers' settings (readOnly), which the admin does not show. */
const propertiesOf = (from: Part[]) =>
  from.flatMap(({ file, node }) =>
    Object.entries((node.properties as Node | undefined) ?? {})
      .filter(([, v]) => !(v as Node).readOnly)
      .map(([k, v]) => ({ k, file, node: v as Node })),
  );
const itemsOf = (from: Part[]) => from.flatMap(({ file, node }) => (node.items ? parts(file, node.items as Node) : []));

/** "a.b" for every property of the schema, through objects and list items. */
function schemaPaths(from: Part[], prefix = ''): string[] {
  const byKey = new Map<string, Part[]>();
  for (const { k, file, node } of propertiesOf(from)) byKey.set(k, [...(byKey.get(k) ?? []), ...parts(file, node)]);
  return [...byKey].flatMap(([key, children]) => [
    `${prefix}${key}`,
    ...schemaPaths([...children, ...itemsOf(children)], `${prefix}${key}.`),
  ]);
}

/** "a.b" for every field of the configuration; a list of plain values' one field is the list's items, no property. */
function configPaths(fields: readonly DecapField[], prefix = ''): string[] {
  return fields.flatMap((f) => [`${prefix}${f.name}`, ...configPaths(fieldsIn(f), `${prefix}${f.name}.`)]);
}

/** Every document the CMS edits: where it is written, and its fields. */
const documents = documentsOf(config);
const schemaFileOf = (file: string) => {
  const claimed = claim(file);
  if (typeof claimed !== 'object' || !('schema' in claimed)) throw new Error(`${file} is not a content file`);
  return `${claimed.schema}.schema.json`;
};
const documentNamed = (name: string) => documents.find((d) => d.name === name)!.fields;

/** The field at "a.b.c" of a document (list items add no step). */
const fieldAt = (document: string, at: string): DecapField => fieldIn(documentNamed(document), at, document);
const def = (name: string) => (schemas.get('defs.schema.json')!.definitions as Record<string, Node>)[name]!;
const imageSrc = (def('image').properties as Record<string, Node>).src!;
const matches = (field: DecapField, value: string) => new RegExp(field.pattern![0]).test(value);

describe('the CMS configuration follows the schemas', () => {
  it('has a field for every schema property and a schema property for every field, in every document', () => {
    expect(documents.length).toBeGreaterThan(0);
    for (const document of documents) {
      const file = schemaFileOf(document.file);
      const expected = schemaPaths(parts(file, schemas.get(file)!)).sort();
      expect(configPaths(document.fields).sort(), `${document.name} (${file})`).toEqual(expected);
    }
  });

  it("shows no field for a developer's setting: site.yaml's host", () => {
    expect((schemas.get('site.schema.json')!.properties as Node).host).toMatchObject({ readOnly: true });
    expect(documentNamed('site/site').map((f) => f.name)).not.toContain('host');
    expect(documentNamed('site/site').map((f) => f.name)).toContain('url');
  });

  it('edits every kind of content file: each schema but the shared definitions governs a document it writes', () => {
    const governed = new Set(documents.map((d) => schemaFileOf(d.file)));
    expect([...governed].sort()).toEqual([...schemas.keys()].filter((f) => f !== 'defs.schema.json').sort());
  });

  it("is a configuration Decap accepts: its own config schema, with each widget's options", async () => {
    const decap = await decapCheck();
    expect(() => decap.validate(config)).not.toThrow();
    // Nothing to choose from yet (no testimonial has an id, say) is still a configuration it accepts.
    const none = { areas: [], houseClearanceAreas: [], testimonials: [], blogCategories: [], councils: [] };
    expect(() => decap.validate(cmsConfig({ ...input, slugs: none }))).not.toThrow();
    const used = new Set<string>();
    const collect = (fields: readonly DecapField[]): void =>
      fields.forEach((f) => {
        used.add(f.widget);
        collect([...fieldsIn(f), ...itemField(f)]);
      });
    documents.forEach((d) => collect(d.fields));
    // hidden is built into decap-cms-core rather than registered.
    expect([...used].filter((w) => w !== 'hidden' && !decap.widgets.includes(w))).toEqual([]);
  });

  it("Decap's check is live: a relation without its collection is refused", async () => {
    const decap = await decapCheck();
    const broken = structuredClone(config) as unknown as { collections: { name: string; fields?: Node[] }[] };
    const regions = broken.collections.find((c) => c.name === 'regions')!;
    delete regions.fields!.find((f) => f.name === 'caseStudies')!.collection;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => decap.validate(broken)).toThrow(/must have required property 'collection'/);
  });

  afterEach(() => vi.restoreAllMocks());
});

describe('top level and collections', () => {
  it('names the collections other code relies on, each read and written as site-yaml', () => {
    expect(new Set(config.collections.map((c) => c.name))).toEqual(
      new Set(['site', 'regions', 'services', 'blog', 'case-studies', 'pages', 'redirects', 'councils']),
    );
    for (const c of config.collections) {
      expect([c.format, c.extension]).toEqual(['site-yaml', 'yaml']);
      if (!('folder' in c)) for (const f of c.files) expect([f.format, f.extension]).toEqual(['site-yaml', 'yaml']);
    }
  });

  it('folder collections name each file by its slug field', () => {
    const folders = config.collections.filter((c) => 'folder' in c);
    expect(folders.map((c) => c.name).sort()).toEqual(['blog', 'case-studies', 'regions', 'services']);
    for (const c of folders) {
      if (!('folder' in c)) continue;
      expect(c).toMatchObject({ create: true, slug: '{{slug}}', identifier_field: 'slug' });
      expect(c.fields.some((f) => f.name === 'slug')).toBe(true);
      expect(c.folder).toBe(`content/${c.name}`);
    }
  });

  it('puts uploads where the site serves them, at addresses the pictures pattern accepts', () => {
    expect(config).toMatchObject({ publish_mode: 'editorial_workflow', locale: 'en', backend: input.backend });
    expect(config.media_folder).toBe(path.posix.join('public', config.public_folder));
    expect(new RegExp(imageSrc.pattern as string).test(`${config.public_folder}/living-room-before.jpg`)).toBe(true);
  });

  it('has one file per one-off page, at content/pages/<name>.yaml', () => {
    const pages = config.collections.find((c) => c.name === 'pages')!;
    if ('folder' in pages) throw new Error('pages is a files collection');
    for (const f of pages.files) expect(f.file).toBe(`content/pages/${f.name}.yaml`);
    expect(new Set(pages.files.map((f) => f.label)).size).toBe(pages.files.length);
  });
});

describe('fields', () => {
  it('are optional exactly where the schema does not require them', () => {
    for (const document of documents) {
      const root = schemas.get(schemaFileOf(document.file))!;
      const required = root.required as string[];
      for (const f of document.fields)
        expect(f.required !== false, `${document.name}: ${f.name}`).toBe(required.includes(f.name));
    }
    expect(fieldAt('site/site', 'company.name').required).toBeUndefined();
    expect(fieldAt('blog', 'draft').required).toBe(false);
  });

  it('inside an optional object require nothing, since Decap checks them while it is empty; the hint says so', () => {
    const quote = fieldAt('services', 'testimonial.quote');
    expect(quote.required).toBe(false);
    expect(quote.hint).toMatch(/Required once "Testimonial" is filled in/);
    // A list's item exists only once added: its required fields stay required.
    expect(fieldAt('regions', 'areas.name').required).toBeUndefined();
    expect(fieldAt('regions', 'areas.location.latitude').required).toBe(false);
  });

  it("label a field by the schema's title or its key, and hint with its adminHint, else its description", () => {
    expect(fieldAt('regions', 'featuredOnLocations').label).toBe('Featured on locations');
    const region = schemas.get('region.schema.json')!.properties as Record<string, Node>;
    expect(region.areas!.adminHint).toBeDefined();
    expect(fieldAt('regions', 'areas').hint).toBe(region.areas!.adminHint);
    expect(region.order!.adminHint).toBeUndefined();
    expect(fieldAt('regions', 'order').hint).toBe(region.order!.description);
    // A property's own description wins over its definition's.
    expect(fieldAt('regions', 'name').hint).toBe(region.name!.description);
  });

  it("carry each schema pattern with the schema's patternErrorMessage", () => {
    expect(fieldAt('regions', 'slug').pattern).toEqual([def('slug').pattern, def('slug').patternErrorMessage]);
    const messages = new Map(PATTERNS.map(([, node]) => [node.pattern, node.patternErrorMessage]));
    const check = (fields: readonly DecapField[]): void =>
      fields.forEach((f) => {
        if (f.pattern && messages.has(f.pattern[0])) expect(f.pattern[1]).toBe(messages.get(f.pattern[0]));
        if (f.pattern) expect(() => new RegExp(f.pattern![0])).not.toThrow();
        check([...fieldsIn(f), ...itemField(f)]);
      });
    documents.forEach((d) => check(d.fields));
  });

  it("carry a length limit without a pattern as one, in check's own words", () => {
    const title = fieldAt('blog', 'title');
    const { minLength, maxLength } = def('heading') as { minLength: number; maxLength: number };
    expect(matches(title, 'x'.repeat(minLength - 1))).toBe(false);
    expect(matches(title, 'x'.repeat(minLength))).toBe(true);
    expect(matches(title, 'x'.repeat(maxLength))).toBe(true);
    expect(matches(title, 'x'.repeat(maxLength + 1))).toBe(false);
    const [atLeast, limit] = title.pattern![1].split('; ');
    const tooShort = wording('too-short', { field: 'title', length: 1, limit: `${minLength} characters` }).message;
    const tooLong = wording('too-long', { field: 'title', length: 200, limit: `${maxLength} characters` }).message;
    expect(tooShort.endsWith(`; ${atLeast}`)).toBe(true);
    expect(tooLong.endsWith(`; ${limit}`)).toBe(true);
  });

  it('join the patterns of a definition narrowed by allOf into one, with both messages', () => {
    const heading = fieldAt('pages/town', 'heading');
    expect(matches(heading, 'Hoarder Cleaning in {area}')).toBe(true);
    expect(matches(heading, 'Hoarder Cleaning')).toBe(false);
    expect(matches(heading, 'Hoarder Cleaning in {town} {area}')).toBe(false);
    const placeholders = (def('areaHeading').allOf as Node[])[1]!.patternErrorMessage as string;
    expect(heading.pattern![1]).toContain(placeholders);
    expect(heading.pattern![1]).toMatch(/must contain \{area\}/);
  });

  it('offer an enum as a select, a list of choices as a multiple select, and keep numbers numbers', () => {
    const site = schemas.get('site.schema.json')!.properties as Record<string, Node>;
    const country = ((site.address!.properties as Record<string, Node>).country as Node).enum;
    expect(fieldAt('site/site', 'address.country')).toMatchObject({ widget: 'select', options: country });
    expect(fieldAt('site/site', 'hours.structuredData.days')).toMatchObject({
      widget: 'select',
      multiple: true,
      min: 1,
    });
    const status = fieldAt('redirects/redirects', 'redirects.status');
    expect(status.widget).toBe('select');
    if (status.widget === 'select')
      for (const o of status.options) expect(o).toMatchObject({ value: Number(typeof o === 'string' ? o : o.label) });
  });

  it('make integers and numbers number fields with their range', () => {
    const order = (schemas.get('region.schema.json')!.properties as Record<string, Node>).order!;
    expect(fieldAt('regions', 'order')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: order.minimum,
      max: order.maximum,
    });
    const latitude = (def('geo').properties as Record<string, Node>).latitude!;
    expect(fieldAt('regions', 'areas.location.latitude')).toMatchObject({
      widget: 'number',
      value_type: 'float',
      min: latitude.minimum,
      max: latitude.maximum,
    });
  });

  it('make dates datetime fields that store YYYY-MM-DD text', () => {
    for (const [document, at] of [
      ['blog', 'date'],
      ['case-studies', 'publishDate'],
      ['pages/terms', 'lastUpdated'],
    ])
      expect(fieldAt(document!, at!)).toMatchObject({
        widget: 'datetime',
        date_format: 'YYYY-MM-DD',
        time_format: false,
        format: 'YYYY-MM-DD',
      });
  });

  it('make a picture an image (no typed addresses) and its alternative text', () => {
    const image = fieldAt('blog', 'image');
    expect(image.widget).toBe('object');
    expect(fieldAt('blog', 'image.src')).toMatchObject({
      widget: 'image',
      choose_url: false,
      pattern: [imageSrc.pattern, imageSrc.patternErrorMessage],
    });
    const alt = (def('image').properties as Record<string, Node>).alt!;
    expect(fieldAt('blog', 'image.alt')).toMatchObject({ widget: 'string', hint: alt.description });
    // Case-study pictures give the same pattern inline, with a caption.
    expect(fieldAt('case-studies', 'images.src').widget).toBe('image');
  });

  it('keep prose in a text box and one-line values in a string', () => {
    expect(fieldAt('services', 'faqs.answer').widget).toBe('text');
    expect(fieldAt('services', 'introText').widget).toBe('text');
    expect(fieldAt('blog', 'excerpt').widget).toBe('string');
    expect(fieldAt('site/site', 'headerButton.href').widget).toBe('string');
  });

  it('fix what the schema fixes (const) without a control', () => {
    expect(fieldAt('pages/not-found', 'seo.noindex')).toMatchObject({ widget: 'hidden', default: true });
    expect(fieldAt('pages/house-clearance-area', 'serviceLink.href')).toMatchObject({ widget: 'hidden' });
  });

  it('offer what exists where a field names another document', () => {
    expect(fieldAt('case-studies', 'serviceType')).toMatchObject({
      widget: 'relation',
      collection: 'services',
      value_field: 'slug',
      search_fields: ['title'],
      display_fields: ['title'],
    });
    const home = schemas.get('page-home.schema.json')!.properties as Record<string, Node>;
    expect(fieldAt('pages/home', 'services')).toMatchObject({
      widget: 'relation',
      multiple: true,
      min: home.services!.minItems,
      max: home.services!.maxItems,
    });
    expect(fieldAt('services', 'locationsWeCover.regions')).toMatchObject({
      collection: 'regions',
      display_fields: ['name'],
    });
    expect(fieldAt('regions', 'featuredOnLocations')).toMatchObject({
      widget: 'select',
      options: slugs.areas,
      multiple: true,
    });
    expect(fieldAt('regions', 'houseClearance.featured')).toMatchObject({ options: slugs.houseClearanceAreas });
    expect(fieldAt('regions', 'areas.testimonial')).toMatchObject({ widget: 'select', options: slugs.testimonials });
    // A choice whose name is what is stored is a plain option.
    expect(fieldAt('blog', 'category')).toMatchObject({ widget: 'select', options: ['Hoarding Disorder', 'Guides'] });
    expect(fieldAt('regions', 'areas.council')).toMatchObject({ widget: 'select', options: slugs.councils });
    expect(fieldAt('regions', 'houseClearance.areas.sameAs')).toMatchObject({ widget: 'select', options: slugs.areas });
    expect(fieldAt('councils/councils', 'councils.successor')).toMatchObject({ options: slugs.councils });
  });

  it('every reference the table names is a field of its schema, offered as a choice', () => {
    for (const [file, paths] of Object.entries(REFERENCES)) {
      const document = documents.find((d) => schemaFileOf(d.file) === file)!;
      for (const at of Object.keys(paths)) expect(['relation', 'select']).toContain(fieldAt(document.name, at).widget);
    }
  });
});

describe('a schema change reaches the CMS with no hand edit', () => {
  it('a property added to region.schema.json, and one to the areas it takes from defs, appear as fields', () => {
    const changed = new Map(schemas);
    const region = structuredClone(schemas.get('region.schema.json')!) as Node & {
      properties: Node;
      required: string[];
    };
    region.properties.mascot = { type: 'string', maxLength: 40, description: 'The region’s mascot.' };
    region.properties.founded = { type: 'integer', minimum: 1800, maximum: 2100 };
    region.required.push('founded');
    changed.set('region.schema.json', region);
    const defs = structuredClone(schemas.get('defs.schema.json')!) as { definitions: { area: { properties: Node } } };
    defs.definitions.area.properties.population = { type: 'integer', minimum: 0, maximum: 10_000_000 };
    changed.set('defs.schema.json', defs);

    const regions = cmsConfig({ ...input, schemas: changed }).collections.find((c) => c.name === 'regions')!;
    if (!('folder' in regions)) throw new Error('regions is a folder collection');
    expect(regions.fields.find((f) => f.name === 'mascot')).toMatchObject({
      widget: 'string',
      required: false,
      hint: 'The region’s mascot.',
    });
    const founded = regions.fields.find((f) => f.name === 'founded')!;
    expect(founded).toMatchObject({ widget: 'number', value_type: 'int', min: 1800, max: 2100 });
    expect(founded.required).toBeUndefined();
    const areas = regions.fields.find((f) => f.name === 'areas')!;
    expect(fieldsIn(areas).find((f) => f.name === 'population')).toMatchObject({ widget: 'number', required: false });
    expect(fieldsIn(fieldAt('regions', 'areas')).some((f) => f.name === 'population')).toBe(false);
  });
});

describe('config.yml', () => {
  it('reads back as the same configuration, under a banner saying it is generated', () => {
    const text = toYaml(config);
    expect(text.startsWith('# ')).toBe(true);
    expect(text.split('\n')[0]).toMatch(/generated/i);
    expect(text).toMatch(/do not edit by hand/);
    expect(parse(text)).toEqual(config);
  });

  it('lists the towns once however many fields offer them, so that it grows with the towns only once', () => {
    const text = toYaml(config);
    // Three fields offer the towns (featured on locations, and each kind of area's "same as"), one list in the file.
    for (const at of ['featuredOnLocations', 'areas.sameAs', 'houseClearance.areas.sameAs'])
      expect(fieldAt('regions', at)).toMatchObject({ widget: 'select', options: slugs.areas });
    expect(text.split('Whitstable (Kent)').length - 1).toBe(1);
    // Read as Decap reads it (decap-cms-core's config.ts: aliases without a limit), every field has its options.
    const read = parse(text, { maxAliasCount: -1 }) as typeof config;
    const regions = read.collections.find((c) => c.name === 'regions')!;
    if (!('folder' in regions)) throw new Error('regions is a folder collection');
    const areas = regions.fields.find((f) => f.name === 'areas')!;
    expect(fieldsIn(areas).find((f) => f.name === 'sameAs')).toMatchObject({ options: slugs.areas });
  });
});

describe('config.yml of any shape', () => {
  it('reads back the same with lists of options anywhere: first in a list item, nested, offered twice, with quotes', () => {
    const towns = [
      { label: 'Ashford (Kent)', value: 'ashford' },
      { label: 'A "quoted" name: with a colon, # and \\ backslash', value: 'odd' },
      { label: 'Llanfair\u2028 ’s', value: 'unicode' },
    ];
    const shape = {
      collections: [
        { options: towns, name: 'first' },
        {
          name: 'second',
          fields: [{ name: 'x', widget: 'select', options: towns }, { options: [{ label: 'One', value: 1 }] }],
        },
        { name: 'strings', options: ['a', 'b'] },
      ],
    } as unknown as Parameters<typeof toYaml>[0];
    const text = toYaml(shape);
    expect(parse(text, { maxAliasCount: -1 })).toEqual(shape);
    expect(text.split('Ashford (Kent)').length - 1).toBe(1);
  });
});

describe('the inputs', () => {
  it('the schemas a registry read are the schema files, by file name', () => {
    expect(registrySchemas(loadSchemas(REPO))).toEqual(schemas);
  });

  it('the slugs are those the content names, once each', () => {
    for (const root of [FIXTURE, REPO]) {
      const { docs } = load(root).value;
      const found = existingSlugs(docs);
      for (const doc of docs.filter((d) => d.kind === 'region')) {
        const data = doc.data as { areas: { slug: string }[]; houseClearance?: { areas: { slug: string }[] } };
        const values = (choices: { value: string }[]) => choices.map((c) => c.value);
        for (const area of data.areas) expect(values(found.areas)).toContain(area.slug);
        for (const area of data.houseClearance?.areas ?? [])
          expect(values(found.houseClearanceAreas)).toContain(area.slug);
      }
      const blog = docs.find((d) => d.kind === 'page' && d.name === 'blog')!.data as {
        categories: { names: string[] };
      };
      expect(found.blogCategories.map((c) => c.value)).toEqual(blog.categories.names);
      for (const list of Object.values(found) as { value: string }[][])
        expect(new Set(list.map((c) => c.value)).size).toBe(list.length);
    }
  });
});
