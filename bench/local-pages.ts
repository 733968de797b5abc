// What the local-pages check (no local copy, near-copies) costs at 10,000 extra areas, in process: once with
// one-line areas (each warns that it has no local copy) and once with synthetic local copy on every area
// (every page compared through MinHash). Prints figures, asserts nothing about time.
import fs from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parse } from 'yaml';
import { localPageWarnings } from '../generator/local/local-pages.ts';
import { runCheck } from '../generator/pipeline/run-check.ts';
import { today } from '../tests/support/clock.ts';
import { fixture } from '../tests/support/fixture.ts';
import { seededRandom as random } from '../tests/support/random.ts';

const AREAS = 10_000;
const WORDS =
  'home clear clean family room house flat stair garden loft garage kitchen paper photo van team call plan week day street town coast river hill estate terrace cottage bungalow block lift key box bag sort keep give recycle council village lane close road green park'.split(
    ' ',
  );

/** A copy of the project with AREAS synthetic towns spread over the five region files (each file stays under 2 MiB). */
function site(withCopy: boolean): string {
  const site = fixture({ content: 'real', code: true });
  const { root } = site;
  const next = random(42);
  const sentence = () => Array.from({ length: 10 }, () => WORDS[Math.floor(next() * WORDS.length)]).join(' ');
  const regions = ['london', 'kent', 'essex', 'sussex', 'surrey'];
  // Areas name a council by id: the synthetic towns take turns with the project's own.
  const councils = (
    parse(fs.readFileSync(path.join(root, 'content/councils.yaml'), 'utf8')) as { councils: { id: string }[] }
  ).councils.map((c) => c.id);
  regions.forEach((region, r) => {
    const file = path.join(root, `content/regions/${region}.yaml`);
    const lines = Array.from({ length: AREAS / regions.length }, (_, k) => {
      const i = r * (AREAS / regions.length) + k;
      const head = `  - { name: Synthetic Town ${i + 1}, slug: synthetic-town-${i + 1}`;
      if (!withCopy) return `${head} }`;
      // About 100 words of local copy, a centre in the South East, a council and a postcode district.
      const intro = Array.from({ length: 10 }, sentence).join('. ');
      const location = `{ latitude: ${(51.1 + next() * 0.6).toFixed(4)}, longitude: ${(-0.8 + next() * 1.7).toFixed(4)} }`;
      return `${head}, council: ${councils[i % councils.length]}, postcodes: [CT${(i % 20) + 1}], location: ${location}, intro: ["${intro}."] }`;
    });
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('\nareas:\n', `\nareas:\n${lines.join('\n')}\n`));
  });
  return root;
}

function measure(label: string, withCopy: boolean) {
  const root = site(withCopy);
  try {
    const t0 = performance.now();
    const result = runCheck(root, today());
    const t1 = performance.now();
    if (!result.content || !result.routes)
      throw new Error(
        `synthetic site has errors:\n${result.diagnostics
          .slice(0, 3)
          .map((d) => d.message)
          .join('\n')}`,
      );
    const samples = Array.from({ length: 3 }, () => {
      const start = performance.now();
      localPageWarnings(result.content!, result.routes!);
      return performance.now() - start;
    }).sort((a, b) => a - b);
    const warnings = result.diagnostics.filter((d) => d.severity === 'warning');
    const byCode =
      [...new Set(warnings.map((d) => d.code))]
        .map((code) => `${warnings.filter((d) => d.code === code).length} ${code}`)
        .join(', ') || 'none';
    console.log(
      `local-pages check, +${AREAS} areas ${label}: ${samples[1]!.toFixed(0)} ms of a ${(t1 - t0).toFixed(0)} ms check in process (median of 3; warnings: ${byCode})`,
    );
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}

measure('one line each', false);
measure('with local copy', true);
