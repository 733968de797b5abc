// generate: the check, then render → emit → write. Kept apart from build.ts so that `check` never loads the
// rendering code (Vike, React, the host files): it runs on every save and in every pull request.
import fs from 'node:fs';
import path from 'node:path';
import { runCheck, type CheckResult } from './build.ts';
import { diagnostic, hasErrors, type Diagnostic } from './diagnostics.ts';
import type { ImageRef } from './images/references.ts';
import { processImages, publishImages } from './images/process.ts';
import { locate } from './yaml-position.ts';
import { toRenderData } from './render-data.ts';
import { emit } from './stages/emit.ts';
import { render } from './stages/render.ts';
import { recorded } from './stages/published.ts';
import { renderedPages, saveLedger, write } from './stages/write.ts';

export interface GenerateResult extends CheckResult {
  /** The site as written; the addresses new to the ledger (published-paths.txt), recorded in it; `preview`: the
   * address of a preview build (SITE_URL other than site.yaml's url), absent for production. */
  written?: { files: number; pages: number; recorded: string[]; preview?: string };
}

/** A picture sharp could not read, at each place the content shows it. */
function imageFailures(refs: readonly ImageRef[], failed: ReadonlyMap<string, string>): Diagnostic[] {
  return refs
    .filter((ref) => failed.has(ref.src))
    .map((ref) => diagnostic('image-unreadable', { file: ref.doc.file, ...locate(ref.doc, `${ref.pointer}/src`) }, { variant: 'decoding', src: ref.src, reason: String(failed.get(ref.src)) }));
}

/**
 * check, then render → emit → write. Nothing is written unless every step succeeded. Warnings do not stop a
 * build unless `strict` is set. `today` is the day of the build, as for runCheck.
 */
export async function runGenerate(root: string, { today, strict = false }: { today: string; strict?: boolean }): Promise<GenerateResult> {
  // Validate and build the route table; any error (or, when strict, any warning) stops here, before anything is written.
  const checked = runCheck(root, today);
  if (hasErrors(checked.diagnostics) || (strict && checked.diagnostics.length) || !checked.content || !checked.routes) return checked;
  // Photos: upright, without metadata, in several widths and formats (cached by content hash).
  const refs = checked.images ?? [];
  const images = await processImages(root, refs);
  const broken = imageFailures(refs, images.failed);
  if (broken.length) return { ...checked, diagnostics: [...checked.diagnostics, ...broken] };
  const data = toRenderData(checked.content, checked.routes, { today, images: images.manifest });
  const buildDir = path.join(root, `.dist-build-${process.pid}`);
  try {
    // Pre-render every route with React through Vike, then put the processed photos over the originals.
    const clientDir = await render(root, data, buildDir);
    publishImages(clientDir, images);
    // Emit sitemap.xml, robots.txt and the host configuration, then swap the finished site in for dist/.
    const { files } = write(root, clientDir, emit(data, renderedPages(clientDir)));
    // Only now that the site is built: record its new pages and redirect sources, so they stay protected.
    const ledger = recorded(checked.published, checked.content, checked.routes);
    saveLedger(root, checked.published, ledger.lines);
    return { ...checked, written: { files, pages: checked.routes.length, recorded: ledger.added, ...(data.preview ? { preview: data.siteUrl } : {}) } };
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
}
