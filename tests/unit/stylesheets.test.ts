// Which stylesheets a page links: the classes each selector needs (generator/bundle/stylesheets.ts), and the
// choice made from a page's markup (src/page-assets.ts).
import { describe, expect, it } from 'vitest';
import { selectorClasses } from '../../generator/bundle/stylesheets.ts';
import { stylesFor, withAssets } from '../../src/page-assets.ts';

describe('selectorClasses', () => {
  it('gives the classes each selector needs, leaving out what may be absent and what is not a selector', () => {
    const css = `
      /* .commented { } */
      .card .icon:hover, .card.is-open > h2 { color: red }
      .button[data-action="back.x"]:not(.wide) { display: none }
      @media (min-width: 40rem) { .grid :is(.a, .b) { gap: 1rem } }
      @keyframes fade { from { opacity: 0 } 50.5% { opacity: 1 } }
      .card .icon { color: blue }
    `;
    expect(selectorClasses(css, 'a.css')).toEqual([['card', 'icon'], ['card', 'is-open'], ['button'], ['grid']]);
  });

  it('says every page needs a sheet with a selector that needs no class', () => {
    expect(selectorClasses('.a { margin: 0 } main p { margin: 0 }', 'a.css')).toBeUndefined();
    expect(selectorClasses(':root { --ink: #000 }', 'a.css')).toBeUndefined();
  });
});

describe('stylesFor', () => {
  const styles = [
    { tag: '<link href="/site.css">' },
    { tag: '<link href="/blog.css">', selectors: [['post'], ['card', 'post-list']] },
    { tag: '<link href="/careers.css">', selectors: [['perks', 'icon']] },
  ];

  it('links, in the site order, the sheets of which one selector has all its classes in the page', () => {
    const page = '<div class="card  post-list"><span class="icon"></span></div>';
    expect(stylesFor(page, styles)).toBe('<link href="/site.css"><link href="/blog.css">');
    expect(stylesFor('<p class="perks x"><i class="icon"></i></p>', styles)).toBe(
      '<link href="/site.css"><link href="/careers.css">',
    );
  });

  it('takes classes from class attributes only, not from text or data', () => {
    const page = '<p>class="post"</p><script type="application/ld+json">{"a":"class=\\"post\\""}</script>';
    expect(stylesFor(page, styles)).toBe('<link href="/site.css">');
  });

  it('puts the chosen sheets first in <head> and the scripts last in <body>', () => {
    const html = '<!DOCTYPE html><html><head><title>t</title></head><body><p class="post"></p></body></html>';
    expect(withAssets(html, { head: '<meta name="x">', styles, body: '<script src="/a.js"></script>' })).toBe(
      '<!DOCTYPE html><html><head><link href="/site.css"><link href="/blog.css"><meta name="x"><title>t</title></head>' +
        '<body><p class="post"></p><script src="/a.js"></script></body></html>',
    );
  });
});
