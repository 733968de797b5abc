// What the day of the build changes. An article dated after it, or marked draft, is held back: no page, no
// place in the blog list, the sitemap or related articles, until a build on or after its day. The job posting
// is given to search engines only until it closes. Pure: `today` is passed in, never read from the clock.

import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import type { Content } from '../model/content.ts';
import { daysBetween, isAfter, longDate } from '../model/dates.ts';
import type { Blog } from '../model/types/content.ts';
import type { Route, RouteOf } from '../model/types/route.ts';

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
export function publication(
  content: Content,
  routes: readonly Route[],
  today: string,
): { live: Route[]; held: Held[] } {
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

/** How messages tell of a held article: the variant named after its state, with its day written out when scheduled. */
export const heldVariant = (held: Held): { variant: 'draft' } | { variant: 'scheduled'; date: string } =>
  held.state === 'draft' ? { variant: 'draft' } : { variant: 'scheduled', date: longDate(held.date) };

/**
 * A link from `fromFile` to a held article is broken on the live site, unless the linking text is itself
 * held until the target is out: a draft, or an article scheduled for the target's day or later.
 */
export function heldLinkProblem(
  target: Held,
  from: Held | undefined,
): { variant: 'draft' } | { variant: 'scheduled'; date: string; fromScheduled: boolean } | undefined {
  if (from?.state === 'draft') return undefined;
  if (from && target.state === 'scheduled' && !isAfter(target.date, from.date)) return undefined;
  const held = heldVariant(target);
  return held.variant === 'draft' ? held : { ...held, fromScheduled: from !== undefined };
}

/** The job posting as the careers page file gives it. */
const jobOf = (content: Content) => content.pages.careers.data.jobPosting;

/** Days before closing from which check warns that the posting is about to leave search results. */
const POSTING_NOTICE_DAYS = 30;

/** The job posting's dates: in order, and a warning before and after it closes. */
export function jobPostingRules(content: Content, today: string): Diagnostic[] {
  const { source } = content.pages.careers;
  const job = jobOf(content);
  const at = { file: source.file, ...locate(source, '/jobPosting/validThrough') };
  const closes = longDate(job.validThrough);
  if (isAfter(job.datePosted, job.validThrough)) {
    return [diagnostic('date-order', at, { closes, posted: longDate(job.datePosted) })];
  }
  const left = daysBetween(today, job.validThrough);
  if (left < 0) {
    return [diagnostic('job-posting-expired', at, { closes })];
  }
  if (left > POSTING_NOTICE_DAYS) return [];
  const when =
    left === 0
      ? { variant: 'today' as const }
      : left === 1
        ? { variant: 'tomorrow' as const }
        : { variant: 'later' as const, days: left };
  return [diagnostic('job-posting-expiring', at, { ...when, closes })];
}
