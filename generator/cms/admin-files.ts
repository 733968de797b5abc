// The admin's files besides its script: the page that loads Decap (noindex; the admin's own CSP is in the host's
// headers), its configuration generated from the schemas (config.ts), and the site's snapshot (snapshot.ts).
import fs from 'node:fs';
import path from 'node:path';
import { stringify } from 'yaml';
import type { PageAssets } from '../../src/page-assets.ts';
import type { Held } from '../check/calendar.ts';
import { picturesOnDisk } from '../images/picture-files.ts';
import { RASTER } from '../images/references.ts';
import { sources } from '../model/content.ts';
import type { CheckResult } from '../pipeline/check-sources.ts';
import type { SchemaRegistry } from '../validate/schema-registry.ts';
import { filesUnder } from '../write/files.mjs';
import { ADMIN_SCRIPT } from './admin-bundle.ts';
import type { CmsEnv } from './backend.ts';
import { SNAPSHOT_FILE, type Snapshot } from './snapshot.ts';
import { spikeConfig } from './spike-config.ts';

/** The admin's page: Decap builds everything inside it. */
export const adminPage = (title: string) => `<!DOCTYPE html>
<html lang="en-GB">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${title}</title>
<link href="/admin/config.yml" type="text/yaml" rel="cms-config-url">
</head>
<body>
<script src="/admin/${ADMIN_SCRIPT}"></script>
</body>
</html>
`;

/** The stylesheet tags in `markup` (scripts are left out: the preview shows, it does not run). */
const stylesOf = (markup: string) => (markup.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? []).join('');

export function snapshot(
  root: string,
  {
    texts,
    held,
    published,
    schemas,
    styles,
  }: {
    texts: ReadonlyMap<string, string>;
    held: readonly Held[];
    published?: string[];
    schemas: SchemaRegistry;
    /** Markup with the tags that load the site's stylesheets (the pages' asset tags, or a built page). */
    styles: string;
  },
): Snapshot {
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
    files: Object.fromEntries([...texts].filter(([file]) => !hidden.has(file))),
    ...(published ? { published } : {}),
    pictures,
    schemas: Object.fromEntries(schemas.schemas),
    styles: stylesOf(styles),
  };
}

export { SNAPSHOT_FILE };

export const ADMIN_TITLE = 'Content admin';

/** The admin's configuration as config.yml: for the published admin, or (`local`) for npm run cms. */
export function adminConfigText(_root: string, { local }: { local?: string; cms?: CmsEnv }): string {
  return stringify(spikeConfig(local));
}

/** The files of the published admin besides its script, by path under admin/. */
export function adminFiles(
  root: string,
  checked: CheckResult,
  schemas: SchemaRegistry,
  assets: PageAssets,
  cms: CmsEnv,
): Map<string, string> {
  const texts = new Map(sources(checked.content!).map((doc) => [doc.file, doc.text]));
  const made = snapshot(root, {
    texts,
    held: checked.held ?? [],
    ...(checked.published ? { published: checked.published } : {}),
    schemas,
    styles: assets.head,
  });
  return new Map([
    ['index.html', adminPage(ADMIN_TITLE)],
    ['config.yml', adminConfigText(root, { cms })],
    [SNAPSHOT_FILE, JSON.stringify(made)],
  ]);
}
