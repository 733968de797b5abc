// render: every route through the one render function (src/page-html.tsx, as built into the server bundle),
// each page written straight into the staging folder as soon as it is made, with a bounded number of writes in
// flight, so that only a few pages are ever held in memory. A page whose inputs are what they were at the last
// generate (page-inputs.ts) is not rendered: its file in dist/ is kept, bytes and modification time unchanged; so
// is a page rendered again (no page cache, new bundles) whose HTML is the same as the file there. The CSP's script
// hashes come from the HTML as it is made.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Bundle } from '../bundle/bundle.ts';
import type { RenderData } from '../model/render-data.ts';
import type { Route } from '../model/types/route.ts';
import type { SiteOutput } from '../write/write.ts';
import { type Miss, whyRendered } from './explain.ts';
import { compact, type PageCache, type PageRecord, ReadSets } from './page-cache.ts';
import { pageInputs, ReadTracker, routeDigest, routeHash } from './page-inputs.ts';
import { inlineScriptHashes } from './script-hashes.ts';

/** The server bundle's render module: the same source the development server renders with. */
export type RenderModule = typeof import('../../src/page-html.tsx');

/** Writes waiting on the disk at once: enough to keep it busy while the next page renders. */
const WRITES_IN_FLIGHT = 32;

/** Where a route's page goes: / → index.html, /a/b → a/b.html (hosts serve a/b.html at /a/b). */
export const pageFile = (route: Pick<Route, 'path'>) =>
  route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;

export function loadRenderer(bundle: Pick<Bundle, 'render'>): Promise<RenderModule> {
  return import(pathToFileURL(bundle.render).href) as Promise<RenderModule>;
}

/** Writes files with at most WRITES_IN_FLIGHT pending; `done()` waits for the rest and reports any failure. */
function boundedWriter(out: SiteOutput) {
  const pending = new Set<Promise<void>>();
  let failure: unknown;
  return {
    /**
     * Writes the page `rel` of the site; when the previous dist/ holds the same bytes there, keeps that instead:
     * its modification time kept, no bytes written.
     */
    async write(rel: string, text: string): Promise<void> {
      if (failure) throw failure;
      const bytes = Buffer.from(text);
      // fs.writeFile, not fs.promises.writeFile: the same open, write and close without a FileHandle and promises
      // for each, which cost seconds of the main thread's time at 10,000 pages.
      const writing: Promise<void> = new Promise<void>((resolve) => {
        const settle = (error: NodeJS.ErrnoException | null) => {
          failure ??= error ?? undefined;
          pending.delete(writing);
          resolve();
        };
        fs.readFile(out.previous(rel), (missing, old) => {
          if (!missing && old.equals(bytes)) return (out.keep(rel), settle(null));
          let file: string;
          try {
            file = out.place(rel);
          } catch (error) {
            return settle(error as NodeJS.ErrnoException);
          }
          fs.writeFile(file, bytes, settle);
        });
      });
      pending.add(writing);
      if (pending.size >= WRITES_IN_FLIGHT) await Promise.race(pending);
    },
    async done(): Promise<void> {
      await Promise.all(pending);
      if (failure) throw failure;
    },
  };
}

export interface Rendered {
  /** The pages rendered, by file under dist/; the others were carried over. */
  rewritten: string[];
  carried: number;
  /** sha256 sources of every inline executable script in the pages, for the CSP. */
  scriptHashes: string[];
  /** What the pages were made from, for the next generate. */
  cache: PageCache;
  /** With `explain`: why each page rendered was not carried over, by file under dist/. */
  why?: Map<string, string[]>;
}

/** Whether the page in dist/ is as the last generate wrote it: not gone, not touched since. */
function untouched(file: string, record: PageRecord): boolean {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat !== undefined && stat.size === record.size && stat.mtimeMs === record.mtime;
}

/** The render module, with the data as the pages see it (one tracking view for the whole build). */
interface Renderer {
  module: RenderModule;
  tracker: ReadTracker<RenderData>;
  site: ReturnType<RenderModule['withLookups']>;
}

interface Context {
  /** Loaded for the first page that is rendered: a generate that renders none does without React. */
  renderer: () => Promise<Renderer>;
  bundle: Pick<Bundle, 'key' | 'assets'>;
  out: SiteOutput;
  previous: PageCache | undefined;
  reads: ReadSets;
  writer: ReturnType<typeof boundedWriter>;
}

