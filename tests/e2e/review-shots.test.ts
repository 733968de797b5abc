// npm run review --shots on a git repository of the fixture site: a town added to Kent, its pages photographed
// before and after in Chromium, the report's pairs, the pictures' width, the changed region outlined on a page
// that changed, the cap with the rest listed; and the options' wrong uses, which write nothing.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_SHOTS } from '../../generator/cli/review-command.ts';
import type { Review } from '../../generator/review/review.ts';
import { PHONE_WIDTH } from '../../generator/review/shots/shots.ts';
import { type Fixture, fixture } from '../support/fixture.ts';

const KENT = 'content/regions/kent.yaml';
const CAP = 2;
let site: Fixture;
let root: string;

function git(args: string[]): void {
  const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];
  execFileSync('git', [...identity, ...args], { cwd: root, stdio: 'ignore' });
}

beforeAll(() => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  git(['init', '-q']);
  git(['add', 'content', 'site.yaml', 'published-paths.txt']);
  git(['commit', '-q', '-m', 'the site']);
  site.edit(KENT, (t) => t.replace(/^areas:\n/m, 'areas:\n  - { name: Whitstable, slug: whitstable }\n'));
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The report's section of the page at `address`: from its heading to the next. */
const sectionOf = (html: string, address: string) =>
  html.split('<section>').find((part) => part.includes(`<code>${address}</code>`)) ?? '';

describe('npm run review -- --shots', () => {
  it('writes a pair for each changed page up to the cap, outlines what changed and lists the rest', async () => {
    const run = await site.run(['review', '--base', 'HEAD', '--format', 'json', '--shots', '--max-shots', `${CAP}`]);
    expect(run.code, run.stderr).toBe(0);
    const pages = (JSON.parse(run.stdout) as Review).pages!;
    expect(pages.length).toBeGreaterThan(CAP);
    const report = path.join(root, 'review-report');
    const html = fs.readFileSync(path.join(report, 'index.html'), 'utf8');
    const [shown, rest] = [pages.slice(0, CAP), pages.slice(CAP)];
    expect(shown.some((page) => page.change === 'changed')).toBe(true);
    for (const [n, page] of shown.entries()) {
      const section = sectionOf(html, page.path);
      const names = ['base', 'head'].map((side) => `${String(n + 1).padStart(3, '0')}-${PHONE_WIDTH}-${side}.png`);
      const expected = page.change === 'added' ? [names[1]] : page.change === 'removed' ? [names[0]] : names;
      expect(
        [...section.matchAll(/<img src="([^"]+)"/g)].map((m) => m[1]),
        page.path,
      ).toEqual(expected);
      for (const name of expected) expect((await sharp(path.join(report, name!)).metadata()).width).toBe(PHONE_WIDTH);
      // A page whose HTML changed shows it: the box around the differing pixels is given and drawn.
      if (page.change === 'changed') expect(section, page.path).toMatch(/data-region="\d+,\d+,[1-9]\d*,[1-9]\d*"/);
    }
    const listed = html.split('class="rest"')[1] ?? '';
    for (const page of rest) expect(listed).toContain(`<code>${page.path}</code>`);
    for (const page of shown) expect(listed).not.toContain(`<code>${page.path}</code>`);
    expect(html).not.toMatch(/<script|https?:\/\//);
  }, 120_000);

  it('refuses wrong uses with exit 2, writing nothing', async () => {
    const out = path.join(root, 'wrong-report');
    const wrong = [
      ['review', '--base', 'HEAD', '--shots', '--max-shots', '0', '--out', out],
      ['review', '--base', 'HEAD', '--shots', '--max-shots', 'many', '--out', out],
      ['review', '--base', 'HEAD', '--desktop', '--out', out],
      ['check', '--shots', '--out', out],
    ];
    const said = [
      '--max-shots takes a number of pages from 1 to 9999, not "0"\n',
      '--max-shots takes a number of pages from 1 to 9999, not "many"\n',
      '--desktop, --max-shots and --out go only with --shots: npm run review -- --base main --shots\n',
      '--shots goes only with review: npm run review -- --base main --shots\n',
    ];
    for (const [i, args] of wrong.entries()) {
      const run = await site.run([...args]);
      expect([run.code, run.stderr, run.stdout], args.join(' ')).toEqual([2, said[i], '']);
    }
    expect(fs.existsSync(out)).toBe(false);
    expect(DEFAULT_MAX_SHOTS).toBeGreaterThan(CAP);
  }, 60_000);
});
