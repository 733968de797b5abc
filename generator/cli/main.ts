// Arguments → run a command. The only place that prints or sets the exit code.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { disappeared, recorded, retired, retireRefusal } from '../check/published.ts';
import { type Diagnostic, formatGithub, formatJson, formatText, hasErrors } from '../diagnostics/diagnostic.ts';
import { environmentProblem } from '../diagnostics/environment.mjs';
import { PUBLISHED_FILE } from '../load/load.ts';
import { buildDay, sourceDateEpochProblem } from '../model/dates.ts';
import { runCheck } from '../pipeline/run-check.ts';
import type { GenerateEnv } from '../pipeline/run-generate.ts';
import { saveLedger } from '../write/write.ts';
import { readEnvironment, siteUrlProblem } from './environment.ts';
import { routesJson, routesText } from './routes.ts';
import { TYPES_FILE } from './types-file.ts';

const USAGE = `usage: npm run <command> -- [--root DIR] [--format text|github|json] [--strict] [--release] [--watch] [--explain]
       npm run dev -- [--port N] [--strictPort]
commands:
  check     validate the content and build the route table; write nothing (--strict: warnings fail too;
            --release: every placeholder still in the content fails too, before publishing)
  routes    print the route table: path, template, origin
  generate  validate, then build the site into dist/, rendering only the pages that changed (--watch: again
            after every save of the content, until Ctrl+C; --explain: name, for each page rendered, what changed)
  paths:update  record every page and redirect source in published-paths.txt without building (generate does it too);
                --retire PATH (repeatable) gives up a published address on purpose
  dev       live preview on 127.0.0.1 (port 5173 or the next free one; --port N, --strictPort to insist on it)
  preview   serve dist/ on http://127.0.0.1:4173 (PORT to change) as the static host would
  types     regenerate ${TYPES_FILE} from schemas/`;

const FORMATS = { text: formatText, github: formatGithub, json: formatJson } as const;
const COMMANDS = new Set(['check', 'routes', 'generate', 'paths:update', 'dev', 'preview', 'types']);
type Format = keyof typeof FORMATS;

export interface Io {
  stdout(text: string): void;
  stderr(text: string): void;
}

const processIo: Io = { stdout: (t) => void process.stdout.write(t), stderr: (t) => void process.stderr.write(t) };

interface Options {
  root: string;
  format: Format;
  /** Warnings fail the command as errors do. */
  strict: boolean;
  /** The day of the build, read once per run: SOURCE_DATE_EPOCH when set, else the clock (UK date). */
  today: string;
  /** generate: again after every save. */
  watch: boolean;
  /** SOURCE_DATE_EPOCH as read at the start, for watch mode's day of each regeneration. */
  sourceDateEpoch: string | undefined;
  /** What generate takes from the environment, read at the start. */
  env: GenerateEnv;
  /** check: the placeholders still in the content are errors. */
  release: boolean;
  /** generate: say why each page rendered was not carried over. */
  explain: boolean;
  /** Tells the user, in one line, of a damaged cache entry that is set aside and made again. */
  note: (line: string) => void;
}

const fails = (diagnostics: readonly Diagnostic[], strict: boolean) =>
  hasErrors(diagnostics) || (strict && diagnostics.length > 0);

function report(io: Io, diagnostics: Diagnostic[], format: Format, strict = false): number {
  const out = FORMATS[format](diagnostics);
  if (format === 'json') io.stdout(`${out}\n`);
  else io.stderr(`${out}\n`);
  return fails(diagnostics, strict) ? 1 : 0;
}

function commandCheck(io: Io, { root, format, strict, today, release, note }: Options): number {
  const result = runCheck(root, today, { release, cache: { note } });
  const announce = release ? 'check passed, ready to publish: ' : 'check passed: ';
  if (fails(result.diagnostics, strict)) return report(io, result.diagnostics, format, strict);
  if (result.diagnostics.length) report(io, result.diagnostics, format);
  else if (format === 'json') io.stdout('[]\n');
  if (format !== 'json') {
    const { files, areas, pages } = result.stats;
    const warnings = result.diagnostics.length;
    io.stdout(
      `${announce}${files} files, ${areas} areas, ${pages} pages; ${warnings ? `${warnings} warning${warnings === 1 ? '' : 's'}` : 'no problems found'}\n`,
    );
  }
  return 0;
}

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

async function commandGenerate(io: Io, options: Options): Promise<number> {
  return (await generateOnce(io, options)).code;
}

/**
 * generate --watch: generate, then again after every save, with the validators, the render code and the page
 * cache kept loaded; problems are printed at their line and leave dist/ as it was. Ctrl+C stops it (exit 0),
 * after the generate under way, if any, has finished.
 */
