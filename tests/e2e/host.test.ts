// One table of expectations, built from the generated rules, run against Debian's nginx with the generated
// snippet and against npm run preview: the two cannot drift apart, and every rule is proven on a real server.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type HostRule, matchRule } from '../../generator/emit/host/rules.ts';
import { shareShapes } from '../../generator/emit/host/shapes.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { today } from '../support/clock.ts';
import { decoded, request } from '../support/raw-requests.ts';
import { type RunningServer, startNginx, startPreviewServer } from '../support/servers.ts';
import { servedFixture } from '../support/shared-build.ts';

// The fixture site as `npm run generate` builds it (dist/ and host/), built once for the whole run.
const { root } = servedFixture();
let routes: Route[];
let rules: HostRule[];

beforeAll(() => {
  routes = runCheck(root, today()).routes!;
  rules = JSON.parse(fs.readFileSync(path.join(root, 'dist/redirects.json'), 'utf8'));
});

interface Answer {
  status: number;
  location?: string;
  headers: Headers;
  body: string;
}

async function get(origin: string, pathname: string, host?: string): Promise<Answer> {
  const response = await fetch(`${origin}${pathname}`, { redirect: 'manual', headers: host ? { Host: host } : {} });
  const location = response.headers.get('location');
  return {
    status: response.status,
    ...(location ? { location: new URL(location, `${origin}${pathname}`).pathname } : {}),
    headers: response.headers,
    body: await response.text(),
  };
}

const SERVERS: Array<[string, () => Promise<RunningServer>]> = [
  ['nginx with the generated snippet', () => startNginx(path.join(root, 'dist'), path.join(root, 'host'))],
  ['npm run preview', () => startPreviewServer(path.join(root, 'dist'))],
];

