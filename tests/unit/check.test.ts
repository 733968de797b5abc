import { describe, expect, it } from 'vitest';
import { check } from '../../generator/check/check.ts';
import { disappeared, recorded, retired, retireRefusal } from '../../generator/check/published.ts';
import { unrecorded } from '../../generator/check/unrecorded.ts';
import { expand } from '../../generator/expand/expand.ts';
import { parseDoc } from '../../generator/load/load.ts';
import type { Content } from '../../generator/model/content.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { fixtureContent } from '../support/content.ts';

/** The fixture content with content/redirects.yaml replaced by `lines`. */
function withRedirects(lines: string[]): Content {
  const content = fixtureContent();
  const source = parseDoc('content/redirects.yaml', `redirects:\n${lines.join('\n')}\n`).value!;
  return { ...content, redirects: { data: source.data as NonNullable<Content['redirects']>['data'], source } };
}

const run = (content: Content) =>
  check(content, expand(content, '2026-11-23').value).diagnostics.map((d) => `${d.line} ${d.code}: ${d.message}`);

describe('check', () => {
  it('finds nothing wrong with the committed content', () => {
    const content = fixtureContent();
    expect(check(content, expand(content, '2026-11-23').value).diagnostics).toEqual([]);
  });

  it('names every origin of a path produced twice', () => {
    const content = fixtureContent();
    const routes = expand(content, '2026-11-23').value;
    const maidstone = routes.find((r) => r.path === '/kent/maidstone-hoarder-cleaning')!;
    const clash = { ...maidstone, origin: { file: 'content/regions/kent.yaml', line: 99, col: 5 } };
    const messages = check(content, [...routes, clash]).diagnostics.map((d) => d.message);
    expect(messages).toEqual([
      `"/kent/maidstone-hoarder-cleaning" is produced 2 times: content/regions/kent.yaml:${maidstone.origin.line}:${maidstone.origin.col} and content/regions/kent.yaml:99:5`,
      `"/kent/maidstone-hoarder-cleaning" is produced 2 times: content/regions/kent.yaml:${maidstone.origin.line}:${maidstone.origin.col} and content/regions/kent.yaml:99:5`,
    ]);
  });

  it.each([
    [
      'a target that is not a page',
      ['  - { from: /old, to: /servics }'],
      [
        '2 redirect-target-missing: the redirect from "/old" goes to "/servics", which is not a page; did you mean "/services"?',
      ],
    ],
    [
      'a source that is a live page',
      ['  - { from: /about, to: /services }'],
      ['2 redirect-source-is-page: "/about" is a live page, so this redirect would hide it'],
    ],
    [
      'a duplicate source',
      ['  - { from: /old, to: /about }', '  - { from: /old, to: /blog }'],
      [
        '3 redirect-duplicate-source: "/old" is redirected twice: content/redirects.yaml:2:5 and content/redirects.yaml:3:5',
      ],
    ],
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
    expect(check(content, expand(content, '2026-11-23').value).diagnostics[0]?.hint).toContain(
      '{ from: /a, to: /about }',
    );
  });

  it('reports a link to an old address that redirects', () => {
    const content = fixtureContent();
    const source = parseDoc(
      'site.yaml',
      content.site.source.doc.toString().replace('href: /careers }', 'href: /contact }'),
    ).value!;
    const broken = { ...content, site: { data: source.data as Content['site']['data'], source } };
    expect(check(broken, expand(broken, '2026-11-23').value).diagnostics.map((d) => `${d.code}: ${d.message}`)).toEqual(
      ['broken-link: "/contact" is an old address that redirects'],
    );
  });
});

