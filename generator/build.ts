// Composes the stages in order. No logic of its own: each step is one line.
import { hasErrors, type Diagnostic } from './diagnostics.ts';
import { loadSchemas } from './schema-registry.ts';
import { check } from './stages/check.ts';
import { disappeared } from './stages/published.ts';
import { expand } from './stages/expand.ts';
import { load } from './stages/load.ts';
import { validate } from './stages/validate.ts';
import fs from 'node:fs';
import path from 'node:path';
import type { Content } from './content.ts';
import { toRenderData } from './render-data.ts';
import { emit } from './stages/emit.ts';
import { render } from './stages/render.ts';
import { renderedPages, write } from './stages/write.ts';
import type { Route } from './types/route.ts';

export interface CheckResult {
  diagnostics: Diagnostic[];
  content?: Content;
  routes?: Route[];
  stats: { files: number; areas: number; pages: number };
}

/** load → validate → expand → check; stops at the first stage that reports an error. */
export function runCheck(root: string): CheckResult {
  // Read every file under content/ and site.yaml, keeping positions.
  const loaded = load(root);
  const stats = { files: loaded.value.fileCount, areas: 0, pages: 0 };
  // Validate every document against its schema and the cross-file rules.
  const validated = validate(loaded.value.docs, loaded.value.claimed, loadSchemas(root));
  const early = [...loaded.diagnostics, ...validated.diagnostics];
  if (hasErrors(early) || !validated.value) return { diagnostics: early, stats };
  const content = validated.value;
  stats.areas = content.regions.reduce((n, r) => n + r.data.areas.length + (r.data.houseClearance?.areas.length ?? 0), 0);
  // Expand the content into the route table.
  const routes = expand(content).value;
  stats.pages = routes.length;
  // Check the route table: duplicate paths, links, redirects.
  const checked = check(content, routes);
  // Every path once published must still be served, as a page or through a redirect.
  const vanished = disappeared(loaded.value.published, content, routes);
  return { diagnostics: [...checked.diagnostics, ...vanished], content, routes, stats };
}

export interface GenerateResult extends CheckResult {
  written?: { files: number; pages: number };
}

/** check, then render → emit → write. Nothing is written unless every step succeeded. */
export async function runGenerate(root: string): Promise<GenerateResult> {
  // Validate and build the route table; any problem stops here, before anything is written.
  const checked = runCheck(root);
  if (checked.diagnostics.length || !checked.content || !checked.routes) return checked;
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
