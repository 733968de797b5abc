// npm run due on a copy of the fixture site: the pages it lists for a day are exactly the pages whose HTML differs
// between full builds on the day before and on the day (a scheduled article, a council's change, the job advert's
// closing); a day with nothing due lists nothing; the day comes from --on or SOURCE_DATE_EPOCH; wrong usage exits
// 2 and content errors 1, writing nothing. On the real content, relations only.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../generator/model/dates.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { newSession, runGenerate, type Session } from '../../generator/pipeline/run-generate.ts';
import { PAGE_CACHE } from '../../generator/render/page-cache.ts';
import { pageFile } from '../../generator/render/render.ts';
import { addArticle, dated } from '../support/articles.ts';
import { environment } from '../support/clock.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { positionOf } from '../support/site.ts';

let site: Fixture;
let root: string;
const roots: string[] = [];
/** What one process keeps between the full builds (validators, parses, the render module), as watch mode does: never
 * the pages, which each build renders afresh. */
let session: Session;
beforeAll(() => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  roots.push(root);
  session = newSession();
});
afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));

/** Every page of a full generate on `today` (the page cache removed first, on disk and in the session, so each page
 * is rendered), by path. */
async function fullBuild(at: string, today: string): Promise<Map<string, string>> {
  fs.rmSync(path.join(at, PAGE_CACHE), { recursive: true, force: true });
  session.pages = undefined;
  const result = await runGenerate(at, { today, env: environment(), session });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.written!.rewritten).toHaveLength(result.routes!.length);
  const read = (route: { path: string }) => fs.readFileSync(path.join(at, 'dist', pageFile(route)), 'utf8');
  return new Map(result.routes!.map((route) => [route.path, read(route)]));
}

/** The pages whose HTML differs between full builds on the day before `on` and on `on`, as due words them. */
async function differing(at: string, on: string): Promise<string[]> {
  const [eve, day] = [await fullBuild(at, addDays(on, -1)), await fullBuild(at, on)];
  return [...new Set([...eve.keys(), ...day.keys()])].sort().flatMap((p) => {
    if (!eve.has(p)) return [`added ${p}`];
    if (!day.has(p)) return [`removed ${p}`];
    return eve.get(p) === day.get(p) ? [] : [`changed ${p}`];
  });
}

/** due's page lines as `change path`, and its summary line; run in process, with the session as its check cache. */
async function due(at: Fixture, ...args: string[]) {
  const result = await at.run(['due', ...args], { cache: session });
  const lines = result.stdout.trim().split('\n');
  const pages = lines.slice(0, -1).map((line) => line.split(/\s+/).slice(0, 2).join(' '));
  return { ...result, pages, summary: lines.at(-1) };
}

