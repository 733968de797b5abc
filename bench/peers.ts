// Eleventy and us in one sitting: the peer benchmark from ../shared/anchors-bench (Eleventy 3 with JavaScript
// templates, 10,000 town pages of ~11 KB), then this project's generate at 10,000 extra areas: cold (no cache),
// with the bundles cached, and after one town's name changed. Wall time and peak memory of whole processes
// (GNU time), medians; prints figures and ratios, asserts nothing. Skipped when the peer folder is absent.
//   ANCHORS_BENCH=/path/to/anchors-bench BENCH_RUNS=3 node --import tsx bench/peers.ts
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from '../tests/support/project.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const PEERS = process.env.ANCHORS_BENCH ?? path.resolve(REPO, '../shared/anchors-bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const AREAS = 10_000;
const TSX_LOADER = import.meta.resolve('tsx');

interface Sample {
  seconds: number;
  peakMiB: number;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const summary = (samples: Sample[]): Sample => ({ seconds: median(samples.map((s) => s.seconds)), peakMiB: median(samples.map((s) => s.peakMiB)) });
const show = (s: Sample) => `${s.seconds.toFixed(1)} s, peak ${s.peakMiB.toFixed(0)} MiB`;

/** Eleventy's median wall time and peak memory at 10,000 pages, from the peer benchmark's own runner. */
function eleventy(): Sample | undefined {
  if (!fs.existsSync(path.join(PEERS, 'run.sh'))) {
    console.log(`peers: skipped, no anchors benchmark at ${PEERS} (set ANCHORS_BENCH)`);
    return undefined;
  }
  const run = spawnSync('bash', ['run.sh'], { cwd: PEERS, encoding: 'utf8', env: { ...process.env, TOOLS: '11ty-js', NS: String(AREAS), RUNS: String(RUNS), RUNS_10000: String(RUNS) }, maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`the peer benchmark failed:\n${run.stderr}`);
  // tool  N  wall_med_s  pages/s  peakRSS_MB  files
  const row = run.stdout.split('\n').find((l) => l.startsWith('11ty-js'))?.trim().split(/\s+/);
  if (!row) throw new Error(`no 11ty-js row in:\n${run.stdout}`);
  return { seconds: Number(row[2]), peakMiB: Number(row[4]) };
}

/** One `generate` in a new process, as a user runs it. */
function generate(root: string): Sample {
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %M', process.execPath, '--import', TSX_LOADER, path.join(REPO, 'generator/cli.ts'), 'generate', '--root', root], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error(`generate failed on ${root}:\n${result.stderr}`);
  const [, seconds, kib] = /TIME ([\d.]+) (\d+)/.exec(result.stderr) ?? [];
  return { seconds: Number(seconds), peakMiB: Number(kib) / 1024 };
}

const forget = (root: string, ...what: string[]) => what.forEach((p) => fs.rmSync(path.join(root, p), { recursive: true, force: true }));

function synthetic(): string {
  const root = copyProject();
  const kent = path.join(root, 'content/regions/kent.yaml');
  const lines = Array.from({ length: AREAS }, (_, i) => `  - { name: Synthetic Town ${i + 1}, slug: synthetic-town-${i + 1} }`);
  fs.writeFileSync(kent, fs.readFileSync(kent, 'utf8').replace('areas:\n', `areas:\n${lines.join('\n')}\n`));
  return root;
}

const peer = eleventy();
const root = synthetic();
try {
  // Cold: no bundles, no page cache, no previous site.
  const cold = summary(Array.from({ length: RUNS }, () => (forget(root, '.cache', 'dist', 'host'), generate(root))));
  // Bundles cached (the code did not change), every page rendered: no page cache, no previous site.
  const cached = summary(Array.from({ length: RUNS }, () => (forget(root, '.cache/pages', 'dist', 'host'), generate(root))));
  // One town renamed after a full generate: what a content edit costs.
  const kent = path.join(root, 'content/regions/kent.yaml');
  const renamed = summary(
    Array.from({ length: RUNS }, (_, i) => {
      generate(root);
      fs.writeFileSync(kent, fs.readFileSync(kent, 'utf8').replace(/name: Synthetic Town 5000[^,]*,/, `name: Synthetic Town 5000 Renamed ${i},`));
      return generate(root);
    }),
  );
  const ratio = (s: Sample) => (peer ? ` (${(s.seconds / peer.seconds).toFixed(2)}× Eleventy's time, ${(s.peakMiB / peer.peakMiB).toFixed(2)}× its memory)` : '');
  if (peer) console.log(`Eleventy 3 (11ty-js), ${AREAS} pages:               ${show(peer)}`);
  console.log(`generate +${AREAS} areas, cold:                  ${show(cold)}${ratio(cold)}`);
  console.log(`generate +${AREAS} areas, bundles cached:        ${show(cached)}${ratio(cached)}`);
  console.log(`generate +${AREAS} areas, one town renamed:      ${show(renamed)} (${(renamed.seconds / cold.seconds).toFixed(2)} of cold)`);
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
