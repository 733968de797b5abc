// The real build of the committed content, then facts about every page in dist/.
import fs from 'node:fs';
import path from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import { imageSize } from 'image-size';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARDS } from '../../generator/cards/make-cards.ts';
import { phoneForms } from '../../generator/model/tokens.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { addArticle, dated, draft } from '../support/articles.ts';
import { today } from '../support/clock.ts';
import { attr, byTag, type Page, readPages, resolves, text } from '../support/dist.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { REPO } from '../support/site.ts';

let site: Fixture;
let root: string;
let dist: string;
let pages: Page[];
let siteUrl: string;
let redirectSources: Set<string>;
/** site.yaml's picture for pages without a card. */
let defaultImage: string;

beforeAll(async () => {
  site = fixture({ content: 'real', code: true, caches: 'shared' });
  root = site.root;
  // Run from the repository with --root pointing at the copy: the build must not depend on the working directory.
  const result = await site.run(['generate', '--root', root], { process: 'child', cwd: REPO });
  // Warnings (a town with no local copy yet) are the content's business; no error, no crash.
  expect(result.stderr).not.toMatch(/  error  |generator bug/);
  expect(result.code).toBe(0);
  dist = path.join(root, 'dist');
  pages = readPages(dist);
  const checked = runCheck(root, today());
  siteUrl = checked.content!.site.data.url;
  defaultImage = checked.content!.site.data.seo.defaultImage.src;
  redirectSources = new Set(checked.content!.redirects?.data.redirects.map((r) => r.from));
}, 180_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm run generate on the committed content', () => {
  it('writes every route as dist/<path>.html, with index.html and 404.html', () => {
    const routes = runCheck(root, today()).routes!;
    for (const route of routes) {
      const file = route.path === '/' ? 'index.html' : `${route.path.slice(1)}.html`;
      expect(fs.existsSync(path.join(dist, file)), file).toBe(true);
    }
    expect(pages).toHaveLength(routes.length);
  });

  it('writes only pages, assets and the files of the contract', () => {
    const files = (fs.readdirSync(dist, { recursive: true }) as string[]).filter((f) =>
      fs.statSync(path.join(dist, f)).isFile(),
    );
    const isIslandCode = (f: string) => f.startsWith(`assets${path.sep}`) && f.endsWith('.js');
    // The admin (docs/cms.md): its scripts (Decap with React, then ours) and Decap's chunks, its page, configuration
    // and snapshot of the site.
    const isAdmin = (f: string) =>
      f.startsWith(`admin${path.sep}`) &&
      /^(vendor\.js|cms\.js|\d+\.decap-cms-app\.js|[0-9a-f]+\.wasm|index\.html|config\.yml|content\.json)$/.test(
        path.basename(f),
      );
    expect(files.filter(isAdmin).length).toBeGreaterThan(0);
    const stray = files.filter(
      (f) =>
        !/\.(html|css|svg|png|pdf|xml|txt|ico|webp|jpg)$/.test(f) &&
        !isIslandCode(f) &&
        !isAdmin(f) &&
        !['_redirects', '_headers', 'redirects.json'].includes(f),
    );
    expect(stray).toEqual([]);
    expect(files.filter((f) => /pageContext|manifest|render-data/.test(f))).toEqual([]);
    for (const file of ['sitemap.xml', 'robots.txt', 'feed.xml', '_redirects', '_headers', 'redirects.json'])
      expect(files, file).toContain(file);
  });

  it('gives every page one h1, a unique title, a description, lang en-GB and its own absolute canonical URL', () => {
    const titles = new Map<string, string>();
    for (const page of pages) {
      expect(byTag(page, 'h1'), page.path).toHaveLength(1);
      expect(attr(byTag(page, 'html')[0]!, 'lang'), page.path).toBe('en-GB');
      const title = text(byTag(page, 'title')[0]!);
      expect(title.length, page.path).toBeGreaterThan(9);
      expect(titles.get(title), `${page.path} repeats the title of ${titles.get(title)}`).toBeUndefined();
      titles.set(title, page.path);
      const description = byTag(page, 'meta').find((m) => attr(m, 'name') === 'description');
      expect(attr(description!, 'content')?.length, page.path).toBeGreaterThan(49);
      const canonical = byTag(page, 'link').find((l) => attr(l, 'rel') === 'canonical');
      const expected =
        page.path === '/404' ? `${siteUrl}/404` : page.path === '/' ? `${siteUrl}/` : `${siteUrl}${page.path}`;
      expect(attr(canonical!, 'href'), page.path).toBe(expected);
    }
  });

  it("gives every indexed page a share card, /cards/<hash of its words>.png: a PNG of 1200×630 under 100 KB, its alt led by the page's h1; the others site.yaml's default", () => {
    const shown = new Map<string, string>();
    const unindexed = new Set(runCheck(root, today()).routes!.flatMap((r) => (r.seo.noindex ? [r.path] : [])));
    expect(unindexed.has('/404') && unindexed.has('/thank-you')).toBe(true);
    for (const page of pages) {
      const meta = (key: string) =>
        byTag(page, 'meta')
          .filter((m) => (attr(m, 'property') ?? attr(m, 'name')) === key)
          .map((m) => attr(m, 'content'));
      const [image, ...more] = meta('og:image');
      expect(more, page.path).toEqual([]);
      expect(meta('twitter:image'), page.path).toEqual([image]);
      const url = new URL(image!);
      expect(url.origin, page.path).toBe(new URL(siteUrl).origin);
      const [alt] = meta('og:image:alt');
      expect(meta('twitter:image:alt'), page.path).toEqual([alt]);
      if (unindexed.has(page.path)) {
        expect(url.pathname, page.path).toBe(defaultImage);
        expect([...meta('og:image:width'), ...meta('og:image:height')], page.path).toEqual([]);
        continue;
      }
      expect(url.pathname, page.path).toMatch(/^\/cards\/[0-9a-f]{2}\/[0-9a-f]{14}\.png$/);
      const png = fs.readFileSync(path.join(dist, url.pathname));
      expect(png.length, page.path).toBeLessThanOrEqual(100 * 1024);
      expect(imageSize(png), page.path).toMatchObject({ type: 'png', width: 1200, height: 630 });
      expect([...meta('og:image:width'), ...meta('og:image:height')], page.path).toEqual(['1200', '630']);
      expect(alt!.startsWith(text(byTag(page, 'h1')[0]!)), `${page.path}: ${alt}`).toBe(true);
      // Pages that share a file say the same on it: its alt is its words.
      expect(shown.get(url.pathname) ?? alt, url.pathname).toBe(alt);
      shown.set(url.pathname, alt!);
    }
    // A card for each of those words, and no other.
    const cards = (fs.readdirSync(path.join(dist, 'cards'), { recursive: true }) as string[]).filter((f) =>
      fs.statSync(path.join(dist, 'cards', f)).isFile(),
    );
    expect(cards.map((f) => `/cards/${f}`).sort()).toEqual([...shown.keys()].sort());
  });

  it('gives every page JSON-LD that parses and has @context and @type', () => {
    for (const page of pages) {
      const blocks = byTag(page, 'script').filter((s) => attr(s, 'type') === 'application/ld+json');
      expect(blocks.length, page.path).toBeGreaterThan(0);
      for (const block of blocks) {
        const json = JSON.parse(text(block)) as Record<string, unknown>;
        expect(json['@context'], page.path).toBe('https://schema.org');
        expect(typeof json['@type'], page.path).toBe('string');
      }
    }
  });

  it('ships one same-origin module entry as its only script (no inline code) and requests nothing from another origin', () => {
    for (const page of pages) {
      const code = byTag(page, 'script').filter((s) => attr(s, 'type') !== 'application/ld+json');
      expect(
        code.map((s) => [attr(s, 'type'), attr(s, 'src')?.replace(/\.[\w-]+\.js$/, '.js')]),
        page.path,
      ).toEqual([['module', '/assets/entries/src_pages_client.js']]);
      expect(
        code.every((s) => text(s) === ''),
        page.path,
      ).toBe(true);
      for (const el of page.elements) {
        const src =
          attr(el, 'src') ?? (el.name === 'link' && attr(el, 'rel') === 'stylesheet' ? attr(el, 'href') : undefined);
        if (src) expect(src.startsWith('/') && !src.startsWith('//'), `${page.path}: ${src}`).toBe(true);
      }
    }
  });

  it('has every internal link and image resolve to a page, a file or a redirect', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const el of page.elements) {
        const target =
          el.name === 'a'
            ? attr(el, 'href')
            : el.name === 'img'
              ? attr(el, 'src')
              : el.name === 'link'
                ? attr(el, 'href')
                : undefined;
        if (!target?.startsWith('/') || target.startsWith('//')) continue;
        const clean = target.split('#')[0]!;
        if (!resolves(dist, clean) && !redirectSources.has(clean)) broken.push(`${page.path} → ${target}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('passes html-validate with no error', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateFile(path.join(dist, page.file));
      for (const result of report.results)
        for (const m of result.messages) problems.push(`${page.path}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
    }
    expect(problems).toEqual([]);
  });

  it('lists every indexable page in sitemap.xml, absolute, and no noindex page', () => {
    const xml = fs.readFileSync(path.join(dist, 'sitemap.xml'), 'utf8');
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const routes = runCheck(root, today()).routes!;
    const indexable = routes
      .filter((r) => !r.seo.noindex)
      .map((r) => (r.path === '/' ? `${siteUrl}/` : `${siteUrl}${r.path}`));
    expect(locs.sort()).toEqual(indexable.sort());
    expect(locs).not.toContain(`${siteUrl}/thank-you`);
    expect(locs).not.toContain(`${siteUrl}/404`);
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
  });

  it("marks the 404 and thank-you pages noindex, with the 404 page's title and text", () => {
    const notFound = pages.find((p) => p.path === '/404')!;
    expect(notFound.html).toContain('name="robots" content="noindex');
    expect(text(byTag(notFound, 'h1')[0]!)).toBe('Page Not Found');
    expect(notFound.html).toContain('We couldn&#x27;t find the page you&#x27;re looking for.');
    expect(pages.find((p) => p.path === '/thank-you')!.html).toContain('name="robots" content="noindex');
  });

  it('keeps search engines out of the noindex pages only: no other page, header or robots rule says so', () => {
    const noindex = new Set(
      runCheck(root, today())
        .routes!.filter((r) => r.seo.noindex)
        .map((r) => r.path),
    );
    for (const page of pages) {
      const robots = byTag(page, 'meta')
        .filter((m) => attr(m, 'name') === 'robots')
        .map((m) => attr(m, 'content'));
      expect(robots, page.path).toEqual(noindex.has(page.path) ? ['noindex, follow'] : []);
    }
    // Only the admin's own responses say so (noindex, nofollow): no page's.
    for (const file of ['dist/_headers', 'host/nginx.conf', 'host/vercel.json']) {
      const tags =
        fs.readFileSync(path.join(root, file), 'utf8').match(/x-robots-tag[^\n]*(?:\n[^\n]*value[^\n]*)?/gi) ?? [];
      expect(tags.length, file).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, file).toContain('noindex, nofollow');
    }
    expect(fs.readFileSync(path.join(dist, 'robots.txt'), 'utf8')).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('a preview build: SITE_URL other than site.yaml url', () => {
  const PREVIEW = 'https://preview.example.net';
  let preview: string;
  let stdout: string;
  beforeAll(async () => {
    const copy = fixture({ content: 'real', code: true, caches: 'shared' });
    preview = copy.root;
    // The cards say the same as the first build's (the site's address is not on them): drawing them again would
    // cost seconds and test nothing more.
    fs.cpSync(path.join(root, CARDS), path.join(preview, CARDS), { recursive: true });
    const result = await copy.run(['generate'], { env: { SITE_URL: PREVIEW } });
    expect(result.stderr).not.toMatch(/  error  |generator bug/);
    expect(result.code).toBe(0);
    stdout = result.stdout;
  }, 180_000);
  afterAll(() => fs.rmSync(preview, { recursive: true, force: true }));

  it('says so in its summary line', () => {
    // The summary, whatever follows it (a note that new addresses were recorded in the ledger, when there are).
    expect(stdout.split('\n').find((l) => l.startsWith('generated '))).toMatch(
      new RegExp(
        `^generated \\d+ pages \\(\\d+ files\\) into dist/ in [\\d.]+ s: \\d+ rendered(?:, \\d+ unchanged)?; a preview build for ${PREVIEW.replace(/\./g, '\\.')}, kept out of search engines \\(robots\\.txt disallows everything, every page is noindex\\)$`,
      ),
    );
  });

  it('disallows everything in robots.txt, marks every page noindex once, and sends X-Robots-Tag with every response', () => {
    expect(fs.readFileSync(path.join(preview, 'dist/robots.txt'), 'utf8')).toBe('User-agent: *\nDisallow: /\n');
    const built = readPages(path.join(preview, 'dist'));
    expect(built).toHaveLength(pages.length);
    for (const page of built) {
      const robots = byTag(page, 'meta')
        .filter((m) => attr(m, 'name') === 'robots')
        .map((m) => attr(m, 'content'));
      expect(robots, page.path).toEqual(['noindex']);
    }
    expect(fs.readFileSync(path.join(preview, 'dist/_headers'), 'utf8')).toMatch(
      /^\/\*\n(?: {2}.*\n)*? {2}X-Robots-Tag: noindex\n/,
    );
  });

  it('differs from the production build only by those marks and its address', () => {
    const files = (d: string) =>
      (fs.readdirSync(d, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(d, f)).isFile()).sort();
    const previewDist = path.join(preview, 'dist');
    expect(files(previewDist)).toEqual(files(dist));
    const robotsMeta = /<meta name="robots" content="[^"]*"\/>/g;
    for (const file of files(dist).filter((f) => f !== 'robots.txt' && f !== '_headers')) {
      const [live, built] = [fs.readFileSync(path.join(dist, file)), fs.readFileSync(path.join(previewDist, file))];
      if (!/\.(html|xml|json|txt)$|^_/.test(file)) expect(built.equals(live), file).toBe(true);
      else
        expect(built.toString('utf8').replaceAll(PREVIEW, siteUrl).replace(robotsMeta, ''), file).toBe(
          live.toString('utf8').replace(robotsMeta, ''),
        );
    }
  });
});

