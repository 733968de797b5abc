// What the benchmarks of generate at size share: one run in a new process timed by GNU time (wall time, processor
// time, peak resident memory), our generate as `npm run generate` starts it, Eleventy 3 with JavaScript
// templates (`11ty-js`) as the peer benchmark's run.sh starts it, and the median of a series.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fixture } from '../tests/support/fixture.ts';

const REPO = path.resolve(import.meta.dirname, '..');
/** The peer benchmark (ANCHORS_BENCH to point elsewhere). */
const PEERS = process.env.ANCHORS_BENCH ?? path.resolve(REPO, '../shared/anchors-bench');
export const ENV = { ...process.env, NODE_ENV: 'production' };

export interface Run {
  seconds: number;
  /** User and system processor time: a machine busy with other work disturbs it less than the wall time. */
  cpu: number;
  peakMiB: number;
  rendered: number;
  files: number;
}

/** The command line of the copy at `root`, as `npm run generate` starts it there. */
export const cli = (root: string) => path.join(root, 'generator/cli/run.mjs');

const TIME_FORMAT = 'TIME %e %U %S %M';

function timed(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv) {
  const result = spawnSync('/usr/bin/time', ['-f', TIME_FORMAT, command, ...args], {
    cwd,
    encoding: 'utf8',
    env,
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${result.stderr.slice(-4000)}`);
  const [, wall, user, system, kib] = /TIME ([\d.]+) ([\d.]+) ([\d.]+) (\d+)/.exec(result.stderr) ?? [];
  return {
    stdout: result.stdout,
    seconds: Number(wall),
    cpu: Number(user) + Number(system),
    peakMiB: Number(kib) / 1024,
  };
}

/** One `generate` in a new process (`args` added to its command line), with the pages it rendered and the files it wrote. */
export function generate(root: string, args: string[] = []): Run & { stdout: string } {
  const run = timed(process.execPath, [cli(root), 'generate', ...args], root, ENV);
  return {
    ...run,
    rendered: Number(/: (\d+) rendered/.exec(run.stdout)?.[1]),
    files: Number(/\((\d+) files\)/.exec(run.stdout)?.[1]),
  };
}

/**
 * Eleventy on the peer benchmark's `data-<pages>.yaml`, one run a call, timed as its run.sh times it (the removal
 * of its output included); undefined when the peer benchmark is absent. The first call installs it and makes its
 * data when they are missing.
 */
export function eleventy(pages: number): Run | undefined {
  if (!fs.existsSync(path.join(PEERS, 'run.sh'))) return undefined;
  const data = `data-${pages}.yaml`;
  const setup = (command: string, args: string[]) => {
    const done = spawnSync(command, args, { cwd: PEERS, encoding: 'utf8' });
    if (done.status !== 0) throw new Error(`the peer benchmark could not be set up:\n${done.stderr}`);
  };
  if (!fs.existsSync(path.join(PEERS, 'node_modules'))) setup('npm', ['install', '--no-audit', '--no-fund']);
  if (!fs.existsSync(path.join(PEERS, data))) setup(process.execPath, ['gen-data.mjs', String(pages)]);
  // run.sh's command line for 11ty-js.
  const out = 'out/b-11ty-js';
  const command = `rm -rf ${out} && DATA=${data} exec node node_modules/@11ty/eleventy/cmd.cjs --config=eleventy/eleventy.config.mjs --quiet --input=eleventy/js --output=${out}`;
  const run = timed('sh', ['-c', command], PEERS, process.env);
  const files = spawnSync('find', [out, '-type', 'f'], { cwd: PEERS, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  return { ...run, rendered: pages, files: files.stdout.split('\n').filter(Boolean).length };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The median of each figure of `runs`. */
const medianRun = (runs: Run[]): Run => ({
  seconds: median(runs.map((r) => r.seconds)),
  cpu: median(runs.map((r) => r.cpu)),
  peakMiB: median(runs.map((r) => r.peakMiB)),
  rendered: median(runs.map((r) => r.rendered)),
  files: median(runs.map((r) => r.files)),
});

/** One line of figures: the median of `runs`, each run's wall time, and the ratios to `peer` when there is one. */
export function report(label: string, runs: Run[], peer?: Run): Run {
  const m = medianRun(runs);
  const ratios = peer
    ? `; ${(m.seconds / peer.seconds).toFixed(2)}× Eleventy's time, ${(m.cpu / peer.cpu).toFixed(2)}× its processor time, ${(m.peakMiB / peer.peakMiB).toFixed(2)}× its memory`
    : '';
  console.log(
    `${label.padEnd(44)} ${m.seconds.toFixed(2)} s (${runs.map((r) => r.seconds.toFixed(2)).join(', ')}), processor ${m.cpu.toFixed(2)} s, peak ${m.peakMiB.toFixed(0)} MiB, ${m.rendered} pages rendered, ${m.files} files${ratios}`,
  );
  return m;
}

/**
 * A copy of the project with `areas` generated towns at the head of kent.yaml's list, published on Netlify: with a
 * share card each, 10,000 pages are more files than Cloudflare Pages (site.yaml's default host) takes, which check
 * refuses.
 */
export function syntheticSite(areas: number): string {
  const { root } = fixture({ content: 'real', code: true });
  const kent = path.join(root, 'content/regions/kent.yaml');
  const lines = Array.from(
    { length: areas },
    (_, i) => `  - { name: Synthetic Town ${i + 1}, slug: synthetic-town-${i + 1} }`,
  );
  fs.writeFileSync(kent, fs.readFileSync(kent, 'utf8').replace('areas:\n', `areas:\n${lines.join('\n')}\n`));
  const site = path.join(root, 'site.yaml');
  fs.writeFileSync(site, `host: netlify\n${fs.readFileSync(site, 'utf8')}`);
  return root;
}

/** `generate --watch` in a new process on the copy at `root`, as `npm run generate -- --watch` starts it there. */
export interface Watching {
  /** Everything it printed so far, standard output and error together. */
  output(): string;
  /** Resolves once `done` holds, looking every few milliseconds. */
  until(done: () => boolean): Promise<void>;
  /** Ends it (SIGINT, as Ctrl-C) and waits for its exit. */
  stop(): Promise<void>;
}

/** Starts watch mode and resolves once its first build is done and it waits for saves. */
export async function watch(root: string): Promise<Watching> {
  const child = spawn(process.execPath, [cli(root), 'generate', '--watch'], {
    cwd: root,
    env: ENV,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise((r) => setTimeout(r, 2));
  };
  await until(() => /every save regenerates/.test(output));
  return {
    output: () => output,
    until,
    stop: () => {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      return exited;
    },
  };
}
