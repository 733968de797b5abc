// Arguments → run a command. The only place that prints or sets the exit code.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runCheck } from './build.ts';
import { formatGithub, formatJson, formatText, hasErrors, type Diagnostic } from './diagnostics.ts';
import { generateTypes, TYPES_FILE } from './types-from-schemas.ts';

const USAGE = `usage: tsx generator/cli.ts <command> [--root DIR] [--format text|github|json]
commands:
  check     validate the content and build the route table; write nothing
  routes    print the route table: path, template, origin
  generate  validate, then build the site into dist/
  types     regenerate ${TYPES_FILE} from schemas/`;

const FORMATS = { text: formatText, github: formatGithub, json: formatJson } as const;
type Format = keyof typeof FORMATS;

function report(diagnostics: Diagnostic[], format: Format): number {
  const out = FORMATS[format](diagnostics);
  if (format === 'json') process.stdout.write(`${out}\n`);
  else process.stderr.write(`${out}\n`);
  return hasErrors(diagnostics) ? 1 : 0;
}

function commandCheck(root: string, format: Format, announce: string): number {
  const result = runCheck(root);
  if (result.diagnostics.length) return report(result.diagnostics, format);
  if (format === 'json') process.stdout.write('[]\n');
  else {
    const { files, areas, pages } = result.stats;
    process.stdout.write(`${announce}${files} files, ${areas} areas, ${pages} pages; no problems found\n`);
  }
  return 0;
}

function commandRoutes(root: string, format: Format): number {
  const result = runCheck(root);
  if (hasErrors(result.diagnostics) || !result.routes) return report(result.diagnostics, format);
  const rows = result.routes.map((r) => [r.path, r.template, `${r.origin.file}:${r.origin.line}`]);
  if (format === 'json') process.stdout.write(`${JSON.stringify(result.routes.map((r) => ({ path: r.path, template: r.template, origin: r.origin })), null, 2)}\n`);
  else {
    const width = [0, 1].map((i) => Math.max(...rows.map((row) => row[i]!.length)));
    process.stdout.write(rows.map((row) => `${row[0]!.padEnd(width[0]!)}  ${row[1]!.padEnd(width[1]!)}  ${row[2]}`).join('\n') + '\n');
    process.stdout.write(`${rows.length} routes\n`);
  }
  return 0;
}

async function commandTypes(root: string): Promise<number> {
  fs.writeFileSync(path.join(root, TYPES_FILE), await generateTypes(root));
  process.stdout.write(`wrote ${TYPES_FILE}\n`);
  return 0;
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { root: { type: 'string', default: process.cwd() }, format: { type: 'string', default: 'text' }, help: { type: 'boolean', short: 'h' } },
  });
  const [command] = positionals;
  const format = values.format as Format;
  if (values.help || !command || !(format in FORMATS)) {
    process.stderr.write(`${USAGE}\n`);
    return values.help ? 0 : 2;
  }
  const root = path.resolve(values.root!);
  switch (command) {
    case 'check':
      return commandCheck(root, format, 'check passed: ');
    case 'routes':
      return commandRoutes(root, format);
    case 'generate':
      // Rendering arrives with the pre-render stage; until then generate validates and says so.
      return commandCheck(root, format, 'generate: rendering is not built yet, so only the check ran. check passed: ');
    case 'types':
      return commandTypes(root);
    default:
      process.stderr.write(`unknown command "${command}"\n${USAGE}\n`);
      return 2;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`generator bug: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(70);
  },
);
