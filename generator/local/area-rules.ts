// Rules on an area's own local data that a schema cannot say: its location must lie in the United Kingdom.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';
import { inUnitedKingdom } from '../model/geo.ts';
import { list, obj } from '../model/raw-data.ts';

function locationRule(doc: LoadedDoc, pointer: string, area: Record<string, unknown>): Diagnostic[] {
  const { latitude, longitude } = obj(area.location);
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || inUnitedKingdom({ latitude, longitude }))
    return [];
  const swapped = inUnitedKingdom({ latitude: longitude, longitude: latitude });
  return [
    diagnostic(
      'outside-uk',
      { file: doc.file, ...locate(doc, `${pointer}/location`) },
      { variant: swapped ? 'swapped' : 'elsewhere', name: String(area.name), latitude, longitude },
    ),
  ];
}

/** The location rule for every area of a region, in both of its lists. */
export function localAreaRules(doc: LoadedDoc): Diagnostic[] {
  if (doc.kind !== 'region') return [];
  const d = obj(doc.data);
  const lists: Array<[string, unknown]> = [
    ['/areas', d.areas],
    ['/houseClearance/areas', obj(d.houseClearance).areas],
  ];
  return lists.flatMap(([pointer, areas]) =>
    list(areas).flatMap((area, i) => locationRule(doc, `${pointer}/${i}`, obj(area))),
  );
}
