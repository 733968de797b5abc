// The content as it stood at a commit, as today's code sees it (lastmod.ts): the commit's files parsed, brought to
// today's shape by the content migrations, checked and expanded as generate does it now, with this build's day,
// address and pictures, then reduced to what decides whether a page is the same: a digest of each route and of
// the value of each read the pages make (render/page-inputs.ts). No IO here: the files' bytes come from git
// (lastmod/git.ts).

import { checkSources } from '../check/check-sources.ts';
import { hasErrors, type Staged } from '../diagnostics/diagnostic.ts';
import { claimAll, decode, parseDoc } from '../load/parse.ts';
import { type MadeDocs, migrateLoaded } from '../migrations/migrate-content.ts';
import type { LoadedDoc } from '../model/content.ts';
import type { ImageManifest } from '../model/image-manifest.ts';
import { type RenderData, toRenderData } from '../model/render-data.ts';
import type { CardManifest } from '../model/share-card.ts';
import type { Route } from '../model/types/route.ts';
import { readsHash, readValuer, shortDigest } from '../render/page-inputs.ts';
import type { SchemaRegistry } from '../validate/schema-registry.ts';

/** What a past state is checked and expanded with: this build's, not the commit's. */
export interface StateInputs {
  schemas: SchemaRegistry;
  today: string;
  siteUrl: string | undefined;
  images: ImageManifest;
  /** This build's share cards: like the pictures, what a card says comes from values the page reads itself. */
  cards: CardManifest;
}

/**
 * What one walk parses or makes once: files by blob and path (most files are the same blob in many commits), and
 * the documents the migrations rewrote (most commits before a change of shape migrate to the same ones).
 */
export interface WalkMemo {
  parsed: Map<string, Staged<LoadedDoc | undefined>>;
  made: MadeDocs;
}

/**
 * A state reduced to what the fingerprints need: a digest of each route (by path) and of each read's value; or
 * `fails` when that content does not pass today's check, so that no page is the same there.
 */
export type StateRecord = { routes: Record<string, string>; values: Record<string, string> } | { fails: true };

/** Pictures are today's files under public/, not the commit's: a past state is not held to them. */
const anyPicture = () => 'present' as const;

/**
 * A route without where it was written: moving a town's lines down a file (a comment, a town added above it)
 * changes no page. Templates never read `origin`.
 */
const routeDigest = ({ origin: _, ...route }: Route) => shortDigest(JSON.stringify(route));

/**
 * The site's data at a commit (its files, their bytes by blob), migrated to today's shape; undefined when it does
 * not pass today's check even so (a change of shape that no migration covers, or content that was wrong then).
 */
export function dataAt(
  files: ReadonlyArray<{ path: string; blob: string }>,
  blobs: ReadonlyMap<string, Uint8Array>,
  { parsed, made }: WalkMemo,
  { schemas, today, siteUrl, images, cards }: StateInputs,
): RenderData | undefined {
  const blobOf = new Map(files.map((file) => [file.path, file.blob]));
  const parse = (file: string): Staged<LoadedDoc | undefined> => {
    const blob = blobOf.get(file)!;
    const key = `${blob} ${file}`;
    let result = parsed.get(key);
    if (!result) {
      const text = decode(file, blobs.get(blob) ?? new Uint8Array());
      result =
        text.value === undefined ? { value: undefined, diagnostics: text.diagnostics } : parseDoc(file, text.value);
      parsed.set(key, result);
    }
    return result;
  };
  // Content from before a change of the content's shape, brought to today's shape (migrations/).
  const loaded = migrateLoaded(claimAll([...blobOf.keys()].sort(), parse), made);
  const checked = checkSources({ loaded, schemas, pictures: anyPicture }, today);
  if (hasErrors(checked.diagnostics) || !checked.content || !checked.routes) return undefined;
  return toRenderData(checked.content, checked.routes, { today, ...(siteUrl ? { siteUrl } : {}), images, cards });
}

/**
 * A state's record: each route's digest and the digest of each of `reads`' value in `data`, as the page cache
 * keeps it (page-inputs.ts: shortDigest), or as `digested` gives it when render has worked it out already.
 */
export function stateRecord(
  data: RenderData | undefined,
  reads: Iterable<string>,
  digested?: (read: string) => string,
): StateRecord {
  if (!data) return { fails: true };
  let digestOf = digested;
  if (!digestOf) {
    const valued = readValuer(data);
    digestOf = (read) => shortDigest(valued(read));
  }
  const routes = Object.fromEntries(data.routes.map((route) => [route.path, routeDigest(route)]));
  const values: Record<string, string> = {};
  for (const read of reads) values[read] = digestOf(read);
  return { routes, values };
}

/** Whether a record values every one of `reads`. */
export const covers = (record: StateRecord, reads: Iterable<string>): boolean => {
  if ('fails' in record) return true;
  for (const read of reads) if (!Object.hasOwn(record.values, read)) return false;
  return true;
};

/** The reads of each page, by path: one array per read set, shared by the pages that read alike. */
export type PageReads = ReadonlyMap<string, readonly string[]>;

const FAILS = '!fails';
const ABSENT = '!absent';

/** Whether a fingerprint is of a page that is there, in content that passes: one that has a content to date. */
export const isPresent = (print: string): boolean => print !== FAILS && print !== ABSENT;

/**
 * What each page of `pages` is in a state, by path: equal in two states exactly when its route (but for its
 * origin) and every value it reads are. A page that is not there, or content that fails, is unlike any page.
 * The hash of a read set is worked out once for all the pages that share it.
 */
export function fingerprints(record: StateRecord, pages: PageReads): (path: string) => string {
  if ('fails' in record) return () => FAILS;
  const hashes = new Map<readonly string[], string>();
  return (path) => {
    const route = record.routes[path];
    if (route === undefined) return ABSENT;
    const reads = pages.get(path)!;
    let hash = hashes.get(reads);
    if (hash === undefined) hashes.set(reads, (hash = readsHash(reads, (read) => record.values[read]!)));
    return `${route} ${hash}`;
  };
}
