import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { wording } from '../../generator/diagnostics/diagnostic.ts';
import {
  ALLOWED_TAGS,
  articleLinks,
  articleProblems,
  articleTree,
  attributeOffsets,
} from '../../generator/model/article-html.ts';
import { REPO } from '../support/site.ts';

/** Each problem with the message check gives it. */
const worded = (html: string) =>
  articleProblems(html).map(({ offset, params }) => ({ offset, message: wording('unsafe-html', params).message }));

const notAllowed = (tag: string) =>
  `the <${tag}> element is not allowed in articles; allowed: h2, h3, p, ul, ol, li, strong, em, blockquote, a`;
const badLink = (href: string) =>
  `the link "${href}" is not allowed: use a site path such as /contact-details or an https:// address`;

describe('the committed articles', () => {
  const dir = path.join(REPO, 'content/blog');
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.yaml'));

  it.each(files)('%s uses only allowed HTML', (file) => {
    const { content } = parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { content: string };
    // Whatever an article says, it parses to something and the allow-list removes nothing from it.
    expect(articleTree(content).length).toBeGreaterThan(0);
    expect(articleProblems(content)).toEqual([]);
  });
});

describe('articleProblems', () => {
  const cases: Array<[string, string, string, string]> = [
    ['a script element', '<p>Intro</p>\n<script>alert(1)</script>', '<script', notAllowed('script')],
    ['an image', '<p>See <img src="/x.png" alt="x"></p>', '<img', notAllowed('img')],
    [
      'an onclick attribute',
      '<p><a href="/blog" onclick="steal()">blog</a></p>',
      'onclick',
      'the attribute "onclick" is not allowed on <a>',
    ],
    [
      'a style attribute',
      '<h2>Hi</h2><p style="color: red">Red</p>',
      'style',
      'the attribute "style" is not allowed on <p>',
    ],
    ['a javascript: link', '<p><a href="javascript:alert(1)">click</a></p>', 'href', badLink('javascript:alert(1)')],
    [
      'a data: link',
      "<p>x</p><a href='data:text/html;base64,PHNjcmlwdD4='>y</a>",
      'href',
      badLink('data:text/html;base64,PHNjcmlwdD4='),
    ],
    [
      'a comment',
      '<p>One</p><!-- note to self --><p>Two</p>',
      '<!--',
      'HTML comments (<!-- ... -->) are not allowed in articles; delete the comment',
    ],
    ['an iframe', '<p>Watch</p><iframe src="https://example.com/v"></iframe>', '<iframe', notAllowed('iframe')],
    [
      'a script nested in a paragraph',
      '<p>Hello <strong>you</strong> <script>document.cookie</script> there</p>',
      '<script',
      notAllowed('script'),
    ],
    [
      'a processing instruction',
      '<p>a</p><?php echo 1; ?>',
      '<?php',
      '"<?php echo 1; ?>" is not allowed in articles; delete it',
    ],
  ];

  it.each(cases)('reports %s at the offset where it starts', (_what, html, needle, message) => {
    expect(worded(html)).toEqual([{ offset: html.indexOf(needle), message }]);
  });

  it('reports every problem of one input, in source order', () => {
    const html = '<div onclick="x"><p style="a">t</p><a href="data:x" title="t">l</a></div>';
    expect(worded(html)).toEqual([
      { offset: 0, message: notAllowed('div') },
      { offset: html.indexOf('style'), message: 'the attribute "style" is not allowed on <p>' },
      { offset: html.indexOf('href'), message: badLink('data:x') },
      { offset: html.indexOf('title'), message: 'the attribute "title" is not allowed on <a>' },
    ]);
  });

  it('judges a link by its decoded value, whatever the case of the markup', () => {
    const html = '<A HREF="javascript&colon;alert(1)">x</A>';
    expect(worded(html)).toEqual([{ offset: html.indexOf('HREF'), message: badLink('javascript:alert(1)') }]);
  });

  it('accepts site paths, anchors and https:// addresses, and nothing else', () => {
    for (const href of [
      '/contact-details',
      '/services/hoarder-cleaning',
      '/#callback',
      'https://www.nhs.uk/mental-health/?a=1',
    ]) {
      expect(articleProblems(`<a href="${href}">x</a>`), href).toEqual([]);
    }
    for (const href of [
      'http://example.com',
      '/Blog',
      '/blog?page=2',
      '//evil.example',
      // Another host without a dot in its name (a number is an IPv4 address to a browser): still another host.
      '//1572395042/',
      '//evil-example/',
      '//2130706433/about',
      '//localhost',
      '/\\evil.example',
      'contact',
      '',
      'https://',
      ' https://x.com',
      'mailto:a@b.c',
    ]) {
      expect(articleProblems(`<a href="${href}">x</a>`), href).toHaveLength(1);
    }
  });

  it('accepts every allowed element', () => {
    expect(articleProblems(ALLOWED_TAGS.map((t) => `<${t}>x</${t}>`).join(''))).toEqual([]);
  });
});