/** The JSON-LD blocks of a page, parsed. */
const jsonLd = (page: Page) =>
  byTag(page, 'script')
    .filter((s) => attr(s, 'type') === 'application/ld+json')
    .map((s) => JSON.parse(text(s)) as Record<string, unknown>);

describe('area pages with local data', () => {
  it('list the six nearest areas, each a link to a page that exists, and carry their place in the JSON-LD', () => {
    const routes = runCheck(root, today()).routes!;
    const located = routes.filter(
      (r) => (r.template === 'town' || r.template === 'house-clearance-area') && r.props.area.location,
    );
    expect(located.length).toBeGreaterThan(6);
    for (const route of located) {
      if (route.template !== 'town' && route.template !== 'house-clearance-area') continue;
      const page = pages.find((p) => p.path === route.path)!;
      const nearby = page.elements.find((e) => e.name === 'nav' && attr(e, 'class') === 'area-nearby')!;
      const links = byTag({ ...page, elements: page.elements.filter((e) => nearby && isInside(e, nearby)) }, 'a').map(
        (a) => attr(a, 'href')!,
      );
      expect(links, route.path).toHaveLength(6);
      expect(links).not.toContain(route.path);
      for (const href of links) expect(resolves(dist, href), `${route.path} → ${href}`).toBe(true);
      const place = jsonLd(page).find((j) => j['@type'] === 'LocalBusiness')!.areaServed as {
        '@type': string;
        geo: { latitude: number; longitude: number };
      };
      expect(place['@type']).toBe('Place');
      expect(place.geo).toMatchObject(route.props.area.location!);
      if (route.props.area.council) expect(page.html).toContain(route.props.area.council.name.replace(/&/g, '&amp;'));
      if (route.props.area.intro)
        expect(page.html).toContain(
          route.props.area.intro[0]!.slice(0, 40).replace(/&/g, '&amp;').replace(/'/g, '&#x27;'),
        );
    }
  });
});

const isInside = (node: { parent: unknown }, ancestor: unknown): boolean => {
  for (let at = node.parent; at; at = (at as { parent: unknown }).parent) if (at === ancestor) return true;
  return false;
};

/** Articles added to the changed copy that must stay off the site: one dated far ahead, one a draft. */
const HELD: Array<[string, (text: string) => string]> = [
  ['an-article-for-later', dated('2099-12-31')],
  ['an-unfinished-article', draft],
];

describe('a changed copy of the site', () => {
  let copy: Fixture;
  let changed: string;
  beforeAll(async () => {
    copy = fixture({ code: true, caches: 'shared' });
    changed = copy.root;
    const kent = path.join(changed, 'content/regions/kent.yaml');
    fs.writeFileSync(
      kent,
      fs.readFileSync(kent, 'utf8').replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: whitstable }\n'),
    );
    const site = path.join(changed, 'site.yaml');
    fs.writeFileSync(
      site,
      fs
        .readFileSync(site, 'utf8')
        .replace(
          'name: Clearway Hoarder Cleaning # PLACEHOLDER trading name',
          'name: "Clear</script><script>alert(1)</script>"',
        ),
    );
    // The first area of kent.yaml gets a local question.
    fs.writeFileSync(
      kent,
      fs
        .readFileSync(kent, 'utf8')
        .replace(
          /(\nareas:\n(?:.*\n)*?)(    intro:\n)/,
          '$1    faqs:\n      - { question: "Do you cover the villages around {area}?", answer: "Yes: every village in the district." }\n$2',
        ),
    );
    // Tokens inside an article's HTML and inside text that also goes into JSON-LD.
    const article = path.join(changed, 'content/blog/health-risks-hoarding.yaml');
    fs.writeFileSync(
      article,
      fs
        .readFileSync(article, 'utf8')
        .replace(/(content: \|\n)/, '$1  <p>Ring {company} on {phone} or write to {email}.</p>\n'),
    );
    const home = path.join(changed, 'content/pages/home.yaml');
    fs.writeFileSync(
      home,
      fs.readFileSync(home, 'utf8').replace(/(\n    - question: .*\n      answer: )/, '$1Call {phone}. '),
    );
    // An article dated far ahead and a draft: neither may reach the built site.
    for (const [slug, change] of HELD) addArticle(changed, slug, change);
    const result = await copy.generate();
    expect(result.code).toBe(0);
    // A town added with one line builds, and generate passes on check's warning that it has no local copy.
    expect(result.stderr).toMatch(
      /content\/regions\/kent\.yaml:\d+:\d+  warning  no-local-copy  Whitstable has no local copy yet/,
    );
  }, 180_000);
  afterAll(() => fs.rmSync(changed, { recursive: true, force: true }));

  it('gives a town added with one YAML line its page, a link on its regional page, /sitemap and sitemap.xml', () => {
    const d = path.join(changed, 'dist');
    expect(fs.existsSync(path.join(d, 'kent/whitstable-hoarder-cleaning.html'))).toBe(true);
    expect(fs.readFileSync(path.join(d, 'hoarder-cleaning-kent.html'), 'utf8')).toContain(
      'href="/kent/whitstable-hoarder-cleaning"',
    );
    expect(fs.readFileSync(path.join(d, 'sitemap.html'), 'utf8')).toContain('href="/kent/whitstable-hoarder-cleaning"');
    expect(fs.readFileSync(path.join(d, 'sitemap.xml'), 'utf8')).toContain('/kent/whitstable-hoarder-cleaning</loc>');
  });

  it('leaves a scheduled article and a draft out of the build: no page, and no link or mention on any page, in sitemap.xml or in feed.xml', () => {
    const d = path.join(changed, 'dist');
    const built = readPages(d);
    const xml = fs.readFileSync(path.join(d, 'sitemap.xml'), 'utf8');
    const feed = fs.readFileSync(path.join(d, 'feed.xml'), 'utf8');
    for (const [slug] of HELD) {
      expect(fs.existsSync(path.join(d, `blog/${slug}.html`)), slug).toBe(false);
      expect(
        built.filter((p) => p.html.includes(`/blog/${slug}`)).map((p) => p.path),
        slug,
      ).toEqual([]);
      expect(xml).not.toContain(`/blog/${slug}<`);
      expect(feed).not.toContain(`/blog/${slug}`);
    }
    // The published articles are all still listed and built.
    const live = runCheck(changed, today()).routes!.filter((r) => r.template === 'blog-article');
    expect(live.length).toBeGreaterThan(0);
    const list = built.find((p) => p.path === '/blog')!;
    for (const route of live) {
      expect(list.html, route.path).toContain(`href="${route.path}"`);
      expect(xml).toContain(`${route.path}</loc>`);
      expect(feed).toContain(`<id>${siteUrl}${route.path}</id>`);
    }
    expect(feed.match(/<entry>/g)).toHaveLength(live.length);
  });

  it("shows an area's own questions on its page and in its FAQPage JSON-LD, with {area} filled in", () => {
    const first = runCheck(changed, today()).routes!.find((r) => r.template === 'town' && r.props.area.faqs)!;
    if (first.template !== 'town') throw new Error('no town with FAQs');
    const question = `Do you cover the villages around ${first.props.area.name}?`;
    const page = readPages(path.join(changed, 'dist')).find((p) => p.path === first.path)!;
    expect(byTag(page, 'summary').map(text)).toContain(question);
    const faq = jsonLd(page).find((j) => j['@type'] === 'FAQPage') as { mainEntity: Array<{ name: string }> };
    expect(faq.mainEntity.map((q) => q.name)).toContain(question);
  });

  it('fills {company}, {phone} and {email} in article HTML (escaped) and in JSON-LD', () => {
    const site = runCheck(changed, today()).content!.site.data;
    const spaced = phoneForms(site.phone).spaced;
    const pages = readPages(path.join(changed, 'dist'));
    const article = pages.find((p) => p.path === '/blog/health-risks-hoarding')!;
    expect(article.html).toContain(
      `<p>Ring Clear&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; on ${spaced} or write to ${site.email}.</p>`,
    );
    expect(article.html).not.toMatch(/\{(phone|email|company)\}/);
    const faq = jsonLd(pages.find((p) => p.path === '/')!).find((j) => j['@type'] === 'FAQPage') as {
      mainEntity: Array<{ acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity[0]!.acceptedAnswer.text).toMatch(new RegExp(`^Call ${spaced}\\. `));
  });

  it('renders a content value holding </script> as text and keeps the JSON-LD parseable', () => {
    const page = readPages(path.join(changed, 'dist')).find((p) => p.path === '/kent/whitstable-hoarder-cleaning')!;
    expect(byTag(page, 'script').filter((s) => attr(s, 'type') !== 'application/ld+json' && !attr(s, 'src'))).toEqual(
      [],
    );
    expect(page.html).not.toContain('<script>alert(1)</script>');
    expect(page.html).toContain('Clear&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    const business = byTag(page, 'script')
      .filter((s) => attr(s, 'type') === 'application/ld+json')
      .map((s) => JSON.parse(text(s)) as Record<string, unknown>)
      .find((j) => j['@type'] === 'LocalBusiness');
    expect(business?.name).toBe('Clear</script><script>alert(1)</script>');
  });

  it('leaves the previous dist/ byte-identical when the content has an error', async () => {
    const d = path.join(changed, 'dist');
    const snapshot = () =>
      (fs.readdirSync(d, { recursive: true }) as string[])
        .sort()
        .map((f) => [
          f,
          fs.statSync(path.join(d, f)).isFile() ? fs.readFileSync(path.join(d, f)).toString('base64') : '',
        ]);
    const before = snapshot();
    const kent = path.join(changed, 'content/regions/kent.yaml');
    fs.writeFileSync(kent, fs.readFileSync(kent, 'utf8').replace('order: 2', 'order: two'));
    const result = await copy.generate();
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('wrong-type');
    expect(snapshot()).toEqual(before);
    expect(fs.readdirSync(changed).filter((f) => f.startsWith('.dist-'))).toEqual([]);
  });
});
