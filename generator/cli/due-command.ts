// npm run due: the pages a build on a day changes because of a date in the content, one line each, and a summary;
// the scheduled workflow (.github/workflows/due.yml) calls the host's build hook when there is any.
import { dateProblem, longDate } from '../model/dates.ts';
import { type Io, type Options, report } from './options.ts';

export const DUE_FORMATS = ['text', 'json'] as const;
export type DueFormat = (typeof DUE_FORMATS)[number];

/** --on goes with due only, and names a real day. */
export function dueUsageProblem(command: string, on: string | undefined): string | undefined {
  if (on === undefined) return undefined;
  if (command !== 'due') return '--on goes only with due: npm run due -- --on 2027-04-01';
  const problem = dateProblem(on);
  return problem ? `--on "${on}" is not a date: ${problem.reason}. ${problem.hint}` : undefined;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** Exit 0 whether or not anything is due; 1 on content errors (printed as check prints them). */
export async function commandDue(io: Io, options: Options, on: string | undefined, format: DueFormat): Promise<number> {
  const { runDue } = await import('../pipeline/run-due.ts');
  const day = on ?? options.today;
  const outcome = await runDue(options.root, { on: day, env: options.env, note: options.note });
  if ('errors' in outcome) {
    io.stderr(`the content has errors, so no build on ${longDate(day)} would pass; fix them first:\n`);
    return report(io, outcome.errors, 'text');
  }
  if (format === 'json') {
    io.stdout(`${JSON.stringify(outcome, null, 2)}\n`);
    return 0;
  }
  for (const page of outcome.pages) io.stdout(`${page.change.padEnd(8)}${page.path}  ${page.title}\n`);
  const when = longDate(day);
  io.stdout(
    outcome.pages.length
      ? `${plural(outcome.pages.length, 'page')} ${outcome.pages.length === 1 ? 'changes' : 'change'} on ${when} because of a date in the content: a build that morning publishes them\n`
      : `nothing in the content takes effect on ${when}: no build is needed for it\n`,
  );
  return 0;
}
