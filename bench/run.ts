// Benchmarks: prints figures, asserts nothing about time. Run with `npm run bench`.
// 1. `check` on (a copy of) the real content, as a user runs it (a new process, start-up included): with the
//    validators compiled, as on a fresh clone or in CI, and loaded from .cache/validators/, as after a generate.
// 2. `check` on a synthetic site: the real one plus 10,000 generated areas in kent.yaml, validators compiled.
// 3. The same synthetic site stage by stage, in process.
// generate's figures are bench/generate.ts's.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { check } from '../generator/check/check.ts';
import { expand } from '../generator/expand/expand.ts';
import { load } from '../generator/load/load.ts';
import { ukDate } from '../generator/model/dates.ts';
import { loadSchemas } from '../generator/validate/schema-registry.ts';
import { validate } from '../generator/validate/validate.ts';
import { VALIDATORS } from '../generator/validate/validator-cache.ts';
import { CLI } from '../tests/support/command-line.ts';
import { fixture } from '../tests/support/fixture.ts';
import { syntheticSite } from './timed-runs.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SYNTHETIC_AREAS = 10_000;

function timeCli(root: string): number {
  const start = performance.now();
  const result = spawnSync(process.execPath, [CLI, 'check', '--root', root], { encoding: 'utf8' });
  const ms = performance.now() - start;
  if (result.status !== 0) throw new Error(`check failed on ${root}:\n${result.stderr}`);
  return ms;
}

function stats(samples: number[]): string {
  const sorted = [...samples].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return `median ${median.toFixed(0)} ms, min ${sorted[0]!.toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms (${samples.length} runs)`;
}

function stageTimes(root: string): string {
  const t0 = performance.now();
  const loaded = load(root);
  const t1 = performance.now();
  const validated = validate(loaded.value.docs, loaded.value.claimed, loadSchemas(root));
  const t2 = performance.now();
  const routes = expand(validated.value!, ukDate(new Date())).value;
  const t3 = performance.now();
  const checked = check(validated.value!, routes);
  const t4 = performance.now();
  if (checked.diagnostics.length) throw new Error('synthetic site has problems');
  const ms = (a: number, b: number) => `${(b - a).toFixed(0)} ms`;
  return `load ${ms(t0, t1)}, validate ${ms(t1, t2)}, expand ${ms(t2, t3)} (${routes.length} routes), check ${ms(t3, t4)}`;
}

const forgetValidators = (root: string) => fs.rmSync(path.join(root, VALIDATORS), { recursive: true, force: true });

const real = fixture({ content: 'real', code: true }).root;
try {
  const compiled = Array.from({ length: RUNS }, () => (forgetValidators(real), timeCli(real)));
  console.log(`check, real content, validators compiled:        ${stats(compiled)}   target < 1000 ms`);
  loadSchemas(real).save();
  const cached = Array.from({ length: RUNS }, () => timeCli(real));
  console.log(`check, real content, validators from the cache:  ${stats(cached)}`);
} finally {
  fs.rmSync(real, { recursive: true, force: true });
}

const synthetic = syntheticSite(SYNTHETIC_AREAS);
try {
  const size = (fs.statSync(path.join(synthetic, 'content/regions/kent.yaml')).size / 1024).toFixed(0);
  const synthSamples = Array.from({ length: Math.max(3, Math.ceil(RUNS / 2)) }, () => timeCli(synthetic));
  console.log(
    `check, +${SYNTHETIC_AREAS} areas (kent.yaml ${size} KiB), validators compiled: ${stats(synthSamples)}   target < 3000 ms`,
  );
  console.log(`stages in process, +${SYNTHETIC_AREAS} areas, validators compiled:   ${stageTimes(synthetic)}`);
  loadSchemas(synthetic).save();
  console.log(`stages in process, +${SYNTHETIC_AREAS} areas, validators from the cache: ${stageTimes(synthetic)}`);
} finally {
  fs.rmSync(synthetic, { recursive: true, force: true });
}
