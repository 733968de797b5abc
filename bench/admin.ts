// The admin's speed as content staff feel it, on a copy of the project with the fixture site served by npm run cms:
// how long from opening /admin/ until the Login button shows and until the collections list shows after it (each
// load in a fresh browser context, so nothing comes from the browser's cache), how many bytes of script the server
// sends for a load (as sent: compressed), and how long from Publish until the town's page, served by the same
// server, shows the edit. The first load is reported apart: it includes the server's first build of the admin.
// Prints figures, asserts nothing.
import fs from 'node:fs';
import type { Browser, Page } from 'playwright';
import { launchBrowser } from '../tests/support/browser.ts';
import * as cms from '../tests/support/cms.ts';
import { type DevServer, secondsUntilServed, startDevServer } from '../tests/support/dev-server.ts';
import { fixture } from '../tests/support/fixture.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const KENT = 'content/regions/kent.yaml';
const TOWN = 'Ashford';

interface Load {
  login: number;
  collections: number;
  scriptBytes: number;
  /** Where the time went, from the page's own Performance timings. */
  timings: { scriptsFetched: number; domContentLoaded: number };
}

/** One load of the admin in a fresh context: seconds to the Login button and to the collections list. */
async function load(browser: Browser, origin: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  const page = await context.newPage();
  const scripts: Promise<number>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.sizes().then((s) => s.responseBodySize));
  });
  const start = performance.now();
  await page.goto(`${origin}/admin/`);
  const login = page.getByRole('button', { name: 'Login' });
  await login.waitFor({ timeout: 120_000 });
  const shown = performance.now();
  await login.click();
  await page.getByRole('heading', { name: 'Collections' }).waitFor({ timeout: 120_000 });
  const usable = performance.now();
  const timings = await page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script');
    const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return {
      scriptsFetched: Math.max(0, ...scripts.map((e) => (e as PerformanceResourceTiming).responseEnd)) / 1000,
      domContentLoaded: navigation.domContentLoadedEventEnd / 1000,
    };
  });
  await context.close();
  const scriptBytes = (await Promise.all(scripts)).reduce((a, b) => a + b, 0);
  return { login: (shown - start) / 1000, collections: (usable - start) / 1000, scriptBytes, timings };
}

/** The address of the town's own page, from the route table. */
async function townPath(_root: string): Promise<string> {
  const result = await site.run(['routes', '--format', 'json']);
  const rows = JSON.parse(result.stdout) as Array<{ path: string; origin: { file: string } }>;
  const own = rows.filter((r) => r.origin.file === KENT && r.path.endsWith(`/${TOWN.toLowerCase()}`));
  const found = own[0] ?? rows.find((r) => r.origin.file === KENT && r.path.includes(TOWN.toLowerCase()));
  if (!found) throw new Error(`no page for ${TOWN} in the route table`);
  return found.path;
}

/** Edits the town's first paragraph so that it ends with `marker`, publishes, and times until its page shows it. */
async function publishToPage(page: Page, url: string, marker: string): Promise<number> {
  await cms.openEntry(page, 'Regions', 'Kent');
  const town = cms.item(cms.field(page, 'Areas'), TOWN);
  await cms.unfold(town);
  const paragraph = cms.input(cms.field(town, 'Intro'), 'Intro');
  // The paragraph's own list item is folded too: unfolded by its fold button, as staff do.
  await cms.unfold(paragraph.locator('xpath=ancestor::div[div/div[@aria-roledescription="sortable"]][1]'));
  const words = (await paragraph.inputValue()).replace(/ Checked \d+\.$/, '');
  await cms.fillIn(paragraph, `${words} ${marker}`);
  const clicked = performance.now();
  await cms.publish(page);
  const seconds = await secondsUntilServed(url, clicked, marker);
  await cms.saved(page);
  return seconds;
}

const spread = (values: number[], unit = 's', digits = 2) => {
  const sorted = [...values].sort((a, b) => a - b);
  const f = (n: number) => `${n.toFixed(digits)} ${unit}`;
  return `median ${f(sorted[Math.floor(sorted.length / 2)]!)}, min ${f(sorted[0]!)}, max ${f(sorted.at(-1)!)}`;
};

async function main(root: string, server: DevServer, browser: Browser): Promise<void> {
  const { origin } = server;
  const first = await load(browser, origin);
  console.log(
    `admin, first load (builds the admin): Login ${first.login.toFixed(2)} s, collections ${first.collections.toFixed(2)} s`,
  );
  const loads: Load[] = [];
  for (let i = 0; i < RUNS; i++) loads.push(await load(browser, origin));
  console.log(`admin, ${RUNS} loads in fresh contexts: to the Login button ${spread(loads.map((l) => l.login))}`);
  console.log(`admin, to the collections list after Login: ${spread(loads.map((l) => l.collections))}`);
  const kib = loads.map((l) => l.scriptBytes / 1024);
  console.log(`admin, scripts sent per load (compressed): ${spread(kib, 'KiB', 0)}`);
  console.log(
    `admin, of that time: scripts all received by ${spread(loads.map((l) => l.timings.scriptsFetched))}; DOMContentLoaded ${spread(loads.map((l) => l.timings.domContentLoaded))}`,
  );

  const url = `${origin}${await townPath(root)}`;
  const page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await cms.signIn(page, origin);
  const saves: number[] = [];
  for (let i = 0; i < RUNS; i++) saves.push(await publishToPage(page, url, `Checked ${i + 1}.`));
  console.log(`admin, Publish to the town's page showing the edit, ${RUNS} saves: ${spread(saves)}`);
}

// A copy of its own (the e2e run's shared caches are not there outside the run), as the guide's screenshots make.
const site = fixture({ code: true });
const { root } = site;
const server = await startDevServer(root, process.env, 'cms');
const browser = await launchBrowser();
try {
  await main(root, server, browser);
} finally {
  await browser.close();
  await server.stop();
  fs.rmSync(root, { recursive: true, force: true });
}