async function commandWatch(io: Io, options: Options): Promise<number> {
  const [{ newSession, preloadRenderer }, { watchSite }] = await Promise.all([
    import('../pipeline/run-generate.ts'),
    import('./watch.ts'),
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

function commandRoutes(io: Io, { root, format, today, note }: Options): number {
  const result = runCheck(root, today, { cache: { note } });
  if (hasErrors(result.diagnostics) || !result.routes) return report(io, result.diagnostics, format);
  io.stdout((format === 'json' ? routesJson : routesText)(result.routes, result.held ?? []));
  return 0;
}

/** paths:update: retire the addresses given on purpose, then record every page and redirect source, as generate does. */
function commandPublish(io: Io, { root, today, note }: Options, retire: readonly string[]): number {
  const result = runCheck(root, today, { cache: { note } });
  const { content, routes } = result;
  // Vanished addresses are judged below against the ledger as it will be; any other problem must be fixed first.
  const blocking = result.diagnostics.filter((d) => d.code !== 'page-disappeared' && d.severity === 'error');
  if (blocking.length || !content || !routes) return report(io, blocking, 'text');
  const refusals = retire.flatMap((p) => retireRefusal(p, result.published ?? [], content, routes) ?? []);
  if (refusals.length) {
    io.stderr(`${refusals.join('\n')}\n`);
    return 2;
  }
  const kept = result.published && retired(result.published, retire);
  const vanished = disappeared(kept, content, routes);
  if (vanished.length) return report(io, vanished, 'text');
  const ledger = recorded(kept, content, routes);
  if (!saveLedger(root, result.published, ledger.lines)) {
    io.stdout(`${PUBLISHED_FILE} already lists every page and redirect source\n`);
    return 0;
  }
  io.stdout(
    `${PUBLISHED_FILE}: ${ledger.added.length} recorded, ${retire.length} retired; commit it with your change\n`,
  );
  return 0;
}

async function commandPreview(io: Io, root: string): Promise<number> {
  const { startPreview } = await import('./preview/server.ts');
  const port = Number(process.env.PORT ?? 4173);
  let server: Awaited<ReturnType<typeof startPreview>>;
  try {
    server = await startPreview(path.join(root, 'dist'), port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    io.stderr(
      `port ${port} ${code === 'EADDRINUSE' ? 'is already in use' : 'is not allowed'}: stop the other server, or choose another with PORT=…\n`,
    );
    return 2;
  }
  const address = server.address();
  io.stdout(
    `preview: http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/ (Ctrl+C to stop)\n`,
  );
  // Runs until stopped; the promise below never settles.
  return new Promise<number>(() => undefined);
}

/** npm run dev: runs until stopped; a port that is taken or refused is the caller's to change (exit 2). */
async function commandDev(
  io: Io,
  { root, today, env, sourceDateEpoch }: Options,
  port: string | undefined,
  strictPort: boolean,
) {
  const number = port === undefined ? undefined : Number(port);
  if (number !== undefined && !(Number.isInteger(number) && number >= 0 && number < 65536)) {
    io.stderr(`--port ${port} is not a port: give a whole number from 0 to 65535\n`);
    return 2;
  }
  const { startDev } = await import('./dev.ts');
  // The environment was read once, at the start; the clock is read at every load, as watch mode does.
  const day = () => buildDay(sourceDateEpoch, new Date()) ?? today;
  try {
    await startDev({ root, port: number, strictPort, today: day, siteUrl: env.siteUrl });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as NodeJS.ErrnoException).code;
    if (!/^Port \d+ is already in use/.test(message) && code !== 'EACCES') throw error;
    io.stderr(
      `port ${port} ${code === 'EACCES' ? 'is not allowed' : 'is already in use'}: stop the other server, or choose another with --port\n`,
    );
    return 2;
  }
  // Runs until stopped; the promise below never settles.
  return new Promise<number>(() => undefined);
}

async function commandTypes(io: Io, root: string): Promise<number> {
  // Loaded on demand: json-schema-to-typescript brings Prettier, which would slow every other command.
  const { generateTypes } = await import('./types-from-schemas.ts');
  fs.writeFileSync(path.join(root, TYPES_FILE), await generateTypes(root));
  io.stdout(`wrote ${TYPES_FILE}\n`);
  return 0;
}

/** A wrong way of calling the command: one plain line, exit 2, never "generator bug". */
function usageProblem(command: string, root: string, siteUrl: string | undefined): string | undefined {
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) return `--root ${root} is not a folder`;
  if (!fs.existsSync(path.join(root, 'site.yaml')) && !fs.existsSync(path.join(root, 'content'))) {
    return `${root} is not a site: it has neither site.yaml nor content/ (point --root at the project folder)`;
  }
  if (command !== 'preview' && !fs.existsSync(path.join(root, 'schemas')))
    return `${root} has no schemas/ folder: restore it from git`;
  if (command === 'preview' && !fs.existsSync(path.join(root, 'dist', 'index.html')))
    return `there is no built site in ${path.join(root, 'dist')}: run npm run generate first`;
  if (command === 'generate') return siteUrlProblem(siteUrl);
  return undefined;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      root: { type: 'string', default: process.cwd() },
      format: { type: 'string', default: 'text' },
      strict: { type: 'boolean', default: false },
      retire: { type: 'string', multiple: true, default: [] },
      release: { type: 'boolean', default: false },
      watch: { type: 'boolean', default: false },
      explain: { type: 'boolean', default: false },
      port: { type: 'string' },
      strictPort: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h' },
    },
  });
}

