// The check itself, from sources already read: the files as parsed, the validators and what each picture's file
// is. runCheck (run-check.ts) gives it the disk's; the browser's CMS (admin/) gives it the texts being edited and
// what generate recorded, so that content staff see check's own words before they save. No IO here.

import { type Diagnostic, hasErrors, type Staged } from '../diagnostics/diagnostic.ts';
import { expand } from '../expand/expand.ts';
import { imageRules, type PictureProbe } from '../images/image-rules.ts';
import { type ImageRef, imageRefs } from '../images/references.ts';
import type { Loaded } from '../load/parse.ts';
import { localPageWarnings } from '../local/local-pages.ts';
import { oldShapes } from '../migrations/old-shape.ts';
import type { Content } from '../model/content.ts';
import { fillSiteTokens } from '../model/tokens.ts';
import type { Route } from '../model/types/route.ts';
import type { SchemaRegistry } from '../validate/schema-registry.ts';
import { tokenRules } from '../validate/token-rules.ts';
import { validate } from '../validate/validate.ts';
import { type Held, jobPostingRules, publication } from './calendar.ts';
import { check } from './check.ts';
import { councilWarnings } from './councils.ts';
import { disappeared } from './published.ts';
import { releaseProblems } from './release.ts';
import { unrecorded } from './unrecorded.ts';

export interface CheckResult {
  diagnostics: Diagnostic[];
  content?: Content;
  routes?: Route[];
  /** Articles not published at this build (scheduled for a later day, or drafts): in no route, page or list. */
  held?: Held[];
  /** Every picture the content shows, found once here for check's rules and generate's processing. */
  images?: ImageRef[];
  /** The ledger's lines as read (published-paths.txt), for generate to record new addresses in. */
  published?: string[];
  stats: { files: number; areas: number; pages: number };
  /** The day of the build (YYYY-MM-DD, UK): what is published and what has closed is decided against it. */
  today: string;
}

export interface Sources {
  /** Every content file, parsed (load.ts from disk, loadTexts from the CMS's texts). */
  loaded: Staged<Loaded>;
  schemas: SchemaRegistry;
  pictures: PictureProbe;
}

/** What only the check command asks for. */
export interface CheckOptions {
  /** The stand-ins still in the content are errors too (check --release). */
  release?: boolean;
  /**
   * Every page and redirect source the ledger does not list yet is a warning. check's, for a pull request made
   * without generate; generate records them itself, and the CMS's content staff cannot run paths:update.
   */
  unrecorded?: boolean;
}

/**
 * validate → expand → check on content already loaded; stops at the first stage that reports an error. `today` is
 * the day of the build: every stage is given it rather than reading the clock. `options`: what only the check
 * command asks for (CheckOptions).
 */
export function checkSources(
  { loaded, schemas, pictures }: Sources,
  today: string,
  { release = false, unrecorded: unrecordedToo = false }: CheckOptions = {},
): CheckResult {
  const stats = { files: loaded.value.fileCount, areas: 0, pages: 0 };
  const stopped = (diagnostics: Diagnostic[]): CheckResult => ({ diagnostics, stats, today });
  // Validate every document against its schema and the cross-file rules.
  const validated = validate(loaded.value.docs, loaded.value.claimed, schemas);
  // Misspelt tokens (errors) and phone numbers or e-mail addresses typed instead of their token (warnings).
  const tokens = tokenRules(loaded.value.docs);
  const early = [...loaded.diagnostics, ...validated.diagnostics, ...tokens];
  // Content written before a change of the content model: which change, and that npm run migrate brings it up.
  if (hasErrors(early) || !validated.value) return stopped([...early, ...oldShapes(loaded.value.docs)]);
  // Every picture the content shows exists, can be read and is large enough (reads file headers only).
  const images = imageRefs(loaded.value.docs);
  const unusable = imageRules(pictures, images);
  if (hasErrors(unusable)) return stopped(unusable);
  // Every text of the site with {phone}, {email} and {company} filled in, article HTML and JSON-LD included.
  const content = fillSiteTokens(validated.value);
  stats.areas = content.regions.reduce(
    (n, r) => n + r.data.areas.length + (r.data.houseClearance?.areas.length ?? 0),
    0,
  );
  // Expand the content into the route table (an area page names the council in office today).
  const expanded = expand(content, today).value;
  // Articles dated after today, and drafts, are held back: no page and no listing until their day.
  const { live: routes, held } = publication(content, expanded, today);
  stats.pages = routes.length;
  // Check the route table: duplicate paths, links (none to a held article), redirects.
  const checked = check(content, routes, held);
  // Every path once published must still be served, as a page or through a redirect.
  const vanished = disappeared(loaded.value.published, content, routes, held);
  // Pages and redirect sources the ledger does not list yet: warnings (check only).
  const fresh = unrecordedToo ? unrecorded(loaded.value.published, content, routes) : [];
  // Area pages with nothing local to say, or too alike to each other: warnings.
  const local = localPageWarnings(content, routes);
  // The job posting's dates: in order, and a warning as it closes.
  const posting = jobPostingRules(content, today);
  // Councils that end soon with no successor, and copy that names a council which has ended: warnings.
  const councils = councilWarnings(content, today);
  // Before publishing: every placeholder still in the content (check --release only).
  const placeholders = release ? releaseProblems(content) : [];
  const { published } = loaded.value;
  return {
    diagnostics: [
      ...tokens,
      ...checked.diagnostics,
      ...vanished,
      ...fresh,
      ...local,
      ...posting,
      ...councils,
      ...placeholders,
    ],
    content,
    routes,
    held,
    images,
    stats,
    today,
    ...(published ? { published } : {}),
  };
}