describe('articleTree', () => {
  it('keeps the allowed structure and the link', () => {
    expect(articleTree('<p>Hi <strong>there</strong> <a href="/blog">blog</a></p>')).toEqual([
      {
        type: 'element',
        name: 'p',
        children: [
          { type: 'text', text: 'Hi ' },
          { type: 'element', name: 'strong', children: [{ type: 'text', text: 'there' }] },
          { type: 'text', text: ' ' },
          { type: 'element', name: 'a', href: '/blog', children: [{ type: 'text', text: 'blog' }] },
        ],
      },
    ]);
  });

  it('keeps escaped markup as text', () => {
    expect(articleTree('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>')).toEqual([
      { type: 'element', name: 'p', children: [{ type: 'text', text: '<script>alert(1)</script>' }] },
    ]);
  });

  it('drops scripts and styles with their content, and unwraps other elements to their text', () => {
    const tree = articleTree(
      '<p>a<script>evil()</script><style>p{}</style><span onclick="x">b</span><img src="x">c</p>',
    );
    expect(tree).toEqual([{ type: 'element', name: 'p', children: [{ type: 'text', text: 'abc' }] }]);
  });

  it('drops disallowed attributes and bad links but keeps the element', () => {
    expect(articleTree('<p style="x"><a href="javascript:x()" onclick="y">z</a></p>')).toEqual([
      {
        type: 'element',
        name: 'p',
        children: [{ type: 'element', name: 'a', children: [{ type: 'text', text: 'z' }] }],
      },
    ]);
  });

  it('drops the formatting whitespace between list items and top-level blocks', () => {
    expect(articleTree('<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n')).toEqual([
      {
        type: 'element',
        name: 'ul',
        children: [
          { type: 'element', name: 'li', children: [{ type: 'text', text: 'one' }] },
          { type: 'element', name: 'li', children: [{ type: 'text', text: 'two' }] },
        ],
      },
    ]);
  });
});

describe('articleLinks', () => {
  it('finds every link the page keeps, in any quoting and letter case, at the start of its address', () => {
    const html = `<p><a href='/blog'>a</a> <A HREF="/contact-details">b</A> <a title=x href=/about#team>c</a></p>`;
    expect(articleLinks(html)).toEqual([
      { href: '/blog', offset: html.indexOf("/blog'") },
      { href: '/contact-details', offset: html.indexOf('/contact-details') },
      { href: '/about#team', offset: html.indexOf('/about#team') },
    ]);
  });

  it('leaves out links the allow-list refuses and links inside dropped content, keeps those in unwrapped elements', () => {
    const html =
      `<a href='//1572395042/'>a</a><a HREF="//evil-example/">b</a><a href=//2130706433/about>c</a>` +
      '<script><a href="/hidden">d</a></script><div><a href="https://www.nhs.uk/">e</a></div>';
    expect(articleLinks(html)).toEqual([{ href: 'https://www.nhs.uk/', offset: html.indexOf('https://') }]);
    expect(worded(html).filter((p) => p.message.startsWith('the link'))).toEqual([
      { offset: html.indexOf("href='//"), message: badLink('//1572395042/') },
      { offset: html.indexOf('HREF="//'), message: badLink('//evil-example/') },
      { offset: html.indexOf('href=//'), message: badLink('//2130706433/about') },
    ]);
  });
});

describe('attributeOffsets', () => {
  it('finds each attribute name, past quoted values that contain > and =', () => {
    const html = `<a title="a > b = c" data-x='1' HREF=/x checked>`;
    expect(Object.fromEntries(attributeOffsets(html, 0))).toEqual({
      title: html.indexOf('title'),
      'data-x': html.indexOf('data-x'),
      href: html.indexOf('HREF'),
      checked: html.indexOf('checked'),
    });
  });
});
