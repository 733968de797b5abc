// generate: the check, then bundle → render → emit → write. Kept apart from run-check.ts so that `check` never loads the
// rendering code (Vike, React, the host files): it runs on every save and in every pull request.
import path from 'node:path';
import { type Bundle, bundle } from '../bundle/bundle.ts';
import { forgetUnusedCards, type HeldCards, type MadeCards, makeCards } from '../cards/make-cards.ts';
import { recorded } from '../check/published.ts';
import { type AdminBundle, adminBundle } from '../cms/build/admin-bundle.ts';
import { type AdminConfigMemo, adminFiles } from '../cms/build/admin-files.ts';
import type { CmsEnv } from '../cms/config/backend.ts';
import { adminCsp } from '../cms/csp.ts';
import { buildTimeBudget, hostBudget } from '../deploy/budget.ts';
import { freshLimits, measureSite, withBuilt } from '../deploy/measure.ts';
import { bundleOnDisk } from '../deploy/on-disk.ts';
import { type Diagnostic, diagnostic, hasErrors } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import { emit, inSitemap } from '../emit/emit.ts';
import { forgetUnusedImages, type ProcessedImages, processImages } from '../images/process.ts';
import type { ImageRef } from '../images/references.ts';
import { lastModified, pageReads } from '../lastmod/lastmod.ts';
import type { StateInputs } from '../lastmod/state.ts';
import type { Content } from '../model/content.ts';
import { type RenderData, toRenderData } from '../model/render-data.ts';
import { readLabeller } from '../render/explain.ts';
import { forgetPageCache, loadPageCache, type PageCache, savePageCache } from '../render/page-cache.ts';
import { loadRenderer, type Rendered, type RenderModule, render } from '../render/render.ts';
import { validatorsCode } from '../validate/validator-cache.ts';
import { filesUnder } from '../write/files.mjs';
import {
  filesIn,
  linkFiles,
  publishFiles,
  type SiteOutput,
  saveLedger,
  writeHost,
  writeSite,
  writeTexts,
} from '../write/write.ts';
import { type CheckCache, type CheckResult, runCheck } from './run-check.ts';

export interface GenerateResult extends CheckResult {
  /**
   * The site as written. `rewritten`: the pages rendered, by file under dist/ (the others were carried over
   * unchanged); `recorded`: the addresses new to the ledger (published-paths.txt), recorded in it; `preview`:
   * the address of a preview build (SITE_URL other than site.yaml's url), absent for production; `why`, with
   * `explain`: why each page rendered was not carried over, by file under dist/.
   */
  written?: {
    files: number;
    pages: number;
    rewritten: string[];
    recorded: string[];
    preview?: string;
    why?: Map<string, string[]>;
  };
}

/** A picture sharp could not read, at each place the content shows it. */
function imageFailures(refs: readonly ImageRef[], failed: ReadonlyMap<string, string>): Diagnostic[] {
  return refs
    .filter((ref) => failed.has(ref.src))
    .map((ref) =>
      diagnostic(
        'image-unreadable',
        { file: ref.doc.file, ...locate(ref.doc, `${ref.pointer}/src`) },
        { variant: 'decoding', src: ref.src, reason: String(failed.get(ref.src)) },
      ),
    );
}

/**
 * What one process keeps from one generate to the next (watch mode): the compiled validators, the files as
 * parsed, the render modules by bundle, and the page cache as last saved. What depends on the content is kept
 * with the text it was made from and used only while that text is unchanged.
 */
export interface Session extends CheckCache {
  renderers: Map<string, RenderModule>;
  pages?: PageCache;
  /** What the last run reported, so that watch mode repeats no unchanged warnings. */
  lastDiagnostics?: Diagnostic[];
  /** The bundles the last run used. */
  bundle?: Bundle;
  /** The admin's configuration as the last run made it. */
  adminConfig: AdminConfigMemo;
  /** The share cards' cache entries this process verified, with their files' stats (keyed-cache.mjs: held). */
  cards: HeldCards;
}

/**
 * What generate takes from the environment, read once by the command line (cli/environment.ts) and passed down
 * as values, like the day of the build.
 */
export interface GenerateEnv {
  /** SITE_URL: the address of a preview build; unset (or site.yaml's url) for production. */
  siteUrl?: string;
  /** EMAILJS_API_ORIGIN: where the contact form sends, allowed by the CSP; unset for the real service. */
  emailOrigin?: string;
  /** The admin's GitHub backend (CMS_REPO, CMS_BRANCH, CMS_AUTH_URL): see generator/cms/config/backend.ts. */
  cms: CmsEnv;
  /** The environment of the bundle build's process; its key covers EMAILJS_API_ORIGIN, NODE_ENV and VITE_*. */
  process: NodeJS.ProcessEnv;
}

/** A new session; `note` hears, in one line each, of damaged disk cache entries set aside and made again. */
export const newSession = (note?: (line: string) => void): Session => ({
  renderers: new Map(),
  parsed: new Map(),
  adminConfig: {},
  cards: new Map(),
  ...(note ? { note } : {}),
});

