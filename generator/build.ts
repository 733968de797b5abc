// Composes the stages in order. No logic of its own: each step is one line.
import { hasErrors, type Diagnostic } from './diagnostics.ts';
import { loadSchemas } from './schema-registry.ts';
import { check } from './stages/check.ts';
import { releaseProblems } from './stages/release.ts';
import { disappeared } from './stages/published.ts';
import { expand } from './stages/expand.ts';
import { load } from './stages/load.ts';
import { localPageWarnings } from './local/local-pages.ts';
import { imageRules } from './images/image-rules.ts';
import { imageRefs, type ImageRef } from './images/references.ts';
import { validate } from './stages/validate.ts';
import type { Content } from './content.ts';
import type { Route } from './types/route.ts';

export interface CheckResult {
  diagnostics: Diagnostic[];
  content?: Content;
  routes?: Route[];
  /** Every picture the content shows, found once here for check's rules and generate's processing. */
  images?: ImageRef[];
  stats: { files: number; areas: number; pages: number };
}

/**
 * load → validate → expand → check; stops at the first stage that reports an error. With `release`, the
 * stand-ins still in the content are errors too.
 */
export function runCheck(root: string, { release = false } = {}): CheckResult {
  // Read every file under content/ and site.yaml, keeping positions.
  const loaded = load(root);
  const stats = { files: loaded.value.fileCount, areas: 0, pages: 0 };
  // Validate every document against its schema and the cross-file rules.
  const validated = validate(loaded.value.docs, loaded.value.claimed, loadSchemas(root));
  const early = [...loaded.diagnostics, ...validated.diagnostics];
  if (hasErrors(early) || !validated.value) return { diagnostics: early, stats };
  // Every picture the content shows exists, can be read and is large enough (reads file headers only).
  const images = imageRefs(loaded.value.docs);
  const unusable = imageRules(root, images);
  if (hasErrors(unusable)) return { diagnostics: unusable, stats };
  const content = validated.value;
  stats.areas = content.regions.reduce((n, r) => n + r.data.areas.length + (r.data.houseClearance?.areas.length ?? 0), 0);
  // Expand the content into the route table.
  const routes = expand(content).value;
  stats.pages = routes.length;
  // Check the route table: duplicate paths, links, redirects.
  const checked = check(content, routes);
  // Every path once published must still be served, as a page or through a redirect.
  const vanished = disappeared(loaded.value.published, content, routes);
  // Area pages with nothing local to say, or too alike to each other: warnings.
  const local = localPageWarnings(content, routes);
  // Before publishing: every placeholder still in the content (check --release only).
  const placeholders = release ? releaseProblems(content) : [];
  return { diagnostics: [...checked.diagnostics, ...vanished, ...local, ...placeholders], content, routes, images, stats };
}
