// The admin's article editor (generator/cms/widgets/article-editor/), without a browser: its document holds exactly the site's
// allow-list; every article of the fixture and of the real content is read into it and written out as the very
// same HTML; HTML written by hand in other ways comes out as the house style and keeps its words; what is pasted
// from Word, Google Docs or a web page comes out as allow-listed HTML; and the toolbar's commands make what their
// names say. (Typing, pasting and the toolbar in a real browser: tests/e2e/cms-forms.test.ts.)
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'htmlparser2';
import type { Node as PMNode } from 'prosemirror-model';
import { type Command, EditorState, TextSelection } from 'prosemirror-state';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ACTIONS } from '../../generator/cms/widgets/article-editor/commands.ts';
import { articleDocument } from '../../generator/cms/widgets/article-editor/document.ts';
import { articleHtml, cleanPastedHtml } from '../../generator/cms/widgets/article-editor/html.ts';
import { linkProblem, linkRange, removeLink, setLink } from '../../generator/cms/widgets/article-editor/link.ts';
import { LEVELS, schema, TAGS } from '../../generator/cms/widgets/article-editor/schema.ts';
import { ALLOWED_TAGS, articleProblems } from '../../generator/model/article-html.ts';
import { FIXTURE, REPO } from '../support/site.ts';

const roundTrip = (html: string) => articleHtml(articleDocument(html));
/** The words of some HTML, as a reader sees them: its text with the spaces between words made one. */
const words = (html: string) => {
  const text = (nodes: ReturnType<typeof parseDocument>['children']): string =>
    nodes
      .map((n) => ('data' in n && n.type === 'text' ? n.data : 'children' in n ? ` ${text(n.children)} ` : ''))
      .join('');
  return text(parseDocument(html).children).replace(/\s+/g, ' ').trim();
};

function articles(root: string): Array<[string, string]> {
  const dir = path.join(root, 'content/blog');
  return fs
    .readdirSync(dir)
    .map((file) => [file, (parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { content: string }).content]);
}

describe('the editor’s document', () => {
  it('can hold exactly the elements the site allows in an article, and writes no other', () => {
    const written = new Set([...Object.values(TAGS), ...LEVELS.map((level) => `h${level}`)]);
    expect([...written].sort()).toEqual([...ALLOWED_TAGS].sort());
    const kinds = [...Object.keys(schema.nodes), ...Object.keys(schema.marks)].filter(
      (name) => !['doc', 'text', 'heading'].includes(name),
    );
    expect(kinds.sort()).toEqual(Object.keys(TAGS).sort());
  });

  for (const [site, root] of [
    ['the fixture site', FIXTURE],
    ['the real content', REPO],
  ] as const)
    it(`reads every article of ${site} and writes it out as the very same HTML`, () => {
      const found = articles(root);
      expect(found.length).toBeGreaterThan(0);
      for (const [file, html] of found) {
        const doc = articleDocument(html);
        expect(() => doc.check(), file).not.toThrow();
        expect(articleHtml(doc), file).toBe(html);
      }
    });

  it('writes HTML written by hand in other ways in the house style, keeping every word and passing the allow-list', () => {
    const cases: Array<[string, string]> = [
      ['<P>One\n   two</P><H2>Title</H2>', '<p>One two</p>\n<h2>Title</h2>\n'],
      ['<ul><li><p>Item</p></li><li>Next</li></ul>', '<ul>\n<li>Item</li>\n<li>Next</li>\n</ul>\n'],
      [
        '<blockquote><p>First</p><p>Second</p></blockquote>',
        '<blockquote>First</blockquote>\n<blockquote>Second</blockquote>\n',
      ],
      ['<ol><li>a<ul><li>b</li></ul></li></ol>', '<ol>\n<li>a\n<ul>\n<li>b</li>\n</ul>\n</li>\n</ol>\n'],
      [
        "<p><a href='/contact-details'>us</a> &amp; <strong><em>both</em></strong></p>",
        '<p><a href="/contact-details">us</a> &amp; <strong><em>both</em></strong></p>\n',
      ],
      ['Loose words<p></p><p>  </p>', '<p>Loose words</p>\n'],
      ['<p>1 &lt; 2 &gt; 0</p>', '<p>1 &lt; 2 &gt; 0</p>\n'],
    ];
    for (const [html, house] of cases) {
      expect(roundTrip(html), html).toBe(house);
      expect(articleProblems(house), html).toEqual([]);
      expect(words(house), html).toBe(words(html));
      expect(roundTrip(house), `${html}, again`).toBe(house);
    }
  });

  it('starts an empty article with one paragraph to write in, and writes nothing for it', () => {
    const doc = articleDocument('');
    expect(doc.childCount).toBe(1);
    expect(doc.firstChild!.type).toBe(schema.nodes.paragraph);
    expect(articleHtml(doc)).toBe('');
  });
});

