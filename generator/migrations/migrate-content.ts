// Content as the stages take it (loaded documents, or the texts of files) brought to today's shape: what lastmod's
// walk does with each past commit before today's check, and what the review does with a base from before a change
// of shape. The migrations work on data; a document they rewrite or add is written out again as YAML here, so
// that the stages after it have a text and positions as for any file.
import { LineCounter, parseDocument, stringify } from 'yaml';
import type { Staged } from '../diagnostics/diagnostic.ts';
import { deepFreeze, type Loaded, parseDoc } from '../load/parse.ts';
import { type Claim, claim } from '../model/collections.ts';
import type { LoadedDoc } from '../model/content.ts';
import type { Migration } from './migration.ts';
import { migrate } from './migrations.ts';

/** What a file's text becomes once migrated: its new text, given its data and (when it existed) its old text. */
export type Writer = (file: string, data: unknown, original: string | undefined) => string;

/** Plain YAML, one line a value: what a reader of the migrated text (a check, a review) needs. */
const plain: Writer = (_file, data) => stringify(data, { lineWidth: 0 });

/**
 * A document made from migrated data, with the text and positions of that data written out; its data frozen as
 * a parsed file's is, since the same document serves every commit that migrates to it.
 */
function loadedDoc(file: string, data: unknown, text: string): LoadedDoc {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  return { file, doc, lineCounter, text, data: deepFreeze(data), ...(claim(file) as Claim) };
}

/**
 * The files a migration rewrote or added, but for any that exists and could not be parsed: it keeps its text and
 * its diagnostics, rather than be replaced by what a migration would write where it found no such file.
 */
const writable = (changed: readonly string[], unparsed: (file: string) => boolean) =>
  changed.filter((file) => !unparsed(file));

/** Documents made from migrated data, by file and data: most commits of a history migrate to the same ones. */
export type MadeDocs = Map<string, LoadedDoc>;

/**
 * Loaded content brought to today's shape, with the migrations applied (oldest first). Files that could not be
 * read or parsed stay as they were, with their diagnostics; the migrations see the others. `made` keeps the
 * documents made, for the next call (lastmod's walk passes one for all the commits it reads).
 */
export function migrateLoaded<L extends Omit<Loaded, 'published'>>(
  loaded: Staged<L>,
  made: MadeDocs = new Map(),
): Staged<L> & { applied: Migration[] } {
  const { docs } = loaded.value;
  const migrated = migrate(new Map(docs.map((doc) => [doc.file, doc.data])));
  if (!migrated.applied.length) return { ...loaded, applied: [] };
  const parsed = new Set(docs.map((doc) => doc.file));
  const claimKey = (c: Claim) => `${c.kind} ${c.name}`;
  const existing = new Set(loaded.value.claimed.map(claimKey));
  const exists = (file: string) => existing.has(claimKey(claim(file) as Claim));
  const changed = writable(migrated.changed, (file) => exists(file) && !parsed.has(file));
  const rewritten = new Map(
    changed.map((file) => {
      const data = migrated.docs.get(file);
      const key = `${file}\0${JSON.stringify(data)}`;
      let doc = made.get(key);
      if (!doc) made.set(key, (doc = loadedDoc(file, data, plain(file, data, undefined))));
      return [file, doc] as const;
    }),
  );
  const added = changed.filter((file) => !parsed.has(file));
  const claimed = [...loaded.value.claimed, ...added.map((file) => claim(file) as Claim)];
  const value = {
    ...loaded.value,
    docs: [...docs.map((doc) => rewritten.get(doc.file) ?? doc), ...added.map((file) => rewritten.get(file)!)],
    claimed,
    fileCount: claimed.length,
  };
  return { value, diagnostics: loaded.diagnostics, applied: migrated.applied };
}

export interface MigratedTexts {
  /** Every file given, in today's shape: the texts a migration did not touch as they were, and any file it added. */
  texts: Map<string, string>;
  /** The migrations applied, oldest first (none for content in today's shape). */
  applied: Migration[];
  /** The files rewritten or added, sorted. */
  changed: string[];
}

/**
 * The texts of the content's files (by path: site.yaml, content/…), as a commit holds them, brought to today's
 * shape. `write` gives each rewritten file its text (plain YAML unless told: npm run migrate keeps the layout).
 * Texts that do not parse are kept as they were and left out of the migrations' view.
 */
export function migrateTexts(texts: ReadonlyMap<string, string>, write: Writer = plain): MigratedTexts {
  const docs = new Map<string, unknown>();
  for (const [file, text] of texts) {
    const claimed = claim(file);
    if (claimed === 'ignored' || 'stray' in claimed) continue;
    const parsed = parseDoc(file, text).value;
    if (parsed) docs.set(file, parsed.data);
  }
  const migrated = migrate(docs);
  const changed = writable(migrated.changed, (file) => texts.has(file) && !docs.has(file));
  const out = new Map(texts);
  for (const file of changed) out.set(file, write(file, migrated.docs.get(file), texts.get(file)));
  return { texts: out, applied: migrated.applied, changed };
}
