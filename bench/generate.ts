// Benchmark of generate: prints figures (median of BENCH_RUNS, default 3), asserts nothing about time. On the
// real site and on a synthetic one (the real one plus 10,000 areas in kent.yaml), each a new process timed by
// GNU time: a cold generate (no .cache/, no dist/), a full one with the bundles cached (no page cache), one
// after a town's name changed (a new process, the page cache and the compiled validators from the run before),
// watch mode from the save to the report of the regeneration, and a generate after a source change (the
// bundles built again). The pictures' cache and the validators are kept from the first run in all but the
// cold one. `BENCH_SITES=real` or `synthetic` runs one.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { copyProject } from '../tests/support/project.ts';

const REPO = path.resolve(import.meta.dirname, '..');
// Absolute: --import resolves a bare name from the working directory, which may be a temporary copy.
const TSX_LOADER = import.meta.resolve('tsx');
const CLI = path.join(REPO, 'generator/cli.ts');
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

/** One `generate` in a new process: wall time, peak resident memory, pages rendered. */
function generate(root: string): Run {
  const result = spawnSync('/usr/bin/time', ['-f', 'TIME %e %M', process.execPath, '--import', TSX_LOADER, CLI, 'generate', '--root', root], { encoding: 'utf8', env: ENV, maxBuffer: 256 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`generate failed on ${root}:\n${result.stderr.slice(-4000)}`);
  const [, seconds, kib] = /TIME ([\d.]+) (\d+)/.exec(result.stderr) ?? [];
  return { seconds: Number(seconds), peakMiB: Number(kib) / 1024, rendered: Number(/: (\d+) rendered/.exec(result.stdout)?.[1]) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summary(label: string, runs: Run[]): void {
  const seconds = runs.map((r) => r.seconds);
  console.log(`${label.padEnd(44)} ${median(seconds).toFixed(2)} s (${seconds.map((s) => s.toFixed(2)).join(', ')}), peak ${median(runs.map((r) => r.peakMiB)).toFixed(0)} MiB, ${median(runs.map((r) => r.rendered))} pages rendered`);
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
const touchSource = (root: string, run: number) => fs.appendFileSync(path.join(root, 'src/Document.tsx'), `\n// bench ${run}\n`);

function site(kind: string): string {
  const root = copyProject();
  if (kind === 'synthetic') {
    const kent = path.join(root, KENT);
    const lines = Array.from({ length: SYNTHETIC_AREAS }, (_, i) => `  - { name: Synthetic Town ${i + 1}, slug: synthetic-town-${i + 1} }`);
    fs.writeFileSync(kent, fs.readFileSync(kent, 'utf8').replace('areas:\n', `areas:\n${lines.join('\n')}\n`));
  }
  return root;
}

/** Watch mode: the time from each save to the line that reports its regeneration. */
async function watchLatency(root: string): Promise<number[]> {
  const child = spawn(process.execPath, ['--import', TSX_LOADER, CLI, 'generate', '--watch', '--root', root], { env: ENV, stdio: ['ignore', 'pipe', 'pipe'] });
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

for (const kind of SITES) {
  const root = site(kind);
  try {
    // The copy's ledger brought up to date, so that no run but the first records addresses.
    generate(root);
    const cold = () => {
      for (const made of ['dist', '.cache']) fs.rmSync(path.join(root, made), { recursive: true, force: true });
      return generate(root);
    };
    summary(`${kind}: generate, cold (no dist/, no .cache/)`, Array.from({ length: RUNS }, cold));
    const full = Array.from({ length: RUNS }, () => (fs.rmSync(path.join(root, '.cache/pages'), { recursive: true, force: true }), generate(root)));
    summary(`${kind}: generate, bundles cached`, full);
    summary(`${kind}: generate after a town renamed`, Array.from({ length: RUNS }, (_, run) => (renameTown(root, run), generate(root))));
    const latency = await watchLatency(root);
    console.log(`${`${kind}: watch, save to report`.padEnd(44)} ${median(latency).toFixed(2)} s (${latency.map((s) => s.toFixed(2)).join(', ')})`);
    summary(`${kind}: generate after a source change`, Array.from({ length: RUNS }, (_, run) => (touchSource(root, run), generate(root))));
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
