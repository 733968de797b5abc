// feed.xml: the blog as an Atom 1.0 feed (RFC 4287), for the councils, charities and support workers who follow
// it. Pure and made only from the content: no build day in it, so it is the same bytes until an article changes.
import { FEED_PATH, FEED_TYPE, feedSubtitle, feedTitle } from '../model/feed.ts';
import type { RenderData } from '../model/render-data.ts';
import { fill } from '../model/tokens.ts';
import type { Blog } from '../model/types/content.ts';
import { absoluteUrl, href } from '../model/urls.ts';
import { xmlEscape } from './xml-escape.ts';

/**
 * An Atom date for a content day (YYYY-MM-DD): its start, in UTC. The content gives days, not times; any fixed
 * time would do, and this one never moves.
 */
const atomDate = (day: string) => `${day}T00:00:00Z`;

/**
 * The feed's `updated` when no article is published yet: Atom requires one, and the build day would change the
 * feed with every build. The first article's date replaces it.
 */
const NEVER = '1970-01-01';

/** When an article last changed. The blog schema has no `updated` field, so it is its date. */
const updatedOf = (article: Blog) => article.date;

const order = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** Newest first; articles of the same day in address order, so that the order never depends on the files'. */
const newestFirst = (a: Blog, b: Blog) => order(b.date, a.date) || order(a.slug, b.slug);

const element = (name: string, text: string, indent: string) => `${indent}<${name}>${xmlEscape(text)}</${name}>`;
const link = (rel: string, type: string, url: string, indent: string) =>
  `${indent}<link rel="${rel}" type="${type}" href="${xmlEscape(url)}"/>`;

function entry(data: RenderData, article: Blog, text: (s: string) => string): string {
  const url = absoluteUrl(data.siteUrl, href.article(article.slug));
  return [
    '  <entry>',
    // The article's address is its id: it never changes while the article is published (an address, once
    // published, stays in the URL ledger).
    element('id', url, '    '),
    element('title', text(article.title), '    '),
    link('alternate', 'text/html', url, '    '),
    element('published', atomDate(article.date), '    '),
    element('updated', atomDate(updatedOf(article)), '    '),
    `    <author>${element('name', text(article.author), '')}</author>`,
    element('summary', text(article.excerpt), '    '),
    '  </entry>',
  ].join('\n');
}

/** The feed of every article published at this build (`data.blog` holds only those), newest first. */
export function atomFeed(data: RenderData): string {
  // Content text as the pages show it: generate's content has its tokens filled already; this fills any left.
  const { tokens } = data;
  const text = (s: string) => fill(s, tokens);
  const articles = [...data.blog].sort(newestFirst);
  const self = absoluteUrl(data.siteUrl, FEED_PATH);
  const updated = articles.map(updatedOf).sort().at(-1) ?? NEVER;
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-GB">',
    element('id', self, '  '),
    element('title', feedTitle(data), '  '),
    element('subtitle', text(feedSubtitle(data)), '  '),
    element('updated', atomDate(updated), '  '),
    link('self', FEED_TYPE, self, '  '),
    link('alternate', 'text/html', absoluteUrl(data.siteUrl, href.page('blog')), '  '),
    `  <author>${element('name', text(data.site.seo.author), '')}${element('uri', absoluteUrl(data.siteUrl, '/'), '')}</author>`,
    ...articles.map((article) => entry(data, article, text)),
    '</feed>',
    '',
  ].join('\n');
}
