// Lighthouse (mobile, its default) on the first page of every template of the site a preview serves, for the
// scores an issue note asks for: performance, accessibility, best practices and SEO, and for each page below
// 100 the audits that cost it. Not part of npm test: Lighthouse is not a dependency of the project. Install it
// anywhere (npm install lighthouse@13) and name its command line:
//   LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse npm run preview & node --import tsx scripts/lighthouse.ts http://127.0.0.1:4173
// Chromium is CHROME_PATH, else Debian's. Exit 0 all 100 (but "is crawlable" on a page marked noindex); 1 a
// score below; 2 wrong usage.
import { spawn, spawnSync } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pagesPerTemplate, type RouteRow } from './audit/structured-data.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const NOINDEX = /<meta name="robots" content="noindex\b/;
const root = path.resolve(import.meta.dirname, '..');
/** ORIGIN, then the templates to audit (all when none is named): to rerun a page that scored just under. */
const [origin, ...only] = process.argv.slice(2);
const lighthouse = process.env.LIGHTHOUSE;
if (!origin || !lighthouse) {
  process.stderr.write(
    'usage: LIGHTHOUSE=path/to/lighthouse node --import tsx scripts/lighthouse.ts ORIGIN [TEMPLATE...]\n',
  );
  process.exit(2);
}

interface Report {
  categories: Record<string, { score: number; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; displayValue?: string }>;
}

/** Lighthouse's report on `url`, run in a child process (this one serves the 404 page meanwhile). */
function audit(url: string): Promise<Report> {
  const args = [
    url,
    '--quiet',
    '--output=json',
    '--output-path=stdout',
    `--only-categories=${CATEGORIES.join(',')}`,
    // Chromium as root (CI, containers) runs only without its sandbox.
    '--chrome-flags=--headless=new --no-sandbox',
  ];
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  const child = spawn(lighthouse!, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let [out, err] = ['', ''];
  child.stdout.on('data', (chunk: Buffer) => (out += chunk));
  child.stderr.on('data', (chunk: Buffer) => (err += chunk));
  return new Promise((resolve, reject) =>
    child.on('close', (code) =>
      code === 0 ? resolve(JSON.parse(out) as Report) : reject(new Error(`lighthouse failed on ${url}:\n${err}`)),
    ),
  );
}

/**
 * The preview, through a proxy on 127.0.0.1 that answers 200 where it answers 404: Lighthouse refuses to audit
 * a page sent as not found, and the 404 page is a page visitors see.
 */
function asFound(target: string): Promise<http.Server> {
  const server = http.createServer((request, response) => {
    const forward = http.request(new URL(request.url ?? '/', target), { headers: request.headers }, (answer) => {
      response.writeHead(answer.statusCode === 404 ? 200 : (answer.statusCode ?? 502), answer.headers);
      answer.pipe(response);
    });
    forward.on('error', () => response.writeHead(502).end());
    request.pipe(forward);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** The audits that cost a category below 100 its points, with what Lighthouse says of each. */
const costs = (report: Report) =>
  CATEGORIES.filter((name) => Math.round(report.categories[name]!.score * 100) < 100).flatMap((name) =>
    report.categories[name]!.auditRefs.filter((ref) => ref.weight > 0 && (report.audits[ref.id]?.score ?? 1) < 1).map(
      (ref) => `${ref.id} ${report.audits[ref.id]!.displayValue ?? ''}`.trim(),
    ),
  );

const routes = spawnSync(process.execPath, [path.join(root, 'generator/cli/run.mjs'), 'routes', '--format', 'json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 1 << 26,
});
if (routes.status !== 0) throw new Error('npm run routes failed: run npm run check to see why');
const proxy = await asFound(origin);
const proxied = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
let below = 0;
process.stdout.write(`| template | page | ${CATEGORIES.join(' | ')} |\n|${' --- |'.repeat(CATEGORIES.length + 2)}\n`);
const pages = pagesPerTemplate(JSON.parse(routes.stdout) as RouteRow[]);
for (const page of pages.filter(({ template }) => !only.length || only.includes(template))) {
  const url = new URL(page.path, page.template === 'not-found' ? proxied : origin).href;
  const report = await audit(url);
  const scores = CATEGORIES.map((name) => Math.round(report.categories[name]!.score * 100));
  process.stdout.write(`| ${page.template} | ${page.path} | ${scores.join(' | ')} |\n`);
  const cost = costs(report);
  // A page that asks to be kept out of search engines (404, thank-you) fails "is crawlable" by design.
  const meant = cost.join() === 'is-crawlable' && NOINDEX.test(await (await fetch(url)).text());
  if (cost.length) process.stdout.write(`  costs: ${cost.join('; ')}${meant ? ' (noindex on purpose)' : ''}\n`);
  if (cost.length && !meant) below += 1;
}
proxy.close();
process.exit(below ? 1 : 0);
