import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usedFiles } from '../../generator/bundle/bundle.ts';
import { emit, robotsTxt, sitemapXml } from '../../generator/emit/emit.ts';
import { expand } from '../../generator/expand/expand.ts';
import { addDays } from '../../generator/model/dates.ts';
import { toRenderData } from '../../generator/model/render-data.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { writeHost, writeSite, writeTexts } from '../../generator/write/write.ts';
import { localBusiness, scriptSafeJson } from '../../src/seo/json-ld.ts';
import { structuredData } from '../../src/seo/page-data.ts';
import { withLookups } from '../../src/site-data.ts';
import { fixtureContent } from '../support/content.ts';

const content = fixtureContent();
const routes = expand(content, '2026-11-23').value;
const data = withLookups(
  toRenderData(content, routes, { today: '2026-11-23', siteUrl: 'https://preview.example.com' }),
);
const route = (path: string) => routes.find((r) => r.path === path) as Route;

describe('JSON-LD', () => {
  it('cannot be ended early by a content value, and still parses to the same value', () => {
    const value = { name: '</script><script>alert(1)</script> & <!-- \u2028' };
    const text = scriptSafeJson(value);
    expect(text).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(text)).toEqual(value);
  });

  it('gives London pages a 10,000 m radius and no e-mail, county pages the e-mail, others 80,000 m', () => {
    const london = localBusiness(data, route('/hoarder-cleaning-london'));
    expect(london.areaServed).toMatchObject({
      geoRadius: 10000,
      geoMidpoint: { latitude: 51.5074, longitude: -0.1278 },
    });
    expect(london.email).toBeUndefined();
    const kent = localBusiness(data, route('/hoarder-cleaning-kent'));
    expect(kent).toMatchObject({
      email: 'help@example.com',
      areaServed: { geoRadius: 80000 },
      address: { addressRegion: 'Kent', addressCountry: 'GB' },
    });
    const home = localBusiness(data, route('/'));
    expect(home).toMatchObject({
      telephone: '+442079460418',
      priceRange: '££-£££',
      openingHoursSpecification: {
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
    });
    expect(home.email).toBeUndefined();
  });

  it('marks up the rating only while it is verified, with the numbers site.yaml gives, and none when it is left out', () => {
    const rating = { value: 4.7, count: 31, ...data.site.business.rating };
    const withRating = (verified: boolean) => ({
      ...data,
      site: { ...data.site, business: { ...data.site.business, rating: { ...rating, verified } } },
    });
    expect(localBusiness(withRating(false), route('/')).aggregateRating).toBeUndefined();
    const { rating: _, ...withoutRating } = data.site.business;
    expect(
      localBusiness({ ...data, site: { ...data.site, business: withoutRating } }, route('/')).aggregateRating,
    ).toBeUndefined();
    expect(localBusiness(withRating(true), route('/')).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: rating.value,
      reviewCount: rating.count,
      bestRating: 5,
    });
  });

  it('gives an area page with local data its place: name, centre, postcode districts and council (name, website)', () => {
    const page = data.routes.find(
      (r) => r.template === 'town' && r.props.area.location && r.props.area.postcodes && r.props.area.council?.website,
    );
    if (page?.template !== 'town') throw new Error('the content has no town with local data');
    const { area } = page.props;
    expect(localBusiness(data, page).areaServed).toEqual({
      '@type': 'Place',
      name: area.name,
      geo: { '@type': 'GeoCoordinates', latitude: area.location!.latitude, longitude: area.location!.longitude },
      address: {
        '@type': 'PostalAddress',
        addressLocality: area.name,
        addressRegion: data.region(page.props.region).name,
        addressCountry: 'GB',
        postalCode: area.postcodes,
      },
      containedInPlace: { '@type': 'AdministrativeArea', name: area.council!.name, url: area.council!.website },
    });
  });

  it('adds Service, FAQPage and BreadcrumbList on service pages, Article on articles, JobPosting on careers', () => {
    const types = (path: string) => structuredData(data, route(path)).map((b) => b['@type']);
    expect(types('/services/hoarder-cleaning')).toEqual(['LocalBusiness', 'Service', 'FAQPage', 'BreadcrumbList']);
    expect(types('/')).toEqual(['LocalBusiness', 'FAQPage']);
    expect(types('/blog/health-risks-hoarding')).toEqual(['LocalBusiness', 'BreadcrumbList', 'Article']);
    expect(types('/kent/maidstone-hoarder-cleaning')).toEqual(['LocalBusiness', 'BreadcrumbList']);
  });

  it('gives search engines the JobPosting from the careers file up to and including its last day, and not after', () => {
    const posting = content.pages.careers.data.jobPosting as Record<string, unknown> & {
      validThrough: string;
      baseSalary: Record<string, unknown>;
    };
    const job = structuredData(
      withLookups(toRenderData(content, routes, { today: posting.validThrough })),
      route('/careers'),
    ).find((b) => b['@type'] === 'JobPosting');
    expect(job).toMatchObject({
      employmentType: posting.employmentType,
      datePosted: posting.datePosted,
      validThrough: posting.validThrough,
      baseSalary: {
        currency: posting.baseSalary.currency,
        value: {
          minValue: posting.baseSalary.minValue,
          maxValue: posting.baseSalary.maxValue,
          unitText: posting.baseSalary.unit,
        },
      },
    });
    // The day after, the posting is gone and the page's other structured data stays.
    const closed = structuredData(
      withLookups(toRenderData(content, routes, { today: addDays(posting.validThrough, 1) })),
      route('/careers'),
    ).map((b) => b['@type']);
    expect(closed).not.toContain('JobPosting');
    expect(closed).toContain('LocalBusiness');
  });

  it('makes every URL absolute from SITE_URL when it is given', () => {
    const crumbs = structuredData(data, route('/kent/maidstone-hoarder-cleaning')).find(
      (b) => b['@type'] === 'BreadcrumbList',
    ) as { itemListElement: Array<{ item: string }> };
    expect(crumbs.itemListElement.map((c) => c.item)).toEqual([
      'https://preview.example.com/',
      'https://preview.example.com/hoarder-cleaning-kent',
      'https://preview.example.com/kent/maidstone-hoarder-cleaning',
    ]);
  });
});

