// One place, one set of facts. A place with a town page and a house-clearance page has one council, one set of
// postcode districts and one centre: the house-clearance entry names its town entry (`sameAs: <slug>`) and takes
// them from it. Check refuses them given beside sameAs, and, where an entry without sameAs repeats a town entry's
// place (same slug or name in the region), any fact the two give differently, at both entries.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';
import { distanceKm } from '../model/geo.ts';
import type { Area, Region } from '../model/types/content.ts';

/** The facts a place gives once. */
export const FACTS = ['council', 'postcodes', 'location'] as const;

const TOWNS = '/areas';
const CLEARANCE = '/houseClearance/areas';

const only = (mine: readonly string[], theirs: readonly string[]) => mine.filter((p) => !theirs.includes(p));

/** How two entries' facts differ, in words; only facts both give count (one left out contradicts nothing). */
export function differences(town: Area, clearance: Area): string[] {
  const out: string[] = [];
  if (town.council !== undefined && clearance.council !== undefined && town.council !== clearance.council)
    out.push(`council ${town.council} in the town entry, ${clearance.council} in the house-clearance entry`);
  if (town.postcodes && clearance.postcodes) {
    const sides = [
      [only(town.postcodes, clearance.postcodes), 'the town entry'],
      [only(clearance.postcodes, town.postcodes), 'the house-clearance entry'],
    ] as const;
    const said = sides.filter(([codes]) => codes.length).map(([codes, side]) => `${codes.join(' ')} only in ${side}`);
    if (said.length) out.push(`postcodes ${said.join(', ')}`);
  }
  const [a, b] = [town.location, clearance.location];
  if (a && b && (a.latitude !== b.latitude || a.longitude !== b.longitude)) {
    const km = distanceKm(a, b);
    out.push(`locations ${km < 0.1 ? `${Math.round(km * 1000)} m` : `${km.toFixed(1)} km`} apart`);
  }
  return out;
}

/** The first index of each key: a lookup per house-clearance entry rather than a search of every town. */
function firstIndexes(towns: readonly Area[], key: (town: Area) => string): Map<string, number> {
  const index = new Map<string, number>();
  towns.forEach((town, i) => {
    if (!index.has(key(town))) index.set(key(town), i);
  });
  return index;
}

const nameKey = (area: Area) => area.name.toLowerCase();

/** The first town entry of the same place as a house-clearance entry without sameAs: same slug, or same name. */
function samePlace(bySlug: Map<string, number>, byName: Map<string, number>, clearance: Area): number {
  const found = [bySlug.get(clearance.slug), byName.get(nameKey(clearance))].filter((i) => i !== undefined);
  return found.length ? Math.min(...found) : -1;
}

/** The index of the same place's town entry for each house-clearance entry asked about (-1 for none). */
export function samePlaceFinder(towns: readonly Area[]): (clearance: Area) => number {
  const [bySlug, byName] = [firstIndexes(towns, (town) => town.slug), firstIndexes(towns, nameKey)];
  return (clearance) => samePlace(bySlug, byName, clearance);
}

/** The same-place rules for one region file that passed its schema. */
export function samePlaceRules(doc: LoadedDoc): Diagnostic[] {
  if (doc.kind !== 'region') return [];
  const region = doc.data as Region;
  const towns = region.areas;
  const at = (pointer: string, key?: string) => ({ file: doc.file, ...locate(doc, pointer, key) });
  const line = (pointer: string) => `${doc.file}:${at(pointer).line}`;
  const out: Diagnostic[] = [];
  const [bySlug, byName] = [firstIndexes(towns, (town) => town.slug), firstIndexes(towns, nameKey)];
  towns.forEach((town, i) => {
    if (town.sameAs !== undefined)
      out.push(diagnostic('same-place', at(`${TOWNS}/${i}`, 'sameAs'), { variant: 'on-town', name: town.name }));
  });
  (region.houseClearance?.areas ?? []).forEach((clearance, j) => {
    const here = `${CLEARANCE}/${j}`;
    if (clearance.sameAs !== undefined) {
      const t = bySlug.get(clearance.sameAs) ?? -1;
      // An unknown sameAs is references.ts's unknown-reference.
      if (t < 0) return;
      for (const field of FACTS.filter((f) => clearance[f] !== undefined)) {
        const said = { name: clearance.name, town: clearance.sameAs, field, townAt: line(`${TOWNS}/${t}`) };
        out.push(diagnostic('same-place', at(here, field), { variant: 'beside-same-as', ...said }));
      }
      return;
    }
    const t = samePlace(bySlug, byName, clearance);
    const found = t < 0 ? [] : differences(towns[t]!, clearance);
    if (!found.length) return;
    const there = `${TOWNS}/${t}`;
    const said = {
      variant: 'differ',
      name: clearance.name,
      town: towns[t]!.slug,
      differences: found.join('; '),
      townAt: line(there),
      clearanceAt: line(here),
    } as const;
    out.push(diagnostic('same-place', at(there), said), diagnostic('same-place', at(here), said));
  });
  return out;
}
