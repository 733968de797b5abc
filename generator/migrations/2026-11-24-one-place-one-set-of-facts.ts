// 2026-11-24, one place, one set of facts: a house-clearance entry for a place that also has a town entry used to
// give its own council, postcodes and location, which could disagree with the town's; now it names the town entry
// (sameAs: <slug>) and takes them from it, and check refuses two entries of one place that disagree. Today's model
// cannot hold the old entry's own facts beside the town's, so a disagreeing entry takes the town's, as the real
// change did; an entry that agrees with its town, or has none, is left as it was (check accepts it). It runs
// before councils as ids, whose old shape it needs to see.
import { differences, FACTS, samePlaceFinder } from '../local/same-place.ts';
import type { Area } from '../model/types/content.ts';
import { councilsAsIds } from './2026-11-24-councils-as-ids.ts';
import { copy, type Docs, type Migration, type OldShape } from './migration.ts';
import { areaLists, regionFiles } from './region-areas.ts';

type Obj = Record<string, unknown>;

/** An area's name, slug and facts where they have the types the rule compares; the rest as absent. */
function comparable(area: Obj): Area | undefined {
  if (typeof area.name !== 'string' || typeof area.slug !== 'string') return undefined;
  const postcodes = Array.isArray(area.postcodes) ? area.postcodes.map(String) : undefined;
  const at = area.location as Obj | undefined;
  const location =
    at && typeof at.latitude === 'number' && typeof at.longitude === 'number'
      ? { latitude: at.latitude, longitude: at.longitude }
      : undefined;
  return {
    name: area.name,
    slug: area.slug,
    ...(typeof area.council === 'string' ? { council: area.council } : {}),
    ...(postcodes ? { postcodes } : {}),
    ...(location ? { location } : {}),
  };
}

/** In one region document, each house-clearance entry that disagrees with its place's town entry, and that town. */
function disagreeing(region: unknown): Array<{ index: number; town: Area }> {
  const [towns, clearances] = areaLists(region);
  const known = towns!.areas.map(comparable).filter((town): town is Area => !!town);
  const samePlace = samePlaceFinder(known);
  return clearances!.areas.flatMap((entry, index) => {
    const clearance = comparable(entry);
    if (!clearance || entry.sameAs !== undefined) return [];
    const town = known[samePlace(clearance)];
    return town && differences(town, clearance).length ? [{ index, town }] : [];
  });
}

/**
 * Only in content from before councils were ids, the same change: a house-clearance entry that disagrees with its
 * town in today's content is a mistake to correct (check's same-place), not an old shape.
 */
function find(docs: Docs): OldShape[] {
  if (!councilsAsIds.find(docs).length) return [];
  return regionFiles(docs).flatMap((file) =>
    disagreeing(docs.get(file)).map(({ index }) => ({ file, pointer: `/houseClearance/areas/${index}` })),
  );
}

function apply(docs: Docs): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const file of regionFiles(docs)) {
    const found = disagreeing(docs.get(file));
    if (!found.length) continue;
    const region = copy(docs.get(file)) as Obj;
    const entries = (region.houseClearance as Obj).areas as Obj[];
    for (const { index, town } of found) {
      // Without its facts, and naming its town right after its slug, where the real files put sameAs.
      const kept = Object.entries(entries[index]!).filter(([key]) => !(FACTS as readonly string[]).includes(key));
      kept.splice(kept.findIndex(([key]) => key === 'slug') + 1, 0, ['sameAs', town.slug]);
      entries[index] = Object.fromEntries(kept);
    }
    out.set(file, region);
  }
  return out;
}

export const onePlaceOneSetOfFacts: Migration = {
  date: '2026-11-24',
  name: 'one place, one set of facts',
  before: "a house-clearance entry gives its own council, postcodes or location, unlike its town entry's",
  find,
  apply,
};
