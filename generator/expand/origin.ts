import { locate } from '../diagnostics/yaml-position.ts';
import type { Entry } from '../model/content.ts';
import type { Origin } from '../model/types/route.ts';

/** Where a route comes from: the node at `pointer` in the entry's file (the document itself by default). */
export function originOf(entry: Entry<unknown>, pointer = ''): Origin {
  return { file: entry.source.file, ...locate(entry.source, pointer) };
}
