// Benchmark: how check's time grows with the content. Prints figures, asserts nothing about time.
// A copy of the project with 10,000, 30,000 and 100,000 generated areas added to kent.yaml: once all valid (the whole
// check runs: load, validate, expand, the route table's rules, the local pages' warnings), once all bad, each in
// one of the ways an area breaks its schema (validate reports every error; check stops there). Past 30,000 areas
// kent.yaml is larger than load() accepts from disk (2 MiB) and longer than the schema allows (20,000 areas), so
// the copies' schema allows more, and check runs as the browser's CMS runs it, on the texts (loadTexts): the same
// stages without the file-size gate. The report is formatted too, as the command line prints it.
// Each measurement is a process of its own, so that no size inherits another's heap; then the slope between the
// sizes, in ms per 1,000 areas, and the ratio of the second slope to the first: about 1 when check is linear. The
// same for the processor time, which a machine busy with other work disturbs less than the wall time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { checkSources } from '../generator/check/check-sources.ts';
import { formatText } from '../generator/diagnostics/diagnostic.ts';
import { picturesOnDisk } from '../generator/images/picture-files.ts';
import { loadTexts } from '../generator/load/parse.ts';
import { loadSchemas } from '../generator/validate/schema-registry.ts';
import { fixture } from '../tests/support/fixture.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SIZES = [10_000, 30_000, 100_000];
const KENT = 'content/regions/kent.yaml';
const TODAY = '2026-11-27';

/**
 * An area in each of the ways one breaks its schema: no slug, an unknown field, text for a mapping, a name too short
 * and a slug that is not one, a repeated postcode, a latitude off the globe, a "Note: …" that made a mapping.
 */
const BAD_AREAS = [
  (i: number) => `  - { name: Town ${i} }`,
  (i: number) => `  - { name: Town ${i}, slug: town-${i}, colour: red }`,
  (i: number) => `  - Town ${i}`,
  (i: number) => `  - { name: T, slug: Town_${i} }`,
  (i: number) => `  - { name: Town ${i}, slug: town-${i}, postcodes: [CT5, CT5] }`,
  (i: number) => `  - { name: Town ${i}, slug: town-${i}, location: { latitude: 99, longitude: 0 } }`,
  (i: number) => `  - name:\n      Note: we answer\n    slug: town-${i}`,
];
const KINDS = {
  valid: (i: number) => `  - { name: Synthetic Town ${i + 1}, slug: synthetic-town-${i + 1} }`,
  bad: (i: number) => BAD_AREAS[i % BAD_AREAS.length]!(i),
};
type Kind = keyof typeof KINDS;

/** A copy of the project with `areas` generated areas of `kind` at the head of kent.yaml's list. */
function site(kind: Kind, areas: number): string {
  const site = fixture({ content: 'real', code: true });
  const { root } = site;
  const kent = path.join(root, KENT);
  const lines = Array.from({ length: areas }, (_, i) => KINDS[kind](i));
  fs.writeFileSync(kent, fs.readFileSync(kent, 'utf8').replace('areas:\n', `areas:\n${lines.join('\n')}\n`));
  const schema = path.join(root, 'schemas/region.schema.json');
  fs.writeFileSync(schema, fs.readFileSync(schema, 'utf8').replaceAll('"maxItems": 20000', '"maxItems": 1000000'));
  loadSchemas(root).save();
  return root;
}

/** Every content file of `root` as text, by path, as the CMS holds them. */
function texts(root: string): Map<string, string> {
  const out = new Map([['site.yaml', fs.readFileSync(path.join(root, 'site.yaml'), 'utf8')]]);
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const file = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(file);
      else if (file.endsWith('.yaml')) out.set(file, fs.readFileSync(path.join(root, file), 'utf8'));
    }
  };
  walk('content');
  return out;
}

/** In the child: one check of `root`, timed from the texts to the printed report. */
function measure(root: string): void {
  const schemas = loadSchemas(root);
  const files = texts(root);
  const published = fs.readFileSync(path.join(root, 'published-paths.txt'), 'utf8').split('\n');
  const [start, startCpu] = [performance.now(), process.cpuUsage()];
  const loaded = loadTexts(files, published);
  const result = checkSources({ loaded, schemas, pictures: picturesOnDisk(root) }, TODAY, { unrecorded: true });
  formatText(result.diagnostics);
  const ms = performance.now() - start;
  const { user, system } = process.cpuUsage(startCpu);
  const errors = result.diagnostics.filter((d) => d.severity === 'error').length;
  const sample: Sample = { ms, cpu: (user + system) / 1000, errors, warnings: result.diagnostics.length - errors };
  console.log(JSON.stringify(sample));
}

interface Sample {
  /** Wall time. */
  ms: number;
  /** Processor time (all the process's threads, the collector's included): steadier on a busy machine. */
  cpu: number;
  errors: number;
  warnings: number;
}

function sample(root: string): Sample {
  const child = spawnSync(process.execPath, ['--import', 'tsx', import.meta.filename, '--measure', root], {
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  if (child.status !== 0) throw new Error(`check of ${root} failed:\n${child.stderr.slice(-4000)}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1)!) as Sample;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const thousands = (n: number) => n.toLocaleString('en-GB');

/** The slope between each two sizes in ms per 1,000 areas, and the second's ratio to the first, in words. */
function slopes(medians: number[]): string {
  const [first, second] = SIZES.slice(1).map(
    (areas, i) => (medians[i + 1]! - medians[i]!) / ((areas - SIZES[i]!) / 1000),
  ) as [number, number];
  return `${first.toFixed(1)} ms per 1,000 areas from 10k to 30k, ${second.toFixed(1)} from 30k to 100k, ratio ${(second / first).toFixed(2)}`;
}

function series(kind: Kind): void {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (const areas of SIZES) {
    const root = site(kind, areas);
    try {
      const size = (fs.statSync(path.join(root, KENT)).size / 1024 / 1024).toFixed(1);
      const samples = Array.from({ length: RUNS }, () => sample(root));
      const ms = samples.map((s) => s.ms);
      wall.push(median(ms));
      cpu.push(median(samples.map((s) => s.cpu)));
      const { errors, warnings } = samples[0]!;
      console.log(
        `check, ${kind} areas, +${thousands(areas).padStart(7)} in kent.yaml (${size} MiB): median ${median(ms).toFixed(0).padStart(5)} ms (min ${Math.min(...ms).toFixed(0)}, max ${Math.max(...ms).toFixed(0)}, ${RUNS} runs), processor ${cpu.at(-1)!.toFixed(0)} ms; ${thousands(errors)} errors, ${thousands(warnings)} warnings`,
      );
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  }
  console.log(`check, ${kind} areas, slope of the time:      ${slopes(wall)}`);
  console.log(`check, ${kind} areas, slope of the processor: ${slopes(cpu)}   (ratio 1 is linear; 3.25 quadratic)`);
}

if (process.argv[2] === '--measure') measure(process.argv[3]!);
else for (const kind of Object.keys(KINDS) as Kind[]) series(kind);
