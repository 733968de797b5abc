// npm run due: the pages whose content changes on a day because of a date in the content (a scheduled article
// published, a council's successor taking office, the job advert's closing). One content, two days: it is checked
// and expanded for the day before and for the day, exactly as a build on each would, and the pages compared as the
// review compares its two sides (review/pages.ts): routes added or removed, and every page whose route or read
// values differ rendered on both days with the same render function, its HTML compared. A page that reads the
// build day itself (the careers page's job advert, dropped from its JSON-LD after `validThrough`) is such a read,
// so it is listed exactly when its HTML differs, and never otherwise.
import { checkSources } from '../check/check-sources.ts';
import { type Diagnostic, hasErrors } from '../diagnostics/diagnostic.ts';
import { picturesOnDisk } from '../images/picture-files.ts';
import { load } from '../load/load.ts';
import { addDays } from '../model/dates.ts';
import { pageHeading } from '../model/page-heading.ts';
import { changedPages } from '../review/pages.ts';
import { loadSchemas } from '../validate/schema-registry.ts';
import type { GenerateEnv } from './run-generate.ts';
import { pageRenderer, renderData, startBundle } from './run-review.ts';

export interface DueOptions {
  /** The day asked about, YYYY-MM-DD (UK). */
  on: string;
  env: GenerateEnv;
  note?: (line: string) => void;
}

interface DuePage {
  path: string;
  title: string;
  change: 'added' | 'removed' | 'changed';
}

export type DueOutcome = { errors: Diagnostic[] } | { on: string; before: string; pages: DuePage[] };

/** The pages a build on `options.on` makes differ from a build on the day before, or the content's errors. */
export async function runDue(root: string, options: DueOptions): Promise<DueOutcome> {
  const loaded = load(root);
  const schemas = loadSchemas(root, undefined, options.note);
  const pictures = picturesOnDisk(root);
  const before = addDays(options.on, -1);
  const [eve, day] = [before, options.on].map((today) => checkSources({ loaded, schemas, pictures }, today));
  // The day's errors first: they are what the morning's build would stop on.
  const failed = [day!, eve!].find((side) => hasErrors(side.diagnostics));
  if (failed) return { errors: failed.diagnostics.filter((d) => d.severity === 'error') };
  // Only then the code the pages are made with: content with errors leaves even the caches as they were.
  const { bundling } = startBundle(root, options);
  const was = (await renderData(root, eve!, { ...options, today: before }))!;
  const now = (await renderData(root, day!, { ...options, today: options.on }))!;
  const render = await pageRenderer(await bundling, was, now);
  const pages = changedPages(was, now, render).map((page) => ({
    path: page.path,
    title: pageHeading(page.change === 'removed' ? was : now, page.route),
    change: page.change,
  }));
  return { on: options.on, before, pages };
}
