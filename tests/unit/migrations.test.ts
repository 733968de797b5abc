// Content migrations: each change of the content's shape has a function that brings content written before it to
// today's shape. Each is given the fixture site as it would have been written before its change (its old shape,
// tests/support/old-shapes.ts), and must give content that today's check accepts, with its fields as the change
// first gave them, applying no other migration than those the old shape needs.
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { migrateTexts } from '../../generator/migrations/migrate-content.ts';
import { MIGRATIONS } from '../../generator/migrations/migrations.ts';
import { isDate } from '../../generator/model/dates.ts';
import { beforeCouncilIds, COUNCILS, checkTexts } from '../support/old-content.ts';
import { EXTREME, KENT, OLD_SHAPES, SITE, today } from '../support/old-shapes.ts';

const dataOf = (texts: ReadonlyMap<string, string>, file: string) => parse(texts.get(file)!);
const errorsOf = (texts: ReadonlyMap<string, string>) =>
  checkTexts(texts).diagnostics.filter((d) => d.severity === 'error');

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

describe('the list of migrations', () => {
  it('is in the order of the changes, each named once and dated by a real day', () => {
    const dates = MIGRATIONS.map((m) => m.date);
    expect(dates.every(isDate)).toBe(true);
    expect(dates).toEqual([...dates].sort());
    expect(new Set(MIGRATIONS.map((m) => m.name)).size).toBe(MIGRATIONS.length);
    expect(OLD_SHAPES.flatMap((shape) => shape.applied)).toEqual(expect.arrayContaining([...MIGRATIONS]));
  });
});
