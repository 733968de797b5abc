// Benchmark of npm run review: prints figures (median of BENCH_RUNS, default 3), asserts nothing about time. On a
// copy of the project with the real content, made a git repository, each run a new process started as
// `npm run review` starts it (the copy's own generator/cli/run.mjs), timed by GNU time (wall clock, and the
// processor time of the process and its children):
// - one town added to kent.yaml: its page, Kent's and the pages that list Kent's towns change;
// - the phone number changed: every page changes, so every page is rendered on both sides.
// Each with and without --shots (the first 12 changed pages photographed at phone width in Chromium, compared
// with pixelmatch, and the report written).
// The copy starts from the repository's caches (bundles, validators, pictures): run `npm run generate` first, as
// a pull request's job would find them after a generate; without them the first run builds them, uncounted.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { BUNDLES } from '../generator/bundle/bundle.ts';
import { VALIDATORS } from '../generator/validate/validator-cache.ts';
import { fixture } from '../tests/support/fixture.ts';
import { copyCaches } from '../tests/support/shared-build.ts';
import { REPO } from '../tests/support/site.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const ENV = { ...process.env, NODE_ENV: 'production' };
const KENT = 'content/regions/kent.yaml';

interface Run {
  seconds: number;
  cpu: number;
  pages: number;
}

function git(root: string, args: string[]): void {
  const identity = ['-c', 'user.name=Bench', '-c', 'user.email=bench@example.com', '-c', 'commit.gpgsign=false'];
  const result = spawnSync('git', [...identity, ...args], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${result.stderr}`);
}

/** One review in a new process: wall time, processor time (user and system, children too), pages listed. */
function review(root: string, shots = false): Run {
  const cli = path.join(root, 'generator/cli/run.mjs');
  const args = ['-f', 'TIME %e %U %S', process.execPath, cli, 'review', '--base', 'HEAD', '--format', 'json'];
  if (shots) args.push('--shots', '--out', path.join(root, 'review-report'));
  const result = spawnSync('/usr/bin/time', args, { cwd: root, encoding: 'utf8', env: ENV, maxBuffer: 1 << 28 });
  if (result.status !== 0) throw new Error(`review failed on ${root}:\n${result.stderr.slice(-4000)}`);
  const [, seconds, user, system] = /TIME ([\d.]+) ([\d.]+) ([\d.]+)/.exec(result.stderr) ?? [];
  const pages = (JSON.parse(result.stdout) as { pages?: unknown[] }).pages?.length ?? 0;
  return { seconds: Number(seconds), cpu: Number(user) + Number(system), pages };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summary(label: string, runs: Run[]): void {
  const seconds = runs.map((r) => r.seconds);
  console.log(
    `${label.padEnd(40)} ${median(seconds).toFixed(2)} s (${seconds.map((s) => s.toFixed(2)).join(', ')}), processor ${median(runs.map((r) => r.cpu)).toFixed(2)} s, ${median(runs.map((r) => r.pages))} pages listed`,
  );
}

/** The copy, committed, with the change made by `change` in its working tree; returns the runs. */
function measure(root: string, change: (text: string) => string, file: string, shots = false): Run[] {
  const full = path.join(root, file);
  const before = fs.readFileSync(full, 'utf8');
  fs.writeFileSync(full, change(before));
  try {
    return Array.from({ length: RUNS }, () => review(root, shots));
  } finally {
    fs.writeFileSync(full, before);
  }
}

const site = fixture({ content: 'real', code: true });
const { root } = site;
try {
  copyCaches(REPO, root, [BUNDLES, VALIDATORS, '.cache/images', '.cache/cli']);
  git(root, ['init', '-q']);
  git(root, ['add', 'content', 'site.yaml', 'published-paths.txt']);
  git(root, ['commit', '-q', '-m', 'the site']);
  // Uncounted: whatever the caches lacked is built here.
  review(root);
  console.log(`npm run review on the real content (median of ${RUNS})`);
  const town = (t: string) => t.replace(/^areas:\n/m, 'areas:\n  - { name: Benchford, slug: benchford }\n');
  const phone = (t: string) => t.replace(/^phone: "(\d+)\d"/m, 'phone: "$19"');
  for (const shots of [false, true]) {
    const label = shots ? ', --shots' : '';
    summary(`one town added (kent.yaml)${label}`, measure(root, town, KENT, shots));
    summary(`the phone number (every page)${label}`, measure(root, phone, 'site.yaml', shots));
  }
} finally {
  fs.rmSync(root, { recursive: true, force: true });
}
