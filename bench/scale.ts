// Benchmark of generate at size: prints figures, asserts nothing about time.
// - 30,000 pages: a copy of the project whose five regions each cover a fifth of SCALE_PAGES more areas (a company
//   covering every postcode district of its five regions; load() takes a file up to 2 MiB and a region up to
//   20,000 areas, so no one region holds them all), every page rendered (no page cache, no dist/), the share
//   cards' cache warm, in turns with Eleventy 3 (`11ty-js`, ../shared/anchors-bench on data-30000.yaml) so that
//   both are measured in one sitting: wall time, processor time, peak memory and files written, with the ratios.
// - One town renamed at that size: a new process with the page cache of the run before; the pages it rendered.
// - Watch at WATCH_PAGES pages: from the save of a region's file to the town's page rewritten on disk with its new
//   name, and to the line that reports the regeneration.
// BENCH_RUNS (default 3) runs of each; SCALE_PAGES and WATCH_PAGES to change the sizes; SCALE_SITE and WATCH_SITE
// to measure copies made (and their cards drawn) by an earlier run, kept as they are.
import fs from 'node:fs';
import path from 'node:path';
import { fixture } from '../tests/support/fixture.ts';
import { eleventy, generate, median, type Run, report, watch } from './timed-runs.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SCALE_PAGES = Number(process.env.SCALE_PAGES ?? 30_000);
const WATCH_PAGES = Number(process.env.WATCH_PAGES ?? 10_000);
const REGIONS = ['essex', 'kent', 'london', 'surrey', 'sussex'];
/** The town renamed, and its page. */
const TOWN = { file: 'content/regions/kent.yaml', name: 'Ashford', page: 'dist/kent/ashford-hoarder-cleaning.html' };

/**
 * A copy of the project with `areas` more areas, spread evenly over the five regions' files, published on
 * Netlify: with a share card each, the pages are more files than Cloudflare Pages takes.
 */
function site(areas: number): string {
  const { root } = fixture({ content: 'real', code: true });
  fs.appendFileSync(path.join(root, 'site.yaml'), 'host: netlify\n');
  REGIONS.forEach((region, r) => {
    const count = Math.floor(areas / REGIONS.length) + (r < areas % REGIONS.length ? 1 : 0);
    const lines = Array.from(
      { length: count },
      (_, i) => `  - { name: ${region} district ${i + 1}, slug: ${region}-district-${i + 1} }`,
    );
    const file = path.join(root, `content/regions/${region}.yaml`);
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^areas:\n/m, `areas:\n${lines.join('\n')}\n`));
  });
  return root;
}

/** Renames the town back and forth, so that every run has a change to render. */
function renameTown(root: string, run: number): void {
  const file = path.join(root, TOWN.file);
  const [from, to] = run % 2 === 0 ? [TOWN.name, `${TOWN.name} Vale`] : [`${TOWN.name} Vale`, TOWN.name];
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`name: ${from}\n`, `name: ${to}\n`));
}

/** Gives the town its own name again: a kept copy may hold it renamed by an earlier run, which no run would change. */
function nameBack(root: string): void {
  const file = path.join(root, TOWN.file);
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(`name: ${TOWN.name} Vale\n`, `name: ${TOWN.name}\n`));
}

const forget = (root: string, ...what: string[]) =>
  what.forEach((p) => fs.rmSync(path.join(root, p), { recursive: true, force: true }));

/** A copy with `areas` more areas for `measure`, removed after it; or the copy `kept` names, kept. */
async function onSite(areas: number, kept: string | undefined, measure: (root: string) => unknown): Promise<void> {
  const root = kept ?? site(areas);
  try {
    await measure(root);
  } finally {
    if (!kept) fs.rmSync(root, { recursive: true, force: true });
  }
}

/** Every page rendered, in turns with Eleventy on as many pages; then a town renamed. */
function atScale(root: string): void {
  // The cards drawn, the bundles built and the ledger brought up to date, uncounted.
  nameBack(root);
  generate(root);
  const ours: Run[] = [];
  const peers: Run[] = [];
  for (let run = 0; run < RUNS; run++) {
    const peer = eleventy(SCALE_PAGES);
    if (peer) peers.push(peer);
    ours.push((forget(root, 'dist', '.cache/pages'), generate(root)));
  }
  const peer = peers.length ? report(`Eleventy 3 (11ty-js), ${SCALE_PAGES} pages`, peers) : undefined;
  if (!peer) console.log('Eleventy: skipped, no peer benchmark (set ANCHORS_BENCH)');
  report(`${SCALE_PAGES} pages: generate, every page`, ours, peer);
  const renamed = Array.from({ length: RUNS }, (_, run) => (renameTown(root, run), generate(root)));
  report(`${SCALE_PAGES} pages: one town renamed`, renamed);
  // Once more with --explain (untimed: it names what changed on each page), for the pages it rendered.
  renameTown(root, RUNS);
  const explained = generate(root, ['--explain']).stdout;
  const pages = [...explained.matchAll(/^ {2}(\/\S*)/gm)].map((m) => m[1]!);
  console.log(`${''.padEnd(44)} rendered: ${pages.join(', ')}`);
}

/** Watch mode: from each save to the town's page on disk with its new name, and to the report of the run. */
async function watchLatency(root: string): Promise<void> {
  nameBack(root);
  const watching = await watch(root);
  const page = path.join(root, TOWN.page);
  // The page as renamed: with the new name, or without the old one when the name went back.
  const shows = (run: number) => {
    const text = fs.readFileSync(page, 'utf8');
    return run % 2 === 0 ? text.includes(`${TOWN.name} Vale`) : !text.includes(`${TOWN.name} Vale`);
  };
  try {
    const onDisk: number[] = [];
    const reported: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const from = watching.output().length;
      const start = performance.now();
      renameTown(root, run);
      await watching.until(() => fs.existsSync(page) && shows(run));
      onDisk.push((performance.now() - start) / 1000);
      await watching.until(() => /generated .*\n/.test(watching.output().slice(from)));
      reported.push((performance.now() - start) / 1000);
    }
    const line = (label: string, samples: number[]) =>
      console.log(
        `${label.padEnd(44)} ${median(samples).toFixed(2)} s (${samples.map((s) => s.toFixed(2)).join(', ')})`,
      );
    line(`watch at ${WATCH_PAGES} pages: save to page`, onDisk);
    line(`watch at ${WATCH_PAGES} pages: save to report`, reported);
  } finally {
    await watching.stop();
  }
}

// The real site's two hundred pages or so are counted in: the synthetic areas make up the rest.
if (process.env.BENCH_SCALE !== 'watch') await onSite(SCALE_PAGES, process.env.SCALE_SITE, atScale);
if (process.env.BENCH_SCALE !== 'pages') await onSite(WATCH_PAGES - 200, process.env.WATCH_SITE, watchLatency);
