// What the Changes view shows: the review of the entry as edited against the site as last saved (the snapshot's
// texts), made by the review's own code (generator/review/review.ts), so the admin words each change exactly as
// `npm run review` does and lists the same pages. Both sides are checked as the admin checks a save
// (site-check.ts) and rendered by the site's own render function; a page is listed when its HTML differs, the
// review's exact comparison, not a guess from the values it reads.
import { pageHtml, withLookups } from '../../../src/page-html.tsx';
import { toRenderData } from '../../model/render-data.ts';
import { type PageRenderer, trackedRenderer } from '../../review/pages.ts';
import { type Review, type ReviewSide, review } from '../../review/review.ts';
import type { SchemaRegistry } from '../../validate/schema-registry.ts';
import type { Snapshot } from '../build/snapshot.ts';
import { cmsCollections, registrySchemas } from '../config/config.ts';
import { existingSlugs } from '../config/slugs.ts';
import { type Change, checkSite } from './site-check.ts';

/** One side: the site with `changes` made, checked, and its render data when it passes. */
function side(name: string, site: Snapshot, schemas: SchemaRegistry, changes: Change[], today: string): ReviewSide {
  const { checked, docs } = checkSite(site, schemas, changes, today);
  if (!checked.content || !checked.routes) return { name, docs, checked };
  return { name, docs, checked, data: toRenderData(checked.content, checked.routes, { today }) };
}

/** The review asks for pages only of two sides that pass their check. */
const NO_PAGES: PageRenderer = {
  head: () => {
    throw new Error('generator bug: the review rendered a side that did not pass its check');
  },
  base: () => {
    throw new Error('generator bug: the review rendered a side that did not pass its check');
  },
};

/** The review of `change` (the entry's file as edited) against `site`, the site as last saved. */
export function entryChanges(site: Snapshot, schemas: SchemaRegistry, change: Change, today: string): Review {
  const base = side('the last saved version', site, schemas, [], today);
  const head = side('this edit', site, schemas, [change], today);
  const collections = cmsCollections({ schemas: registrySchemas(schemas), slugs: existingSlugs(head.docs) });
  const render = base.data && head.data ? trackedRenderer({ withLookups, pageHtml }, base.data, head.data) : NO_PAGES;
  return review(base, head, { collections, render });
}
