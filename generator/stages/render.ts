// render: every route through the one render function (src/page-html.tsx, as built into the server bundle),
// each page written straight into the staging folder as soon as it is made, with a bounded number of writes in
// flight, so that no more than a few pages are ever held in memory. The CSP's script hashes are taken from the
// HTML as it is made: no page is read back.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineScriptHashes } from '../host/headers.ts';
import type { RenderData } from '../render-data.ts';
import type { Route } from '../types/route.ts';
import type { Bundle } from './bundle.ts';

/** The server bundle's render module: the same source the development server renders with. */
export type RenderModule = typeof import('../../src/page-html.tsx');

/** Writes waiting on the disk at once: enough to keep it busy while the next page renders. */
const WRITES_IN_FLIGHT = 32;

/** Where a route's page goes: / → index.html, /a/b → a/b.html (hosts serve a/b.html at /a/b). */
export const pageFile = (route: Pick<Route, 'path'>) => (route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`);

export function loadRenderer(bundle: Pick<Bundle, 'render'>): Promise<RenderModule> {
  return import(pathToFileURL(bundle.render).href) as Promise<RenderModule>;
}

/** Writes files with at most WRITES_IN_FLIGHT pending; `done()` waits for the rest and reports any failure. */
export function boundedWriter() {
  const pending = new Set<Promise<void>>();
  const made = new Set<string>();
  let failure: unknown;
  return {
    async write(file: string, text: string): Promise<void> {
      if (failure) throw failure;
      const dir = path.dirname(file);
      if (!made.has(dir)) fs.mkdirSync(dir, { recursive: true });
      made.add(dir);
      const writing: Promise<void> = fs.promises
        .writeFile(file, text)
        .catch((error: unknown) => void (failure ??= error))
        .finally(() => pending.delete(writing));
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
  pages: number;
  /** sha256 sources of every inline executable script in the pages, for the CSP. */
  scriptHashes: string[];
}

/** Renders `routes` (every route of `data` unless given) into `staging`. */
export async function render(renderer: RenderModule, bundle: Pick<Bundle, 'assets'>, data: RenderData, staging: string, routes: readonly Route[] = data.routes): Promise<Rendered> {
  const site = renderer.withLookups(data);
  const writer = boundedWriter();
  const hashes = new Set<string>();
  for (const route of routes) {
    const html = renderer.pageHtml(site, route, bundle.assets);
    for (const hash of inlineScriptHashes([html])) hashes.add(hash);
    await writer.write(path.join(staging, pageFile(route)), html);
  }
  await writer.done();
  return { pages: routes.length, scriptHashes: [...hashes].sort() };
}
