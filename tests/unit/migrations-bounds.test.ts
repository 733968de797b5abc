// What content migrations leave alone: content in today's shape (the same documents back), a mistake in today's
// content that looks like an old shape (check's to report), data of any shape (never a throw), a file that
// cannot be parsed (its text kept), and their input (never changed in place).
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { councilsAsIds } from '../../generator/migrations/2026-11-24-councils-as-ids.ts';
import { onePlaceOneSetOfFacts } from '../../generator/migrations/2026-11-24-one-place-one-set-of-facts.ts';
import { migrateTexts } from '../../generator/migrations/migrate-content.ts';
import { migrate } from '../../generator/migrations/migrations.ts';
import { checkTexts } from '../support/old-content.ts';
import { CLEARANCE, KENT, OLD_SHAPES, ownFacts, SITE, TOWN, today, without } from '../support/old-shapes.ts';

const errorsOf = (texts: ReadonlyMap<string, string>) =>
  checkTexts(texts).diagnostics.filter((d) => d.severity === 'error');

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

describe('a file that cannot be parsed', () => {
  it('keeps its text, never replaced by what a migration writes where it found no such file', () => {
    const broken = 'seo:\n\ttitle: a tab\n';
    const texts = new Map(OLD_SHAPES[0]!.old()).set(CLEARANCE, broken);
    const migrated = migrateTexts(texts);
    expect(migrated.texts.get(CLEARANCE)).toBe(broken);
    expect(migrated.changed).not.toContain(CLEARANCE);
  });
});
