// generate --explain: for each page rendered again, what changed since the last generate (a content path and
// its file, the route, the bundles, the build day), or why there was nothing to compare with; nothing extra
// without it. On a copy of the project with the fixture site, through the command line in process.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import { PAGE_CACHE } from '../../generator/render/page-cache.ts';
import { today } from '../support/clock.ts';
import { type Fixture, fixture } from '../support/fixture.ts';

let site: Fixture;
let root: string;
const kent = 'content/regions/kent.yaml';

/** generate --explain: its exit code, the reason given for each page (by address) and the summary's count. */
async function explain(): Promise<{ code: number; why: Map<string, string>; rendered: number; stdout: string }> {
  const { code, stdout, stderr } = await site.run(['generate', '--explain']);
  expect(stderr).toBe('');
  const lines = stdout.trimEnd().split('\n');
  const summary = lines.pop()!;
  const why = new Map(lines.map((line) => /^ {2}(\/\S*) {2}(.+)$/.exec(line)!.slice(1) as [string, string]));
  expect(why.size, 'one line per page').toBe(lines.length);
  const rendered = Number(/: (\d+) rendered/.exec(summary)?.[1]);
  return { code, why, rendered, stdout };
}

/** The addresses of every page, from the route table. */
async function allPaths(): Promise<string[]> {
  const routes = JSON.parse((await site.run(['routes', '--format', 'json'])).stdout) as Array<{ path: string }>;
  return routes.map((r) => r.path);
}

describe('generate --explain', () => {
  beforeAll(() => {
    // The shared bundles and validators, never a page cache: the first build has no record of any page.
    site = fixture({ code: true, caches: 'shared' });
    root = site.root;
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  afterEach(() => void vi.unstubAllEnvs());

  it('on a first build, names every page as having no record, one line each in address order', async () => {
    const { code, why, rendered, stdout } = await explain();
    expect(code).toBe(0);
    const paths = await allPaths();
    expect([...why.keys()].sort()).toEqual([...paths].sort());
    expect(rendered).toBe(paths.length);
    for (const reason of why.values()) expect(reason).toBe('no record (first build, or the page cache was missing)');
    const listed = stdout.split('\n').filter((l) => l.startsWith('  /'));
    expect(listed).toEqual([...listed].sort());
  }, 120_000);

  it('prints nothing extra without --explain, and nothing at all to explain when nothing changed', async () => {
    const plain = await site.run(['generate']);
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(
      /^generated \d+ pages \(\d+ files\) into dist\/ in [\d.]+ s: 0 rendered, \d+ unchanged\n$/,
    );
    const { why, rendered } = await explain();
    expect([why.size, rendered]).toEqual([0, 0]);
  }, 60_000);

  it("after a town's text changes, names its page by its route and the pages that list it by the content path", async () => {
    const text = fs.readFileSync(path.join(root, kent), 'utf8');
    const region = parse(text) as { slug: string; areas: Array<{ slug: string }> };
    const town = region.areas[0]!.slug;
    // The first paragraph of the first town's intro.
    site.edit(kent, (t) => t.replace(/^( {6}- ")/m, '$1Edited. '));
    const { code, why, rendered } = await explain();
    expect(code).toBe(0);
    expect(why.size).toBe(rendered);
    expect(why.get(`/${region.slug}/${town}-hoarder-cleaning`)).toBe(`route.props (${kent})`);
    expect(why.get(`/hoarder-cleaning-${region.slug}`)).toContain(`regions[${region.slug}].areas (${kent})`);
    // Pages that read nothing of Kent are carried over, so not listed.
    expect(why.has('/about')).toBe(false);
  }, 60_000);

  it('names a page whose file in dist/ was changed or removed by hand', async () => {
    fs.appendFileSync(path.join(root, 'dist/about.html'), '<!-- edited -->');
    fs.rmSync(path.join(root, 'dist/terms.html'));
    const { why } = await explain();
    expect(why).toEqual(
      new Map([
        ['/about', 'dist/about.html was changed or removed by hand'],
        ['/terms', 'dist/terms.html was changed or removed by hand'],
      ]),
    );
  }, 60_000);

  it('names the build day for the pages that read it, and the route of a page whose council it changed', async () => {
    // The day of the builds before this one: the clock's, unless SOURCE_DATE_EPOCH is set.
    const before = today();
    // A day well after today's, and before the fixture's job advert ends (2099-12-31). By then Guildford Borough
    // Council has ended (content/councils.yaml), so Guildford's route names West Surrey Council, unless it did already.
    vi.stubEnv('SOURCE_DATE_EPOCH', String(Date.UTC(2098, 0, 15) / 1000));
    const { why } = await explain();
    expect(why.size).toBeGreaterThan(0);
    const guildford = '/surrey/guildford-hoarder-cleaning';
    const byDay = new Set([
      'today (the build day)',
      'route.props (content/regions/surrey.yaml)',
      `routes[${guildford}].props (content/regions/surrey.yaml)`,
    ]);
    for (const [page, reasons] of why) for (const reason of reasons.split('; ')) expect(byDay, page).toContain(reason);
    const moved = before <= '2027-03-31';
    expect(why.get(guildford)?.includes('route.props (content/regions/surrey.yaml)') ?? false).toBe(moved);
  }, 60_000);

  it('names no record when the page cache is gone', async () => {
    fs.rmSync(path.join(root, PAGE_CACHE), { recursive: true, force: true });
    const { why } = await explain();
    expect(why.size).toBe((await allPaths()).length);
    expect(new Set(why.values())).toEqual(new Set(['no record (first build, or the page cache was missing)']));
  }, 60_000);

  it('names the bundles, with their keys, after a template changes', async () => {
    site.edit('src/templates/About.tsx', (text) => `${text}\n// edited\n`);
    const { why } = await explain();
    expect(why.size).toBe((await allPaths()).length);
    const reasons = new Set(why.values());
    expect(reasons.size).toBe(1);
    const [, from, to] = /^the bundles \(key ([0-9a-f]{8})→([0-9a-f]{8})\)$/.exec([...reasons][0]!)!;
    expect(from).not.toBe(to);
  }, 180_000);

  it('goes only with generate: exit 2, one line, nothing written', async () => {
    const before = site.snapshot();
    const result = await site.run(['check', '--explain']);
    expect(result).toEqual({
      code: 2,
      stdout: '',
      stderr: '--explain goes only with generate: npm run generate -- --explain\n',
    });
    expect(site.snapshot()).toEqual(before);
  });
});
