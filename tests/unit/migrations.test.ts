// Content migrations: each change of the content's shape has a function that brings content written before it to
// today's shape. Each is given the fixture site as it would have been written before its change (its old shape),
// and must give content that today's check accepts, with its fields as the change first gave them, applying no
// other migration than those the old shape needs; content in today's shape takes none, and nothing is changed in
// place.

import { describe, expect, it } from 'vitest';
import { parse, parseDocument } from 'yaml';
import { headingsInTheContent } from '../../generator/migrations/2026-11-23-headings-in-the-content.ts';
import { houseClearanceAreaPage } from '../../generator/migrations/2026-11-23-house-clearance-area-page.ts';
import { localSections } from '../../generator/migrations/2026-11-23-local-sections.ts';
import { registrationsAndVerifiedRating } from '../../generator/migrations/2026-11-23-registrations-and-verified-rating.ts';
import { registrationsHeading } from '../../generator/migrations/2026-11-23-registrations-heading.ts';
import { councilsAsIds } from '../../generator/migrations/2026-11-24-councils-as-ids.ts';
import { onePlaceOneSetOfFacts } from '../../generator/migrations/2026-11-24-one-place-one-set-of-facts.ts';
import { migrateTexts } from '../../generator/migrations/migrate-content.ts';
import type { Migration } from '../../generator/migrations/migration.ts';
import { MIGRATIONS, migrate } from '../../generator/migrations/migrations.ts';
import { isDate } from '../../generator/model/dates.ts';
import { beforeCouncilIds, COUNCILS, checkTexts, contentTexts } from '../support/old-content.ts';

const SITE = 'site.yaml';
const KENT = 'content/regions/kent.yaml';
const TOWN = 'content/pages/town.yaml';
const CLEARANCE = 'content/pages/house-clearance-area.yaml';
const EXTREME = 'content/services/extreme-house-clearance.yaml';

const today = contentTexts();

/** The texts with the fields at `paths` of each file removed (its comments and layout otherwise kept). */
function without(texts: ReadonlyMap<string, string>, fields: Record<string, string[][]>): Map<string, string> {
  const out = new Map(texts);
  for (const [file, paths] of Object.entries(fields)) {
    const doc = parseDocument(texts.get(file)!);
    for (const at of paths) {
      expect(doc.hasIn(at), `test bug: ${file} has no ${at.join('.')}`).toBe(true);
      doc.deleteIn(at);
    }
    out.set(file, String(doc));
  }
  return out;
}

const dataOf = (texts: ReadonlyMap<string, string>, file: string) => parse(texts.get(file)!);
const errorsOf = (texts: ReadonlyMap<string, string>) =>
  checkTexts(texts).diagnostics.filter((d) => d.severity === 'error');

/** Kent's Canterbury house-clearance entry with its own council (by name) and postcodes, unlike its town's. */
const ownFacts = (text: string) =>
  text.replace('      sameAs: canterbury\n', '      council: Canterbury City Council\n      postcodes: [CT1, CT3]\n');

const OLD_SHAPES: Array<{ content: string; old: () => Map<string, string>; applied: Migration[] }> = [
  {
    // As then, the town page's copy has no local sections either.
    content: 'no house-clearance area page file',
    old: () => {
      const old = without(today, { [TOWN]: [['local'], ['approach']] });
      old.delete(CLEARANCE);
      return old;
    },
    applied: [houseClearanceAreaPage, localSections],
  },
  {
    content: 'area pages without local sections',
    old: () => without(today, { [TOWN]: [['local'], ['approach']], [CLEARANCE]: [['local'], ['approach']] }),
    applied: [localSections],
  },
  {
    content: 'no registrations, a rating without verified',
    old: () => without(today, { [SITE]: [['accreditations'], ['business', 'rating', 'verified']] }),
    applied: [registrationsAndVerifiedRating, registrationsHeading],
  },
  {
    content: 'registrations without a heading',
    old: () => without(today, { [SITE]: [['accreditations', 'heading']] }),
    applied: [registrationsHeading],
  },
  {
    content: 'headings in the templates',
    old: () =>
      without(today, {
        [SITE]: [
          ['footer', 'areasHeading'],
          ['footer', 'contactHeading'],
        ],
        [EXTREME]: [
          ['extreme', 'quoteButtonLabel'],
          ['extreme', 'storiesTitle'],
          ['extreme', 'faqsTitle'],
          ['extreme', 'whatIs', 'scenariosTitle'],
          ['extreme', 'whatIs', 'inclusionsTitle'],
          ['extreme', 'contact', 'formHeading'],
        ],
      }),
    applied: [headingsInTheContent],
  },
  { content: 'councils by name', old: () => beforeCouncilIds(today), applied: [councilsAsIds] },
  {
    content: "a house-clearance entry with facts unlike its town's",
    old: () => {
      const old = beforeCouncilIds(today);
      return old.set(KENT, ownFacts(old.get(KENT)!));
    },
    applied: [onePlaceOneSetOfFacts, councilsAsIds],
  },
];

