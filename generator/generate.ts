// generate: the check, then render → emit → write. Kept apart from build.ts so that `check` never loads the
// rendering code (Vike, React, the host files): it runs on every save and in every pull request.
import fs from 'node:fs';
import path from 'node:path';
import { runCheck, type CheckResult } from './build.ts';
import { hasErrors } from './diagnostics.ts';
import { toRenderData } from './render-data.ts';
import { emit } from './stages/emit.ts';
import { render } from './stages/render.ts';
import { renderedPages, write } from './stages/write.ts';

export interface GenerateResult extends CheckResult {
  written?: { files: number; pages: number };
}

/**
 * check, then render → emit → write. Nothing is written unless every step succeeded. Warnings do not stop a
 * build unless `strict` is set.
 */
export async function runGenerate(root: string, { strict = false } = {}): Promise<GenerateResult> {
  // Validate and build the route table; any error (or, when strict, any warning) stops here, before anything is written.
  const checked = runCheck(root);
  if (hasErrors(checked.diagnostics) || (strict && checked.diagnostics.length) || !checked.content || !checked.routes) return checked;
  const data = toRenderData(checked.content, checked.routes);
  const buildDir = path.join(root, `.dist-build-${process.pid}`);
  try {
    // Pre-render every route with React through Vike.
    const clientDir = await render(root, data, buildDir);
    // Emit sitemap.xml, robots.txt and the host configuration, then swap the finished site in for dist/.
    const { files } = write(root, clientDir, emit(data, renderedPages(clientDir)));
    return { ...checked, written: { files, pages: checked.routes.length } };
  } finally {
    fs.rmSync(buildDir, { recursive: true, force: true });
  }
}
