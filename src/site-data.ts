// The renderer's view of the site: the render data plus lookups by slug and path. In a build, generate hands
// the data over through SITE_DATA_FILE; in development it is loaded from the content on first use and
// dropped whenever a YAML file changes.
import fs from 'node:fs';
import { runCheck } from '../generator/build.ts';
import { buildDay, sourceDateEpochProblem } from '../generator/dates.ts';
import { formatText, hasErrors } from '../generator/diagnostics.ts';
import { toRenderData, type RenderData } from '../generator/render-data.ts';
import type { Blog, CaseStudy, Region, Service } from '../generator/types/content.ts';
import type { Route } from '../generator/types/route.ts';

export interface SiteData extends RenderData {
  byPath: Map<string, Route>;
  service(slug: string): Service;
  region(slug: string): Region;
  article(slug: string): Blog;
  caseStudy(slug: string): CaseStudy;
}

function find<T extends { slug: string }>(list: readonly T[], slug: string, what: string): T {
  const found = list.find((item) => item.slug === slug);
  if (!found) throw new Error(`generator bug: no ${what} "${slug}" (the check should have caught this)`);
  return found;
}

export function withLookups(data: RenderData): SiteData {
  return {
    ...data,
    byPath: new Map(data.routes.map((r) => [r.path, r])),
    service: (slug) => find(data.services, slug, 'service'),
    region: (slug) => find(data.regions, slug, 'region'),
    article: (slug) => find(data.blog, slug, 'article'),
    caseStudy: (slug) => find(data.caseStudies, slug, 'case study'),
  };
}

/** Content problems, kept so that the development server can show them in the page. */
export class ContentErrors extends Error {
  constructor(readonly report: string) {
    super(report);
  }
}

// One cache for the process: in development, Vite's config (which watches the YAML) and the rendering code run
// as separate module instances, so a module-level variable would not be shared between them.
const CACHE = Symbol.for('hoarder-site.siteData');
const holder = globalThis as { [CACHE]?: SiteData };

export function siteData(): SiteData {
  const cached = holder[CACHE];
  if (cached) return cached;
  const file = process.env.SITE_DATA_FILE;
  if (file) return (holder[CACHE] = withLookups(JSON.parse(fs.readFileSync(file, 'utf8')) as RenderData));
  // The development server is its own entry point: it reads the day once per load of the content, as the CLI does per run.
  const today = buildDay(process.env.SOURCE_DATE_EPOCH, new Date());
  if (!today) throw new ContentErrors(sourceDateEpochProblem(process.env.SOURCE_DATE_EPOCH!));
  const result = runCheck(process.cwd(), today);
  if (!result.content || !result.routes || hasErrors(result.diagnostics)) throw new ContentErrors(formatText(result.diagnostics));
  return (holder[CACHE] = withLookups(toRenderData(result.content, result.routes, { today })));
}

export function forgetSiteData(): void {
  delete holder[CACHE];
}
