// npm run review: the two sides of a content change read and made ready, then the review's pure core
// (review/review.ts). The base is a commit's content read from git; the head is the working tree's, or another
// commit's. Both are checked and expanded with this code, this day and this project's pictures, and rendered by
// the one render function of this code's bundles, so that a page differs only where its content does.
import path from 'node:path';
import { type Bundle, bundle } from '../bundle/bundle.ts';
import { cardManifest } from '../cards/make-cards.ts';
import { checkSources } from '../check/check-sources.ts';
import { cmsCollections, registrySchemas } from '../cms/config/config.ts';
import { existingSlugs } from '../cms/config/slugs.ts';
import { type Diagnostic, hasErrors, type Staged } from '../diagnostics/diagnostic.ts';
import type { PictureProbe } from '../images/image-rules.ts';
import { picturesOnDisk } from '../images/picture-files.ts';
import { processImages } from '../images/process.ts';
import { commitOf, commitTitle, contentTree, readBlobs } from '../lastmod/git.ts';
import { load } from '../load/load.ts';
import { type Loaded, loadBytes, PUBLISHED_FILE } from '../load/parse.ts';
import { migrateLoaded } from '../migrations/migrate-content.ts';
import { type RenderData, toRenderData } from '../model/render-data.ts';
import { loadRenderer } from '../render/render.ts';
import { type PageRenderer, trackedRenderer } from '../review/pages.ts';
import { type Review, type ReviewSide, review } from '../review/review.ts';
import { type ShotSource, shotSource } from '../review/shots/source.ts';
import { loadSchemas, type SchemaRegistry } from '../validate/schema-registry.ts';
import type { GenerateEnv } from './run-generate.ts';

export interface ReviewOptions {
  /** The git ref of the base (a branch, a tag, a commit, HEAD^1). */
  base: string;
  /** The git ref of the head; the working tree when absent. */
  head?: string;
  today: string;
  env: GenerateEnv;
  note?: (line: string) => void;
}

export type ReviewOutcome =
  | { usage: string }
  | { headErrors: Diagnostic[]; head: string }
  | { review: Review; source: ShotSource };

/** The content at a commit: its files' bytes by path, and the ledger's lines when it has one. */
interface CommitContent {
  files: Map<string, Uint8Array>;
  published?: string[];
}

/**
 * The content at `commit` as bytes, read before anything parses it; loadSide then brings an older commit's
 * documents to today's shape with the content migrations (generator/migrations/).
 */
function contentAt(root: string, commit: string): CommitContent | undefined {
  const tree = contentTree(root, commit, [PUBLISHED_FILE]);
  if (!tree) return undefined;
  const blobs = readBlobs(
    root,
    tree.map((file) => file.blob),
  );
  const files = new Map(tree.map((file) => [file.path, blobs.get(file.blob) ?? new Uint8Array()]));
  const ledger = files.get(PUBLISHED_FILE);
  files.delete(PUBLISHED_FILE);
  return { files, ...(ledger ? { published: new TextDecoder().decode(ledger).split('\n') } : {}) };
}

/** A side as loaded: from git at a ref, or from the working tree. */
function loadSide(root: string, ref: string | undefined): { loaded: Staged<Loaded>; name: string } | string {
  if (ref === undefined) return { loaded: load(root), name: 'the working tree' };
  const commit = commitOf(root, ref);
  if (!commit) return `"${ref}" names no commit of the git repository at ${root}: give a branch, a tag or a commit`;
  const content = contentAt(root, commit);
  if (!content) return `git could not list the content of ${ref} (${commit})`;
  // A base from before a change of the content model is compared in today's shape, as lastmod reads it.
  const { applied: _, ...loaded } = migrateLoaded(loadBytes(content.files, content.published));
  return { loaded, name: commitTitle(root, commit) };
}

