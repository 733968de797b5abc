// 2026-11-24, councils as ids: areas used to give their council's name (council: Canterbury City Council); now
// content/councils.yaml lists the councils and an area names one by id (council: canterbury-city). The id is the
// name without the word "Council" as a slug, the rule the real change followed for every council. Only what the
// old content said is kept: each council's name; a website, an end date and a successor are optional and the old
// content gave none, so the pages that show them now changed on the day they were entered.
import { slugify } from '../validate/schema-errors.ts';
import { copy, type Docs, type Migration, type OldShape } from './migration.ts';
import { areaLists, COUNCILS_FILE, regionFiles } from './region-areas.ts';

/** A council's id from its name, as the change made them: "Canterbury City Council" → canterbury-city. */
const councilId = (name: string): string => slugify(name.replace(/\bcouncil\b/gi, ' '));

/** A council given by its name ("Canterbury City Council"), not by an id, which is its own slug. */
const isName = (council: unknown): council is string => typeof council === 'string' && slugify(council) !== council;

/** Each area that gives a council by name, where no list of councils exists yet. */
function find(docs: Docs): OldShape[] {
  if (docs.has(COUNCILS_FILE)) return [];
  return regionFiles(docs).flatMap((file) =>
    areaLists(docs.get(file)).flatMap(({ pointer, areas }) =>
      areas.flatMap((area, i) => (isName(area.council) ? [{ file, pointer: `${pointer}/${i}/council` }] : [])),
    ),
  );
}

function apply(docs: Docs): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const councils = new Map<string, { id: string; name: string }>();
  for (const file of regionFiles(docs)) {
    const region = copy(docs.get(file));
    let named = false;
    for (const { areas } of areaLists(region))
      for (const area of areas) {
        if (!isName(area.council)) continue;
        const id = councilId(area.council);
        // Two spellings of one council share its id; the first, in file order, gives its name.
        if (!councils.has(id)) councils.set(id, { id, name: area.council });
        area.council = id;
        named = true;
      }
    if (named) out.set(file, region);
  }
  out.set(COUNCILS_FILE, { councils: [...councils.values()] });
  return out;
}

export const councilsAsIds: Migration = {
  date: '2026-11-24',
  name: 'councils as ids',
  before: "areas give their council's name, and there is no content/councils.yaml",
  find,
  apply,
};
