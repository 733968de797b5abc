// generate in one process, as watch mode and tests run it: each run renders the content it was given, never
// what an earlier run left behind.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runGenerate } from '../../generator/generate.ts';
import { today } from '../support/clock.ts';
import { copyProject } from '../support/project.ts';
import { edit } from '../support/site.ts';

let root: string;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const companyName = () => (parse(read('site.yaml')) as { company: { name: string } }).company.name;

beforeAll(() => {
  root = copyProject({ fixture: true });
});

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('generate, twice in one process', () => {
  it('renders the content of each run: a changed company name is on the about page the second time', async () => {
    const before = companyName();
    expect((await runGenerate(root, { today: today() })).written).toBeDefined();
    expect(read('dist/about.html')).toContain(before);

    const after = 'Brightwater Home Services';
    // Everywhere site.yaml names it (the SEO author too), so that no page has reason to show the old name.
    edit(root, 'site.yaml', (text) => text.replaceAll(before, after));
    expect((await runGenerate(root, { today: today() })).written).toBeDefined();
    const about = read('dist/about.html');
    expect(about).toContain(after);
    expect(about).not.toContain(before);
  }, 120_000);
});
