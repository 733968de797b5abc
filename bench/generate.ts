// Benchmark of generate: prints figures (median of BENCH_RUNS, default 3), asserts nothing about time. On the
// real site and on a synthetic one (the real one plus 10,000 areas in kent.yaml), each run a new process timed
// by GNU time, started as `npm run generate` starts it (the copy's own generator/cli/run.mjs):
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
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { fixture } from '../tests/support/fixture.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const PEERS = process.env.ANCHORS_BENCH ?? path.resolve(REPO, '../shared/anchors-bench');
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SYNTHETIC_AREAS = 10_000;
const SITES = (process.env.BENCH_SITES ?? 'real synthetic').split(' ');
const ENV = { ...process.env, NODE_ENV: 'production' };
const KENT = 'content/regions/kent.yaml';

interface Run {
  seconds: number;
  peakMiB: number;
  rendered: number;
}

/** The command line of the copy at `root`, as `npm run generate` starts it there. */
const cli = (root: string) => path.join(root, 'generator/cli/run.mjs');

/** One `generate` in a new process: wall time, peak resident memory, pages rendered. */
function generate(root: string): Run {
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %M', process.execPath, cli(root), 'generate'], {
    cwd: root,
    encoding: 'utf8',
    env: ENV,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`generate failed on ${root}:\n${result.stderr.slice(-4000)}`);
  const [, seconds, kib] = /TIME ([\d.]+) (\d+)/.exec(result.stderr) ?? [];
  return {
    seconds: Number(seconds),
    peakMiB: Number(kib) / 1024,
    rendered: Number(/: (\d+) rendered/.exec(result.stdout)?.[1]),
  };
}

/**
 * Eleventy at SYNTHETIC_AREAS pages, one run a call, timed as the peer benchmark's run.sh times it (the removal
 * of its output included); undefined when the peer benchmark is absent. The first call has run.sh install it,
 * make its data and build once, uncounted.
 */
function eleventy(): Run | undefined {
  if (!fs.existsSync(path.join(PEERS, 'run.sh'))) return undefined;
  const data = `data-${SYNTHETIC_AREAS}.yaml`;
  if (!fs.existsSync(path.join(PEERS, data)) || !fs.existsSync(path.join(PEERS, 'node_modules'))) {
    const setup = spawnSync('bash', ['run.sh'], {
      cwd: PEERS,
      encoding: 'utf8',
      env: { ...process.env, TOOLS: '11ty-js', NS: String(SYNTHETIC_AREAS), RUNS: '0', RUNS_10000: '0' },
    });
    if (setup.status !== 0) throw new Error(`the peer benchmark could not be set up:\n${setup.stderr}`);
  }
  // run.sh's command line for 11ty-js.
  const out = 'out/b-11ty-js';
  const command = `rm -rf ${out} && DATA=${data} exec node node_modules/@11ty/eleventy/cmd.cjs --config=eleventy/eleventy.config.mjs --quiet --input=eleventy/js --output=${out}`;
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %M', 'sh', '-c', command], {
    cwd: PEERS,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`Eleventy failed:\n${result.stderr.slice(-4000)}`);
  const [, seconds, kib] = /TIME ([\d.]+) (\d+)/.exec(result.stderr) ?? [];
  return { seconds: Number(seconds), peakMiB: Number(kib) / 1024, rendered: SYNTHETIC_AREAS };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Prints the median of `runs`, with its ratios to `peer` when there is one; returns the median time. */
function summary(label: string, runs: Run[], peer?: Run): number {
  const seconds = runs.map((r) => r.seconds);
  const [time, memory] = [median(seconds), median(runs.map((r) => r.peakMiB))];
  const ratios = peer
    ? `; ${(time / peer.seconds).toFixed(2)}× Eleventy's time, ${(memory / peer.peakMiB).toFixed(2)}× its memory`
    : '';
  console.log(
    `${label.padEnd(44)} ${time.toFixed(2)} s (${seconds.map((s) => s.toFixed(2)).join(', ')}), peak ${memory.toFixed(0)} MiB, ${median(runs.map((r) => r.rendered))} pages rendered${ratios}`,
  );
  return time;
}

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

function site(kind: string): string {
  const { root } = fixture({ content: 'real', code: true });
  if (kind === 'synthetic') {
    const kent = path.join(root, KENT);
    const lines = Array.from(
      { length: SYNTHETIC_AREAS },
      (_, i) => `  - { name: Synthetic Town ${i + 1}, slug: synthetic-town-${i + 1} }`,
    );
    fs.writeFileSync(kent, fs.readFileSync(kent, 'utf8').replace('areas:\n', `areas:\n${lines.join('\n')}\n`));
  }
  return root;
}

/** Watch mode: the time from each save to the line that reports its regeneration. */
async function watchLatency(root: string): Promise<number[]> {
  const child = spawn(process.execPath, [cli(root), 'generate', '--watch'], {
    cwd: root,
    env: ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const until = async (pattern: RegExp, from: number) => {
    while (!pattern.test(output.slice(from))) await new Promise((r) => setTimeout(r, 5));
  };
  await until(/every save regenerates/, 0);
  const samples: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const from = output.length;
    const start = performance.now();
    renameTown(root, run);
    await until(/generated .*\n/, from);
    samples.push((performance.now() - start) / 1000);
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
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
      const peer = kind === 'synthetic' ? eleventy() : undefined;
      if (peer) peers.push(peer);
      cached.push((forget(root, '.cache/pages'), generate(root)));
      changed.push((touchSource(root, run), generate(root)));
    }
    const peer = peers.length
      ? {
          seconds: median(peers.map((p) => p.seconds)),
          peakMiB: median(peers.map((p) => p.peakMiB)),
          rendered: SYNTHETIC_AREAS,
        }
      : undefined;
    if (peer)
      console.log(
        `${`Eleventy 3 (11ty-js), ${SYNTHETIC_AREAS} pages`.padEnd(44)} ${peer.seconds.toFixed(2)} s (${peers.map((p) => p.seconds.toFixed(2)).join(', ')}), peak ${peer.peakMiB.toFixed(0)} MiB`,
      );
    else if (kind === 'synthetic') console.log(`Eleventy: skipped, no peer benchmark at ${PEERS} (set ANCHORS_BENCH)`);
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
