// generate, once or watching: what it prints after each run (the summary, --explain's reasons, the addresses
// rewritten while watching) and watch mode's loop.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { PUBLISHED_FILE } from '../load/load.ts';
import { buildDay } from '../model/dates.ts';
import { failure, type Io, type Options, report } from './options.ts';

type Generated = Awaited<ReturnType<typeof import('../pipeline/run-generate.ts').runGenerate>>;

/** The URL path of a page file: index.html → /, a/b.html → /a/b. */
const pathOfPage = (file: string) => (file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`);

/** --explain: one line per page rendered, in address order, with what changed since the last generate. */
function reportWhy(io: Io, why: ReadonlyMap<string, string[]>): void {
  const lines = [...why].map(([file, reasons]) => `  ${pathOfPage(file)}  ${reasons.join('; ')}\n`);
  io.stdout(lines.sort().join(''));
}

/** What a generate that succeeded wrote, as one line (and, when watching, the addresses it rewrote). */
function reportWritten(io: Io, written: NonNullable<Generated['written']>, seconds: string, watching: boolean): void {
  const { pages, files, preview, rewritten } = written;
  const previewNote = preview
    ? `; a preview build for ${preview}, kept out of search engines (robots.txt disallows everything, every page is noindex)`
    : '';
  const unchanged = rewritten.length < pages ? `, ${pages - rewritten.length} unchanged` : '';
  if (written.why) reportWhy(io, written.why);
  io.stdout(
    `generated ${pages} pages (${files} files) into dist/ in ${seconds} s: ${rewritten.length} rendered${unchanged}${previewNote}\n`,
  );
  if (watching && !written.why && rewritten.length && rewritten.length < pages) {
    const shown = rewritten.slice(0, WATCH_LISTED).map(pathOfPage).join(', ');
    io.stdout(
      `  rewrote ${shown}${rewritten.length > WATCH_LISTED ? ` and ${rewritten.length - WATCH_LISTED} more` : ''}\n`,
    );
  }
  const added = written.recorded.length;
  if (added)
    io.stdout(
      `recorded ${added} new ${added === 1 ? 'address' : 'addresses'} in ${PUBLISHED_FILE}: commit it with your change\n`,
    );
}

/** Addresses listed after each regeneration in watch mode; more are counted. */
const WATCH_LISTED = 12;

async function generateOnce(
  io: Io,
  { root, format, strict, today, env, explain, note }: Options,
  session?: import('../pipeline/run-generate.ts').Session,
): Promise<{ code: number; diagnostics: Diagnostic[] }> {
  const started = performance.now();
  const { runGenerate } = await import('../pipeline/run-generate.ts');
  const result = await runGenerate(root, { strict, today, env, explain, note, ...(session ? { session } : {}) });
  if (!result.written) return { code: report(io, result.diagnostics, format, strict), diagnostics: result.diagnostics };
  // Watching: the same warnings are not printed again after every save.
  const repeated = session && JSON.stringify(result.diagnostics) === JSON.stringify(session.lastDiagnostics);
  if (result.diagnostics.length && !repeated) report(io, result.diagnostics, format);
  reportWritten(io, result.written, ((performance.now() - started) / 1000).toFixed(1), session !== undefined);
  return { code: 0, diagnostics: result.diagnostics };
}

export async function commandGenerate(io: Io, options: Options): Promise<number> {
  return (await generateOnce(io, options)).code;
}

/**
 * generate --watch: generate, then again after every save, with the validators, the render code and the page
 * cache kept loaded; problems are printed at their line and leave dist/ as it was. Ctrl+C stops it (exit 0),
 * after the generate under way, if any, has finished.
 */
export async function commandWatch(io: Io, options: Options): Promise<number> {
  const [{ newSession, preloadRenderer }, { watchSite }] = await Promise.all([
    import('../pipeline/run-generate.ts'),
    import('../load/watch.ts'),
  ]);
  const session = newSession(options.note);
  let running: Promise<void> = Promise.resolve();
  const run = (saved: string[]) => {
    running = running.then(async () => {
      if (saved.length) io.stdout(`\n${saved.join(', ')} changed\n`);
      // The day of each regeneration, read as the command line reads it for a run.
      const today = buildDay(options.sourceDateEpoch, new Date()) ?? options.today;
      const { code, diagnostics } = await generateOnce(io, { ...options, today }, session);
      session.lastDiagnostics = diagnostics;
      if (code)
        io.stderr(`dist/ is as it was: fix the problem${diagnostics.length === 1 ? '' : 's'} above and save again\n`);
    });
    // A full disk, say, or our own bug: said as such, and the next save tries again.
    running = running.catch((error: unknown) => void failure(io, error, options.root));
  };
  run([]);
  await running;
  await preloadRenderer(session);
  const watching = watchSite(options.root, run);
  io.stdout('watching site.yaml, content/, schemas/ and public/: every save regenerates (Ctrl+C to stop)\n');
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  watching.close();
  await running;
  io.stdout('stopped watching\n');
  return 0;
}
