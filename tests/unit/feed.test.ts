// The blog's Atom feed on the fixture site: well-formed XML with every element RFC 4287 requires, the published
// articles and no other, absolute links, escaped text, the same bytes while nothing changes; the hosts send it
// as Atom; and every page's head names it.
import type { Element } from 'domhandler';
import { findAll, getAttributeValue } from 'domutils';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { publication } from '../../generator/check/calendar.ts';
import { headersFor, parseHeaders } from '../../generator/cli/preview/host-files.ts';
import { emit } from '../../generator/emit/emit.ts';
import { atomFeed } from '../../generator/emit/feed.ts';
import { expand } from '../../generator/expand/expand.ts';
import type { Content, Entry } from '../../generator/model/content.ts';
import { addDays } from '../../generator/model/dates.ts';
import { FEED_PATH, FEED_TYPE } from '../../generator/model/feed.ts';
import { toRenderData } from '../../generator/model/render-data.ts';
import type { Blog } from '../../generator/model/types/content.ts';
import { pageHtml, withLookups } from '../../src/page-html.tsx';
import { fixtureContent } from '../support/content.ts';
import { ALL_TEMPLATES, oneOfEach, templatesOf } from '../support/templates.ts';

const TODAY = '2026-11-23';
const PREVIEW = 'https://preview.example.com';
const ATOM = 'http://www.w3.org/2005/Atom';
/** RFC 3339's date-time, which every Atom date must be. */
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The fixture's content with articles added: copies of its first under new slugs, with their fields changed. */
function withArticles(content: Content, ...changes: Array<Partial<Blog> & { slug: string }>): Content {
  const first = content.blog[0]!;
  const added = changes.map(
    (change): Entry<Blog> => ({ ...first, data: { ...structuredClone(first.data), ...change } }),
  );
  return { ...content, blog: [...content.blog, ...added] };
}

/** The render data of a build on `today`: the route table without the articles held back, as generate makes it. */
function built(content: Content, { today = TODAY, siteUrl = PREVIEW }: { today?: string; siteUrl?: string } = {}) {
  const { live } = publication(content, expand(content, today).value, today);
  return { live, data: toRenderData(content, live, { today, siteUrl }) };
}

// Every element an array and every value a string, so that "exactly one" can be counted and nothing is
// converted: the feed as an Atom reader sees it.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
});

type Node = { [name: string]: Node[] | string } & { '#text'?: string };
const all = (node: Node, name: string) => (node[name] ?? []) as Node[];
const textOf = (node: Node, name: string) => all(node, name).map((n) => (typeof n === 'string' ? n : n['#text']));
const one = (node: Node, name: string): string => {
  const found = textOf(node, name);
  expect(found, name).toHaveLength(1);
  return found[0]!;
};

/** The feed parsed, after checking it is well-formed XML and holds what RFC 4287 requires of a feed. */
function parseAtom(xml: string): { feed: Node; entries: Node[] } {
  expect(XMLValidator.validate(xml)).toBe(true);
  expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n')).toBe(true);
  const [feed, ...others] = all(parser.parse(xml) as Node, 'feed');
  expect(others).toEqual([]);
  expect(feed!['@xmlns']).toBe(ATOM);
  // atom:feed: exactly one id (an absolute IRI), title and updated (a date-time).
  expect(new URL(one(feed!, 'id')).href).toBeTruthy();
  expect(one(feed!, 'title').length).toBeGreaterThan(0);
  expect(one(feed!, 'updated')).toMatch(DATE_TIME);
  // A self link (SHOULD), and no two alternates of one type.
  const links = all(feed!, 'link');
  expect(links.filter((l) => l['@rel'] === 'self')).toHaveLength(1);
  const alternates = links.filter((l) => (l['@rel'] ?? 'alternate') === 'alternate').map((l) => l['@type']);
  expect(new Set(alternates).size).toBe(alternates.length);
  const entries = all(feed!, 'entry');
  for (const entry of entries) {
    // atom:entry: exactly one id, title and updated; at most one published and summary; with no content, an
    // alternate link; an author of its own unless the feed has one.
    expect(new URL(one(entry, 'id')).href).toBeTruthy();
    expect(one(entry, 'title').length).toBeGreaterThan(0);
    expect(one(entry, 'updated')).toMatch(DATE_TIME);
    expect(textOf(entry, 'published').length).toBeLessThanOrEqual(1);
    for (const published of textOf(entry, 'published')) expect(published).toMatch(DATE_TIME);
    expect(textOf(entry, 'summary').length).toBeLessThanOrEqual(1);
    expect(all(entry, 'content')).toEqual([]);
    expect(all(entry, 'link').filter((l) => (l['@rel'] ?? 'alternate') === 'alternate')).toHaveLength(1);
    const authors = all(entry, 'author').length ? all(entry, 'author') : all(feed!, 'author');
    expect(authors.length).toBeGreaterThan(0);
    for (const author of authors) expect(one(author, 'name').length).toBeGreaterThan(0);
  }
  // Entries with one id are one entry: none repeats.
  const ids = entries.map((e) => textOf(e, 'id')[0]);
  expect(new Set(ids).size).toBe(ids.length);
  return { feed: feed!, entries };
}

