import { describe, expect, it } from 'vitest';
import type { Content } from '../../generator/content.ts';
import { check } from '../../generator/stages/check.ts';
import { expand } from '../../generator/stages/expand.ts';
import { parseDoc } from '../../generator/stages/load.ts';
import { fixtureContent } from '../support/content.ts';

/** The fixture content with content/redirects.yaml replaced by `lines`. */
function withRedirects(lines: string[]): Content {
  const content = fixtureContent();
  const source = parseDoc('content/redirects.yaml', `redirects:\n${lines.join('\n')}\n`).value!;
  return { ...content, redirects: { data: source.data as NonNullable<Content['redirects']>['data'], source } };
}

const run = (content: Content) => check(content, expand(content).value).diagnostics.map((d) => `${d.line} ${d.code}: ${d.message}`);

describe('check', () => {
  it('finds nothing wrong with the committed content', () => {
    const content = fixtureContent();
    expect(check(content, expand(content).value).diagnostics).toEqual([]);
  });

  it('names every origin of a path produced twice', () => {
    const content = fixtureContent();
    const routes = expand(content).value;
    const maidstone = routes.find((r) => r.path === '/kent/maidstone-hoarder-cleaning')!;
    const clash = { ...maidstone, origin: { file: 'content/regions/kent.yaml', line: 99, col: 5 } };
    const messages = check(content, [...routes, clash]).diagnostics.map((d) => d.message);
    expect(messages).toEqual([
      `"/kent/maidstone-hoarder-cleaning" is produced 2 times: content/regions/kent.yaml:${maidstone.origin.line}:${maidstone.origin.col} and content/regions/kent.yaml:99:5`,
      `"/kent/maidstone-hoarder-cleaning" is produced 2 times: content/regions/kent.yaml:${maidstone.origin.line}:${maidstone.origin.col} and content/regions/kent.yaml:99:5`,
    ]);
  });

  it.each([
    ['a target that is not a page', ['  - { from: /old, to: /servics }'], ['2 redirect-target-missing: the redirect from "/old" goes to "/servics", which is not a page; did you mean "/services"?']],
    ['a source that is a live page', ['  - { from: /about, to: /services }'], ['2 redirect-source-is-page: "/about" is a live page, so this redirect would hide it']],
    ['a duplicate source', ['  - { from: /old, to: /about }', '  - { from: /old, to: /blog }'], ['3 redirect-duplicate-source: "/old" is redirected twice: content/redirects.yaml:2:5 and content/redirects.yaml:3:5']],
    [
      'a chain, naming the single rule that replaces it',
      ['  - { from: /a, to: /b }', '  - { from: /b, to: /about }'],
      ['2 redirect-chain: the redirect from "/a" to "/b" is redirected again: /a → /b → /about'],
    ],
    [
      'a loop',
      ['  - { from: /a, to: /b }', '  - { from: /b, to: /a }'],
      ['2 redirect-loop: redirects loop: /a → /b → /a', '3 redirect-loop: redirects loop: /b → /a → /b'],
    ],
    ['nothing for an external https target', ['  - { from: /old, to: "https://www.nhs.uk/" }'], []],
  ])('reports %s', (_name, lines, expected) => {
    expect(run(withRedirects(lines))).toEqual(expected);
  });

  it('hints the one-hop replacement for a chain', () => {
    const content = withRedirects(['  - { from: /a, to: /b }', '  - { from: /b, to: /about }']);
    expect(check(content, expand(content).value).diagnostics[0]?.hint).toContain('{ from: /a, to: /about }');
  });

  it('reports a link to an old address that redirects', () => {
    const content = fixtureContent();
    const source = parseDoc('site.yaml', content.site.source.doc.toString().replace('href: /careers }', 'href: /contact }')).value!;
    const broken = { ...content, site: { data: source.data as Content['site']['data'], source } };
    expect(check(broken, expand(broken).value).diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual(['broken-link: "/contact" is an old address that redirects']);
  });
});