describe('each migration, given the fixture site in the shape from before its change', () => {
  it.each(OLD_SHAPES.map((shape) => [shape.content, shape] as const))(
    '%s: today’s check refuses it, and accepts it migrated',
    (_name, { old, applied }) => {
      const texts = old();
      expect(errorsOf(texts).length).toBeGreaterThan(0);
      const migrated = migrateTexts(texts);
      expect(migrated.applied).toEqual(applied);
      expect(errorsOf(migrated.texts)).toEqual([]);
      // Nothing else was touched, and migrating again finds nothing to do.
      for (const [file, text] of texts)
        if (!migrated.changed.includes(file)) expect(migrated.texts.get(file)).toBe(text);
      expect(migrateTexts(migrated.texts).applied).toEqual([]);
    },
  );

  it('gives the fields a change added the value it first gave them', () => {
    const migrated = migrateTexts(OLD_SHAPES[4]!.old()).texts;
    expect(dataOf(migrated, SITE).footer).toMatchObject({
      areasHeading: 'Areas we cover',
      contactHeading: 'Talk to us in confidence',
    });
    expect(dataOf(migrated, EXTREME).extreme.contact.formHeading).toBe('Your details');
    expect(dataOf(migrateTexts(OLD_SHAPES[2]!.old()).texts, SITE).business.rating.verified).toBe(false);
  });

  it("names each council by the slug of its name without 'Council', keeping its name and inventing nothing", () => {
    const migrated = migrateTexts(beforeCouncilIds(today)).texts;
    for (const file of ['content/regions/kent.yaml', 'content/regions/london.yaml', 'content/regions/surrey.yaml'])
      expect(dataOf(migrated, file)).toEqual(dataOf(today, file));
    const councils = dataOf(migrated, COUNCILS).councils as Array<Record<string, string>>;
    const named = new Map(
      (dataOf(today, COUNCILS).councils as Array<Record<string, string>>).map((c) => [c.id, c.name]),
    );
    expect(councils.length).toBeGreaterThan(0);
    // Only the councils the areas named, each with its name: no website, end or successor the old content lacked.
    for (const council of councils) expect(council).toEqual({ id: council.id, name: named.get(council.id) });
  });

  it("makes a disagreeing house-clearance entry take its town's facts, as the change did", () => {
    const migrated = migrateTexts(OLD_SHAPES[6]!.old()).texts;
    const canterbury = dataOf(migrated, KENT).houseClearance.areas.find(
      (a: { slug: string }) => a.slug === 'canterbury',
    );
    expect(canterbury).toMatchObject({ sameAs: 'canterbury' });
    expect(canterbury).not.toHaveProperty('postcodes');
    expect(canterbury).not.toHaveProperty('council');
  });
});

describe('content in today’s shape, or with a mistake that looks like an old shape', () => {
  it('takes no migration: the same documents come back', () => {
    const docs = new Map([...today].map(([file, text]) => [file, Object.freeze(parse(text))]));
    const migrated = migrate(docs);
    expect(migrated.applied).toEqual([]);
    expect(migrated.changed).toEqual([]);
    for (const [file, data] of docs) expect(migrated.docs.get(file)).toBe(data);
  });

  it('one field of a change missing is a mistake for check, not a migration', () => {
    const texts = without(today, { [SITE]: [['footer', 'areasHeading']] });
    expect(migrateTexts(texts).applied).toEqual([]);
    expect(errorsOf(texts).map((d) => d.code)).toEqual(['missing-field']);
  });

  it("a house-clearance entry unlike its town in today's content is check's same-place, not a migration", () => {
    const texts = new Map(today).set(
      KENT,
      ownFacts(today.get(KENT)!).replace('Canterbury City Council', 'canterbury-city'),
    );
    expect(migrateTexts(texts).applied).toEqual([]);
    expect(new Set(errorsOf(texts).map((d) => d.code))).toEqual(new Set(['same-place']));
  });

  it('changes no document in place: parsed content is frozen, and a migration copies what it changes', () => {
    const frozen = (value: unknown): unknown => {
      if (value && typeof value === 'object') for (const child of Object.values(value)) frozen(child);
      return Object.freeze(value);
    };
    for (const { old } of OLD_SHAPES) {
      const docs = new Map([...old()].map(([file, text]) => [file, frozen(parse(text))]));
      const before = JSON.stringify([...docs]);
      expect(() => migrate(docs)).not.toThrow();
      expect(JSON.stringify([...docs])).toBe(before);
    }
  });
});

describe('content of any shape', () => {
  it('never makes a migration throw: what it cannot read is left for check to report', () => {
    const odd = new Map<string, unknown>([
      [SITE, { footer: 'text', business: { rating: [] } }],
      [KENT, { areas: 'none', houseClearance: { areas: [1, null, { name: 5, council: 'Some Council' }] } }],
      [
        'content/regions/london.yaml',
        {
          areas: [{ name: 'A', slug: 'a', council: 'A Council', postcodes: 'N1', location: 'here' }],
          houseClearance: { areas: [{ name: 'A', slug: 'a', council: 'B Council', postcodes: ['N1'], location: 3 }] },
        },
      ],
      [TOWN, null],
    ]);
    expect(() => migrate(odd)).not.toThrow();
    expect(migrate(odd).applied).toEqual(expect.arrayContaining([onePlaceOneSetOfFacts, councilsAsIds]));
  });
});

describe('the list of migrations', () => {
  it('is in the order of the changes, each named once and dated by a real day', () => {
    const dates = MIGRATIONS.map((m) => m.date);
    expect(dates.every(isDate)).toBe(true);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(MIGRATIONS.map((m) => m.name)).size).toBe(MIGRATIONS.length);
    expect(OLD_SHAPES.flatMap((shape) => shape.applied)).toEqual(expect.arrayContaining([...MIGRATIONS]));
  });
});
