// The admin (/admin/): Decap CMS, with the site's format (only edited lines change), check's rules before every
// save, and a preview made by the site's own templates. Decap reads its configuration from config.yml beside
// this page, generated from the schemas (generator/cms/config/config.ts).
import CMS from 'decap-cms-app';
import { registerArticleEditor } from '../widgets/article-editor/widget.tsx';
import { registerChecks } from './checked-widgets.tsx';
import { registerFormats } from './format.ts';
import { mediaFolderNames, registerPictureUploads } from './pictures/upload.ts';
import { registerPreviews } from './preview.tsx';
import { site } from './site.ts';
import { bundledRegistry } from './validators.ts';

/** Every collection of the configuration, for its preview. */
const COLLECTIONS = ['site', 'regions', 'services', 'blog', 'case-studies', 'pages', 'redirects', 'councils'];

declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
  }
}
window.CMS_MANUAL_INIT = true;

async function start(): Promise<void> {
  const snapshot = await site();
  await registerFormats();
  const schemas = bundledRegistry(snapshot);
  registerArticleEditor();
  registerChecks(snapshot, schemas);
  registerPreviews(snapshot, schemas, COLLECTIONS);
  registerPictureUploads(async () => mediaFolderNames((await site()).pictures));
  CMS.init();
}

start().catch((error: unknown) => {
  document.body.textContent = `The admin could not start: ${error instanceof Error ? error.message : String(error)}`;
});