export async function main(argv: string[], io: Io = processIo): Promise<number> {
  let parsed: ReturnType<typeof parse>;
  try {
    parsed = parse(argv);
  } catch (error) {
    // parseArgs throws on an unknown option or a missing value: the caller's mistake, not ours.
    io.stderr(`${error instanceof Error ? error.message : String(error)}\n${USAGE}\n`);
    return 2;
  }
  const { positionals, values } = parsed;
  const [command] = positionals;
  const format = values.format as Format;
  if (values.help || !command || !(format in FORMATS)) {
    io.stderr(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  if (values.retire!.length && command !== 'paths:update') {
    io.stderr(`--retire goes only with paths:update\n`);
    return 2;
  }
  if ((values.port !== undefined || values.strictPort) && command !== 'dev') {
    io.stderr(`--port and --strictPort go only with dev: npm run dev -- --port 5174\n`);
    return 2;
  }
  for (const option of ['watch', 'explain'] as const)
    if (values[option] && command !== 'generate') {
      io.stderr(`--${option} goes only with generate: npm run generate -- --${option}\n`);
      return 2;
    }
  const root = path.resolve(values.root!);
  // React's development build checks every element and records a stack for it: six times slower, and the
  // pages would be built by code that is never deployed. Set before anything loads React, and before the
  // environment is read: the bundles are built in it.
  if (command === 'generate') process.env.NODE_ENV ??= 'production';
  // The one reading of the environment and the clock in a run; every stage is given values.
  const env = readEnvironment(process.env);
  const sourceDateEpoch = process.env.SOURCE_DATE_EPOCH;
  const today = buildDay(sourceDateEpoch, new Date());
  const problem =
    values.release && command !== 'check'
      ? '--release is an option of check: npm run check -- --release'
      : COMMANDS.has(command)
        ? (usageProblem(command, root, env.siteUrl) ?? (today ? undefined : sourceDateEpochProblem(sourceDateEpoch!)))
        : undefined;
  if (problem) {
    io.stderr(`${problem}\n`);
    return 2;
  }
  const options: Options = {
    root,
    format,
    strict: values.strict === true,
    today: today!,
    sourceDateEpoch,
    env,
    release: values.release === true,
    watch: values.watch === true,
    explain: values.explain === true,
    note: (line) => io.stderr(`note: ${line}\n`),
  };
  try {
    return await runCommand(io, command, options, {
      retire: values.retire!,
      port: values.port,
      strictPort: values.strictPort === true,
    });
  } catch (error) {
    return failure(io, error, root);
  }
}

/**
 * What a command that threw says, and its exit code: a problem of the environment (a full disk, a missing
 * permission, a file saved during the build) in one plain line, exit 1; anything else is our own bug, exit 70.
 */
function failure(io: Io, error: unknown, root: string): number {
  const problem = environmentProblem(error, root);
  if (problem) {
    io.stderr(`${problem}\n`);
    return 1;
  }
  io.stderr(`generator bug: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  return 70;
}

/** `only`: the options of one command (paths:update's --retire, dev's --port and --strictPort). */
function runCommand(
  io: Io,
  command: string,
  options: Options,
  only: { retire: string[]; port: string | undefined; strictPort: boolean },
): Promise<number> | number {
  const { root } = options;
  switch (command) {
    case 'check':
      return commandCheck(io, options);
    case 'routes':
      return commandRoutes(io, options);
    case 'generate':
      return options.watch ? commandWatch(io, options) : commandGenerate(io, options);
    case 'types':
      return commandTypes(io, root);
    case 'dev':
      return commandDev(io, options, only.port, only.strictPort);
    case 'preview':
      return commandPreview(io, root);
    case 'paths:update':
      return commandPublish(io, options, [...new Set(only.retire)]);
    default:
      io.stderr(`unknown command "${command}"\n${USAGE}\n`);
      return 2;
  }
}

/** Runs the command line and exits with the code main() decided. */
export function run(argv: string[]): void {
  main(argv).then(
    (code) => process.exit(code),
    // main() answers every throw itself; this is for a throw while it does so.
    (error: unknown) => {
      process.stderr.write(`generator bug: ${String(error)}\n`);
      process.exit(70);
    },
  );
}

// Run as `node --import tsx generator/cli/main.ts`; `npm run` starts the compiled copy through generator/cli/run.mjs.
const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) run(process.argv.slice(2));
