// What a link preview and a search engine are given to share a page: the picture and its alt text in Open Graph
// and Twitter tags on a page of every template, which picture that is, and the Article's publisher, author and dates.
import fs from 'node:fs';
import path from 'node:path';
import type { Element } from 'domhandler';
import { findAll, getAttributeValue } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { publication } from '../../generator/check/calendar.ts';
import { expand } from '../../generator/expand/expand.ts';
import type { Content } from '../../generator/model/content.ts';
import { toRenderData } from '../../generator/model/render-data.ts';
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

/** The render data of a build on TODAY, and the routes it publishes. */
function built(content: Content) {
  const { live } = publication(content, expand(content, TODAY).value, TODAY);
  return { live, data: withLookups(toRenderData(content, live, { today: TODAY, siteUrl: PREVIEW })) };
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

describe('the picture a link preview shows', () => {
  const { live, data } = built(fixtureContent());

  it('is given once in each tag, as an absolute URL with a non-empty alt, on a page of every template', () => {
    const pages = oneOfEach(live);
    expect(templatesOf(pages)).toEqual(ALL_TEMPLATES);
    for (const route of pages) {
      const html = pageHtml(data, route);
      const image = shareImage(data, route);
      expect(metas(html, 'twitter:card'), route.path).toEqual(['summary_large_image']);
      for (const tag of IMAGE_TAGS) {
        const [url, ...more] = metas(html, tag);
        expect(more, `${route.path} ${tag}`).toEqual([]);
        expect(url, `${route.path} ${tag}`).toBe(new URL(image.src, PREVIEW).href);
        expect(new URL(url!).origin, `${route.path} ${tag}`).toBe(PREVIEW);
      }
      for (const tag of ALT_TAGS) {
        const [alt, ...more] = metas(html, tag);
        expect(more, `${route.path} ${tag}`).toEqual([]);
        expect(alt, `${route.path} ${tag}`).toBe(image.alt);
        expect(alt?.trim(), `${route.path} ${tag}`).not.toBe('');
      }
    }
  });

  it("is the seo block's picture, else an article's own photo, else site.yaml's default (an SVG article keeps it)", () => {
    const fallback = data.site.seo.defaultImage;
    const home = live.find((r) => r.template === 'home')!;
    expect(shareImage(data, home)).toEqual(fallback);
    const named = { src: '/images/named.jpg', alt: 'A picture the page names' };
    expect(shareImage(data, { ...home, seo: { ...home.seo, ogImage: named } } as Route)).toEqual(named);

    const content = fixtureContent();
    const [drawn, photo] = content.blog;
    drawn!.data.image = { src: '/images/blog/drawn.svg', alt: 'A drawing' };
    photo!.data.image = { src: '/images/blog/photo.jpg', alt: 'A photo' };
    const changed = built(content);
    const page = (slug: string) =>
      changed.live.find((r) => r.template === 'blog-article' && r.props.article === slug) as Route;
    expect(shareImage(changed.data, page(drawn!.data.slug))).toEqual(fallback);
    expect(shareImage(changed.data, page(photo!.data.slug))).toEqual(photo!.data.image);
    const article = page(photo!.data.slug);
    expect(shareImage(changed.data, { ...article, seo: { ...article.seo, ogImage: named } } as Route)).toEqual(named);
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