describe('the URL ledger', () => {
  const content = withRedirects(['  - { from: /old, to: /about }', '  - { from: /blog/*, to: /blog }']);
  const routes = expand(content, '2026-11-23').value;
  /** Routes that are only these paths (each a copy of a real article's route, so that it has an origin). */
  const article = routes.find((r) => r.template === 'blog-article')!;
  const pages = (...paths: string[]): Route[] => paths.map((path) => ({ ...article, path }));

  it('records new pages and exact redirect sources in sorted place, keeping every line and comment as it was', () => {
    const ledger = ['# The ledger.', '/', '# A note about /b.', '/b', '/d', ''];
    const next = recorded(ledger, content, pages('/', '/b', '/c', '/d', '/a', '/404', '/e'));
    // Not the 404 page, not the wildcard; /a goes above the comment written over /b.
    expect(next.added).toEqual(['/a', '/c', '/e', '/old']);
    expect(next.lines).toEqual(['# The ledger.', '/', '/a', '# A note about /b.', '/b', '/c', '/d', '/e', '/old', '']);
    // The header is no note about the first address: an address sorting before it goes below the header.
    expect(recorded(['# The ledger.', '/b', ''], content, pages('/a')).lines).toEqual([
      '# The ledger.',
      '/a',
      '/b',
      '/old',
      '',
    ]);
    // Nothing new: the very same lines, so the file is not written.
    expect(recorded(next.lines, content, pages('/', '/a', '/e'))).toEqual({ lines: next.lines, added: [] });
  });

  it('keeps Windows line endings, and starts a missing ledger with a header that says how to retire an address', () => {
    expect(recorded(['/\r', '/b\r', ''], content, pages('/a')).lines).toEqual(['/\r', '/a\r', '/b\r', '/old\r', '']);
    const fresh = recorded(undefined, content, pages('/b', '/'));
    expect(fresh.lines.filter((l) => l.startsWith('#')).join(' ')).toContain('npm run paths:update -- --retire');
    expect(fresh.lines.filter((l) => !l.startsWith('#'))).toEqual(['/', '/b', '/old', '']);
  });

  it('retires only the lines of the addresses named', () => {
    expect(retired(['# /b stays a comment', '/a', '/b', '/c', ''], ['/b'])).toEqual([
      '# /b stays a comment',
      '/a',
      '/c',
      '',
    ]);
  });

  it('refuses to retire an address it does not list, a live page, or a redirect source', () => {
    const ledger = ['/about', '/old', '/gone', ''];
    const about = routes.find((r) => r.path === '/about')!;
    expect(retireRefusal('/gon', ledger, content, routes)).toBe(
      '/gon is not listed in published-paths.txt; did you mean /gone?',
    );
    expect(retireRefusal('/about', ledger, content, routes)).toBe(
      `/about is still a page (made by ${about.origin.file}:${about.origin.line}), so it cannot be retired`,
    );
    expect(retireRefusal('/old', ledger, content, routes)).toMatch(
      /^\/old is still redirected by content\/redirects\.yaml: remove that redirect first/,
    );
    expect(retireRefusal('/gone', ledger, content, routes)).toBeUndefined();
  });

  describe('a published page that disappeared', () => {
    const town = routes.find((r) => r.template === 'town')!;
    const [, region = '', name = ''] = /^\/([^/]+)\/(.+)$/.exec(town.path)!;
    const ledger = routes.filter((r) => r.path !== '/404').map((r) => r.path);
    /** The route table with the town's page at another path. */
    const movedTo = (path: string) => routes.map((r) => (r === town ? { ...r, path } : r));
    const hint = (from: string, to: string) =>
      `Add a redirect to content/redirects.yaml so its visitors are not lost: - { from: ${from}, to: ${to} }.`;

    it.each([
      ['a name spelt differently', `/${region}/${name.replace(/^(\w)/, '$1$1')}`],
      ['words added to its name', `/${region}/${name.replace('-', '-and-upper-')}`],
      ['the same name in another folder', `/elsewhere/${name}`],
    ])('is shown at the YAML of its renamed page: %s', (_name, renamed) => {
      const found = disappeared(ledger, content, movedTo(renamed));
      expect(found).toEqual([
        expect.objectContaining({
          code: 'page-disappeared',
          file: town.origin.file,
          line: town.origin.line,
          col: town.origin.col,
          message: `"${town.path}" was published, but no page or redirect serves it now; this page, ${renamed}, looks like its new address`,
          hint: expect.stringContaining(hint(town.path, renamed)),
        }),
      ]);
    });

    it("falls back to its line of the ledger and its region's page when no new page looks like it", () => {
      const found = disappeared(['# head', ...ledger], content, movedTo(`/${region}/quite-another-place`));
      expect(found).toEqual([
        expect.objectContaining({
          file: 'published-paths.txt',
          line: ledger.indexOf(town.path) + 2,
          col: 1,
          message: `"${town.path}" was published, but no page or redirect serves it now`,
        }),
      ]);
      expect(found[0]!.hint).toContain(hint(town.path, `/hoarder-cleaning-${region}`));
      expect(found[0]!.hint).toContain(`npm run paths:update -- --retire ${town.path}`);
    });

    it('reports every address of a folder renamed at once, comparing within the folder only up to a bound', () => {
      const count = 3_000;
      const old = Array.from({ length: count }, (_, i) => `/${region}/place-${i}`);
      // Each renamed a little (place-7 → place-7-x), the last moved to another folder under the same name.
      const now = old.map((path, i) =>
        i === count - 1 ? { ...town, path: `/elsewhere/place-${i}` } : { ...town, path: `${path}-x` },
      );
      const found = disappeared([...ledger, ...old], content, [...routes, ...now]);
      expect(found).toHaveLength(count);
      const renamed = found.filter((d) => d.file === town.origin.file);
      const gone = found.filter((d) => d.file === 'published-paths.txt');
      // Every comparison within the folder is one of thousands with every other: past the bound, the rest are
      // reported at their ledger line, each with its region's page to redirect to.
      expect(renamed.length).toBeGreaterThan(10);
      expect(gone.length).toBeGreaterThan(count / 2);
      expect(renamed.length + gone.length).toBe(count);
      expect(renamed[0]!.message).toContain(`"${old[0]}" was published`);
      expect(renamed.at(-1)!.message).toContain(`this page, /elsewhere/place-${count - 1}, looks like its new address`);
      for (const d of gone) expect(d.hint).toContain(`to: /hoarder-cleaning-${region} }`);
    });

    it('is not reported while a redirect serves it, exactly or through a wildcard', () => {
      expect(disappeared([...ledger, '/old', '/blog/an-old-article'], content, routes)).toEqual([]);
    });
  });

  describe('addresses it does not list yet', () => {
    const town = routes.find((r) => r.template === 'town')!;
    const everything = recorded(['# head', ''], content, routes).lines;
    const hint =
      'Run npm run paths:update (npm run generate does it too) and commit published-paths.txt with this change. Once the address is listed, check makes sure it keeps working: if the page is later renamed or removed, check asks for a redirect.';

    it('warns once per page missing, at the YAML that makes it', () => {
      expect(
        unrecorded(
          everything.filter((l) => l !== town.path),
          content,
          routes,
        ),
      ).toEqual([
        {
          code: 'unrecorded-address',
          severity: 'warning',
          message: `${town.path} is a new page, not yet in published-paths.txt (the list of every address the site has published)`,
          hint,
          ...town.origin,
        },
      ]);
    });

    it("warns at a redirect's entry for its exact source, never for a wildcard or the 404 page", () => {
      const found = unrecorded(
        everything.filter((l) => l !== '/old'),
        content,
        routes,
      );
      expect(found).toEqual([
        expect.objectContaining({
          file: 'content/redirects.yaml',
          line: 2,
          col: 5,
          message:
            'the redirect from /old is new, and that address is not yet in published-paths.txt (the list of every address the site has published)',
        }),
      ]);
      expect(everything).not.toContain('/404');
      expect(everything).not.toContain('/blog/*');
    });

    it('says nothing when every address is listed, or when there is no ledger yet', () => {
      expect(unrecorded(everything, content, routes)).toEqual([]);
      expect(unrecorded(undefined, content, routes)).toEqual([]);
    });
  });
});
