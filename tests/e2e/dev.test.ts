// npm run dev: the live preview answers addresses as npm run preview (and so the host) does, re-validates on
// every YAML edit, shows problems in the page and the terminal, and shows the page again once they are fixed.
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { type DevServer, startDevServer } from '../support/dev-server.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { type RunningServer, startPreviewServer } from '../support/servers.ts';

let site: Fixture;
let root: string;
let dev: DevServer;
let preview: RunningServer;

async function page(pathname: string): Promise<string> {
  const response = await fetch(`${dev.origin}${pathname}`);
  return response.text();
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Polls until the page satisfies `ready`, for up to 30 s (generous: the machine may be busy): the watcher reacts
 * to a save within moments, not instantly. Returns the last page seen either way.
 */
/** The machine's CPU times so far (Linux: the first line of /proc/stat): idle and in all. */
function cpuTimes(): { idle: number; total: number } {
  const fields = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal: idle and iowait are time no process could use.
  return { idle: fields[3]! + fields[4]!, total: fields.slice(0, 8).reduce((a, b) => a + b, 0) };
}

/** How many cores were idle over the last half second, rounded up: where a burner is needed to keep every core busy. */
async function idleCores(): Promise<number> {
  const before = cpuTimes();
  await pause(500);
  const after = cpuTimes();
  const idle = (after.idle - before.idle) / Math.max(1, after.total - before.total);
  return Math.ceil(idle * os.cpus().length - 0.25);
}

async function until(pathname: string, ready: (html: string) => boolean): Promise<string> {
  let html = '';
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await pause(100)) {
    html = await page(pathname);
    if (ready(html)) return html;
  }
  return html;
}

const PROBLEMS = 'The content has problems';
const hasProblems = (html: string) => html.includes(PROBLEMS);

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
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  // The built site for npm run preview, from the same content the dev server reads.
  expect((await site.run(['generate'])).code).toBe(0);
  preview = await startPreviewServer(path.join(root, 'dist'));
  dev = await startDevServer(root);
}, 180_000);

afterAll(async () => {
  await dev?.stop();
  await preview?.stop();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('answers redirect sources, clean-URL variants, pages and unknown addresses as npm run preview does', async () => {
    for (const [url, expected] of hostCases()) {
      const [fromDev, fromPreview] = await Promise.all([answer(dev.origin, url), answer(preview.origin, url)]);
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
    expect(dev.terminal()).toContain('content/regions/kent.yaml:4:8  error  wrong-type');

    fs.writeFileSync(kent, good.replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: whitstable }\n'));
    const added = await until('/kent/whitstable-hoarder-cleaning', (h) => h.includes('Whitstable') && !hasProblems(h));
    // The problems page has a heading too: this is the town's page.
    expect(added).not.toContain(PROBLEMS);
    expect(added).toMatch(/<h1[^>]*>[^<]*Whitstable/);
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

  it('always ends on the last save, however quickly saves follow each other, idle and on a busy machine', async () => {
    const kent = path.join(root, 'content/regions/kent.yaml');
    const good = fs.readFileSync(kent, 'utf8');
    const broken = good.replace('order: 2', 'order: two');
    const schemaFile = path.join(root, 'schemas/region.schema.json');
    const schema = fs.readFileSync(schemaFile, 'utf8');
    const parsed = JSON.parse(schema) as { properties: { order: { maximum: number } } };
    parsed.properties.order.maximum = 1;
    const tightened = JSON.stringify(parsed, null, 2);
    const inPlace = (file: string, text: string) => fs.writeFileSync(file, text);
    const renameOver = (file: string, text: string) => (
      fs.writeFileSync(`${file}.tmp`, text), fs.renameSync(`${file}.tmp`, file)
    );
    const dover = '/kent/dover-hoarder-cleaning';
    const wrongType = 'error  wrong-type  &quot;order&quot;';
    const outOfRange = 'error  out-of-range  &quot;order&quot;';
    const showsDover = (h: string) => !hasProblems(h) && h.includes('Dover');

    const saves = async (save: typeof inPlace) => {
      // Two saves a few milliseconds apart, pages asked for between them (so that the site is loaded from the
      // first): chokidar passed on one change of a file in 50 ms and dropped the rest, so the second save went
      // unseen and the page kept the first for good.
      for (const gap of [0, 5, 10, 20, 40]) {
        for (const [first, last] of [
          [broken, good],
          [good, broken],
        ] as const) {
          save(kent, first);
          const shown: Array<Promise<string>> = [];
          for (const end = performance.now() + gap; performance.now() < end; await pause(2)) shown.push(page(dover));
          save(kent, last);
          await Promise.all(shown);
          if (last === good) expect(await until(dover, showsDover), `${gap} ms`).not.toContain(PROBLEMS);
          else expect(await until(dover, (h) => h.includes(wrongType)), `${gap} ms`).toContain(wrongType);
        }
      }
      // Bursts, each ending on another state.
      for (const burst of [
        [broken, good, broken],
        [good, broken, good],
      ]) {
        for (const text of burst) save(kent, text);
        if (burst.at(-1) === good) expect(await until(dover, showsDover)).not.toContain(PROBLEMS);
        else expect(await until(dover, (h) => h.includes(wrongType))).toContain(wrongType);
      }
      // A schema tightened, restored and tightened again in quick succession, a page asked for after each.
      for (const text of [tightened, schema, tightened]) {
        save(schemaFile, text);
        await page(dover);
      }
      expect(await until(dover, (h) => h.includes(outOfRange))).toContain(outOfRange);
      save(schemaFile, schema);
      expect(await until(dover, showsDover)).not.toContain(PROBLEMS);
    };

    // Idle, then with every core kept busy (as under a full test run): load stretches every step of the server,
    // from the watcher's events to reading the files and making the module, and so moves the windows of a race.
    // Busy means a burner for each core that is idle now: none where the rest of the run keeps them busy already,
    // which then finishes sooner.
    for (const busy of [false, true]) {
      const burners: ChildProcess[] = Array.from({ length: busy ? await idleCores() : 0 }, () =>
        spawn(process.execPath, ['-e', 'for (;;);'], { stdio: 'ignore' }),
      );
      try {
        await saves(inPlace);
        await saves(renameOver);
      } finally {
        for (const burner of burners) burner.kill();
        fs.writeFileSync(kent, good);
        fs.writeFileSync(schemaFile, schema);
      }
    }
  }, 600_000);
});
