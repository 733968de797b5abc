// The fixture site in the shape it would have had before each change of the content model, for the migrations'
// tests: each old shape is written as the content of the time was (a text edit), never by the migration under
// test, with the migrations it needs, oldest first.
import { parseDocument } from 'yaml';
import { headingsInTheContent } from '../../generator/migrations/2026-11-23-headings-in-the-content.ts';
import { houseClearanceAreaPage } from '../../generator/migrations/2026-11-23-house-clearance-area-page.ts';
import { localSections } from '../../generator/migrations/2026-11-23-local-sections.ts';
import { registrationsAndVerifiedRating } from '../../generator/migrations/2026-11-23-registrations-and-verified-rating.ts';
import { registrationsHeading } from '../../generator/migrations/2026-11-23-registrations-heading.ts';
import { councilsAsIds } from '../../generator/migrations/2026-11-24-councils-as-ids.ts';
import { onePlaceOneSetOfFacts } from '../../generator/migrations/2026-11-24-one-place-one-set-of-facts.ts';
import type { Migration } from '../../generator/migrations/migration.ts';
import { beforeCouncilIds, contentTexts } from './old-content.ts';

export const SITE = 'site.yaml';
export const KENT = 'content/regions/kent.yaml';
export const TOWN = 'content/pages/town.yaml';
export const CLEARANCE = 'content/pages/house-clearance-area.yaml';
export const EXTREME = 'content/services/extreme-house-clearance.yaml';

export const today = contentTexts();

/** The texts with the fields at `paths` of each file removed (its comments and layout otherwise kept). */
export function without(texts: ReadonlyMap<string, string>, fields: Record<string, string[][]>): Map<string, string> {
  const out = new Map(texts);
  for (const [file, paths] of Object.entries(fields)) {
    const doc = parseDocument(texts.get(file)!);
    for (const at of paths) {
      if (!doc.hasIn(at)) throw new Error(`test bug: ${file} has no ${at.join('.')}`);
      doc.deleteIn(at);
    }
    out.set(file, String(doc));
  }
  return out;
}

/** Kent's Canterbury house-clearance entry with its own council (by name) and postcodes, unlike its town's. */
export const ownFacts = (text: string) =>
  text.replace('      sameAs: canterbury\n', '      council: Canterbury City Council\n      postcodes: [CT1, CT3]\n');

export const OLD_SHAPES: Array<{ content: string; old: () => Map<string, string>; applied: Migration[] }> = [
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
