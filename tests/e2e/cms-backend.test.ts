// npm run cms's local backend can touch only content (issue 24, point 1): each attack of the issue, sent to the
// real server on a copy of the project (the fixture site, made a git repository with a hook folder and CI's run
// script), is refused with 403 and one plain line in the terminal, and leaves every file as it was, bytes and
// mode; a page on another loopback port, in Chromium, can neither read nor write anything. The admin's own saves
// still work (here by its requests; tests/e2e/cms.test.ts drives the admin itself).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { attackerServer } from '../support/attacker.ts';
import { launchBrowser } from '../support/browser.ts';
import { type DevServer, startDevServer } from '../support/dev-server.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import {
  decoded,
  entryWithPicture,
  persistEntry,
  picture,
  request,
  type Sent,
  send,
  state,
  withParams,
} from '../support/raw-requests.ts';
import { freePort } from '../support/servers.ts';

let site: Fixture;
let root: string;
let server: DevServer;
/** The backend's address as the served configuration gives it: /api/v1/<this start's secret>. */
let backend: string;

/** Files no request may change, whatever it names. */
const GUARDED = ['vite.config.ts', 'package.json', '.ci/run', '.git/config', 'site.yaml', 'content/regions/kent.yaml'];
/** Files no request may create. */
const NEVER_MADE = ['.git/hooks/pre-commit', 'node_modules/.cms-attack/index.js', 'content/evil.yaml'];
const ALL = [...GUARDED, ...NEVER_MADE];

const snapshot = () => Object.fromEntries(ALL.map((file) => [file, state(root, file)]));
const asAdmin = (body: unknown) => send(server.origin, body, { path: backend });

function expectRefused(answer: Sent, why: RegExp): void {
  expect(answer.status, answer.body).toBe(403);
  expect(JSON.parse(answer.body).error).toMatch(why);
  // Nothing of a file it names comes back.
  expect(answer.body).not.toMatch(/\[core\]|"scripts"|defineConfig/);
}

beforeAll(async () => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q');
  fs.appendFileSync(path.join(root, '.git/info/exclude'), '/node_modules\n');
  // A link inside a content folder that leads out of it: following it would reach .git/config.
  fs.symlinkSync('../../.git/config', path.join(root, 'content/blog/linked.yaml'));
  server = await startDevServer(root, process.env, 'cms');
  const config = await (await fetch(`${server.origin}/admin/config.yml`)).text();
  backend = new URL((parse(config) as { local_backend: { url: string } }).local_backend.url).pathname;
}, 180_000);

