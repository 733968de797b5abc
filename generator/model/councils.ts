// Which council is in office for an area on a given day: content/councils.yaml gives each council its last day
// (`ends`) and the council that takes over (`successor`), so a reorganisation is entered once, ahead of time, and
// the pages change on the day of the first build after it. Pure: the day is passed in, never read from the clock.
import { isAfter } from './dates.ts';
import type { Council } from './types/content.ts';

/** The councils of content/councils.yaml by id. */
export type CouncilsById = ReadonlyMap<string, Council>;

export const councilsById = (councils: readonly Council[]): CouncilsById => new Map(councils.map((c) => [c.id, c]));

/**
 * The chain of councils from `id` onwards, each followed by its successor, as far as the list goes: stops at a
 * council without one, at an id that names none, and before a council seen already (a loop, which check
 * reports as an error).
 */
export function succession(councils: CouncilsById, id: string): Council[] {
  const chain: Council[] = [];
  const seen = new Set<string>();
  for (let council = councils.get(id); council && !seen.has(council.id); council = councils.get(council.successor!)) {
    chain.push(council);
    seen.add(council.id);
    if (council.successor === undefined) break;
  }
  return chain;
}

/**
 * The council in office on `today` (YYYY-MM-DD) for an area that names `id`: the named council until its last
 * day, then its successor, and so on along the chain. A council past its last day with no successor stays the
 * answer (check warns about it). Undefined when no council has that id.
 */
export function councilInOffice(councils: CouncilsById, id: string, today: string): Council | undefined {
  const chain = succession(councils, id);
  return chain.find((council) => council.ends === undefined || !isAfter(today, council.ends)) ?? chain.at(-1);
}