describe('emit', () => {
  it('lists indexable pages with absolute URLs, escaped, and nothing noindex', () => {
    const xml = sitemapXml(data);
    expect(xml).toContain('<loc>https://preview.example.com/</loc>');
    expect(xml).toContain('<loc>https://preview.example.com/kent/maidstone-hoarder-cleaning</loc>');
    expect(xml).not.toContain('/thank-you<');
    expect(xml).not.toContain('/404<');
    expect(xml.match(/<loc>/g)).toHaveLength(routes.length - 2);
  });

  const url = content.site.data.url;
  const production = withLookups(toRenderData(content, routes, { today: '2026-11-23', siteUrl: `${url}/` }));

  it("makes a preview of a build for any address but site.yaml's own", () => {
    expect(data.preview).toBe(true);
    expect(production.preview).toBe(false);
    expect(toRenderData(content, routes, { today: '2026-11-23', siteUrl: '' }).preview).toBe(false);
    expect(toRenderData(content, routes, { today: '2026-11-23', siteUrl: url.toUpperCase() }).preview).toBe(false);
  });

  it('lets crawlers in and names the sitemap in production; keeps every crawler out of a preview', () => {
    expect(robotsTxt(production)).toBe(
      `User-agent: *\nAllow: /\nDisallow: /thank-you\nDisallow: /admin/\n\nSitemap: ${url}/sitemap.xml\n`,
    );
    expect(robotsTxt(data)).toBe('User-agent: *\nDisallow: /\n');
  });

  it('adds X-Robots-Tag: noindex to every response of a preview, on every host, and changes nothing else', () => {
    const live = emit(production, []);
    const preview = emit({ ...production, preview: true }, []);
    // The preview's tag, not the admin's own ("noindex, nofollow"), which every build sends for /admin/.
    const tagLine = /^.*X-Robots-Tag:? "?noindex"?(?: always;)?\n/gm;
    expect(preview.site.get('_headers')).toMatch(/^\/\*\n(?: {2}.*\n)*? {2}X-Robots-Tag: noindex\n/);
    expect(live.site.get('_headers')).not.toMatch(tagLine);
    expect(preview.site.get('_headers')!.replace(tagLine, '')).toBe(live.site.get('_headers'));
    expect(preview.host.get('nginx.conf')).toContain('add_header X-Robots-Tag "noindex" always;');
    expect(preview.host.get('nginx.conf')!.replace(tagLine, '')).toBe(live.host.get('nginx.conf'));
    type Vercel = { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
    const vercel = JSON.parse(preview.host.get('vercel.json')!) as Vercel;
    expect(vercel.headers.find((h) => h.source === '/(.*)')!.headers).toContainEqual({
      key: 'X-Robots-Tag',
      value: 'noindex',
    });
    for (const block of vercel.headers)
      block.headers = block.headers.filter((h) => h.key !== 'X-Robots-Tag' || h.value !== 'noindex');
    expect(vercel).toEqual(JSON.parse(live.host.get('vercel.json')!));
    for (const file of ['sitemap.xml', '_redirects', 'redirects.json'])
      expect(preview.site.get(file), file).toBe(live.site.get(file));
  });
});

describe('write', () => {
  function folder(files: Record<string, string>): string {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'client-'));
    for (const [rel, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
      fs.writeFileSync(path.join(dir, rel), text);
    }
    return dir;
  }

  it('publishes only the build files the asset tags reach, through imports and the preload lists of lazy islands', () => {
    const dir = folder({
      'assets/a.css': 'a',
      'assets/entries/used.js':
        'import(`../chunks/lazy.js`); const deps = ["assets/static/island.css", "assets/chunks/preloaded.js"];',
      'assets/chunks/lazy.js': 'export const x = 1; import "./shared.js";',
      'assets/chunks/shared.js': '1',
      'assets/chunks/preloaded.js': '2',
      'assets/static/island.css': 'i',
      'assets/static/unused.css': 'u',
      'assets/entries/unused.js': 'import "../chunks/orphan.js"',
      'assets/chunks/orphan.js': '3',
    });
    const assets = {
      head: '',
      styles: [{ tag: '<link rel="stylesheet" href="/assets/a.css">', selectors: [['a']] }],
      body: '<script src="/assets/entries/used.js" type="module" async></script>',
    };
    expect(usedFiles(dir, assets)).toEqual([
      'assets/a.css',
      'assets/chunks/lazy.js',
      'assets/chunks/preloaded.js',
      'assets/chunks/shared.js',
      'assets/entries/used.js',
      'assets/static/island.css',
    ]);
  });

  it('replaces dist/ with what was staged and host/ with the host files, leaving nothing else behind', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'root-'));
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist/old.html'), 'old');
    const files = await writeSite(root, async (out) =>
      writeTexts(
        out,
        new Map([
          ['index.html', 'new'],
          ['robots.txt', 'r'],
        ]),
      ),
    );
    await writeHost(root, new Map([['nginx.conf', 'n']]));
    expect(files).toBe(2);
    expect(fs.readdirSync(path.join(root, 'dist')).sort()).toEqual(['index.html', 'robots.txt']);
    expect(fs.readdirSync(root).sort()).toEqual(['dist', 'host']);
    expect(fs.readFileSync(path.join(root, 'host/nginx.conf'), 'utf8')).toBe('n');
  });

  it('leaves the previous dist/ as it was when the new site cannot be assembled', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'root-'));
    fs.mkdirSync(path.join(root, 'dist'));
    fs.writeFileSync(path.join(root, 'dist/index.html'), 'previous');
    const failing = writeSite(root, async (out) => {
      writeTexts(out, new Map([['index.html', 'half']]));
      throw new Error('disk full');
    });
    await expect(failing).rejects.toThrow('disk full');
    expect(fs.readFileSync(path.join(root, 'dist/index.html'), 'utf8')).toBe('previous');
    expect(fs.readdirSync(root)).toEqual(['dist']);
  });

  describe('a build that keeps files of dist/', () => {
    let root: string;
    const dist = (rel = '') => path.join(root, 'dist', rel);
    /** Every file and folder under dist/, with each file's bytes, modification time and inode. */
    const state = () =>
      (fs.readdirSync(dist(), { recursive: true }) as string[]).sort().map((rel) => {
        const stat = fs.statSync(dist(rel));
        return stat.isDirectory() ? [rel] : [rel, fs.readFileSync(dist(rel), 'utf8'), stat.mtimeMs, stat.ino];
      });
    /** index.html kept, about.html written anew, blog/old.html and stray.txt in no build: what follows one. */
    const build = () =>
      writeSite(root, async (out) =>
        writeTexts(
          out,
          new Map([
            ['index.html', 'home'],
            ['about.html', 'about, new'],
            ['areas/kent.html', 'kent'],
          ]),
        ),
      );

    beforeEach(() => {
      root = fs.mkdtempSync(path.join(os.tmpdir(), 'root-'));
      for (const [rel, text] of [
        ['index.html', 'home'],
        ['about.html', 'about'],
        ['blog/old.html', 'an article since deleted'],
        ['stray.txt', 'put there by hand'],
      ] as const) {
        fs.mkdirSync(path.dirname(dist(rel)), { recursive: true });
        fs.writeFileSync(dist(rel), text);
      }
    });
    afterEach(() => {
      vi.restoreAllMocks();
      fs.rmSync(root, { recursive: true, force: true });
    });

    it('keeps what it kept as the same file, moves in what it wrote, and removes every other file and empty folder', async () => {
      const home = fs.statSync(dist('index.html'));
      expect(await build()).toBe(3);
      expect(state().map((entry) => entry.slice(0, 2))).toEqual([
        ['about.html', 'about, new'],
        ['areas'],
        ['areas/kent.html', 'kent'],
        ['index.html', 'home'],
      ]);
      expect(fs.statSync(dist('index.html'))).toMatchObject({ ino: home.ino, mtimeMs: home.mtimeMs });
      expect(fs.readdirSync(root)).toEqual(['dist']);
    });

    it.each([
      ['moving a file aside', 1],
      ['moving a new file in', 4],
      ['moving the last new file in', 5],
    ])('undoes every move when %s fails: dist/ exactly as it was, nothing left beside it', async (_, failing) => {
      const before = state();
      const rename = fs.renameSync;
      let calls = 0;
      vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
        if (++calls === failing)
          throw Object.assign(new Error(`EACCES: a fault injected by the test, rename '${from}'`), { code: 'EACCES' });
        return rename(from, to);
      });
      await expect(build()).rejects.toThrow('EACCES');
      expect(calls).toBeGreaterThanOrEqual(failing);
      vi.restoreAllMocks();
      expect(state()).toEqual(before);
      expect(fs.readdirSync(root)).toEqual(['dist']);
    });
  });
});