/** A route, its file and its hash. */
interface Page {
  route: Route;
  file: string;
  hash: string;
}

const inputsOf = (ctx: Context, page: Page) => pageInputs(ctx.bundle.key, page.hash);

/** Carries the page over as the last generate made it when its inputs are unchanged and its file is there; else says why not. */
function carry(ctx: Context, page: Page): Miss | undefined {
  const { file } = page;
  if (!ctx.previous) return 'no-record';
  const record = ctx.previous.pages[file];
  if (!record) return 'new-page';
  if (inputsOf(ctx, page) !== record.inputs || !ctx.reads.unchanged(record.reads)) return 'inputs';
  if (!untouched(ctx.out.previous(file), record)) return 'touched';
  ctx.out.keep(file);
  // Its route is unchanged, and so is the route's digest in the record; its reads are the same list in the next
  // cache.
  ctx.reads.next.page(file, record);
  return undefined;
}

/**
 * Renders one page, recording what it read; returns its HTML and its cache record (with `digest`, its route's
 * digest) but for the file's stat.
 */
async function renderOne(
  ctx: Context,
  page: Page,
  digest: string,
): Promise<{ html: string; record: Omit<PageRecord, 'size' | 'mtime'> }> {
  const { module, tracker, site } = await ctx.renderer();
  tracker.begin();
  const html = module.pageHtml(site, page.route, ctx.bundle.assets);
  const reads = ctx.reads.fresh(tracker.end());
  const scripts = inlineScriptHashes([html]);
  return {
    html,
    record: {
      inputs: inputsOf(ctx, page),
      route: digest,
      reads,
      ...(scripts.length ? { scripts } : {}),
    },
  };
}

/**
 * Renders the routes of `data` into `out`, keeping in dist/ the pages `previous` (the cache of the
 * last generate) shows unchanged. With `explain` (which names a read), says why each page rendered was not.
 */
export async function render(
  load: () => Promise<RenderModule>,
  bundle: Pick<Bundle, 'key' | 'assets'>,
  data: RenderData,
  out: SiteOutput,
  { previous, explain }: { previous?: PageCache; explain?: (read: string) => string },
): Promise<Rendered> {
  const writer = boundedWriter(out);
  let loaded: Renderer | undefined;
  const renderer = async () => {
    if (!loaded) {
      const module = await load();
      const tracker = new ReadTracker(data);
      loaded = { module, tracker, site: module.withLookups(tracker.data) };
    }
    return loaded;
  };
  const reads = new ReadSets(bundle.key, data, previous);
  const ctx: Context = { renderer, bundle, out, previous, reads, writer };
  const rewritten: Array<[string, Omit<PageRecord, 'size' | 'mtime'>]> = [];
  const why = explain ? new Map<string, string[]>() : undefined;
  let carried = 0;
  for (const route of data.routes) {
    const page: Page = { route, file: pageFile(route), hash: routeHash(route) };
    const miss = carry(ctx, page);
    if (!miss) {
      carried++;
      continue;
    }
    const digest = routeDigest(route);
    const now = { bundle: bundle.key, route: digest, origin: route.origin.file, value: reads.digest };
    why?.set(page.file, whyRendered(miss, page.file, previous, now, explain!));
    const { html, record } = await renderOne(ctx, page, digest);
    rewritten.push([page.file, record]);
    await writer.write(page.file, html);
  }
  await writer.done();
  // The files as written (or kept), so that the next generate can tell they are still the ones in dist/.
  for (const [file, record] of rewritten) {
    const { size, mtimeMs } = fs.statSync(out.kept.has(file) ? out.previous(file) : path.join(out.staging, file));
    ctx.reads.next.page(file, { ...record, size, mtime: mtimeMs });
  }
  const scriptHashes = new Set(Object.values(ctx.reads.next.cache.pages).flatMap((p) => p.scripts ?? []));
  return {
    rewritten: rewritten.map(([file]) => file),
    carried,
    scriptHashes: [...scriptHashes].sort(),
    cache: compact(ctx.reads.next.cache),
    ...(why ? { why } : {}),
  };
}
