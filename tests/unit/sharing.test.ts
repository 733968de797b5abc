// What a link preview and a search engine are given to share a page: the picture (its share card), its size and
// alt text in Open Graph and Twitter tags on a page of every template, which picture that is, and the Article's
// publisher, author and dates.
import fs from 'node:fs';
import path from 'node:path';
import type { Element } from 'domhandler';
import { findAll, getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { cardAlt, cardText } from '../../generator/cards/card-text.ts';
import { cardFile, cardManifest } from '../../generator/cards/make-cards.ts';
import { publication } from '../../generator/check/calendar.ts';
import { expand } from '../../generator/expand/expand.ts';
import type { Content } from '../../generator/model/content.ts';
import { pageHeading } from '../../generator/model/page-heading.ts';
import { type RenderData, toRenderData } from '../../generator/model/render-data.ts';
import type { CardManifest } from '../../generator/model/share-card.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { pageHtml, withLookups } from '../../src/page-html.tsx';
import { articleAuthor } from '../../src/seo/json-ld.ts';
import { structuredData } from '../../src/seo/page-data.ts';
import { shareImage } from '../../src/seo/share-image.ts';
import { fixtureContent } from '../support/content.ts';
import { REPO } from '../support/site.ts';
import { ALL_TEMPLATES, oneOfEach, templatesOf } from '../support/templates.ts';

const TODAY = '2026-11-23';
const PREVIEW = 'https://preview.example.com';

/** Each carded page's card as generate names it (generator/cards/make-cards.ts), without drawing any. */
const cardsOf = (data: RenderData): CardManifest => cardManifest(REPO, data);

/** The render data of a build on TODAY, with every page's card unless `cards` is false (the development server), and the routes it publishes. */
function built(content: Content, { cards = true } = {}) {
  const { live } = publication(content, expand(content, TODAY).value, TODAY);
  const data = toRenderData(content, live, { today: TODAY, siteUrl: PREVIEW });
  return { live, data: withLookups(cards ? { ...data, cards: cardsOf(data) } : data) };
}

/** The content of every <meta> in a page's head whose property or name is `key`. */
function metas(html: string, key: string): Array<string | undefined> {
  const head = findAll((e) => e.name === 'head', parseDocument(html).children)[0]!;
  return findAll(
    (e: Element) => e.name === 'meta' && (getAttributeValue(e, 'property') ?? getAttributeValue(e, 'name')) === key,
    head.children,
  ).map((e) => getAttributeValue(e, 'content'));
}

const IMAGE_TAGS = ['og:image', 'twitter:image'];
const ALT_TAGS = ['og:image:alt', 'twitter:image:alt'];

/** The sharing tags of a page's head, each tag's contents in order. */
const sharingTags = (html: string) =>
  Object.fromEntries(
    ['twitter:card', ...IMAGE_TAGS, 'og:image:width', 'og:image:height', ...ALT_TAGS].map((tag) => [
      tag,
      metas(html, tag),
    ]),
  );

describe('the picture a link preview shows', () => {
  const { live, data } = built(fixtureContent());

  it("is the page's own card, once in each tag, as an absolute URL, 1200×630, with the card's words as alt, on an indexed page of every template", () => {
    const pages = oneOfEach(live).filter((route) => !route.seo.noindex);
    expect(templatesOf(pages)).toEqual(ALL_TEMPLATES.filter((t) => t !== 'not-found' && t !== 'thank-you'));
    for (const route of pages) {
      const card = data.cards[route.path]!;
      expect(card.src, route.path).toMatch(new RegExp(`^/${cardFile(cardText(data, route))}\\?v=[0-9a-f]{12}$`));
      expect(card.alt, route.path).toBe(cardAlt(cardText(data, route)));
      const url = new URL(card.src, PREVIEW).href;
      expect(new URL(url).origin).toBe(PREVIEW);
      expect(card.alt.startsWith(pageHeading(data, route)), route.path).toBe(true);
      expect(sharingTags(pageHtml(data, route)), route.path).toEqual({
        'twitter:card': ['summary_large_image'],
        'og:image': [url],
        'twitter:image': [url],
        'og:image:width': ['1200'],
        'og:image:height': ['630'],
        'og:image:alt': [card.alt],
        'twitter:image:alt': [card.alt],
      });
    }
  });

  it("is the seo block's picture, else the page's card (an article's own photo too), else site.yaml's default", () => {
    const fallback = data.site.seo.defaultImage;
    const home = live.find((r) => r.template === 'home')!;
    expect(shareImage(data, home)).toEqual({ ...data.cards[home.path], width: 1200, height: 630 });
    const named = { src: '/images/named.jpg', alt: 'A picture the page names' };
    const naming = { ...home, seo: { ...home.seo, ogImage: named } } as Route;
    expect(shareImage(data, naming)).toEqual(named);
    // A picture of unknown size: no width and height are claimed for it.
    expect(sharingTags(pageHtml(data, naming))).toMatchObject({ 'og:image:width': [], 'og:image:height': [] });

    const content = fixtureContent();
    const photo = content.blog[0]!;
    photo.data.image = { src: '/images/blog/photo.jpg', alt: 'A photo' };
    const changed = built(content);
    const article = changed.live.find((r) => r.template === 'blog-article' && r.props.article === photo.data.slug)!;
    expect(shareImage(changed.data, article).src).toBe(changed.data.cards[article.path]!.src);

    // Without cards (the development server draws none), and on a page kept out of the index (which has none):
    // site.yaml's default, of no stated size.
    const plain = built(fixtureContent(), { cards: false });
    const unindexed = live.filter((route) => route.seo.noindex);
    expect(unindexed.map((route) => route.template).sort()).toEqual(['not-found', 'thank-you']);
    expect(unindexed.filter((route) => data.cards[route.path])).toEqual([]);
    for (const [site, route] of [
      ...oneOfEach(plain.live).map((route) => [plain.data, route] as const),
      ...unindexed.map((route) => [data, route] as const),
    ]) {
      expect(shareImage(site, route), route.path).toEqual(fallback);
      expect(sharingTags(pageHtml(site, route)), route.path).toMatchObject({
        'og:image': [new URL(fallback.src, PREVIEW).href],
        'og:image:width': [],
        'og:image:alt': [fallback.alt],
      });
    }
  });
});

describe("an article's JSON-LD", () => {
  const { live, data } = built(fixtureContent());
  const route = live.find((r) => r.template === 'blog-article')!;
  const blocks = structuredData(data, route);
  const article = blocks.find((b) => b['@type'] === 'Article')!;

  it('names the business as publisher, one with the LocalBusiness, with its logo as an absolute URL of a file that exists', () => {
    const business = blocks.find((b) => b['@type'] === 'LocalBusiness')!;
    const publisher = article.publisher as { '@id': string; logo: { '@type': string; url: string } };
    expect(publisher).toMatchObject({ '@type': 'Organization', '@id': business['@id'], name: business.name });
    expect(publisher.logo['@type']).toBe('ImageObject');
    const logo = new URL(publisher.logo.url);
    expect(logo.origin).toBe(PREVIEW);
    expect(fs.statSync(path.join(REPO, 'public', logo.pathname), { throwIfNoEntry: false })?.isFile()).toBe(true);
  });

  it("dates it as published and last changed on the article's own date (the content records no later edit)", () => {
    const date = data.article((route as Extract<Route, { template: 'blog-article' }>).props.article).date;
    expect(article.datePublished).toBe(date);
    expect(article.dateModified).toBe(date);
  });

  it("names the article's author: an organisation when a team or the business signs it, else a person", () => {
    const author = data.article((route as Extract<Route, { template: 'blog-article' }>).props.article).author;
    expect(article.author).toEqual(articleAuthor(data, author));
    expect(articleAuthor(data, 'The Care Team')).toEqual({ '@type': 'Organization', name: 'The Care Team' });
    const company = data.site.company.name;
    expect(articleAuthor(data, company)).toEqual({ '@type': 'Organization', name: company });
    expect(articleAuthor(data, 'Jane Steadman')).toEqual({ '@type': 'Person', name: 'Jane Steadman' });
  });
});