describe('npm run due on the fixture', () => {
  it("lists a scheduled article's page and the lists that show it on its day, exactly", async () => {
    const { file } = addArticle(root, 'fire-safety-at-home', dated('2030-05-06'));
    try {
      const result = await due(site, '--on', '2030-05-06');
      expect(result.code).toBe(0);
      expect(result.pages).toEqual(expect.arrayContaining(['added /blog/fire-safety-at-home', 'changed /blog']));
      expect(result.pages).toEqual(await differing(root, '2030-05-06'));
      expect(result.summary).toBe(
        `${result.pages.length} pages change on 6 May 2030 because of a date in the content: a build that morning publishes them`,
      );
      // The next day compares with the article's day, when it was already published: nothing more.
      expect((await due(site, '--on', '2030-05-07')).pages).toEqual([]);
      // Nor the day before: it is still scheduled then.
      expect((await due(site, '--on', '2030-05-05')).pages).toEqual([]);
    } finally {
      fs.rmSync(path.join(root, file));
    }
  });

  it('lists nothing on a day when no date in the content takes effect', async () => {
    const result = await due(site, '--on', '2030-05-07');
    expect(result).toMatchObject({ code: 0, pages: [], stderr: '' });
    expect(result.stdout).toBe('nothing in the content takes effect on 7 May 2030: no build is needed for it\n');
  });

  it('lists the area pages of a council the day after its last day (ends + 1), from SOURCE_DATE_EPOCH too', async () => {
    // guildford-borough ends 2027-03-31 in the fixture; its areas name west-surrey from the next day.
    const eve = runCheck(root, '2027-03-31', { cache: session }).routes!;
    const areas = eve
      .filter((route) => JSON.stringify(route).includes('Guildford Borough Council'))
      .map((route) => `changed ${route.path}`);
    expect(areas.length).toBeGreaterThan(0);
    const result = await due(site, '--on', '2027-04-01');
    expect(result.code).toBe(0);
    expect(result.pages).toEqual(expect.arrayContaining(areas));
    expect(result.pages).toEqual(await differing(root, '2027-04-01'));
    // The day of the command line: 2027-04-01 at 00:30 in the UK (BST) is still 31 March in UTC.
    const epoch = String(Date.parse('2027-03-31T23:30:00Z') / 1000);
    const fromClock = await site.run(['due'], { env: { SOURCE_DATE_EPOCH: epoch } });
    expect(fromClock.stdout).toBe(result.stdout);
    // Its last day itself changes nothing: the council is still in office.
    expect((await due(site, '--on', '2027-03-31')).pages).toEqual([]);
    expect((await due(site, '--on', '2027-04-02')).pages).toEqual([]);
  });

  it('lists the careers page the day after the job advert closes, and not on its closing day', async () => {
    const careers = 'content/pages/careers.yaml';
    const original = fs.readFileSync(path.join(root, careers), 'utf8');
    site.edit(careers, (t) => t.replace(/validThrough: "2099-12-31".*$/m, 'validThrough: "2031-01-15"'));
    try {
      const after = await due(site, '--on', '2031-01-16');
      expect(after.pages).toEqual(['changed /careers']);
      expect(after.summary).toBe(
        '1 page changes on 16 January 2031 because of a date in the content: a build that morning publishes them',
      );
      expect(after.pages).toEqual(await differing(root, '2031-01-16'));
      expect((await due(site, '--on', '2031-01-15')).pages).not.toContain('changed /careers');
    } finally {
      fs.writeFileSync(path.join(root, careers), original);
    }
  });

  it('exits 2 on an --on that is not a real date, or --on with another command, writing nothing', async () => {
    const before = site.snapshot();
    const bad = await site.run(['due', '--on', '2027-02-29']);
    expect(bad).toEqual({
      code: 2,
      stdout: '',
      stderr:
        '--on "2027-02-29" is not a date: February 2027 has 28 days. Check the day: the last day of February 2027 is 2027-02-28.\n',
    });
    expect((await site.run(['due', '--on', '1 April'])).code).toBe(2);
    const elsewhere = await site.run(['check', '--on', '2027-04-01']);
    expect(elsewhere).toMatchObject({ code: 2, stderr: '--on goes only with due: npm run due -- --on 2027-04-01\n' });
    expect((await site.run(['due', '--format', 'github'])).code).toBe(2);
    expect(site.snapshot()).toEqual(before);
  });

  it('exits 1 on a content error, naming its file, line and column, writing nothing', async () => {
    const { file, text } = addArticle(root, 'broken-date', dated('2030-02-30'));
    try {
      const before = site.snapshot();
      const result = await site.run(['due', '--on', '2030-05-06']);
      const { line, col } = positionOf(text, '"2030-02-30"');
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      expect(result.stderr).toContain('the content has errors, so no build on 6 May 2030 would pass; fix them first:');
      expect(result.stderr).toMatch(new RegExp(`${file}:${line}:${col}  error  .*2030-02-30.*not a date`));
      expect(site.snapshot()).toEqual(before);
    } finally {
      fs.rmSync(path.join(root, file));
    }
  });
});

describe('npm run due on the real content', () => {
  it("lists, on a council's change, every area page whose route changes that day (relations only)", async () => {
    const real = fixture({ content: 'real', code: true, caches: 'shared' });
    roots.push(real.root);
    const on = '2027-04-01';
    const routes = (today: string) =>
      new Map(runCheck(real.root, today, { cache: session }).routes!.map((r) => [r.path, JSON.stringify(r)]));
    const [eve, day] = [routes(addDays(on, -1)), routes(on)];
    const moved = [...day].filter(([p, text]) => eve.has(p) && eve.get(p) !== text).map(([p]) => `changed ${p}`);
    const result = await due(real, '--on', on);
    expect(result.code).toBe(0);
    expect(result.pages).toEqual(expect.arrayContaining(moved));
  });
});
