// npm run review: the review of a content change, in Markdown (a pull request's comment) or JSON.
import path from 'node:path';
import { reviewMarkdown } from '../review/markdown.ts';
import type { ShotOptions } from '../review/shots/shots.ts';
import { type Io, type Options, report } from './options.ts';

/** Pages photographed by --shots unless --max-shots says otherwise; the rest are listed by address. */
export const DEFAULT_MAX_SHOTS = 12;

export const REVIEW_FORMATS = ['markdown', 'json'] as const;
export type ReviewFormat = (typeof REVIEW_FORMATS)[number];

/** What only review takes: the two sides' refs and its own formats. */
export interface ReviewArgs {
  base: string;
  head: string | undefined;
  format: ReviewFormat;
  /** --shots: the pictures before and after, and where their report goes. */
  shots?: ShotOptions;
}

/** The options of --shots as given; a string says what is wrong with them, undefined: no pictures asked for. */
export function shotOptions(
  command: string | undefined,
  values: { shots?: boolean; desktop?: boolean; 'max-shots'?: string; out?: string },
): ShotOptions | string | undefined {
  const given = values.desktop || values['max-shots'] !== undefined || values.out !== undefined;
  if (!values.shots)
    return given
      ? '--desktop, --max-shots and --out go only with --shots: npm run review -- --base main --shots'
      : undefined;
  if (command !== 'review') return '--shots goes only with review: npm run review -- --base main --shots';
  const max = values['max-shots'] ?? String(DEFAULT_MAX_SHOTS);
  if (!/^[1-9]\d{0,3}$/.test(max)) return `--max-shots takes a number of pages from 1 to 9999, not "${max}"`;
  return { out: values.out ?? 'review-report', desktop: values.desktop === true, max: Number(max) };
}

/** review's own options: --base is needed, and --base and --head go with review only. */
export function reviewUsageProblem(
  command: string,
  base: string | undefined,
  head: string | undefined,
): string | undefined {
  if (command === 'review' && !base)
    return 'review needs --base: the git ref to compare with, e.g. npm run review -- --base main';
  if (command !== 'review' && (base !== undefined || head !== undefined))
    return '--base and --head go only with review: npm run review -- --base main';
  return undefined;
}

/** Exit 0 with the review; 1 when the head has content errors (printed as check prints them); 2 on a wrong ref. */
export async function commandReview(
  io: Io,
  options: Options,
  { base, head, format, shots }: ReviewArgs,
): Promise<number> {
  const { runReview } = await import('../pipeline/run-review.ts');
  const { root, today, env, note } = options;
  const outcome = await runReview(root, { base, ...(head ? { head } : {}), today, env, note });
  if ('usage' in outcome) {
    io.stderr(`${outcome.usage}\n`);
    return 2;
  }
  if ('headErrors' in outcome) {
    const count = outcome.headErrors.length;
    io.stderr(
      `${outcome.head} has ${count} content error${count === 1 ? '' : 's'}, so it cannot be reviewed yet; fix ${count === 1 ? 'it' : 'them'} first:\n`,
    );
    return report(io, outcome.headErrors, 'text');
  }
  io.stdout(format === 'json' ? `${JSON.stringify(outcome.review, null, 2)}\n` : reviewMarkdown(outcome.review));
  if (shots) {
    const { takeShots } = await import('../review/shots/shots.ts');
    const done = await takeShots(outcome.review, outcome.source, {
      ...shots,
      out: path.resolve(root, shots.out),
      ...(env.process.CHROME_PATH ? { chromePath: env.process.CHROME_PATH } : {}),
    });
    io.stderr(`Pictures of ${done.pictured} changed page(s), ${done.listed} more listed: ${done.file}\n`);
  }
  return 0;
}