/** The site's data of a side that passes its check, as generate renders it: pictures processed, cards named. */
export async function renderData(
  root: string,
  side: ReturnType<typeof checkSources>,
  options: Pick<ReviewOptions, 'today' | 'env' | 'note'>,
  pictures?: (files: ReadonlyMap<string, string>) => void,
) {
  if (hasErrors(side.diagnostics) || !side.content || !side.routes) return undefined;
  const images = await processImages(root, side.images ?? [], options.note);
  pictures?.(images.files);
  const siteUrl = options.env.siteUrl;
  const base = toRenderData(side.content, side.routes, {
    today: options.today,
    ...(siteUrl ? { siteUrl } : {}),
    images: images.manifest,
  });
  return { ...base, cards: cardManifest(root, base) };
}

/** Pictures of this project: a past side is not held to them (its pictures may be gone since), as in lastmod. */
const notMissing =
  (probe: PictureProbe): PictureProbe =>
  (src, kind) => {
    const found = probe(src, kind);
    return found === 'missing' ? 'present' : found;
  };

/** The one render function of the bundles over both sides; the head's renders record what they read. */
export async function pageRenderer(bundled: Bundle, base: RenderData, head: RenderData): Promise<PageRenderer> {
  const module = await loadRenderer(bundled);
  const pageHtml: typeof module.pageHtml = (site, route) => module.pageHtml(site, route, bundled.assets);
  return trackedRenderer({ withLookups: module.withLookups, pageHtml }, base, head);
}

/** The admin's collections, for its words: made from the schemas and the names the head's content has. */
const collectionsOf = (schemas: SchemaRegistry, head: Staged<Loaded>) =>
  cmsCollections({ schemas: registrySchemas(schemas), slugs: existingSlugs(head.value.docs) });

/** Both sides as `npm run check` checks them (its warnings included), the base not held to today's pictures. */
function checkBoth(root: string, schemas: SchemaRegistry, today: string, base: Staged<Loaded>, head: Staged<Loaded>) {
  const disk = picturesOnDisk(root);
  const check = (loaded: Staged<Loaded>, pictures: PictureProbe) =>
    checkSources({ loaded, schemas, pictures }, today, { unrecorded: true });
  return [check(base, notMissing(disk)), check(head, disk)] as const;
}

/** The bundles built (or found) in the background while the content is checked; `stop` gives them up. */
export function startBundle(root: string, options: Pick<ReviewOptions, 'env' | 'note'>) {
  const stop = new AbortController();
  const bundling = bundle(root, {
    env: options.env.process,
    signal: stop.signal,
    ...(options.note ? { note: options.note } : {}),
  });
  // Awaited only when the content passes; a failure then is seen there, never as an unhandled rejection.
  bundling.catch(() => undefined);
  return { bundling, stop };
}

/** The review of the head against the base, or why there is none. */
export async function runReview(root: string, options: ReviewOptions): Promise<ReviewOutcome> {
  // Both sides read first: a wrong ref is the caller's mistake, found before anything is built.
  const base = loadSide(root, options.base);
  if (typeof base === 'string') return { usage: base };
  const head = loadSide(root, options.head);
  if (typeof head === 'string') return { usage: head };
  // The code the pages are made with, built (or found) while the sides are checked; stopped on the head's errors.
  const { bundling, stop } = startBundle(root, options);
  const schemas = loadSchemas(root, undefined, options.note);
  const [before, after] = checkBoth(root, schemas, options.today, base.loaded, head.loaded);
  if (hasErrors(after.diagnostics)) {
    stop.abort();
    return { headErrors: after.diagnostics.filter((d) => d.severity === 'error'), head: head.name };
  }
  let images: ReadonlyMap<string, string> = new Map();
  const was = await renderData(root, before, options);
  const now = (await renderData(root, after, options, (files) => (images = files)))!;
  const side = (
    loaded: Staged<Loaded>,
    name: string,
    checked: typeof before,
    data: RenderData | undefined,
  ): ReviewSide => ({
    name,
    docs: loaded.value.docs,
    checked,
    ...(data ? { data } : {}),
  });
  const bundled = await bundling;
  const render = await pageRenderer(bundled, was ?? now, now);
  const collections = collectionsOf(schemas, head.loaded);
  const site = { client: path.join(bundled.dir, 'client'), public: path.join(root, 'public'), images };
  return {
    review: review(side(base.loaded, base.name, before, was), side(head.loaded, head.name, after, now), {
      collections,
      render,
    }),
    source: shotSource(site, render, was ?? now, now),
  };
}