afterAll(async () => {
  await server?.stop();
  // Only in case a refusal failed: the link is the project's own node_modules.
  fs.rmSync(path.join(root, 'node_modules/.cms-attack'), { recursive: true, force: true });
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run cms: the local backend', () => {
  it('gives the admin its address with a secret of this start, and refuses the backend without it', async () => {
    expect(backend).toMatch(/^\/api\/v1\/[\w-]{40,}$/);
    const before = snapshot();
    for (const at of ['/api/v1', '/api/v1/', `${backend}x`, `/api/v1/${'a'.repeat(backend.length - 8)}`])
      expectRefused(await send(server.origin, persistEntry('content/evil.yaml'), { path: at }), /this start's key/);
    expect(snapshot()).toEqual(before);
    expect(server.terminal()).toContain("cms: refused a request to the admin's backend without this start's key");
  });

  it.each([
    ['vite.config.ts', persistEntry('vite.config.ts')],
    ['package.json', persistEntry('package.json')],
    ['.ci/run, keeping its run bit', persistEntry('.ci/run')],
    ['.git/config', persistEntry('.git/config')],
    ['content/../.git/hooks/pre-commit', persistEntry('content/../.git/hooks/pre-commit')],
    ['a node_modules file', persistEntry('node_modules/.cms-attack/index.js')],
    ['a content path with escapes', persistEntry('content/%2e%2e/vite.config.ts')],
    ['a content path with backslashes', persistEntry('content\\..\\vite.config.ts')],
    ['an absolute path', persistEntry('/tmp/../etc/passwd')],
    ['a content file that is a link to .git/config', persistEntry('content/blog/linked.yaml')],
    ['a content file that is not of any collection', persistEntry('content/evil.yaml')],
    ['a picture saved with an entry', entryWithPicture('package.json')],
    ['a new name for an entry', persistEntry('content/blog/x.yaml', 'x', { newPath: 'vite.config.ts' })],
    ['a picture', withParams('persistMedia', { asset: picture('.git/config'), options: { commitMessage: 'x' } })],
  ])('refuses a write of %s, leaving every file as it was', async (_what, body) => {
    const before = snapshot();
    expectRefused(await asAdmin(body), /can be read or (changed|saved) from the admin/);
    expect(snapshot()).toEqual(before);
  });

  it('says in the terminal what it refused and why, one line each', () => {
    expect(server.terminal()).toContain(
      'cms: refused persistEntry of "vite.config.ts": only site.yaml and the content files under content/ can be read or changed from the admin',
    );
  });

  it.each([
    ['getEntry', withParams('getEntry', { path: '.git/config' })],
    ['entriesByFiles', withParams('entriesByFiles', { files: [{ path: 'content/../.git/config' }] })],
    ['getMediaFile', withParams('getMediaFile', { path: 'public/images/uploads/../../../.git/config' })],
    ['entriesByFolder', withParams('entriesByFolder', { folder: '.git', extension: '', depth: 1 })],
    ['getMedia', withParams('getMedia', { mediaFolder: 'content/..' })],
    ['getEntry through a link', withParams('getEntry', { path: 'content/blog/linked.yaml' })],
  ])('refuses a read of .git/config by %s', async (_action, body) => {
    expectRefused(await asAdmin(body), /can be (read|listed)/);
  });

  it('lists a content folder without the link that leads out of it', async () => {
    const listed = await asAdmin(
      withParams('entriesByFolder', { folder: 'content/blog', extension: 'yaml', depth: 1 }),
    );
    expect(listed.status).toBe(200);
    const paths = (JSON.parse(listed.body) as Array<{ file: { path: string } }>).map((entry) => entry.file.path);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths).not.toContain('content/blog/linked.yaml');
    expect(listed.body).not.toContain('[core]');
  });

  it.each([
    ['a file outside content', withParams('deleteFile', { path: 'package.json', options: { commitMessage: 'x' } })],
    ['site.yaml, which check needs', withParams('deleteFile', { path: 'site.yaml', options: { commitMessage: 'x' } })],
    [
      'a list with one file outside content',
      withParams('deleteFiles', { paths: ['content/regions/kent.yaml', '.ci/run'], options: { commitMessage: 'x' } }),
    ],
  ])('refuses to delete %s, and deletes nothing of the request', async (_what, body) => {
    const before = snapshot();
    expectRefused(await asAdmin(body), /can be deleted from the admin/);
    expect(snapshot()).toEqual(before);
  });

  it('refuses any action the admin does not use, and a request that is not JSON', async () => {
    expectRefused(await asAdmin(withParams('unpublishedEntries', {})), /not one the admin uses/);
    const text = await send(server.origin, persistEntry('content/evil.yaml'), {
      path: backend,
      headers: { 'content-type': 'text/plain' },
    });
    expectRefused(text, /not JSON/);
    expect(state(root, 'content/evil.yaml')).toBe('absent');
  });

  it('refuses the secret address from another origin, and a Host that is not this machine (DNS rebinding)', async () => {
    const before = snapshot();
    const other = `http://127.0.0.1:${(await freePort()).toString()}`;
    const others: Array<Record<string, string>> = [
      { origin: other, 'sec-fetch-site': 'same-site' },
      { origin: other },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of others)
      expectRefused(
        await send(server.origin, persistEntry('package.json'), { path: backend, headers }),
        /only the admin served here/,
      );
    const rebound = await send(server.origin, persistEntry('package.json'), {
      path: backend,
      headers: { host: 'evil.example', origin: 'http://evil.example' },
    });
    expect(rebound.status).toBe(403);
    // No CORS at all: neither Vite's nor decap-server's answers a preflight or names another origin.
    const preflight = await send(server.origin, '', {
      path: backend,
      method: 'OPTIONS',
      headers: {
        origin: other,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(403);
    const config = await request(server.origin, '/admin/config.yml', { origin: other });
    expect(config.headers['access-control-allow-origin']).toBeUndefined();
    expect(snapshot()).toEqual(before);
  });

  it('still saves content and pictures for the admin', async () => {
    const saved = await asAdmin(persistEntry('content/blog/a-new-article.yaml', 'slug: a-new-article\n'));
    expect(saved.status, saved.body).toBe(200);
    expect(fs.readFileSync(path.join(root, 'content/blog/a-new-article.yaml'), 'utf8')).toBe('slug: a-new-article\n');
    const upload = withParams('persistMedia', {
      asset: picture('public/images/uploads/loft.svg'),
      options: { commitMessage: 'x' },
    });
    expect((await asAdmin(upload)).status).toBe(200);
    expect(fs.existsSync(path.join(root, 'public/images/uploads/loft.svg'))).toBe(true);
    const removed = await asAdmin(
      withParams('deleteFile', { path: 'content/blog/a-new-article.yaml', options: { commitMessage: 'x' } }),
    );
    expect(removed.status).toBe(200);
    expect(fs.existsSync(path.join(root, 'content/blog/a-new-article.yaml'))).toBe(false);
  });

  it('answers a malformed path 400 and keeps every redirect on this site, as npm run dev does', async () => {
    for (const target of ['/%0a/', '/admin/%E0%A4%A', '/api/v1/%00']) {
      expect((await request(server.origin, target)).status, target).toBe(400);
    }
    // (The link this copy holds in content/blog makes the content a problem, so Vike answers this, not host routing.)
    for (const target of ['/%2Fevil.example/', '/%5Cevil.example/', '//evil.example/']) {
      const redirect = await request(server.origin, target);
      expect(redirect.status, target).toBe(301);
      expect(new URL(String(redirect.headers.location), server.origin).origin, target).toBe(server.origin);
    }
    expect((await request(server.origin, '/\\evil.example/')).status).toBe(400);
    expect((await request(server.origin, '/admin/')).status).toBe(200);
  });

  it('serves the admin compressed: its scripts come back brotli-encoded and decode to the same bytes', async () => {
    for (const file of ['vendor.js', 'cms.js']) {
      const plain = await request(server.origin, `/admin/${file}`, { 'accept-encoding': 'identity' });
      const br = await request(server.origin, `/admin/${file}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers.vary).toMatch(/Accept-Encoding/i);
      expect(br.body.length).toBeLessThan(plain.body.length / 2);
      expect(decoded(br).equals(plain.body)).toBe(true);
    }
  });

  it('lets a page on another loopback port neither read nor write anything, in Chromium', async () => {
    const before = snapshot();
    const attacker = await attackerServer();
    const browser = await launchBrowser();
    try {
      const page = await browser.newPage();
      const target = encodeURIComponent(JSON.stringify({ origin: server.origin, backend }));
      await page.goto(`${attacker.origin}/?target=${target}`);
      const handle = await page.waitForFunction(() => (window as { results?: Record<string, string> }).results);
      const results = (await handle.jsonValue()) as Record<string, string>;
      // Every attempt either failed in the browser (CORS) or came back opaque: nothing was readable.
      for (const [what, result] of Object.entries(results)) expect(['blocked', 'opaque'], what).toContain(result);
      expect(results).toMatchObject({ config: 'blocked', readPackage: 'blocked', source: 'blocked' });
      // The requests that did reach the server (no preflight for text/plain and forms) were refused there.
      await expect.poll(() => server.terminal()).toContain(`from ${attacker.origin}: only the admin served here`);
      expect(snapshot()).toEqual(before);
    } finally {
      await browser.close();
      await attacker.stop();
    }
  });
});
