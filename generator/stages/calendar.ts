// What the day of the build changes. An article dated after it, or marked draft, is held back: no page, no
// place in the blog list, the sitemap or related articles, until a build on or after its day. The job posting
// is given to search engines only until it closes. Pure: `today` is passed in, never read from the clock.
import type { Content } from '../content.ts';
import { daysBetween, isAfter, longDate } from '../dates.ts';
import { diagnostic, warning, type Diagnostic } from '../diagnostics.ts';
import type { Blog, PageCareers } from '../types/content.ts';
import type { Route, RouteOf } from '../types/route.ts';
import { locate } from '../yaml-position.ts';

export type HeldState = 'scheduled' | 'draft';

/** An article's page that is not published at this build, and why. */
export interface Held {
  route: RouteOf<'blog-article'>;
  state: HeldState;
  /** The article's date: the day a scheduled article is published. */
  date: string;
}

/** Whether an article is on the site at a build on `today` (a draft never is, whatever its date). */
export function articleState(article: Pick<Blog, 'date' | 'draft'>, today: string): 'published' | HeldState {
  if (article.draft === true) return 'draft';
  return isAfter(article.date, today) ? 'scheduled' : 'published';
}

/** Splits the route table into the pages published at this build and the articles held back. */
export function publication(content: Content, routes: readonly Route[], today: string): { live: Route[]; held: Held[] } {
  const articles = new Map(content.blog.map((a) => [a.data.slug, a.data]));
  const live: Route[] = [];
  const held: Held[] = [];
  for (const route of routes) {
    const article = route.template === 'blog-article' ? articles.get(route.props.article) : undefined;
    const state = article ? articleState(article, today) : 'published';
    if (state === 'published' || route.template !== 'blog-article') live.push(route);
    else held.push({ route, state, date: article!.date });
  }
  return { live, held };
}

/** How a held article is described in messages: "scheduled for 5 January 2027" or "a draft". */
export const heldWords = (held: Held): string => (held.state === 'draft' ? 'a draft' : `scheduled for ${longDate(held.date)}`);

/**
 * A link from `fromFile` to a held article is broken on the live site, unless the linking text is itself
 * held until the target is out: a draft, or an article scheduled for the target's day or later.
 */
export function heldLinkProblem(target: Held, from: Held | undefined): { message: string; hint: string } | undefined {
  if (from?.state === 'draft') return undefined;
  if (from && target.state === 'scheduled' && !isAfter(target.date, from.date)) return undefined;
  const message = `links to an article that is ${heldWords(target)}`;
  if (target.state === 'draft') {
    return { message, hint: 'Drafts are not published, so the link would not reach it. Remove the link, or publish the article by removing its draft: true.' };
  }
  const when = longDate(target.date);
  return { message, hint: `Until ${when} the link would not reach it. Remove it for now and add it back on or after that day${from ? `, or schedule this article for ${when} or later` : ''}.` };
}

/** The job posting as the careers page file gives it. */
const jobOf = (content: Content) => content.pages.careers.data.jobPosting;

/** Search engines are given the posting up to and including its last day. */
export const postingOpen = (job: Pick<PageCareers['jobPosting'], 'validThrough'>, today: string): boolean => !isAfter(today, job.validThrough);

/** Days before closing from which check warns that the posting is about to leave search results. */
export const POSTING_NOTICE_DAYS = 30;

/** The job posting's dates: in order, and a warning before and after it closes. */
export function jobPostingRules(content: Content, today: string): Diagnostic[] {
  const { source } = content.pages.careers;
  const job = jobOf(content);
  const at = { file: source.file, ...locate(source, '/jobPosting/validThrough') };
  const closes = longDate(job.validThrough);
  if (isAfter(job.datePosted, job.validThrough)) {
    return [diagnostic('date-order', at, `validThrough (${closes}) is before datePosted (${longDate(job.datePosted)})`, 'A posting closes on or after the day it was posted: check both dates.')];
  }
  const left = daysBetween(today, job.validThrough);
  if (left < 0) {
    return [warning('job-posting-expired', at, `the job posting closed on ${closes}, so search engines are no longer given it`, 'If the role is still open, set validThrough to its new last day and datePosted to the day you re-advertise. If it has closed, update the careers page, which still shows the advert.')];
  }
  if (left > POSTING_NOTICE_DAYS) return [];
  const when = left === 0 ? 'today' : left === 1 ? 'tomorrow' : `in ${left} days`;
  return [warning('job-posting-expiring', at, `the job posting closes ${when}, on ${closes}; after that search engines are no longer given it`, 'If the role stays open, move validThrough to its new last day (and datePosted to the day you re-advertise).')];
}