async function renderer(session: Session, bundled: Bundle): Promise<RenderModule> {
  let module = session.renderers.get(bundled.key);
  if (!module) session.renderers.set(bundled.key, (module = await loadRenderer(bundled)));
  return module;
}

/**
 * Loads the render module of the last run's bundles (watch mode, after the first run), so that the first save
 * that renders a page does not also wait for React and the templates to load: a first run that carried every
 * page over never loaded them.
 */
export async function preloadRenderer(session: Session): Promise<void> {
  if (session.bundle) await renderer(session, session.bundle);
}

/** What fillSite takes besides the site's data. */
interface FillOptions {
  /** The admin's script and its files besides (index.html, config.yml, content.json), by path under admin/. */
  admin: { bundle: AdminBundle; files: Map<string, string> };
  images: ProcessedImages;
  cards: MadeCards;
  emailOrigin: string | undefined;
  /** Where the admin's GitHub sign-in goes (CMS_AUTH_URL), allowed by the admin's CSP. */
  cmsAuthOrigin: string | undefined;
  /** Set to explain why each page rendered was: the content the data came from, to name a read's file. */
  explain: Content | undefined;
  /** What the content's past states are checked and expanded with, for each page's lastmod: this build's. */
  history: StateInputs;
  /** The host's limit on a build's time, asked once every file is in place: an error stops the build unwritten. */
  late: () => Diagnostic[];
}

/** A build stopped before its files replace dist/, for what the diagnostics say. */
class Stopped extends Error {
  constructor(readonly diagnostics: Diagnostic[]) {
    super('generate stopped before writing');
  }
}

interface Filled {
  files: number;
  host: Map<string, string>;
  rendered: Rendered;
  /** The host's limit on a build's time, when generate took 80 % of it or more. */
  slow: Diagnostic[];
}

/** Everything published: the pages, the bundle's assets they use, the site's own files (the processed photos in place of the originals), the share cards, and the files beside the pages. */
async function fillSite(
  root: string,
  out: SiteOutput,
  session: Session,
  bundled: Bundle,
  data: RenderData,
  { images, cards, emailOrigin, cmsAuthOrigin, explain, admin, history, late }: FillOptions,
): Promise<Filled> {
  // Every page whose inputs changed, rendered by the one render function straight into the staging folder; the
  // others kept in dist/.
  const previous = session.pages ?? loadPageCache(root, session.note);
  const labels = explain && { explain: readLabeller(data, explain) };
  const rendered = await render(() => renderer(session, bundled), bundled, data, out, { previous, ...labels });
  // The scripts and styles the pages load, then the site's own files (public/), the processed photos in place of
  // the originals (copied, or kept in dist/ when unchanged); then the share cards, linked from their cache
  // entries, which makeCards verified (so a damaged one was drawn again), rather than copied.
  const carry = { previous: previous?.files, next: rendered.cache.files };
  const own = path.join(root, 'public');
  const published: Array<[string, string]> = [
    ...filesIn(path.join(bundled.dir, 'client'), bundled.files),
    ...filesIn(
      own,
      filesUnder(own).filter((file) => !images.files.has(`/${file}`)),
    ),
    ...[...images.files].map(([url, file]): [string, string] => [url.slice(1), file]),
    ...[...admin.bundle.files].map(([name, file]): [string, string] => [`admin/${name}`, file]),
  ];
  let files = data.routes.length + publishFiles(published, out, carry) + linkFiles(cards.files, out);
  // Each page's last content change, for sitemap.xml, from the git history of what it read (none outside a
  // repository): what every page read is known only now that each was rendered or carried over.
  const pages = pageReads(data.routes.filter(inSitemap), rendered.cache);
  const lastmod = lastModified(root, data, pages, history, session.note);
  // sitemap.xml, robots.txt, feed.xml and the host's redirects and headers (the CSP hashes the pages' inline
  // scripts). One unchanged is kept with its modification time: hosts that make Last-Modified and ETag from it
  // (nginx) then tell the feed readers polling feed.xml that nothing changed.
  const emitted = emit(data, rendered.scriptHashes, emailOrigin, adminCsp(cmsAuthOrigin), lastmod);
  files += writeTexts(out, emitted.site);
  // The admin for content staff (/admin/): its page, its configuration from the schemas, the site's snapshot.
  const adminFiles = new Map([...admin.files].map(([rel, text]): [string, string] => [`admin/${rel}`, text]));
  files += writeTexts(out, adminFiles);
  // A build longer than the host runs would be stopped there: past it, dist/ stays as it was.
  const slow = late();
  if (hasErrors(slow)) throw new Stopped(slow);
  // dist/ is about to change: the cache that describes the old one goes first (see page-cache.ts).
  forgetPageCache(root);
  session.pages = undefined;
  return { files, host: emitted.host, rendered, slow };
}

