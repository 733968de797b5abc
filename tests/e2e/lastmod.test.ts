// lastmod in sitemap.xml: each page's last content change, from the git history of what the page read, at the
// level of values. On one git repository of the fixture site, commit by commit (fixed dates), generate in
// process; then a shallow clone of it and a copy without git.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LASTMOD_CACHE } from '../../generator/lastmod/cache.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { loadPageCache } from '../../generator/render/page-cache.ts';
import { pageFile } from '../../generator/render/render.ts';
import { today } from '../support/clock.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { commit, generate, git, lastmods } from '../support/history.ts';
import { copySharedCaches } from '../support/shared-build.ts';

const kent = 'content/regions/kent.yaml';
const surrey = 'content/regions/surrey.yaml';
const ashford = '/kent/ashford-hoarder-cleaning';
const guildford = '/surrey/guildford-hoarder-cleaning';
const canterbury = '/kent/canterbury-hoarder-cleaning';
/** Commit times and the UK day each falls on (D2 is late evening UTC in summer: the next day in London). */
const D1 = { at: '2025-03-10T09:00:00+00:00', day: '2025-03-10' };
const D2 = { at: '2025-06-01T23:30:00+00:00', day: '2025-06-02' };
const D3 = { at: '2025-07-15T08:00:00+00:00', day: '2025-07-15' };
const D4 = { at: '2025-08-20T08:00:00+00:00', day: '2025-08-20' };
const D5 = { at: '2025-09-09T08:00:00+00:00', day: '2025-09-09' };

const roots: string[] = [];
/** A copy of the project with the fixture site, starting from the bundles and validators the run built. */
let site: Fixture;
let repo: string;

/** The pages whose last render made any of `reads` (page-inputs.ts). */
function readersOf(root: string, reads: readonly string[]): Set<string> {
  const cache = loadPageCache(root)!;
  const wanted = new Set(reads);
  return new Set(
    runCheck(root, today())
      .routes!.filter((route) => {
        const record = cache.pages[pageFile(route)];
        return record && cache.readSets[record.reads]!.some((i) => wanted.has(cache.reads[i]!));
      })
      .map((route) => route.path),
  );
}

/** What a page reads of a town: its region's list of areas, and its page's props (the HTML sitemap lists routes). */
function readsOfTown(root: string, region: string, page: string): string[] {
  const { content, routes } = runCheck(root, today());
  const regionAt = content!.regions.findIndex((r) => r.data.slug === region);
  const routeAt = routes!.findIndex((r) => r.path === page);
  return [`=regions\u001f${regionAt}\u001fareas`, `=routes\u001f${routeAt}\u001fprops`];
}

const pathsWith = (dates: Map<string, string | undefined>, day: string | undefined) =>
  [...dates].filter(([, d]) => d === day).map(([p]) => p);