/** A paste of tests/fixtures/paste/`name`, cleaned; what it leaves passes the site's allow-list. */
function pasted(name: string): string {
  const cleaned = cleanPastedHtml(fs.readFileSync(path.join(REPO, 'tests/fixtures/paste', name), 'utf8'));
  expect(articleProblems(cleaned), name).toEqual([]);
  return cleaned;
}

describe('pasted text', () => {
  it('from Word keeps its words, headings, bold, italic and lists, and loses styles, fonts, Word markup, tables and pictures', () => {
    expect(pasted('word.html')).toBe(
      '<h2>Clearing a loft safely</h2>\n' +
        '<p>A loft often holds <strong>decades</strong> of <em>belongings</em>: boxes of papers, old toys and furniture.</p>\n' +
        '<h3>Before you start</h3>\n' +
        '<ul>\n<li>Good light</li>\n<li>Firm footing</li>\n</ul>\n' +
        '<ol>\n<li>Clear a path to the hatch.</li>\n<li>Bring boxes down one at a time.</li>\n</ol>\n' +
        '<p><strong>Room</strong></p>\n<p><strong>Boxes</strong></p>\n<p>Loft</p>\n<p>12</p>\n' +
        '<p>Ask for help with anything heavy.</p>\n',
    );
  });

  it('from Google Docs keeps bold and italic written as styles, and is not all bold for its wrapper', () => {
    const docs =
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1a2b"><h2 dir="ltr"><span style="font-size:16pt;font-weight:400">Before you start</span></h2>' +
      '<p dir="ltr"><span style="font-weight:700">Check</span><span style="font-weight:400"> the boards, and </span><span style="font-style:italic">never</span><span> rush.</span></p>' +
      '<ul><li dir="ltr"><p dir="ltr"><span>One</span></p></li><li><p><span>Two</span></p></li></ul></b><br class="Apple-interchange-newline">';
    expect(cleanPastedHtml(docs)).toBe(
      '<h2>Before you start</h2>\n<p><strong>Check</strong> the boards, and <em>never</em> rush.</p>\n<ul>\n<li>One</li>\n<li>Two</li>\n</ul>\n',
    );
  });

  it('from a web page keeps its words and allowed links, and drops scripts, pictures, classes, styles and other links', () => {
    const cleaned = pasted('web-page.html');
    expect(cleaned).toBe(
      '<ol>\n<li><a href="https://www.nhs.uk/">Home</a></li>\n</ol>\n' +
        '<h2>Hoarding disorder</h2>\n' +
        '<p>Hoarding disorder is where someone acquires an <strong>excessive</strong> number of items and stores them in a chaotic way.</p>\n' +
        '<p>Read the <a href="https://www.nhs.uk/mental-health/conditions/hoarding-disorder/">NHS page</a>, call us, or write to us.</p>\n' +
        '<p>A picture of a room</p>\n' +
        '<h3>Section: Symptoms</h3>\n' +
        '<ul>\n<li>keeping or collecting items that may have little or no monetary value</li>\n<li>finding it hard to categorise or organise items</li>\n</ul>\n' +
        '<blockquote>Ask for help early.</blockquote>\n',
    );
    expect(articleProblems(cleaned)).toEqual([]);
    expect(cleaned).not.toMatch(/alert|tracking|class=|style=|<img|<span|<div/);
  });
});