/**
 * check, then bundle → render → emit → write. Nothing is written unless every step succeeded. Warnings do not
 * stop a build unless `strict` is set. `today` is the day of the build, as for runCheck; `env` what the
 * command line read of the environment. `explain` asks why each page rendered was. `session` carries what a
 * process keeps between runs (watch mode); each run otherwise starts afresh. `note` (or the session's) hears of
 * damaged cache entries, which are made again.
 */
export async function runGenerate(
  root: string,
  {
    today,
    env,
    strict = false,
    explain = false,
    note,
    session = newSession(note),
    now = () => performance.now(),
  }: {
    today: string;
    env: GenerateEnv;
    strict?: boolean;
    explain?: boolean;
    note?: (line: string) => void;
    session?: Session;
    /** The clock (in milliseconds) generate's time is measured by, against the host's limit on a build. */
    now?: () => number;
  },
): Promise<GenerateResult> {
  const started = now();
  // The code the pages are made with: from .cache/bundles/, or, when the code changed, built by Vike in a
  // process of its own while this one checks the content (and stopped if the content has errors).
  const stop = new AbortController();
  const bundling = bundle(root, {
    env: env.process,
    signal: stop.signal,
    ...(session.note ? { note: session.note } : {}),
  });
  const stopped = bundling.then(
    () => undefined,
    () => undefined,
  );
  const settled = () => (stop.abort(), stopped);
  // Validate and build the route table; any error (or, when strict, any warning) stops here, before anything is written.
  const checked = runCheck(root, today, { cache: session, hostLimits: true });
  if (hasErrors(checked.diagnostics) || (strict && checked.diagnostics.length) || !checked.content || !checked.routes)
    return settled().then(() => checked);
  // Photos: upright, without metadata, in several widths and formats (cached by content hash).
  const refs = checked.images ?? [];
  const images = await processImages(root, refs, session.note);
  const broken = imageFailures(refs, images.failed);
  if (broken.length) return settled().then(() => ({ ...checked, diagnostics: [...checked.diagnostics, ...broken] }));
  const base = toRenderData(checked.content, checked.routes, {
    today,
    ...(env.siteUrl ? { siteUrl: env.siteUrl } : {}),
    images: images.manifest,
  });
  // Every page's share card, drawn while the bundles build when its text is new (cached by what it says).
  const cards = await makeCards(root, base, { ...(session.note ? { note: session.note } : {}), held: session.cards });
  const data: RenderData = { ...base, cards: cards.manifest };
  const bundled = (session.bundle = await bundling);
  // The validators this run compiled, for the next process (a check too) to load rather than compile again, and
  // for the admin's bundle, which checks in the browser with them.
  const schemas = session.schemas!;
  schemas.save();
  const admin = {
    bundle: await adminBundle(root, { key: schemas.key, code: () => validatorsCode(root, schemas.key)! }, session.note),
    files: adminFiles(root, checked, schemas, bundled.assets, env.cms, session.adminConfig),
  };
  // The host's limits again, with the bundle's and the admin's files as built: past one, nothing is written.
  const built = { bundle: bundleOnDisk(path.join(bundled.dir, 'client'), bundled.files), admin };
  const before =
    checked.measured ?? measureSite(root, { ...checked, content: checked.content, routes: checked.routes });
  const measured = withBuilt(root, before, built);
  const diagnostics = freshLimits(checked.diagnostics, hostBudget(measured));
  if (hasErrors(diagnostics)) return { ...checked, diagnostics };
  // The new and changed files assembled in a staging folder and moved into dist/, then the host configuration
  // beside it.
  let filled: Filled | undefined;
  const options = {
    images,
    cards,
    emailOrigin: env.emailOrigin,
    cmsAuthOrigin: env.cms.baseUrl,
    explain: explain ? checked.content : undefined,
    admin,
    history: { schemas, today, siteUrl: env.siteUrl, images: images.manifest, cards: cards.manifest },
    late: () => buildTimeBudget(measured, (now() - started) / 60_000),
  };
  const files = await writeSite(root, async (out) => {
    filled = await fillSite(root, out, session, bundled, data, options);
    return filled.files;
  }).catch((error: unknown) => {
    if (error instanceof Stopped) return error;
    throw error;
  });
  if (files instanceof Stopped) return { ...checked, diagnostics: [...diagnostics, ...files.diagnostics] };
  savePageCache(root, (session.pages = filled!.rendered.cache));
  // The processed photos no picture of this site uses any more.
  forgetUnusedImages(root, images);
  forgetUnusedCards(root, cards);
  await writeHost(root, filled!.host);
  // Only now that the site is built: record its new pages and redirect sources, so they stay protected.
  const ledger = recorded(checked.published, checked.content, checked.routes);
  saveLedger(root, checked.published, ledger.lines);
  const { rewritten, why } = filled!.rendered;
  return {
    ...checked,
    diagnostics: [...diagnostics, ...filled!.slow],
    written: {
      files,
      pages: checked.routes.length,
      rewritten,
      recorded: ledger.added,
      ...(data.preview ? { preview: data.siteUrl } : {}),
      ...(why ? { why } : {}),
    },
  };
}
