// The hosts' limits held against what a deploy would hand them (generator/deploy/): each limit at the hosts' real
// numbers, with synthetic measures in memory (no 20,000 files written), and the files generate publishes counted
// from synthetic inputs and from the fixture site with areas added in memory.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildTimeBudget, hostBudget, type Measured } from '../../generator/deploy/budget.ts';
import { HOSTS, type HostId } from '../../generator/deploy/limits.ts';
import { measureSite, withBuilt } from '../../generator/deploy/measure.ts';
import { type PublishedFile, publishedFiles } from '../../generator/deploy/published.ts';
import type { At, Diagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { expand } from '../../generator/expand/expand.ts';
import { imageRefs } from '../../generator/images/references.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { fixtureEdited } from '../support/content.ts';
import { FIXTURE, positionOf } from '../support/site.ts';

const hostAt = { file: 'site.yaml', line: 12, col: 1 };
const listAt = { file: 'content/redirects.yaml', line: 4, col: 1 };
const lineAt = (line: number): At => ({ file: 'content/regions/kent.yaml', line, col: 5 });

/** A site measured as `over` says, for `host`: nothing else near a limit. */
const measured = (host: HostId, over: Partial<Measured> = {}): Measured => ({
  host,
  hostAt,
  files: [],
  headerRules: 4,
  redirects: [],
  routes: { count: 10, at: listAt },
  ...over,
});
/** `n` files of `kind` in one folder, each made by the entry at line 10 + its index. */
const files = (n: number, kind: PublishedFile['kind'] = 'page', folder = 'kent'): PublishedFile[] =>
  Array.from({ length: n }, (_, i) => ({ path: `${folder}/${kind}-${i}.html`, kind, at: lineAt(10 + i) }));
/** `n` redirects without a wildcard (from line 100 on), or with one. */
const rules = (n: number, wildcard = false, line = 100) =>
  Array.from({ length: n }, (_, i) => ({
    rule: { from: wildcard ? `/w${i}/*` : `/old-${i}`, to: '/', status: 301 },
    at: { file: 'content/redirects.yaml', line: line + i, col: 5 },
  }));
const brief = (list: Diagnostic[]) =>
  list.map((d) => `${d.file}:${d.line}:${d.col} ${d.severity} ${d.code} ${d.message}`);

describe('the number of files (Cloudflare Pages: 20,000 in one deployment)', () => {
  const limit = HOSTS['cloudflare-pages'].limits.files!;

  it('says nothing below 80 %, warns from 80 % up to the limit, and is an error past it, at the host line', () => {
    expect(limit).toBe(20_000);
    expect(hostBudget(measured('cloudflare-pages', { files: files(0.8 * limit - 1) }))).toEqual([]);
    expect(brief(hostBudget(measured('cloudflare-pages', { files: files(0.8 * limit) })))).toEqual([
      'site.yaml:12:1 warning host-limit-near the site would publish 16,000 files, close to the 20,000 Cloudflare Pages takes in one deployment',
    ]);
    expect(hostBudget(measured('cloudflare-pages', { files: files(limit) }))[0]!.severity).toBe('warning');
    const [over] = hostBudget(measured('cloudflare-pages', { files: [...files(10_001), ...files(10_000, 'card')] }));
    expect(over).toMatchObject({ ...hostAt, severity: 'error', code: 'host-limit' });
    expect(over!.message).toBe(
      'the site would publish 20,001 files, and Cloudflare Pages takes at most 20,000 in one deployment',
    );
    // The way out: what the files are, and the hosts that would take them.
    expect(over!.hint).toMatch(/^They are 10,001 pages and 10,000 share cards\. .* host: netlify, nginx or vercel /);
  });

  it('is no limit of the other hosts', () => {
    for (const host of ['netlify', 'nginx', 'vercel'] as const)
      expect(hostBudget(measured(host, { files: files(30_000, 'page', '.') }))).toEqual([]);
  });
});

describe('the files in one folder (Netlify: 54,000)', () => {
  it('is an error at the entry that brings the folder past the limit, naming the folder', () => {
    const [over] = hostBudget(measured('netlify', { files: [...files(10), ...files(54_001, 'card', 'cards/kent')] }));
    expect(brief([over!])).toEqual([
      `content/regions/kent.yaml:${10 + 54_000}:5 error host-limit dist/cards/kent/ would hold 54,001 files, and Netlify takes at most 54,000 in one folder`,
    ]);
    // Only hosts within whose every limit the whole site is: 54,011 files are more than Cloudflare Pages takes.
    expect(over!.hint).toMatch(/^They are 54,001 share cards\. .* host: nginx or vercel\.$/);
    const [near] = hostBudget(measured('netlify', { files: files(43_200) }));
    expect([near!.severity, near!.line]).toEqual(['warning', 10 + 43_199]);
  });
});

describe('the size of one file (Cloudflare Pages: 25 MiB)', () => {
  const mib = 1024 * 1024;
  const pdf: PublishedFile = {
    path: 'marketing/brochure.pdf',
    kind: 'own',
    bytes: 26 * mib,
    from: 'public/marketing/brochure.pdf',
  };

  it('is an error at the host line for a file the content does not name, at its reference for a picture', () => {
    expect(brief(hostBudget(measured('cloudflare-pages', { files: [pdf, ...files(3)] })))).toEqual([
      'site.yaml:12:1 error host-limit public/marketing/brochure.pdf is 26 MiB, and Cloudflare Pages takes files of at most 25 MiB',
    ]);
    const photo: PublishedFile = {
      path: 'images/big.jpg',
      kind: 'picture',
      bytes: 21 * mib,
      at: lineAt(40),
      from: 'public/images/big.jpg',
    };
    expect(brief(hostBudget(measured('cloudflare-pages', { files: [photo] })))).toEqual([
      'content/regions/kent.yaml:40:5 warning host-limit-near public/images/big.jpg is 21 MiB, close to the 25 MiB Cloudflare Pages takes in one file',
    ]);
    expect(hostBudget(measured('cloudflare-pages', { files: [{ ...pdf, bytes: 19 * mib }] }))).toEqual([]);
  });
});

describe('the rules of _headers and _redirects (Cloudflare Pages: 100; 2,000 static and 100 dynamic)', () => {
  it('counts header rules', () => {
    expect(brief(hostBudget(measured('cloudflare-pages', { headerRules: 101 })))).toEqual([
      'site.yaml:12:1 error host-limit _headers would hold 101 rules, and Cloudflare Pages reads at most 100',
    ]);
    expect(hostBudget(measured('cloudflare-pages', { headerRules: 80 }))[0]!.severity).toBe('warning');
  });

  it('is an error at the first redirect the host would ignore', () => {
    expect(brief(hostBudget(measured('cloudflare-pages', { redirects: rules(2_001) })))).toEqual([
      'content/redirects.yaml:2100:5 error host-limit _redirects would hold 2,001 redirects without a wildcard, and Cloudflare Pages reads at most 2,000: it would ignore this one and every one after it',
    ]);
    expect(brief(hostBudget(measured('cloudflare-pages', { redirects: rules(1_600) })))).toEqual([
      'content/redirects.yaml:1699:5 warning host-limit-near _redirects would hold 1,600 redirects without a wildcard, close to the 2,000 Cloudflare Pages reads',
    ]);
  });

  it('counts every rule after the first with a wildcard as dynamic, as Cloudflare does', () => {
    // 5 static, then a wildcard, then 100 rules without one: 101 dynamic rules.
    const mixed = [...rules(5), ...rules(1, true, 200), ...rules(100, false, 300)];
    expect(brief(hostBudget(measured('cloudflare-pages', { redirects: mixed })))).toEqual([
      'content/redirects.yaml:399:5 error host-limit _redirects would hold 101 wildcard redirects, and Cloudflare Pages reads at most 100: it would ignore this one and every one after it',
    ]);
  });

  it('leaves redirects to nginx, Netlify and Vercel, whose _redirects has no such limit', () => {
    for (const host of ['netlify', 'nginx', 'vercel'] as const)
      expect(hostBudget(measured(host, { redirects: rules(5_000) }))).toEqual([]);
  });
});

describe("vercel.json's routes (Vercel: 2,048)", () => {
  it('is an error at the list of redirects', () => {
    expect(brief(hostBudget(measured('vercel', { routes: { count: 2_049, at: listAt } })))).toEqual([
      'content/redirects.yaml:4:1 error host-limit vercel.json would hold 2,049 routes (its redirects and header rules), and Vercel takes at most 2,048 in one deployment',
    ]);
    expect(hostBudget(measured('vercel', { routes: { count: 1_600, at: listAt } }))).toEqual([]);
  });
});

describe('the time a build may take (Netlify 15 minutes, Cloudflare Pages 20, Vercel 45)', () => {
  it('warns from 80 % and is an error past it, naming the hosts that build for longer', () => {
    expect(buildTimeBudget({ host: 'netlify', hostAt }, 11.9)).toEqual([]);
    expect(brief(buildTimeBudget({ host: 'netlify', hostAt }, 12.5))).toEqual([
      'site.yaml:12:1 warning host-limit-near generate took 12.5 minutes on this machine, close to the 15 minutes after which Netlify stops a build',
    ]);
    const [over] = buildTimeBudget({ host: 'netlify', hostAt }, 16);
    expect(over!.message).toBe('generate took 16 minutes on this machine, and Netlify stops a build after 15 minutes');
    expect(over!.hint).toMatch(/host: cloudflare-pages, nginx or vercel\.$/);
    expect(buildTimeBudget({ host: 'vercel', hostAt }, 30)).toEqual([]);
    expect(buildTimeBudget({ host: 'nginx', hostAt }, 600)).toEqual([]);
  });
});

describe('the files generate publishes', () => {
  const route = (path: string, line: number) =>
    ({ path, origin: { file: 'content/regions/kent.yaml', line, col: 5 } }) as Route;

  it('counts a page per route, each card file, public/ as it is, each size of a shown photo, the admin and the bundle', () => {
    const { content } = fixtureEdited({});
    const refs = imageRefs([content!.site.source, ...content!.services.map((s) => s.source)]).slice(0, 1);
    const src = refs[0]!.src.slice(1);
    const published = publishedFiles({
      routes: [route('/', 1), route('/kent/dover-hoarder-cleaning', 7)],
      cards: new Map([['cards/0123456789abcdef.png', route('/kent/dover-hoarder-cleaning', 7)]]),
      own: new Map([
        [src, 1000],
        ['marketing/brochure.pdf', 5],
      ]),
      images: refs.map((ref) => ({ ...ref, inPage: true, shownWidth: 800 })),
      pictures: () => ({ width: 1600, height: 900 }),
      admin: new Map([
        ['vendor.js', undefined],
        ['index.html', 30],
      ]),
      bundle: new Map([['assets/site.css', 10]]),
    });
    const of = (kind: PublishedFile['kind']) => published.filter((f) => f.kind === kind).map((f) => f.path);
    expect(of('page')).toEqual(['index.html', 'kent/dover-hoarder-cleaning.html']);
    expect(of('card')).toEqual(['cards/0123456789abcdef.png']);
    // Shown at 800 px, a 1,600 px photo is made 400, 800, 1,200 and 1,600 wide, each in three formats.
    expect(of('picture')).toHaveLength(1 + 4 * 3);
    expect(of('own')).toEqual(['marketing/brochure.pdf']);
    expect(of('admin')).toEqual(['admin/vendor.js', 'admin/index.html']);
    expect(of('beside')).toEqual(['sitemap.xml', 'robots.txt', 'feed.xml', '_redirects', '_headers', 'redirects.json']);
    expect(of('bundle')).toEqual(['assets/site.css']);
    expect(published.find((f) => f.path === 'kent/dover-hoarder-cleaning.html')?.at?.line).toBe(7);
    expect(published.find((f) => f.kind === 'card')?.at?.line).toBe(7);
  });

  it("completes check's count with the built files exactly as a count made once built", () => {
    const { content } = fixtureEdited({});
    const today = '2026-11-27';
    const checked = { content: content!, routes: expand(content!, today).value, today };
    const built = {
      bundle: new Map([
        ['assets/site.css', 10],
        ['assets/entries/page.js', 20],
      ]),
      admin: {
        bundle: { files: new Map([['cms.js', path.join(FIXTURE, 'site.yaml')]]) },
        files: new Map([['config.yml', 'a config']]),
      },
    };
    const before = measureSite(FIXTURE, checked);
    expect(before.files.filter((f) => f.kind === 'bundle')).toEqual([]);
    expect(withBuilt(FIXTURE, before, built)).toEqual(measureSite(FIXTURE, checked, built));
  });
});

describe('a site with areas enough to pass a limit, checked in memory', () => {
  /** The fixture with `n` towns added to Kent and site.yaml changed as `site` says: what its host is handed. */
  function withTowns(n: number, site?: (text: string) => string, redirects?: (text: string) => string) {
    const towns = Array.from({ length: n }, (_, i) => `  - { name: Town ${i}, slug: town-${i} }`).join('\n');
    const { content, texts } = fixtureEdited({
      ...(n
        ? { 'content/regions/kent.yaml': (t: string) => t.replace('\nhouseClearance:', `\n${towns}\nhouseClearance:`) }
        : {}),
      ...(site === undefined ? {} : { 'site.yaml': site }),
      ...(redirects === undefined ? {} : { 'content/redirects.yaml': redirects }),
    });
    const docs = [content!.site.source, ...content!.regions.map((r) => r.source)];
    const today = '2026-11-27';
    const routes = expand(content!, today).value;
    return { measures: measureSite(FIXTURE, { content: content!, routes, images: imageRefs(docs), today }), texts };
  }

  it("is an error at site.yaml's host line once pages and their cards pass 20,000 files", () => {
    const named = (t: string) => t.replace('\nurl:', '\nhost: cloudflare-pages\nurl:');
    const { measures, texts } = withTowns(10_000, named);
    const [over] = hostBudget(measures);
    expect(over).toMatchObject({ file: 'site.yaml', ...positionOf(texts['site.yaml']!, 'host:'), code: 'host-limit' });
    expect(over!.message).toMatch(/^the site would publish 20,\d{3} files, and Cloudflare Pages takes at most 20,000/);
  });

  it('takes Cloudflare Pages when site.yaml names no host, at the start of its settings', () => {
    const { measures } = withTowns(8_000);
    expect(measures.host).toBe('cloudflare-pages');
    const [near] = hostBudget(measures);
    expect(near).toMatchObject({ file: 'site.yaml', line: measures.hostAt.line, code: 'host-limit-near' });
    expect(measures.hostAt.line).toBeGreaterThan(1);
  });

  it('is nothing on nginx, which takes whatever is on its disk', () => {
    const { measures } = withTowns(10_000, (t) => t.replace('\nurl:', '\nhost: nginx\nurl:'));
    expect(hostBudget(measures)).toEqual([]);
  });

  /** content/redirects.yaml with `n` more redirects to one page, from `/old<sep>page<sep>N`. */
  const moreRedirects = (n: number, sep: string) => (t: string) =>
    `${t.trimEnd()}\n${Array.from({ length: n }, (_, i) => `  - { from: /old${sep}page${sep}${i}, to: /contact-details }`).join('\n')}\n`;
  const onVercel = (t: string) => t.replace('\nurl:', '\nhost: vercel\nurl:');

  it("counts vercel.json's routes as Vercel does: each redirect, each header rule, a shape as one", () => {
    const single = withTowns(0, onVercel, moreRedirects(2_100, '_'));
    const [over] = hostBudget(single.measures);
    expect(over).toMatchObject({
      file: 'content/redirects.yaml',
      ...positionOf(single.texts['content/redirects.yaml']!, 'redirects:'),
      code: 'host-limit',
    });
    expect(over!.message).toMatch(/^vercel\.json would hold 2,1\d\d routes \(its redirects and header rules\)/);
    // The same redirects with hyphens share a shape (/old-page-:slug(0|1|…)): one route for Vercel, and no limit.
    const shaped = withTowns(0, onVercel, moreRedirects(2_100, '-'));
    expect(shaped.measures.routes.count).toBeLessThan(50);
    expect(hostBudget(shaped.measures)).toEqual([]);
    // Cloudflare's _redirects cannot hold them to the names listed: every one is a rule there.
    const cloudflare = withTowns(0, undefined, moreRedirects(2_100, '-'));
    expect(hostBudget(cloudflare.measures).map((d) => d.code)).toEqual(['host-limit']);
  });
});