const hrefs = (node: Node) => all(node, 'link').map((l) => l['@href'] as unknown as string);

describe('feed.xml', () => {
  const content = withArticles(
    fixtureContent(),
    { slug: 'scheduled-feed-article', date: addDays(TODAY, 30) },
    { slug: 'draft-feed-article', date: addDays(TODAY, -30), draft: true },
  );
  const { live, data } = built(content);

  it('is valid Atom with an entry for each published article and none for a scheduled one or a draft', () => {
    const { entries } = parseAtom(atomFeed(data));
    const articles = live.filter((r) => r.template === 'blog-article').map((r) => `${PREVIEW}${r.path}`);
    expect(articles.length).toBeGreaterThan(1);
    expect(entries.map((e) => one(e, 'id')).sort()).toEqual(articles.sort());
    expect(data.blog.map((a) => a.slug)).not.toContain('scheduled-feed-article');
    for (const slug of ['scheduled-feed-article', 'draft-feed-article']) expect(atomFeed(data)).not.toContain(slug);
  });

  it("gives each entry the article's title, excerpt, dates, author and address, newest first", () => {
    const { entries } = parseAtom(atomFeed(data));
    const articles = [...data.blog].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
    expect(entries.map((e) => one(e, 'published'))).toEqual(articles.map((a) => `${a.date}T00:00:00Z`));
    for (const [i, entry] of entries.entries()) {
      const article = data.blog.find((a) => one(entry, 'id') === `${PREVIEW}/blog/${a.slug}`)!;
      expect(article, one(entry, 'id')).toBeDefined();
      expect(one(entry, 'title')).toBe(article.title);
      expect(one(entry, 'summary')).toBe(article.excerpt);
      // The blog schema has no date of change, so an article was last updated the day it was published.
      expect(one(entry, 'updated')).toBe(one(entry, 'published'));
      expect(one(all(entry, 'author')[0]!, 'name')).toBe(article.author);
      expect(hrefs(entry)).toEqual([one(entry, 'id')]);
      expect(i === 0 || one(entries[i - 1]!, 'published') >= one(entry, 'published')).toBe(true);
    }
  });

  it("names the feed after the blog page, dates it by its newest article, and credits site.yaml's author", () => {
    const { feed, entries } = parseAtom(atomFeed(data));
    // The blog page's title and description as its own page shows them, tokens filled.
    const blog = live.find((r) => r.template === 'blog')!;
    expect(one(feed, 'title')).toBe(blog.seo.title);
    expect(one(feed, 'subtitle')).toBe(blog.seo.description);
    expect(one(feed, 'updated')).toBe(
      entries
        .map((e) => one(e, 'updated'))
        .sort()
        .at(-1),
    );
    expect(one(feed, 'updated')).not.toBe(`${TODAY}T00:00:00Z`);
    expect(one(all(feed, 'author')[0]!, 'name')).toBe(data.site.seo.author);
    // A newer article moves it; the build day never does.
    const newer = built(withArticles(fixtureContent(), { slug: 'newest-feed-article', date: addDays(TODAY, -1) }));
    expect(one(parseAtom(atomFeed(newer.data)).feed, 'updated')).toBe(`${addDays(TODAY, -1)}T00:00:00Z`);
  });

  it("links everything absolutely under SITE_URL in a preview, and under site.yaml's url in production", () => {
    const { feed, entries } = parseAtom(atomFeed(data));
    const addresses = [
      one(feed, 'id'),
      ...hrefs(feed),
      one(all(feed, 'author')[0]!, 'uri'),
      ...entries.flatMap((e) => [one(e, 'id'), ...hrefs(e)]),
    ];
    for (const address of addresses) expect(address).toMatch(new RegExp(`^${PREVIEW.replace(/\./g, '\\.')}/`));
    const self = all(feed, 'link').find((l) => l['@rel'] === 'self')!;
    expect([self['@href'], self['@type']]).toEqual([`${PREVIEW}${FEED_PATH}`, FEED_TYPE]);
    expect(hrefs(feed)).toContain(`${PREVIEW}/blog`);
    const production = atomFeed(built(content, { siteUrl: content.site.data.url }).data);
    expect(production).not.toContain(PREVIEW);
    expect(production).toContain(`<id>${content.site.data.url}${FEED_PATH}</id>`);
  });

  it('escapes <, & and quotes in any text, and leaves out what XML cannot hold, so the feed still parses', () => {
    const title = `Fire & "safety" <at home>: what's &amp; what's not`;
    const tricky = withArticles(fixtureContent(), {
      slug: 'tricky-feed-article',
      date: addDays(TODAY, -2),
      title,
      excerpt: `A <b>bold</b> claim & a \u0001control character, a lone \ud800surrogate ]]> in the excerpt.`,
      author: `O'Brien & "Sons" <team>`,
    });
    const xml = atomFeed(built(tricky).data);
    expect(xml).not.toContain('<at home>');
    expect(xml).not.toContain('<b>');
    const { entries } = parseAtom(xml);
    const entry = entries.find((e) => one(e, 'id').endsWith('/tricky-feed-article'))!;
    expect(one(entry, 'title')).toBe(title);
    expect(one(entry, 'summary')).toBe(
      'A <b>bold</b> claim & a control character, a lone surrogate ]]> in the excerpt.',
    );
    expect(one(all(entry, 'author')[0]!, 'name')).toBe(`O'Brien & "Sons" <team>`);
  });

  it('is the same bytes on another day while the same articles are published', () => {
    const tomorrow = built(content, { today: addDays(TODAY, 1) });
    expect(tomorrow.data.blog.map((a) => a.slug)).toEqual(data.blog.map((a) => a.slug));
    expect(atomFeed(tomorrow.data)).toBe(atomFeed(data));
    expect(atomFeed(built(content).data)).toBe(atomFeed(data));
  });

  it('stays valid with no article published: no entries, and a fixed date rather than the build day', () => {
    const empty = { ...content, blog: content.blog.map((a) => ({ ...a, data: { ...a.data, draft: true } })) };
    const { feed, entries } = parseAtom(atomFeed(built(empty).data));
    expect(entries).toEqual([]);
    expect(all(feed, 'author')).toHaveLength(1);
    expect(one(feed, 'updated')).toBe('1970-01-01T00:00:00Z');
  });

  it("is written as dist/feed.xml, and every host sends it as Atom in UTF-8 with the pages' headers", () => {
    const emitted = emit(data, []);
    expect(emitted.site.get(FEED_PATH.slice(1))).toBe(atomFeed(data));
    const type = `${FEED_TYPE}; charset=utf-8`;
    // Netlify and Cloudflare Pages (and npm run preview, which reads the same file).
    const blocks = parseHeaders(emitted.site.get('_headers')!);
    const headers = headersFor(blocks, FEED_PATH);
    expect(headers.filter(([name]) => name === 'Content-Type')).toEqual([['Content-Type', type]]);
    expect(headers.map(([name]) => name)).toContain('Content-Security-Policy');
    expect(headersFor(blocks, '/about').some(([name]) => name === 'Content-Type')).toBe(false);
    // nginx: the type by default_type with no extension mapping (add_header would send a second Content-Type).
    const nginx = emitted.host.get('nginx.conf')!;
    const start = nginx.indexOf(`location = ${FEED_PATH} {\n`);
    expect(start).toBeGreaterThan(-1);
    const body = nginx.slice(start, nginx.indexOf('\n}\n', start));
    expect(body).toContain('  types { }\n');
    expect(body).toContain(`default_type "${type}";`);
    expect(body).toContain('add_header Content-Security-Policy');
    expect(body).toContain('try_files $uri =404;');
    expect(body).not.toContain('add_header Content-Type');
    // Vercel.
    const vercel = JSON.parse(emitted.host.get('vercel.json')!) as {
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    };
    expect(vercel.headers.find((h) => h.source === FEED_PATH)?.headers).toEqual([{ key: 'Content-Type', value: type }]);
  });
});

describe("every page's head", () => {
  const content = fixtureContent();
  const { live, data } = built(content);
  const site = withLookups(data);

  it('names the feed with one alternate link, on a page of every template', () => {
    const feedTitle = one(parseAtom(atomFeed(data)).feed, 'title');
    const pages = oneOfEach(live);
    expect(templatesOf(pages)).toEqual(ALL_TEMPLATES);
    for (const route of pages) {
      const doc = parseDocument(pageHtml(site, route));
      const head = findAll((e) => e.name === 'head', doc.children);
      expect(head, route.path).toHaveLength(1);
      const feeds = findAll(
        (e: Element) => e.name === 'link' && getAttributeValue(e, 'type') === FEED_TYPE,
        head[0]!.children,
      ).map((e) => [getAttributeValue(e, 'rel'), getAttributeValue(e, 'href'), getAttributeValue(e, 'title')]);
      expect(feeds, route.path).toEqual([['alternate', FEED_PATH, feedTitle]]);
    }
  });
});