describe.each(SERVERS)('%s', (_name, start) => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await start();
  }, 180_000);
  afterAll(() => server?.stop());

  it('answers every redirect of the map with its status, in one hop, to a page that answers 200', async () => {
    const wrong: string[] = [];
    for (const rule of rules.filter((r) => !r.from.endsWith('/*'))) {
      const first = await get(server.origin, rule.from);
      if (first.status !== rule.status || first.location !== rule.to)
        wrong.push(`${rule.from}: ${first.status} → ${first.location}, expected ${rule.status} → ${rule.to}`);
      const second = await get(server.origin, rule.to);
      if (second.status !== 200) wrong.push(`${rule.from} → ${rule.to} answers ${second.status}`);
    }
    expect(wrong).toEqual([]);
    expect(rules.filter((r) => !r.from.endsWith('/*')).length).toBeGreaterThan(3);
  });

  it.each([
    ['/contact', '/contact-details'],
    ['/hoarder-cleaning-bromley', '/london/bromley-hoarder-cleaning'],
    ['/signs-of-a-hoarder', '/services/hoarder-cleaning'],
    ['/case-studies/hoarder-cleaning-north-london', '/case-studies/transforming-home-life-north-london'],
    ['/case-studies/no-such-story', '/case-studies'],
    ['/blog/no-such-article', '/blog'],
    ['/about/', '/about'],
    ['/kent/dover-hoarder-cleaning/', '/kent/dover-hoarder-cleaning'],
  ])('redirects %s to %s with a 301', async (from, to) => {
    const answer = await get(server.origin, from);
    expect([answer.status, answer.location]).toEqual([301, to]);
  });

  it('answers an address of a shared shape whose name is not listed as the rules one by one did', async () => {
    const { shapes } = shareShapes(rules);
    // nginx writes these as patterns; the fixture has a shape at the root and one under the /blog/* wildcard.
    expect(shapes.length).toBeGreaterThanOrEqual(2);
    const nginx = fs.readFileSync(path.join(root, 'host/nginx.conf'), 'utf8');
    expect(nginx.split('\n').filter((line) => line.startsWith('if ($uri ~ '))).toHaveLength(shapes.length);
    const probes = shapes.flatMap(({ from: [before, after], names }) => [
      `${before}no-such-name${after}`,
      ...names.flatMap((name) => [
        `${before}${name}-x${after}`,
        `${before}x-${name}${after}`,
        `${before}${name}/x${after}`,
      ]),
    ]);
    const wrong: string[] = [];
    for (const probe of probes) {
      // Unlisted: the 404 page, or the wildcard the address falls under, exactly as before.
      const rule = matchRule(rules, probe);
      const expected = rule ? [rule.status, rule.to] : [404, undefined];
      const answer = await get(server.origin, probe);
      if (answer.status !== expected[0] || answer.location !== expected[1])
        wrong.push(`${probe}: ${answer.status} → ${answer.location}, expected ${expected.join(' → ')}`);
    }
    expect(wrong).toEqual([]);
  });

  it('serves a page of every template with 200, at its clean URL', async () => {
    const oneOfEach = [...new Map(routes.filter((r) => r.path !== '/404').map((r) => [r.template, r])).values()];
    for (const route of oneOfEach) {
      const answer = await get(server.origin, route.path);
      expect(answer.status, route.path).toBe(200);
      expect(answer.headers.get('content-type'), route.path).toMatch(/^text\/html/);
    }
    for (const article of routes.filter((r) => r.template === 'blog-article' || r.template === 'case-study')) {
      expect((await get(server.origin, article.path)).status, article.path).toBe(200);
    }
  });

  it('answers an unknown path with the 404 page and status 404', async () => {
    for (const pathname of ['/no-such-page', '/kent/nowhere-hoarder-cleaning', '/404', '/_redirects', '/_headers']) {
      const answer = await get(server.origin, pathname);
      expect(answer.status, pathname).toBe(404);
      expect(answer.body, pathname).toContain('Page Not Found');
    }
  });

  it('serves the feed named in every head as Atom in UTF-8, with the security headers', async () => {
    const page = await get(server.origin, '/about');
    const href = /<link rel="alternate" type="application\/atom\+xml" title="[^"]*" href="([^"]+)"\/>/.exec(
      page.body,
    )?.[1];
    expect(href).toBe('/feed.xml');
    const feed = await get(server.origin, href!);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(feed.headers.get('x-content-type-options')).toBe('nosniff');
    expect(feed.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    expect(feed.body).toBe(fs.readFileSync(path.join(root, 'dist/feed.xml'), 'utf8'));
    expect(feed.body).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  });

  it('sends the security headers, and long immutable caching for hashed assets', async () => {
    const page = await get(server.origin, '/about');
    expect(page.headers.get('content-security-policy')).toMatch(
      /^default-src 'self'; script-src 'self'.*frame-ancestors 'none'/,
    );
    expect(page.headers.get('content-security-policy')).toContain("connect-src 'self' https://api.emailjs.com");
    expect(page.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(page.headers.get('permissions-policy')).toContain('camera=()');
    const css = /href="(\/assets\/[^"]+\.css)"/.exec(page.body)![1]!;
    const asset = await get(server.origin, css);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends HTML, CSS, JS and the feed gzip-encoded to Accept-Encoding: gzip, and plain without it', async () => {
    const home = (await request(server.origin, '/')).body.toString('utf8');
    const css = /<link rel="stylesheet"[^>]* href="(\/assets\/[^"]+\.css)"/.exec(home)?.[1];
    const js = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect([css, js]).not.toContain(undefined);
    const cases: Array<[string, string]> = [
      ['/about', 'about.html'],
      ['/', 'index.html'],
      [css!, css!],
      [js!, js!],
      ['/feed.xml', 'feed.xml'],
    ];
    for (const [target, file] of cases) {
      const bytes = fs.readFileSync(path.join(root, 'dist', file));
      const plain = await request(server.origin, target);
      expect(plain.headers['content-encoding'], target).toBeUndefined();
      expect(plain.body.equals(bytes), target).toBe(true);
      const gzip = await request(server.origin, target, { 'accept-encoding': 'gzip' });
      expect(gzip.headers['content-encoding'], target).toBe('gzip');
      expect(gzip.headers.vary, target).toMatch(/accept-encoding/i);
      expect(decoded(gzip).equals(bytes), target).toBe(true);
    }
  });
});
