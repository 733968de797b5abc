// Benchmark of generate: prints figures (median of BENCH_RUNS, default 3), asserts nothing about time. On the
// real site and on a synthetic one (the real one plus 10,000 areas in kent.yaml, published on Netlify), each run
// a new process timed by GNU time (wall time, and processor time, which other work on a shared machine sways
// less), started as `npm run generate` starts it (the copy's own generator/cli/run.mjs):
// - cold: no .cache/, no dist/ (the command line and the bundles are compiled too);
// - bundles cached: no page cache, so every page is rendered, and the last dist/ is removed (as the peer
//   benchmark's timing removes its output);
// - after a town's name changed: a new process, the page cache and the compiled validators from the run before;
// - watch mode: from the save to the report of the regeneration;
// - after a source change: the bundles built again.
// The pictures' cache and the validators are kept from the first run in all but the cold one.
//
// At 10,000 areas the same towns are also built by Eleventy 3 with JavaScript templates (`11ty-js`), from the
// peer benchmark in ../shared/anchors-bench (ANCHORS_BENCH to point elsewhere; skipped when absent), in turns
// with the bundles-cached and source-change runs (Eleventy, cached, source change, Eleventy, ...), so that both
// are measured in one sitting; the figures then include the ratios to Eleventy's time and memory.
// `BENCH_SITES=real` or `synthetic` runs one.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fixture } from '../tests/support/fixture.ts';
import { eleventy, generate, median, type Run, report, syntheticSite, watch } from './timed-runs.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SYNTHETIC_AREAS = 10_000;
const SITES = (process.env.BENCH_SITES ?? 'real synthetic').split(' ');
const KENT = 'content/regions/kent.yaml';

/** The median of `runs` on one line, with the ratios to `peer`; returns the median wall time. */
const summary = (label: string, runs: Run[], peer?: Run) => report(label, runs, peer).seconds;

/** Renames the first area of kent.yaml back and forth, so that every run has a change to render. */
function renameTown(root: string, run: number): void {
  const file = path.join(root, KENT);
  const text = fs.readFileSync(file, 'utf8');
  const { name } = (parse(text) as { areas: Array<{ name: string }> }).areas[0]!;
  const renamed = run % 2 === 0 ? `${name} Vale` : name.replace(/ Vale$/, '');
  fs.writeFileSync(file, text.replace(`name: ${name}`, `name: ${renamed}`));
}

/** A change to the code the pages are made with, so that the bundles are built again. */
const touchSource = (root: string, run: number) =>
  fs.appendFileSync(path.join(root, 'src/Document.tsx'), `\n// bench ${run}\n`);

const site = (kind: string): string =>
  kind === 'synthetic' ? syntheticSite(SYNTHETIC_AREAS) : fixture({ content: 'real', code: true }).root;

/** Watch mode: the time from each save to the line that reports its regeneration. */
async function watchLatency(root: string): Promise<number[]> {
  const watching = await watch(root);
  const samples: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const from = watching.output().length;
      const start = performance.now();
      renameTown(root, run);
      await watching.until(() => /generated .*\n/.test(watching.output().slice(from)));
      samples.push((performance.now() - start) / 1000);
    }
  } finally {
    await watching.stop();
  }
  return samples;
}

const forget = (root: string, ...what: string[]) =>
  what.forEach((p) => fs.rmSync(path.join(root, p), { recursive: true, force: true }));

for (const kind of SITES) {
  const root = site(kind);
  try {
    // The copy's ledger brought up to date, so that no run but the first records addresses.
    generate(root);
    // Eleventy, a full generate with the bundles cached and one after a source change, taken in turns, so that
    // a machine that slows down or speeds up meanwhile weighs on each alike.
    const peers: Run[] = [];
    const cached: Run[] = [];
    const changed: Run[] = [];
    for (let run = 0; run < RUNS; run++) {
      const peer = kind === 'synthetic' ? eleventy(SYNTHETIC_AREAS) : undefined;
      if (peer) peers.push(peer);
      cached.push((forget(root, 'dist', '.cache/pages'), generate(root)));
      changed.push((touchSource(root, run), generate(root)));
    }
    const peer = peers.length ? report(`Eleventy 3 (11ty-js), ${SYNTHETIC_AREAS} pages`, peers) : undefined;
    if (!peer && kind === 'synthetic') console.log('Eleventy: skipped, no peer benchmark (set ANCHORS_BENCH)');
    summary(`${kind}: generate, bundles cached`, cached, peer);
    summary(`${kind}: generate after a source change`, changed, peer);
    const cold = summary(
      `${kind}: generate, cold (no dist/, no .cache/)`,
      Array.from({ length: RUNS }, () => (forget(root, 'dist', 'host', '.cache'), generate(root))),
      peer,
    );
    const renamed = summary(
      `${kind}: generate after a town renamed`,
      Array.from({ length: RUNS }, (_, run) => (renameTown(root, run), generate(root))),
    );
    console.log(`${''.padEnd(44)} ${(renamed / cold).toFixed(2)} of a cold generate`);
    const latency = await watchLatency(root);
    console.log(
      `${`${kind}: watch, save to report`.padEnd(44)} ${median(latency).toFixed(2)} s (${latency.map((s) => s.toFixed(2)).join(', ')})`,
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