/** The first paragraph of the first area of a region file, edited. */
const editFirstIntro = (file: string, words: string) =>
  site.edit(file, (text) => text.replace(/^( {6}- ")/m, `$1${words} `));

describe('lastmod in sitemap.xml', () => {
  /** The sitemap after the last step, to compare the next with. */
  let before: Map<string, string | undefined>;
  let beforeXml: string;

  beforeAll(() => {
    site = fixture({ code: true, caches: 'shared' });
    repo = site.root;
    roots.push(repo);
    git(repo, ['init', '-q']);
    commit(repo, D1.at, 'the site');
  });
  afterAll(() => {
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });

  it("dates every page by the commit that made it, a valid sitemap with the page's day after each <loc>", async () => {
    const xml = await generate(repo);
    const dates = lastmods(xml);
    expect(dates.size).toBeGreaterThan(10);
    expect(pathsWith(dates, D1.day)).toEqual([...dates.keys()]);
    expect(xml).toMatch(/<url><loc>[^<]+<\/loc><lastmod>\d{4}-\d{2}-\d{2}<\/lastmod><\/url>/);
    before = dates;
  }, 120_000);

  it("a town's intro edited moves its page and the pages that show the town's list, and no page that only names regions", async () => {
    editFirstIntro(kent, 'Edited.');
    commit(repo, D2.at, "Ashford's intro");
    const dates = lastmods(await generate(repo));
    expect(dates.get(ashford)).toBe(D2.day);
    // Every page moved is Ashford's or reads Kent's areas or Ashford's page; every other keeps D1, though its
    // footer lists every region's name, Kent's too.
    const showAshford = readersOf(repo, readsOfTown(repo, 'kent', ashford));
    for (const [page, day] of dates)
      expect(day, page).toBe(page === ashford || showAshford.has(page) ? D2.day : D1.day);
    expect(dates.get('/about')).toBe(D1.day);
    expect(dates.get(canterbury)).toBe(D1.day);
    expect(fs.readFileSync(path.join(repo, 'dist/about.html'), 'utf8')).toContain('Kent');
    expect(pathsWith(dates, D1.day).length).toBeGreaterThan(pathsWith(dates, D2.day).length);
    before = dates;
  }, 60_000);

  it('a region renamed moves every page that shows its name, and only those', async () => {
    site.edit(surrey, (text) => text.replace(/^name: Surrey$/m, 'name: Surrey Hills'));
    commit(repo, D3.at, 'Surrey renamed');
    const dates = lastmods(await generate(repo));
    const shows = new Set(
      [...dates.keys()].filter((page) =>
        fs.readFileSync(path.join(repo, 'dist', pageFile({ path: page })), 'utf8').includes('Surrey Hills'),
      ),
    );
    expect(shows.has('/about')).toBe(true);
    for (const [page, day] of dates) expect(day, page).toBe(shows.has(page) ? D3.day : before.get(page));
    before = dates;
  }, 60_000);

  it('a commit of whitespace and comments only moves nothing; generate again writes the same sitemap', async () => {
    site.edit(kent, (text) => `# Kent: towns in alphabetical order\n${text.replace(/^areas:$/m, 'areas:   \n\n')}`);
    site.edit('site.yaml', (text) => `${text}\n# end\n`);
    commit(repo, D4.at, 'comments');
    const xml = await generate(repo);
    expect(lastmods(xml)).toEqual(before);
    expect(await generate(repo)).toBe(xml);
    // The build day is no commit's day, so it is no page's lastmod.
    expect([...lastmods(xml).values()]).not.toContain(today());
    beforeXml = xml;
  }, 60_000);

  it('a damaged cache is made again from git, to the same dates', async () => {
    const cache = path.join(repo, LASTMOD_CACHE);
    const entries = fs.readdirSync(cache);
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) fs.writeFileSync(path.join(cache, entry, 'record.json'), '{"fails":true}');
    expect(await generate(repo)).toBe(beforeXml);
  }, 60_000);

  it('an uncommitted edit leaves its page without lastmod, and every other page as it was', async () => {
    editFirstIntro(surrey, 'Edited.');
    commit(repo, D5.at, "Guildford's intro");
    const committed = lastmods(await generate(repo));
    expect(committed.get(guildford)).toBe(D5.day);
    before = committed;
    site.edit(kent, (text) => text.replace('Inside and around Canterbury', 'In and around Canterbury'));
    const dates = lastmods(await generate(repo));
    const moved = [...dates.keys()].filter((page) => dates.get(page) !== committed.get(page));
    expect(moved).toContain(canterbury);
    for (const page of moved) expect(dates.get(page), page).toBeUndefined();
    expect(dates.get(guildford)).toBe(D5.day);
    expect(dates.get('/about')).toBe(D3.day);
    git(repo, ['checkout', '--', kent]);
    expect(lastmods(await generate(repo))).toEqual(committed);
  }, 60_000);

  it('in a shallow clone, dates only the pages that changed within the history it has', async () => {
    const clone = fs.mkdtempSync(path.join(os.tmpdir(), 'shallow-'));
    roots.push(clone);
    git(clone, ['clone', '-q', '--depth', '2', `file://${repo}`, '.']);
    // The project beside the content, as in a CI checkout.
    for (const entry of fs.readdirSync(repo))
      if (!['.git', 'content', 'site.yaml', 'dist', 'host', '.cache'].includes(entry))
        fs.cpSync(path.join(repo, entry), path.join(clone, entry), { recursive: true, verbatimSymlinks: true });
    copySharedCaches(clone);
    const dates = lastmods(await generate(clone));
    // Only D5's commit and the one before it are there: a page that changed at D5 is known, the others not.
    expect(dates.get(guildford)).toBe(D5.day);
    for (const [page, day] of dates) expect(day, page).toBe(before.get(page) === D5.day ? D5.day : undefined);
    expect(pathsWith(dates, undefined).length).toBeGreaterThan(0);
  }, 120_000);

  it('outside a git repository, writes no lastmod and the same site otherwise', async () => {
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'no-git-'));
    roots.push(copy);
    fs.cpSync(repo, copy, {
      recursive: true,
      verbatimSymlinks: true,
      filter: (from) => path.basename(from) !== '.git',
    });
    const xml = await generate(copy);
    expect(xml).not.toContain('<lastmod>');
    const withGit = fs.readFileSync(path.join(repo, 'dist/sitemap.xml'), 'utf8');
    expect(xml).toBe(withGit.replace(/<lastmod>[^<]*<\/lastmod>/g, ''));
    const files = (dir: string) =>
      (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile());
    const distOf = (root: string) => path.join(root, 'dist');
    expect(files(distOf(copy)).sort()).toEqual(files(distOf(repo)).sort());
    for (const file of files(distOf(copy)))
      if (file !== 'sitemap.xml')
        expect(
          fs.readFileSync(path.join(distOf(copy), file)).equals(fs.readFileSync(path.join(distOf(repo), file))),
          file,
        ).toBe(true);
  }, 60_000);
});
