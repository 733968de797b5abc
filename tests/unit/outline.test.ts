// The document outline the Nu HTML checker reads (npm run audit): the page's h1 is the heading of the page or of
// its one article, not of a section nested in one, and every article has a heading of its own.
import type { Element } from 'domhandler';
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { publication } from '../../generator/check/calendar.ts';
import { expand } from '../../generator/expand/expand.ts';
import { toRenderData } from '../../generator/model/render-data.ts';
import { pageHtml, withLookups } from '../../src/page-html.tsx';
import { fixtureContent } from '../support/content.ts';
import { ALL_TEMPLATES, oneOfEach, templatesOf } from '../support/templates.ts';

const TODAY = '2026-11-23';
const SECTIONING = new Set(['article', 'aside', 'nav', 'section']);
const HEADING = /^h[1-6]$/;

const content = fixtureContent();
const { live } = publication(content, expand(content, TODAY).value, TODAY);
const data = withLookups(toRenderData(content, live, { today: TODAY }));
const pages = oneOfEach(live).map((route) => ({ route, root: parseDocument(pageHtml(data, route)) }));

/** The sectioning elements that hold `element`, nearest first. */
function sectionsAround(element: Element): Element[] {
  const around: Element[] = [];
  for (let node = element.parent; node && node.type === 'tag'; node = node.parent)
    if (SECTIONING.has(node.name)) around.push(node);
  return around;
}

const named = (e: Element) => `<${e.name}${e.attribs.class ? ` class="${e.attribs.class}"` : ''}>`;

describe('the outline of a page of every template', () => {
  it('covers every template', () => {
    expect(templatesOf(pages.map((p) => p.route))).toEqual(ALL_TEMPLATES);
  });

  it('puts the h1 in at most one sectioning element', () => {
    const nested = pages.flatMap(({ route, root }) =>
      findAll((e) => e.name === 'h1', root.children)
        .map(sectionsAround)
        .filter((around) => around.length > 1)
        .map((around) => `${route.path}: h1 inside ${around.map(named).join(' inside ')}`),
    );
    expect(nested).toEqual([]);
  });

  it('gives every article a heading of its own, not only headings of sections nested in it', () => {
    const headless = pages.flatMap(({ route, root }) =>
      findAll((e) => e.name === 'article', root.children)
        .filter(
          (article) => !findAll((e) => HEADING.test(e.name) && sectionsAround(e)[0] === article, [article]).length,
        )
        .map((article) => `${route.path}: ${named(article)}`),
    );
    expect(headless).toEqual([]);
  });
});
