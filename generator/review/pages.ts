// The pages a change changes, exactly: those whose HTML differs between the base's build and the head's, with the
// same code. A page's HTML is a function of its route and the values its render read (render/page-inputs.ts), so
// a page whose route (but for where it was written) and every read value are equal on both sides is the same page
// and is not rendered on the base's side at all; every other page is rendered on both sides with the same render
// function and its HTML compared, so a page whose reads changed but whose HTML did not (a value it reads only to
// test it) is not listed. Site-wide values are reads like any other: a new phone number changes every page.
import type { RenderData } from '../model/render-data.ts';
import type { Route } from '../model/types/route.ts';
import { ReadTracker, readValuer } from '../render/read-values.ts';

/** The one render function, handed in (the pipeline loads it from the head's bundle; the admin has its own). */
export interface PageRenderer {
  /** A page of the head's side: its HTML, and what its render read. */
  head(route: Route): { html: string; reads: readonly string[] };
  /** A page of the base's side: its HTML. */
  base(route: Route): string;
}

/** The site's render (src/page-html.tsx), as the pipeline's bundle or the admin's own code gives it. */
interface SiteRender<Site> {
  withLookups(data: RenderData): Site;
  pageHtml(site: Site, route: Route): string;
}

/** `site`'s render over both sides, the head's renders recording what they read. */
export function trackedRenderer<Site>(site: SiteRender<Site>, base: RenderData, head: RenderData): PageRenderer {
  const tracker = new ReadTracker(head);
  const [headSite, baseSite] = [site.withLookups(tracker.data), site.withLookups(base)];
  return {
    head(route) {
      tracker.begin();
      const html = site.pageHtml(headSite, route);
      return { html, reads: tracker.end() };
    },
    base: (route) => site.pageHtml(baseSite, route),
  };
}

export interface PageChange {
  path: string;
  change: 'added' | 'removed' | 'changed';
  /** The route of the side it is on (the head's, but for a page removed). */
  route: Route;
  /** For a page changed: its route on the base's side. */
  before?: Route;
  /** For a page changed: the reads whose values differ, and whether its route differs. */
  reads: readonly string[];
  routeChanged: boolean;
}

/** A route as the page sees it: without where its YAML was written, which no template reads. */
const routeText = ({ origin: _, ...route }: Route) => JSON.stringify(route);

/** The pages of either side whose HTML differs, in address order. */
export function changedPages(base: RenderData, head: RenderData, render: PageRenderer): PageChange[] {
  const baseRoutes = new Map(base.routes.map((route) => [route.path, route]));
  const headPaths = new Set(head.routes.map((route) => route.path));
  const [before, after] = [readValuer(base), readValuer(head)];
  const changes: PageChange[] = [];
  for (const route of head.routes) {
    const old = baseRoutes.get(route.path);
    if (!old) {
      changes.push({ path: route.path, change: 'added', route, reads: [], routeChanged: false });
      continue;
    }
    const { html, reads } = render.head(route);
    const differ = reads.filter((read) => before(read) !== after(read));
    const routeChanged = routeText(old) !== routeText(route);
    if (!differ.length && !routeChanged) continue;
    if (render.base(old) !== html)
      changes.push({ path: route.path, change: 'changed', route, before: old, reads: differ, routeChanged });
  }
  for (const route of base.routes)
    if (!headPaths.has(route.path))
      changes.push({ path: route.path, change: 'removed', route, reads: [], routeChanged: false });
  return changes.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
