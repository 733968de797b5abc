// The admin (/admin/): Decap CMS, with the site's format (only edited lines change), check's rules on every field
// and before every save and delete, and a preview made by the site's own templates. Decap reads its configuration
// from config.yml beside this page, generated from the schemas (generator/cms/config/config.ts).
import CMS from 'decap-cms-app';
import type { Snapshot } from '../build/snapshot.ts';
import { registerArticleEditor } from '../widgets/article-editor/widget.tsx';
import { extendBackend, type Implementation, type Pending } from './backend.ts';
import { type Checking, type Live, registerChecks } from './checked-widgets.tsx';
import { registerFormats } from './format.ts';
import { slugsBySnapshot } from './live-options.ts';
import { mediaFolderNames, registerPictureUploads } from './pictures/upload.ts';
import { registerPreviews } from './preview.tsx';
import { registerGuard } from './save-guard.ts';
import { liveSite, loadSnapshot, type Site } from './site.ts';
import { plainWords } from './staff-look.ts';
import { bundledRegistry } from './validators.ts';

/** Every collection of the configuration, for its preview. */
const COLLECTIONS = ['site', 'regions', 'services', 'blog', 'case-studies', 'pages', 'redirects', 'councils'];
/** The backends the admin saves with: decap-server's under npm run cms ('proxy' whatever the configuration
 * says: Decap names it so when local_backend answers), and GitHub's when published. */
const BACKENDS = { proxy: { local: true }, github: { local: false } } as const;

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}
window.CMS_MANUAL_INIT = true;

/** Decap's backends, each extended (backend.ts) as Decap makes it: a second registration of a name is refused. */
function extendBackends(site: Site, pending: Pending): void {
  for (const [name, { local }] of Object.entries(BACKENDS)) {
    const registered = CMS.getBackend(name) as unknown as { init: (...args: unknown[]) => Implementation } | undefined;
    if (!registered) continue;
    const make = registered.init;
    registered.init = (...args) => extendBackend(make(...args), { pending, site, local });
  }
}

function start(first: Snapshot): void {
  const site = liveSite(first);
  const checking: Checking = {
    site,
    schemas: bundledRegistry(first),
    checked: new WeakMap(),
    slugsOf: slugsBySnapshot(),
  };
  const live: Live = { fields: new Set(), onSaveValidation: () => undefined };
  const pending: Pending = new Map();
  plainWords();
  registerFormats(site);
  registerArticleEditor();
  registerChecks(checking, live);
  registerGuard({ checking, pending, live });
  registerPreviews(checking, COLLECTIONS);
  extendBackends(site, pending);
  registerPictureUploads(async () => mediaFolderNames(site.snapshot().pictures));
  CMS.init();
}

loadSnapshot()
  .then(start)
  .catch((error: unknown) => {
    document.body.textContent = `The admin could not start: ${error instanceof Error ? error.message : String(error)}`;
  });
