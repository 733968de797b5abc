// The job posting's life, shared by the careers page's JSON-LD (src/seo) and check's warnings as it closes.
import { isAfter } from './dates.ts';
import type { PageCareers } from './types/content.ts';

/** Search engines are given the posting up to and including its last day. */
export const postingOpen = (job: Pick<PageCareers['jobPosting'], 'validThrough'>, today: string): boolean =>
  !isAfter(today, job.validThrough);
