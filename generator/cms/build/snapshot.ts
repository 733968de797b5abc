// What the admin is given of the site as generate last built it (/admin/content.json): the texts of the content
// files, so that check's rules run in the browser on the whole site with the entry being edited in place of its
// file; what each picture under public/images/ is; the schemas (for field order and check's wording); and the
// stylesheet tags, so that the preview looks like the site. Articles held back (drafts, scheduled) are left out:
// the admin is published, and their text must not be before their day.
import type { Picture } from '../../images/image-rules.ts';

export const SNAPSHOT_FILE = 'content.json';

export interface Snapshot {
  /** Each content file's text, by path from the project's root (site.yaml, content/...). */
  files: Record<string, string>;
  /** The ledger of published addresses (published-paths.txt), one per line; absent before the first publish. */
  published?: string[];
  /** Each file under public/images/, by its address (/images/...): what check's picture rules need of it. */
  pictures: Record<string, Picture>;
  /** Each schema by name (file name without .schema.json). */
  schemas: Record<string, object>;
  /** The tags that load the site's stylesheets, for the preview. */
  styles: string;
}
