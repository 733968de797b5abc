// The choices of a select field that names something kept inside files (a town for "Featured on locations" or
// "Same as", a council, a testimonial: generator/cms/config/references.ts), as the site is now. The configuration lists
// those that existed when it was made; a town saved since is added, so that it can be chosen at once, without
// reloading the admin, by its name as the configuration's are (config/slugs.ts). Choices are only added, and one
// that no longer exists is refused by check.

import { loadTexts } from '../../load/parse.ts';
import { FOLDERS as KINDS } from '../../model/collections.ts';
import type { Snapshot } from '../build/snapshot.ts';
import { REFERENCES } from '../config/references.ts';
import { type CmsSlugs, existingSlugs } from '../config/slugs.ts';

import type { Immutable } from './checked-widgets.tsx';

type Options = { toJS(): unknown[]; push(...values: unknown[]): Options };

/** The schema file of each collection of the configuration whose entries name others by slug. */
const SCHEMAS: Record<string, string> = {
  ...Object.fromEntries(Object.entries(KINDS).map(([folder, kind]) => [folder, `${kind}.schema.json`])),
  councils: 'councils.schema.json',
};

/** Which names a select field of `collection` named `name` offers, when they are kept inside files. */
function kindOf(collection: string, name: string): keyof CmsSlugs | undefined {
  const references = Object.entries(REFERENCES[SCHEMAS[collection] ?? ''] ?? {});
  const found = references.find(([path, ref]) => path.split('.').at(-1) === name && 'slugs' in ref)?.[1];
  return found && 'slugs' in found ? found.slugs : undefined;
}

/** `field` with the names saved since the configuration was made added to its choices. */
export function liveOptions(
  field: Immutable,
  collection: string,
  snapshot: Snapshot,
  slugsOf: (snapshot: Snapshot) => CmsSlugs,
): Immutable {
  const kind = kindOf(collection, String(field.get('name')));
  const options = field.get('options') as Options | undefined;
  if (!kind || !options) return field;
  // Decap's select takes a choice as a string or as { label, value } (its own convertToOption): by value here.
  const listed = new Set(options.toJS().map((o) => (typeof o === 'string' ? o : (o as { value: unknown }).value)));
  const added = slugsOf(snapshot)[kind].filter((choice) => !listed.has(choice.value));
  return added.length ? field.set('options', options.push(...added)) : field;
}

/** The names the site holds now, once per snapshot. */
export function slugsBySnapshot(): (snapshot: Snapshot) => CmsSlugs {
  const known = new WeakMap<Snapshot, CmsSlugs>();
  return (snapshot) => {
    const cached = known.get(snapshot);
    if (cached) return cached;
    const docs = loadTexts(new Map(Object.entries(snapshot.files))).value.docs;
    const slugs = existingSlugs(docs);
    known.set(snapshot, slugs);
    return slugs;
  };
}
