// What a content migration is: one change of the content's shape (a field made required, a value that became an
// id, a file that came to hold what a template said), and the pure function that brings content from before it to
// the shape after it. Migrations work on parsed documents (data by file), never on text, so that one function
// serves lastmod's walk through history, the review of a branch made before the change, and npm run migrate.
import { obj } from '../model/raw-data.ts';

/** The content's documents by file (site.yaml, content/…), as parsed: the files that failed to parse left out. */
export type Docs = ReadonlyMap<string, unknown>;

/** A place in a document that shows the old shape: its file, a JSON pointer and, for a missing field, its key. */
export interface OldShape {
  file: string;
  pointer: string;
  key?: string;
}

export interface Migration {
  /** The day the shape changed (YYYY-MM-DD, the commit that changed the schemas and the content together). */
  readonly date: string;
  /** The change in a few words, as check's hint and npm run migrate name it: "councils as ids". */
  readonly name: string;
  /** What content from before looks like, for check's message: "areas give their council's name". */
  readonly before: string;
  /** Each place of `docs` in the shape from before the change; none when they are in a later shape. */
  find(docs: Docs): OldShape[];
  /**
   * The documents the change rewrites or adds, in the shape after it (only those). Called only when `find` found
   * something; never changes `docs` (their values are frozen).
   */
  apply(docs: Docs): Map<string, unknown>;
}

/** The migration's name as check and npm run migrate write it: "2026-11-24 councils as ids". */
export const migrationName = (migration: Migration): string => `${migration.date} ${migration.name}`;

/** A copy of `value` that a migration may change; parsed content is frozen. */
export const copy = <T>(value: T): T => structuredClone(value);

/** Fields a change made required in the mapping at `pointer` of `file`, with the value the change first gave each. */
export interface AddedFields {
  file: string;
  pointer: string;
  fields: Readonly<Record<string, unknown>>;
}

type Obj = Record<string, unknown>;

/** The mapping at `pointer` of a document; undefined when any step is not a mapping. */
function mappingAt(doc: unknown, pointer: string): Obj | undefined {
  let value = doc;
  for (const key of pointer.split('/').slice(1)) value = obj(value)[key];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Obj) : undefined;
}

/**
 * Each field of `added`, when their mappings lack every one: the old shape lacks them all, whereas one of them
 * missing from today's content is a mistake to correct (check's missing-field), not a reason to migrate. A mapping
 * that is itself absent is such a mistake too, and is left out.
 */
function lacking(docs: Docs, added: readonly AddedFields[]): OldShape[] {
  const fields = added.flatMap(({ file, pointer, fields }) => {
    const mapping = mappingAt(docs.get(file), pointer);
    return mapping ? Object.keys(fields).map((key) => ({ file, pointer, key, present: key in mapping })) : [];
  });
  return fields.some((field) => field.present) ? [] : fields.map(({ present: _, ...place }) => place);
}

/** The documents of `added` with the fields they lack set, in the order `added` gives them. */
function filled(docs: Docs, added: readonly AddedFields[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const { file, pointer, fields } of added) {
    const doc = out.get(file) ?? copy(docs.get(file));
    const mapping = mappingAt(doc, pointer);
    if (!mapping) continue;
    for (const [key, value] of Object.entries(fields)) if (!(key in mapping)) mapping[key] = copy(value);
    out.set(file, doc);
  }
  return out;
}

/**
 * The migration of a change that made fields required. A field the old content lacks takes the value the change
 * first gave it (the words the template had said until then, or the first value content staff were given), so
 * the change of shape moves no page by itself: like a new template, it is code, not a change of content.
 */
export const fieldsAdded = (
  change: Pick<Migration, 'date' | 'name' | 'before'>,
  added: readonly AddedFields[],
): Migration => ({ ...change, find: (docs) => lacking(docs, added), apply: (docs) => filled(docs, added) });
