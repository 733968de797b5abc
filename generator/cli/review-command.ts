// npm run review: the review of a content change, in Markdown (a pull request's comment) or JSON.
import { reviewMarkdown } from '../review/markdown.ts';
import { type Io, type Options, report } from './options.ts';

export const REVIEW_FORMATS = ['markdown', 'json'] as const;
export type ReviewFormat = (typeof REVIEW_FORMATS)[number];

/** What only review takes: the two sides' refs and its own formats. */
export interface ReviewArgs {
  base: string;
  head: string | undefined;
  format: ReviewFormat;
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
export async function commandReview(io: Io, options: Options, { base, head, format }: ReviewArgs): Promise<number> {
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
  return 0;
}
