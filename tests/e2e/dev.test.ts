// npm run dev: the live preview answers addresses as npm run preview (and so the host) does, re-validates on
// every YAML edit, shows problems in the page and the terminal, and shows the page again once they are fixed.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { copyProject } from '../support/project.ts';
import { freePort, type RunningServer, startPreviewServer } from '../support/servers.ts';
import { runGenerator } from '../support/spawn.ts';

let root: string;
let dev: ChildProcess;
let origin: string;
let preview: RunningServer;
let terminal = '';

async function page(pathname: string): Promise<string> {
  const response = await fetch(`${origin}${pathname}`);
  return response.text();
}

/** Polls until the page satisfies `ready`: the watcher reacts to a save within moments, not instantly. */
async function until(pathname: string, ready: (html: string) => boolean): Promise<string> {
  let html = '';
  for (let i = 0; i < 100; i++) {
    html = await page(pathname);
    if (ready(html)) return html;
    await new Promise((r) => setTimeout(r, 100));
  }
  return html;
}

interface Answer {
  status: number;
  location: string | null;
  /** The page's h1, which tells which page was served. */
  heading?: string;
}

async function answer(server: string, url: string): Promise<Answer> {
  const response = await fetch(`${server}${url}`, { redirect: 'manual' });
  const h1 = findAll((e) => e.name === 'h1', parseDocument(await response.text()).children)[0];
  return {
    status: response.status,
    location: response.headers.get('location'),
    ...(h1 ? { heading: textContent(h1).trim() } : {}),
  };
}

/** Addresses of each kind the host treats differently, taken from the copy's content, with what the host answers. */
function hostCases(): Array<[string, Partial<Answer>]> {
  const read = (file: string) => parse(fs.readFileSync(path.join(root, file), 'utf8'));
  const redirects = read('content/redirects.yaml').redirects as Array<{ from: string; to: string; status?: number }>;
  // A redirect's target inside the site is a page of it: the check makes sure.
  const moved = redirects.find((r) => !r.from.endsWith('/*') && r.to.startsWith('/'))!;
  const page = moved.to;
  const wildcards = redirects.filter((r) => r.from.endsWith('/*'));
  const notFound = { status: 404, location: null, heading: read('content/pages/not-found.yaml').heading as string };
  return [
    [moved.from, { status: moved.status ?? 301, location: moved.to }],
    [`${moved.from}?ref=old`, { status: moved.status ?? 301, location: moved.to }],
    ...wildcards.map((w): [string, Partial<Answer>] => [
      `${w.from.slice(0, -1)}no-such-page`,
      { status: w.status ?? 301, location: w.to },
    ]),
    [page, { status: 200, location: null }],
    [`${page}?ref=old`, { status: 200, location: null }],
    [`${page}/`, { status: 301, location: page }],
    [`${page}/?ref=old`, { status: 301, location: `${page}?ref=old` }],
    [`${page}.html`, { status: 301, location: page }],
    ['/no-such-page', notFound],
    ['/404', notFound],
    ['/_redirects', notFound],
  ];
}

beforeAll(async () => {
  root = copyProject({ fixture: true, caches: 'production' });
  // The built site for npm run preview, from the same content the dev server reads.
  expect(runGenerator(['generate'], root).code).toBe(0);
  preview = await startPreviewServer(path.join(root, 'dist'));
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = spawn(
    process.execPath,
    [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port), '--strictPort'],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  dev.stdout!.on('data', (d) => (terminal += d));
  dev.stderr!.on('data', (d) => (terminal += d));
  for (let i = 0; i < 300 && !terminal.includes(`${port}`); i++) await new Promise((r) => setTimeout(r, 100));
}, 180_000);

afterAll(async () => {
  dev?.kill('SIGTERM');
  await preview?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('answers redirect sources, clean-URL variants, pages and unknown addresses as npm run preview does', async () => {
    for (const [url, expected] of hostCases()) {
      const [fromDev, fromPreview] = await Promise.all([answer(origin, url), answer(preview.origin, url)]);
      expect(fromPreview, `preview ${url}`).toMatchObject(expected);
      expect(fromDev, `dev ${url}`).toEqual(fromPreview);
    }
  });

  it('serves a page from the route table, shows content problems in the page and the terminal, and recovers', async () => {
    expect(await until('/kent/dover-hoarder-cleaning', (h) => h.includes('<h1'))).toContain('Dover');

    const kent = path.join(root, 'content/regions/kent.yaml');
    const good = fs.readFileSync(kent, 'utf8');
    fs.writeFileSync(kent, good.replace('order: 2', 'order: two'));
    const broken = await until('/kent/dover-hoarder-cleaning', (h) => h.includes('The content has problems'));
    expect(broken).toContain(
      'content/regions/kent.yaml:4:8  error  wrong-type  &quot;order&quot; should be a whole number, not text',
    );
    expect(terminal).toContain('content/regions/kent.yaml:4:8  error  wrong-type');

    fs.writeFileSync(kent, good.replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: whitstable }\n'));
    const added = await until(
      '/kent/whitstable-hoarder-cleaning',
      (h) => h.includes('Whitstable') && !h.includes('The content has problems'),
    );
    expect(added).toContain('<h1');
  }, 60_000);

  it('sees a schema saved, in place or by an editor that renames a new file over it, and validates with it', async () => {
    const file = path.join(root, 'schemas/region.schema.json');
    const original = fs.readFileSync(file, 'utf8');
    const order = (parse(fs.readFileSync(path.join(root, 'content/regions/kent.yaml'), 'utf8')) as { order: number })
      .order;
    const schema = JSON.parse(original) as { properties: { order: Record<string, unknown> } };
    schema.properties.order.maximum = order - 1;
    const renameOver = (text: string) => (fs.writeFileSync(`${file}.tmp`, text), fs.renameSync(`${file}.tmp`, file));
    for (const save of [(text: string) => fs.writeFileSync(file, text), renameOver]) {
      save(JSON.stringify(schema, null, 2));
      const refused = await until('/kent/dover-hoarder-cleaning', (h) => h.includes('The content has problems'));
      expect(refused).toContain(`error  out-of-range  &quot;order&quot; is ${order}; it must be at most ${order - 1}`);
      save(original);
      const back = await until('/kent/dover-hoarder-cleaning', (h) => !h.includes('The content has problems'));
      expect(back).toContain('Dover');
    }
  }, 60_000);
});
