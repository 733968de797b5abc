// The admin's own Content-Security-Policy and noindex, on every host we generate files for, with the pages'
// policy unchanged; and npm run preview answers as Cloudflare reads _headers (a block's `! Name` detaches).
import { describe, expect, it } from 'vitest';
import { headersFor, parseHeaders } from '../../generator/cli/preview/host-files.ts';
import { adminCsp } from '../../generator/cms/csp.ts';
import { emit } from '../../generator/emit/emit.ts';
import { contentSecurityPolicy, DEFAULT_EMAIL_ORIGIN } from '../../generator/emit/host/headers.ts';
import { expand } from '../../generator/expand/expand.ts';
import { toRenderData } from '../../generator/model/render-data.ts';
import { fixtureContent } from '../support/content.ts';

const content = fixtureContent();
const data = toRenderData(content, expand(content, '2026-11-24').value, { today: '2026-11-24' });
const AUTH = 'https://auth.example.net';
const emitted = emit(data, [], undefined, adminCsp(`${AUTH}/oauth`));
const pagesCsp = contentSecurityPolicy(DEFAULT_EMAIL_ORIGIN, []);
const admin = adminCsp(`${AUTH}/oauth`);

const csp = (headers: Array<[string, string]>) =>
  headers.filter(([name]) => name.toLowerCase() === 'content-security-policy').map(([, value]) => value);

describe("the admin's headers", () => {
  it('allow what Decap needs (its eval, its styles, uploads, GitHub and the sign-in service) and nothing for the pages', () => {
    expect(admin).toContain("script-src 'self' 'unsafe-eval'");
    expect(admin).toContain(`connect-src 'self' blob: https://api.github.com https://github.com ${AUTH}`);
    expect(pagesCsp).not.toContain('unsafe-eval');
    expect(pagesCsp).not.toContain('github');
  });

  it('_headers: /admin/* detaches the pages policy and sends its own, noindex; every page keeps its policy alone', () => {
    const blocks = parseHeaders(emitted.site.get('_headers')!);
    expect(csp(headersFor(blocks, '/admin/'))).toEqual([admin]);
    expect(csp(headersFor(blocks, '/admin/cms.js'))).toEqual([admin]);
    expect(headersFor(blocks, '/admin/')).toContainEqual(['X-Robots-Tag', 'noindex, nofollow']);
    for (const page of ['/', '/about', '/administration-help'])
      expect([page, csp(headersFor(blocks, page))]).toEqual([page, [pagesCsp]]);
    expect(headersFor(blocks, '/about').some(([name]) => name === 'X-Robots-Tag')).toBe(false);
    expect(emitted.site.get('_headers')).toContain('/admin/*\n  ! Content-Security-Policy\n');
  });

  it('nginx: the admin location sends the admin policy only; the server-wide headers are the pages policy', () => {
    const conf = emitted.host.get('nginx.conf')!;
    const location = /location \^~ \/admin\/ \{\n([\s\S]*?)\n\}/.exec(conf)?.[1] ?? '';
    expect(location).toContain(`add_header Content-Security-Policy "${admin}" always;`);
    expect(location).not.toContain(pagesCsp);
    expect(location).toContain('add_header X-Robots-Tag "noindex, nofollow" always;');
    // nginx drops the server's add_header in a location that has its own: the admin repeats the others.
    expect(location).toContain('add_header X-Content-Type-Options "nosniff" always;');
    const serverWide = conf.split('\n').filter((line) => line.startsWith('add_header Content-Security-Policy'));
    expect(serverWide).toEqual([`add_header Content-Security-Policy "${pagesCsp}" always;`]);
    expect(conf).toContain('location = /admin { return 301 /admin/; }');
    expect(conf).toContain('rewrite ^/((?!admin/$).+)/$ /$1 permanent;');
  });

  it('vercel.json: the admin block comes after the pages block, covering /admin itself', () => {
    const vercel = JSON.parse(emitted.host.get('vercel.json')!) as {
      headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }>;
    };
    const sources = vercel.headers.map((h) => h.source);
    expect(sources.indexOf('/admin/:path*')).toBeGreaterThan(sources.indexOf('/(.*)'));
    const own = vercel.headers.find((h) => h.source === '/admin/:path*')!.headers;
    expect(own).toContainEqual({ key: 'Content-Security-Policy', value: admin });
  });

  it('keep the admin out of search: robots.txt disallows it and the sitemap does not list it', () => {
    expect(emitted.site.get('robots.txt')).toMatch(/^Disallow: \/admin\/$/m);
    expect(emitted.site.get('sitemap.xml')).not.toContain('/admin');
  });
});
