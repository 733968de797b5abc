// The admin's files besides its script: the page that loads Decap (noindex; the admin's own CSP is in the host's
// headers), its configuration generated from the schemas (config.ts), and the site's snapshot (snapshot.ts).
import fs from 'node:fs';
import path from 'node:path';
import type { PageAssets } from '../../../src/page-assets.ts';
import type { CheckResult } from '../../check/check-sources.ts';
import { recorded } from '../../check/published.ts';
import { picturesOnDisk } from '../../images/picture-files.ts';
import { RASTER } from '../../images/references.ts';
import { type LoadedDoc, sources } from '../../model/content.ts';
import type { SchemaRegistry } from '../../validate/schema-registry.ts';
import { filesUnder } from '../../write/files.mjs';
import { folderFormat } from '../browser/format-names.ts';
import type { CmsEnv } from '../config/backend.ts';
import { githubBackend } from '../config/backend.ts';
import { cmsConfig, type DecapConfig, registrySchemas } from '../config/config.ts';
import { toYaml } from '../config/config-yaml.ts';
import { type CmsSlugs, existingSlugs } from '../config/slugs.ts';
import { ADMIN_SCRIPTS } from './admin-bundle.ts';
import { SNAPSHOT_FILE, type Snapshot } from './snapshot.ts';

/** The admin's page: Decap builds everything inside it. */
export const adminPage = (title: string) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
${ADMIN_SCRIPTS.map((script) => `<script src="/admin/${script}"></script>`).join('\n')}
</body>
</html>
`;

/** The stylesheet tags in `markup` (scripts are left out: the preview shows, it does not run). */
const stylesOf = (markup: string) => (markup.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []).join('');

/**
 * The admin's snapshot of the site as `checked` (check's result on `texts`) found it: for generate, and afresh on
 * every request under npm run cms. The ledger is the one a generate of it leaves (the addresses it publishes are
 * protected from then on), or as read while the content has errors.
 */
export function snapshot(
  root: string,
  {
    texts,
    checked,
    schemas,
    styles,
  }: {
    texts: ReadonlyMap<string, string>;
    checked: Pick<CheckResult, 'held' | 'published' | 'content' | 'routes'>;
    schemas: SchemaRegistry;
    /** Markup with the tags that load the site's stylesheets (the pages' asset tags, or a built page). */
    styles: string;
  },
): Snapshot {
  const held = checked.held ?? [];
  const published =
    checked.content && checked.routes
      ? recorded(checked.published, checked.content, checked.routes).lines
      : checked.published;
  const hidden = new Set(held.map((article) => `content/blog/${article.route.props.article}.yaml`));
  const probe = picturesOnDisk(root);
  const images = path.join(root, 'public/images');
  const pictures = Object.fromEntries(
    (fs.existsSync(images) ? filesUnder(images) : []).map((file) => {
      const src = `/images/${file}`;
      return [src, probe(src, { raster: RASTER.test(src) })];
    }),
  );
  return {
    files: Object.fromEntries([...texts].filter(([file]) => !hidden.has(file)).sort(([a], [b]) => (a < b ? -1 : 1))),
    ...(published ? { published } : {}),
    pictures,
    schemas: Object.fromEntries(schemas.schemas),
    styles: stylesOf(styles),
  };
}

export { SNAPSHOT_FILE };

export const ADMIN_TITLE = 'Content admin';
/** The admin's files besides its scripts, by name under admin/: its page, its configuration, the site's snapshot. */
export const ADMIN_PAGES = ['index.html', 'config.yml', SNAPSHOT_FILE] as const;

/**
 * The last configuration made, with what it was made from: held by whoever makes it again and again (watch mode's
 * session, the CMS server), since most generates after an edit make the same one.
 */
export interface AdminConfigMemo {
  last?: { from: string; text: string };
}

/**
 * The admin's configuration as config.yml: for the published admin, or (`local`: the local backend's address) for
 * npm run cms. Made from the schemas (their registry's key names them), the slugs in use and the backend alone;
 * with a `memo`, the same again is not made again (a good part of a generate after a one-town edit).
 */
export function adminConfigText({
  schemas,
  docs,
  cms,
  local,
  memo = {},
}: {
  schemas: SchemaRegistry;
  docs: readonly LoadedDoc[];
  cms: CmsEnv;
  local?: string;
  memo?: AdminConfigMemo;
}): string {
  const slugs = existingSlugs(docs);
  const from = JSON.stringify([schemas.key, slugs, cms, local ?? null]);
  if (memo.last?.from !== from) memo.last = { from, text: configText(schemas, slugs, cms, local) };
  return memo.last.text;
}

function configText(schemas: SchemaRegistry, slugs: CmsSlugs, cms: CmsEnv, local: string | undefined): string {
  const config = cmsConfig({ schemas: registrySchemas(schemas), slugs, backend: githubBackend(cms) });
  // A new file of a folder collection takes the style of a hand-written one of its own (cms/browser/format.ts).
  for (const collection of config.collections)
    if ('folder' in collection) (collection as { format: string }).format = folderFormat(collection.name);
  if (!local) return toYaml(config);
  // Decap's local backend writes the working tree directly: it has no drafts or pull requests.
  return toYaml({ ...config, publish_mode: 'simple', local_backend: { url: local } } as unknown as DecapConfig);
}

/** The files of the published admin besides its script, by path under admin/. */
export function adminFiles(
  root: string,
  checked: CheckResult,
  schemas: SchemaRegistry,
  assets: PageAssets,
  cms: CmsEnv,
  memo?: AdminConfigMemo,
): Map<string, string> {
  const docs = sources(checked.content!);
  const texts = new Map(docs.map((doc) => [doc.file, doc.text]));
  const made = snapshot(root, { texts, checked, schemas, styles: assets.styles.map(({ tag }) => tag).join('') });
  const [page, config, snapshotFile] = ADMIN_PAGES;
  return new Map([
    [page, adminPage(ADMIN_TITLE)],
    [config, adminConfigText({ schemas, docs, cms, ...(memo ? { memo } : {}) })],
    [snapshotFile, JSON.stringify(made)],
  ]);
}
