// npm run preview and npm run dev, each as its own process on a copy of the fixture site, cannot be turned against
// the person running them (issue 24, point 2): no address, encoded or not, redirects to another host; a malformed
// path is answered 400 and the process stays up for the next request; another name for 127.0.0.1 (DNS rebinding)
// is refused. And they send text compressed as the hosts do (issue 27, point 7): brotli or gzip by
// Accept-Encoding, with Vary, decoding to the same bytes; pictures, HEAD and 304 answers as they were.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DevServer, startDevServer, startPreviewProcess } from '../support/dev-server.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { decoded, request } from '../support/raw-requests.ts';

let site: Fixture;
let root: string;
const servers: Record<string, DevServer> = {};

beforeAll(async () => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  const built = await site.run(['generate']);
  expect(built.code, built.stderr).toBe(0);
  servers['npm run preview'] = await startPreviewProcess(root);
  servers['npm run dev'] = await startDevServer(root);
}, 180_000);

afterAll(async () => {
  for (const server of Object.values(servers)) await server.stop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

/** Addresses a browser may be sent to that name another host once decoded, or look like it. */
const OFF_SITE = [
  '/%2Fevil.example/',
  '/%5Cevil.example/',
  '/%2f%2fevil.example/',
  '/%5C%5Cevil.example/',
  '/%2F%5Cevil.example/',
  '/%5C%2Fevil.example/',
  '//evil.example/',
  '/\\evil.example/',
  '/%2Fevil.example.html',
  '/%2F%2Fevil.example/?next=/',
  '/.%2F%2Fevil.example/',
  '/%2F%09/evil.example/',
];

/**
 * That `target` is answered without a redirect to another host: with a redirect on the server, or with one of
 * `otherwise` (400 or 404; while the content has problems, every address shows them with 200).
 */
async function staysOnSite(origin: string, target: string, otherwise = [400, 404]): Promise<void> {
  const answer = await request(origin, target);
  if (answer.status >= 300 && answer.status < 400) {
    // What a browser does with the Location: tabs and newlines stripped, resolved against the page's address.
    const location = String(answer.headers.location).replace(/[\t\n\r]/g, '');
    expect(new URL(location, `${origin}${target.replace(/\\/g, '/')}`).origin, `${target} → ${location}`).toBe(origin);
  } else expect(otherwise, `${target}: ${answer.status}`).toContain(answer.status);
}

describe.each(['npm run preview', 'npm run dev'])('%s', (name) => {
  const server = () => servers[name]!;

  it.each(OFF_SITE)('never redirects %s to another host', async (target) => {
    await staysOnSite(server().origin, target);
  });

  it('answers a malformed path with 400, never a crash, and answers the next request', async () => {
    for (const target of ['/%0a/', '/%0D%0ASet-Cookie:%20a=1/', '/%00', '/%E0%A4%A', '/%C3%28/', '/%7F/']) {
      const answer = await request(server().origin, target);
      expect(answer.status, target).toBe(400);
      expect(answer.headers['set-cookie'], target).toBeUndefined();
    }
    // A character outside Latin-1, decoded, is a fine path: it redirects to its encoded form.
    const quote = await request(server().origin, '/%E2%80%99/');
    expect([quote.status, quote.headers.location]).toEqual([301, '/%E2%80%99']);
    expect(server().process.exitCode).toBeNull();
    expect((await request(server().origin, '/')).status).toBe(200);
  });

  it('sends no CORS headers, so no page of another origin (another local server included) can read it', async () => {
    const other = 'http://127.0.0.1:8123';
    for (const target of ['/', '/about', name === 'npm run dev' ? '/@vite/client' : '/feed.xml']) {
      const answer = await request(server().origin, target, { origin: other });
      expect(answer.headers['access-control-allow-origin'], target).toBeUndefined();
    }
    const preflight = await request(
      server().origin,
      '/about',
      { origin: other, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
      'OPTIONS',
    );
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('refuses another name for 127.0.0.1 (DNS rebinding)', async () => {
    expect((await request(server().origin, '/', { host: 'evil.example' })).status).toBe(403);
    expect((await request(server().origin, '/', { host: `localhost:${new URL(server().origin).port}` })).status).toBe(
      200,
    );
  });

  it('compresses pages, stylesheets and scripts by Accept-Encoding, with Vary, to the same bytes', async () => {
    const page = await request(server().origin, '/about');
    const html = page.body.toString('utf8');
    const css = /<link rel="stylesheet"[^>]* href="([^"]+)"/.exec(html)?.[1];
    expect(css, 'a stylesheet of the page').toBeDefined();
    const js = await aScript();
    for (const target of ['/about', css!, js]) {
      const plain = await request(server().origin, target);
      expect(plain.status, target).toBe(200);
      expect(plain.headers['content-encoding'], target).toBeUndefined();
      for (const [accept, encoding] of [
        ['gzip, deflate, br, zstd', 'br'],
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip;q=1, br;q=0.5', 'gzip'],
      ] as const) {
        const packed = await request(server().origin, target, { 'accept-encoding': accept });
        expect(packed.headers['content-encoding'], `${target} ${accept}`).toBe(encoding);
        expect(packed.headers.vary, target).toMatch(/accept-encoding/i);
        expect(packed.headers['content-length'], target).toBeUndefined();
        expect(decoded(packed).equals(plain.body), `${target} ${accept}`).toBe(true);
      }
    }
    // The bytes of the file itself, as the preview serves it.
    if (name === 'npm run preview')
      for (const target of [css!, js])
        expect(decoded(await request(server().origin, target, { 'accept-encoding': 'br' }))).toEqual(
          servedFile(target),
        );
  });

  it('leaves pictures as they are, and answers HEAD and 304 without a body', async () => {
    const logo = await request(server().origin, '/images/logo.svg', { 'accept-encoding': 'br' });
    expect(logo.headers['content-type']).toMatch(/^image\/svg\+xml/);
    const png = await request(server().origin, '/images/og-default.png', { 'accept-encoding': 'gzip, br' });
    expect(png.status).toBe(200);
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.body.equals(servedFile('/images/og-default.png'))).toBe(true);
    const head = await request(server().origin, '/about', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.body.length]).toEqual([200, 0]);
    const tagged = await request(server().origin, '/images/logo.svg');
    const etag = tagged.headers.etag;
    expect(etag).toBeDefined();
    const again = await request(server().origin, '/images/logo.svg', {
      'accept-encoding': 'br',
      'if-none-match': etag!,
    });
    expect([again.status, again.body.length, again.headers['content-encoding']]).toEqual([304, 0, undefined]);
    expect(again.headers.vary).toMatch(/accept-encoding/i);
  });

  /**
   * A script the pages load: the home page's island (the built site's), or the Vite client (the development
   * server's pages import their modules from an inline script).
   */
  async function aScript(): Promise<string> {
    if (name === 'npm run dev') return '/@vite/client';
    const home = (await request(server().origin, '/')).body.toString('utf8');
    const src = /<script[^>]* src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1];
    expect(src, "the home page's script").toBeDefined();
    return src!;
  }

  /** A file as the server serves it: the built one (pictures are published without metadata) or the source. */
  const servedFile = (target: string) =>
    fs.readFileSync(path.join(root, name === 'npm run preview' ? 'dist' : 'public', target));
});

describe('npm run dev, while the content has problems', () => {
  it('still never redirects to another host (Vike, not the host rules, answers then)', async () => {
    const dev = servers['npm run dev']!;
    const kent = path.join(root, 'content/regions/kent.yaml');
    const good = fs.readFileSync(kent, 'utf8');
    const problems = async () =>
      (await request(dev.origin, '/about')).body.toString('utf8').includes('content has problems');
    try {
      fs.writeFileSync(kent, good.replace(/^order: \d+$/m, 'order: two'));
      await expect.poll(problems, { timeout: 30_000 }).toBe(true);
      for (const target of OFF_SITE) await staysOnSite(dev.origin, target, [200, 400, 404]);
    } finally {
      fs.writeFileSync(kent, good);
    }
    await expect.poll(problems, { timeout: 30_000 }).toBe(false);
  });
});
