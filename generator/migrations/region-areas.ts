// The areas of the region files, as migrations read and rewrite them: a region file holds its towns under `areas`
// and its house-clearance places under `houseClearance.areas`.
import { COUNCILS_FILE } from '../model/collections.ts';
import { list, obj } from '../model/raw-data.ts';
import type { Docs } from './migration.ts';

export { COUNCILS_FILE };

type Obj = Record<string, unknown>;

/** The two lists of areas a region file has, by the JSON pointer of each. */
const AREA_LISTS = ['/areas', '/houseClearance/areas'] as const;

const isRegionFile = (file: string): boolean => /^content\/regions\/[^/]+\.yaml$/.test(file);

/** The region files of `docs`, in file order. */
export const regionFiles = (docs: Docs): string[] => [...docs.keys()].filter(isRegionFile).sort();

/**
 * Each list of areas of a region document: its pointer and its entries, by their index in the list (an entry that
 * is not a mapping, which check reports, stands as an empty one, so that indexes stay the file's).
 */
export function areaLists(region: unknown): Array<{ pointer: string; areas: Obj[] }> {
  const lists = [list(obj(region).areas), list(obj(obj(region).houseClearance).areas)];
  return AREA_LISTS.map((pointer, i) => ({
    pointer,
    areas: lists[i]!.map((area) => (area && typeof area === 'object' && !Array.isArray(area) ? (area as Obj) : {})),
  }));
}
