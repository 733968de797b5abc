// Arguments → run a command, and the exit code it ends with. The commands are in the *-commands.ts files beside it;
// nothing else of the generator prints or sets the exit code.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { buildDay, sourceDateEpochProblem } from '../model/dates.ts';
import { commandCheck, commandPublish, commandRoutes } from './check-commands.ts';
import { commandDue, DUE_FORMATS, type DueFormat, dueUsageProblem } from './due-command.ts';
import { readEnvironment, siteUrlProblem } from './environment.ts';
import { commandGenerate, commandWatch } from './generate-commands.ts';
import { commandMigrate } from './migrate-command.ts';
import { FORMATS, type Format, failure, type Io, type Options } from './options.ts';
import { commandReview, REVIEW_FORMATS, type ReviewFormat, reviewUsageProblem, shotOptions } from './review-command.ts';
import { commandDev, commandPreview } from './server-commands.ts';
import { TYPES_FILE } from './types-file.ts';

const USAGE = `usage: npm run <command> -- [--root DIR] [--format text|github|json] [--strict] [--release] [--watch] [--explain]
       npm run dev -- [--port N] [--strictPort]
       npm run cms -- [--port N] [--strictPort]
       npm run review -- --base REF [--head REF] [--format markdown|json] [--shots [--desktop] [--max-shots N] [--out DIR]]
       npm run due -- [--on YYYY-MM-DD] [--format text|json]
commands:
  check     validate the content and build the route table; write nothing (--strict: warnings fail too;
            --release: every placeholder still in the content fails too, before publishing)
  routes    print the route table: path, template, origin
  generate  validate, then build the site into dist/, rendering only the pages that changed (--watch: again
            after every save of the content, until Ctrl+C; --explain: name, for each page rendered, what changed)
  paths:update  record every page and redirect source in published-paths.txt without building (generate does it too);
                --retire PATH (repeatable) gives up a published address on purpose
  migrate   bring content written before a change of the content model (a branch made before it) to today's
            shape, rewriting only the content files that need it and keeping their layout
  dev       live preview on 127.0.0.1 (port 5173 or the next free one; --port N, --strictPort to insist on it)
  cms       the admin for content staff at http://127.0.0.1:<port>/admin/, saving into this folder, with the
            live preview beside it (as dev: --port N, --strictPort)
  preview   serve dist/ on http://127.0.0.1:4173 (PORT to change) as the static host would
  review    the review of a content change: each value changed in the admin's words, the pages whose HTML
            changes, published addresses lost and warnings added or cleared, from --base (a git ref) to the
            working tree or --head; Markdown for a pull request (default) or --format json; --shots: pictures
            of each changed page before and after, in Chromium, into review-report/index.html (--out DIR), at
            phone width (and desktop with --desktop), the first 12 pages (--max-shots N) and the rest listed
  due       the pages whose content changes on a day (--on; default today, UK) because of a date in the
            content: scheduled articles, councils' changes, the job advert's closing; compared with the day before
  types     regenerate ${TYPES_FILE} from schemas/`;

const COMMANDS = new Set([
  'check',
  'routes',
  'generate',
  'paths:update',
  'migrate',
  'dev',
  'cms',
  'preview',
  'types',
  'review',
  'due',
]);
/** The commands whose pages are rendered: React's production build, as published. */
const RENDERING = new Set(['generate', 'review', 'due']);

const processIo: Io = { stdout: (t) => void process.stdout.write(t), stderr: (t) => void process.stderr.write(t) };

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

/** review and due have formats of their own; the other commands report diagnostics as text, github or json. */
function formatKnown(command: string | undefined, format: string): boolean {
  if (command === 'review') return (REVIEW_FORMATS as readonly string[]).includes(format);
  if (command === 'due') return (DUE_FORMATS as readonly string[]).includes(format);
  return format in FORMATS;
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      root: { type: 'string', default: process.cwd() },
      format: { type: 'string' },
      base: { type: 'string' },
      head: { type: 'string' },
      shots: { type: 'boolean', default: false },
      desktop: { type: 'boolean', default: false },
      'max-shots': { type: 'string' },
      out: { type: 'string' },
      on: { type: 'string' },
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

export type { Io };

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
  const format = (values.format ?? (command === 'review' ? 'markdown' : 'text')) as Format | ReviewFormat | DueFormat;
  const known = formatKnown(command, format);
  if (values.help || !command || !known) {
    io.stderr(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const shots = shotOptions(command, values);
  const review =
    reviewUsageProblem(command, values.base, values.head) ??
    (typeof shots === 'string' ? shots : undefined) ??
    dueUsageProblem(command, values.on);
  if (review) {
    io.stderr(`${review}\n`);
    return 2;
  }
  if (values.retire!.length && command !== 'paths:update') {
    io.stderr(`--retire goes only with paths:update\n`);
    return 2;
  }
  if ((values.port !== undefined || values.strictPort) && command !== 'dev' && command !== 'cms') {
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
  if (RENDERING.has(command)) process.env.NODE_ENV ??= 'production';
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
    format: format as Format,
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
    if (command === 'review')
      return await commandReview(io, options, {
        base: values.base!,
        head: values.head,
        format: format as ReviewFormat,
        ...(shots && typeof shots !== 'string' ? { shots } : {}),
      });
    if (command === 'due') return await commandDue(io, options, values.on, format as DueFormat);
    return await runCommand(io, command, options, {
      retire: values.retire!,
      port: values.port,
      strictPort: values.strictPort === true,
    });
  } catch (error) {
    return failure(io, error, root);
  }
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
    case 'cms':
      return commandDev(io, options, only.port, only.strictPort, true);
    case 'preview':
      return commandPreview(io, root);
    case 'paths:update':
      return commandPublish(io, options, [...new Set(only.retire)]);
    case 'migrate':
      return commandMigrate(io, options);
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
