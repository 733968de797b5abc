// The host's limit on a build's time (Netlify stops one after 15 minutes), held against how long generate took on
// its own clock, given here: past it, the build is refused before dist/ is replaced; close to it, a warning.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runGenerate } from '../../generator/pipeline/run-generate.ts';
import { environment, today } from '../support/clock.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { positionOf, snapshotTree } from '../support/site.ts';

let project: Fixture;
let root: string;
let site: string;
/** A clock that reads `minutes` more at its second reading than at its first. */
const clock = (minutes: number) => {
  const readings = [0, minutes * 60_000];
  return () => readings.shift() ?? minutes * 60_000;
};
const generate = (minutes: number) => runGenerate(root, { today: today(), env: environment(), now: clock(minutes) });

beforeAll(async () => {
  project = fixture({ code: true, caches: 'shared' });
  root = project.root;
  site = project.edit('site.yaml', (t) => t.replace('\nurl:', '\nhost: netlify\nurl:'));
  expect((await generate(1)).written).toBeDefined();
}, 180_000);
afterAll(() => project.remove());

describe("a build as long as the host's limit", () => {
  it("past it, is an error at site.yaml's host, and dist/, host/ and the ledger stay as they were", async () => {
    const before = ['dist', 'host'].map((dir) => snapshotTree(path.join(root, dir)));
    const ledger = fs.readFileSync(path.join(root, 'published-paths.txt'), 'utf8');
    project.edit('content/pages/about.yaml', (t) => t.replace('heading: Our Story', 'heading: Our story'));
    const result = await generate(16);
    expect(result.written).toBeUndefined();
    expect(result.diagnostics.filter((d) => d.code.startsWith('host-limit'))).toEqual([
      expect.objectContaining({
        file: 'site.yaml',
        ...positionOf(site, 'host:'),
        severity: 'error',
        message: 'generate took 16 minutes on this machine, and Netlify stops a build after 15 minutes',
      }),
    ]);
    expect(['dist', 'host'].map((dir) => snapshotTree(path.join(root, dir)))).toEqual(before);
    expect(fs.readFileSync(path.join(root, 'published-paths.txt'), 'utf8')).toBe(ledger);
  }, 120_000);

  it('close to it, is a warning, and the site is written', async () => {
    const result = await generate(12.5);
    expect(result.written).toBeDefined();
    expect(result.diagnostics.map((d) => `${d.severity} ${d.message}`)).toContain(
      'warning generate took 12.5 minutes on this machine, close to the 15 minutes after which Netlify stops a build',
    );
  }, 120_000);
});