describe('links', () => {
  it('keeps a link the site keeps, and refuses one it would not with plain words', () => {
    for (const href of ['/contact-details', '/#callback', 'https://www.nhs.uk/'])
      expect(linkProblem(href), href).toBeUndefined();
    for (const href of ['http://example.com/', 'javascript:alert(1)', 'mailto:a@example.com', 'www.example.com'])
      expect(linkProblem(href), href).toMatch(/^A link can go to a page of this site, starting with \//);
    expect(linkProblem('  ')).toBe('Type the address the link goes to.');
  });
});

/** The editor's state on `html`, with the text `selected` selected (or the cursor after it, with `cursor`). */
function stateOn(html: string, selected: string, cursor = false): EditorState {
  const doc = articleDocument(html);
  let from = -1;
  doc.descendants((node: PMNode, position: number) => {
    if (from === -1 && node.isText && node.text!.includes(selected)) from = position + node.text!.indexOf(selected);
  });
  if (from === -1) throw new Error(`test bug: no "${selected}" in ${html}`);
  const to = from + selected.length;
  return EditorState.create({ doc, selection: TextSelection.create(doc, cursor ? to : from, to) });
}

/** `command` run on `state`: the HTML it leaves, or undefined where it does not apply. */
function applied(state: EditorState, command: Command): string | undefined {
  let next: EditorState | undefined;
  const applies = command(state, (tr) => (next = state.apply(tr)));
  return applies && next ? articleHtml(next.doc) : undefined;
}
const action = (name: string) => ACTIONS.find((a) => a.name === name)!.run;

describe('the toolbar', () => {
  const para = '<p>Hello world</p>\n';

  it('makes a heading, a subheading and a quote of a paragraph, and a paragraph again', () => {
    expect(applied(stateOn(para, 'world', true), action('Heading'))).toBe('<h2>Hello world</h2>\n');
    expect(applied(stateOn(para, 'world', true), action('Subheading'))).toBe('<h3>Hello world</h3>\n');
    expect(applied(stateOn(para, 'world', true), action('Quote'))).toBe('<blockquote>Hello world</blockquote>\n');
    expect(applied(stateOn('<h2>Hello world</h2>', 'world', true), action('Heading'))).toBe(para);
  });

  it('makes bold and italic words', () => {
    expect(applied(stateOn(para, 'world'), action('Bold'))).toBe('<p>Hello <strong>world</strong></p>\n');
    expect(applied(stateOn(para, 'Hello'), action('Italic'))).toBe('<p><em>Hello</em> world</p>\n');
  });

  it('makes lists, turns one kind into the other, and takes items out again', () => {
    const bulleted = '<ul>\n<li>Hello world</li>\n</ul>\n';
    expect(applied(stateOn(para, 'world', true), action('Bulleted list'))).toBe(bulleted);
    expect(applied(stateOn(bulleted, 'world', true), action('Numbered list'))).toBe(
      '<ol>\n<li>Hello world</li>\n</ol>\n',
    );
    expect(applied(stateOn(bulleted, 'world', true), action('Bulleted list'))).toBe(para);
    // An item holds words only: no heading inside a list.
    expect(applied(stateOn(bulleted, 'world', true), action('Heading'))).toBeUndefined();
  });

  it('links words, and the cursor inside a link finds all of it to change or take off', () => {
    const linked = applied(stateOn(para, 'world'), setLink('/contact-details'))!;
    expect(linked).toBe('<p>Hello <a href="/contact-details">world</a></p>\n');
    const inside = stateOn(linked, 'wor', true);
    expect(linkRange(inside)).toMatchObject({ href: '/contact-details' });
    expect(applied(inside, setLink('https://www.nhs.uk/'))).toBe(
      '<p>Hello <a href="https://www.nhs.uk/">world</a></p>\n',
    );
    expect(applied(inside, removeLink)).toBe(para);
    expect(applied(stateOn(para, 'world', true), setLink('/x'))).toBeUndefined();
  });
});
