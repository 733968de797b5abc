// Every change of the content's shape, oldest first, and content of any age brought to today's shape by applying,
// in order, each one whose old shape it shows. A migration recognises its old shape in the data (not by a commit
// or a date), so content of any age takes exactly the steps it needs, and content in today's shape takes none.

import { headingsInTheContent } from './2026-11-23-headings-in-the-content.ts';
import { houseClearanceAreaPage } from './2026-11-23-house-clearance-area-page.ts';
import { localSections } from './2026-11-23-local-sections.ts';
import { registrationsAndVerifiedRating } from './2026-11-23-registrations-and-verified-rating.ts';
import { registrationsHeading } from './2026-11-23-registrations-heading.ts';
import { councilsAsIds } from './2026-11-24-councils-as-ids.ts';
import { onePlaceOneSetOfFacts } from './2026-11-24-one-place-one-set-of-facts.ts';
import type { Docs, Migration } from './migration.ts';

/** The content migrations, oldest first: docs/design.md ("Content migrations") says how to add one. */
export const MIGRATIONS: readonly Migration[] = [
  houseClearanceAreaPage,
  localSections,
  registrationsAndVerifiedRating,
  registrationsHeading,
  headingsInTheContent,
  onePlaceOneSetOfFacts,
  councilsAsIds,
];

export interface Migrated {
  /** Every document, in today's shape as far as the migrations know it. */
  docs: Map<string, unknown>;
  /** The migrations applied, oldest first; none for content in today's shape. */
  applied: Migration[];
  /** The files a migration rewrote or added, sorted. */
  changed: string[];
}

/** `docs` brought to today's shape; the same documents, unchanged, when they are in it already. */
export function migrate(docs: Docs, migrations: readonly Migration[] = MIGRATIONS): Migrated {
  const current = new Map(docs);
  const applied: Migration[] = [];
  const changed = new Set<string>();
  for (const migration of migrations) {
    if (!migration.find(current).length) continue;
    for (const [file, data] of migration.apply(current)) {
      current.set(file, data);
      changed.add(file);
    }
    applied.push(migration);
  }
  return { docs: current, applied, changed: [...changed].sort() };
}
