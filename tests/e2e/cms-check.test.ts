// npm run cms in Chromium: nothing is saved or deleted that check would refuse, whichever file the problem is
// reported against; the admin knows the site as it was just saved; and each problem is one plain message on its
// field. On a copy of the project with the fixture site made a git repository, so that `git diff` witnesses what
// each save wrote. The fixture's catch-all redirect for old articles (/blog/*) is left out of the copy, so that an
// article deleted leaves its published address with nothing to serve it, as a town removed does.
//
// The steps build on each other (the town removed first is redirected, then the redirects are edited), so the
// file runs its tests in order, on one server and one browser page.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { launchBrowser } from '../support/browser.ts';
import { staffWordsFor } from '../support/check-words.ts';
import * as cms from '../support/cms.ts';
import { type CmsProject, startCmsProject } from '../support/cms-project.ts';
import { WHITSTABLE, WHITSTABLE_COUNCIL } from '../support/whitstable.ts';

let project: CmsProject;
let root: string;
let browser: Browser;
let page: Page;

const KENT = 'content/regions/kent.yaml';
const REDIRECTS = 'content/redirects.yaml';
/** Linked to by no other article. */
const ARTICLE = 'content/blog/health-risks-hoarding.yaml';
/** Linked to by the other two. */
const LINKED = 'content/blog/compassionate-approaches-hoarding.yaml';

const git = (...args: string[]) => project.git(...args);
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const committed = (file: string) => git('show', `HEAD:${file}`);
const titleOf = (file: string) => (parse(read(file)) as { title: string }).title;

/** What saves changed in `file` since the commit: its removed and added lines. */
function changes(file: string): { removed: string[]; added: string[] } {
  const rows = git('diff', '--unified=0', '--', file).split('\n');
  return {
    removed: rows.filter((r) => r.startsWith('-') && !r.startsWith('---')).map((r) => r.slice(1)),
    added: rows.filter((r) => r.startsWith('+') && !r.startsWith('+++')).map((r) => r.slice(1)),
  };
}

/** The lines of the town `name` in a region's text (from its "- name:" to the next item). */
function townLines(text: string, name: string): string[] {
  const lines = text.split('\n');
  const start = lines.indexOf(`  - name: ${name}`);
  const end = lines.findIndex((line, i) => i > start && /^ {2}- |^\S/.test(line));
  return lines.slice(start, end);
}

/** The admin's notice of a refused save: shown, then closed with "Go back" (nothing written meanwhile). */
async function refusedWith(words: RegExp | string): Promise<void> {
  const notice = cms.refusal(page);
  await notice.getByText(words).first().waitFor();
  await cms.goBack(page);
}

/** What a message staff read must never show. */
function plainWords(text: string): void {
  expect(text).not.toMatch(/\S+\.ya?ml|:\d+:\d+|\w\[\d+\]|\bYAML\b|"\w+:"/);
}

beforeAll(async () => {
  project = await startCmsProject((copy) => {
    const redirects = path.join(copy, REDIRECTS);
    fs.writeFileSync(redirects, fs.readFileSync(redirects, 'utf8').replace(/^ {2}- \{ from: \/blog\/\*.*\n/m, ''));
  });
  root = project.root;
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  await cms.signIn(page, project.server.origin);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await project?.stop();
});

describe('npm run cms: nothing saved that check refuses', () => {
  it('refuses removing a published town, names its live address, and saves it with the redirect in one click', async () => {
    const before = read(KENT);
    await cms.openEntry(page, 'Regions', 'Kent');
    await cms.removeItem(cms.item(cms.field(page, 'Areas'), 'Dover'));
    const live = '/kent/dover-hoarder-cleaning is live; visitors and search engines would find nothing there.';
    for (const attempt of [1, 2]) {
      await cms.publish(page);
      await refusedWith(live);
      expect(read(KENT), `attempt ${attempt}`).toBe(before);
      expect(git('status', '--porcelain'), `attempt ${attempt}`).toBe('');
    }
    await cms.publish(page);
    await cms.refusal(page).getByRole('button', { name: 'Add the redirect and save' }).click();
    await cms.saved(page);

    expect(changes(KENT)).toEqual({ removed: townLines(committed(KENT), 'Dover'), added: [] });
    expect(changes(REDIRECTS)).toEqual({
      removed: [],
      added: ['  - { from: /kent/dover-hoarder-cleaning, to: /hoarder-cleaning-kent }'],
    });
    const checked = await project.site.run(['check']);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
  }, 180_000);

  it('knows the site as just saved: the redirects save without a reload, and a town just added can be chosen', async () => {
    // The snapshot the admin opened with still has Dover: a stale check would call its redirect's source a live page.
    await cms.openEntry(page, 'Redirects', 'Redirects');
    const list = cms.field(page, 'Redirects');
    const old = await cms.addItem(list);
    await cms.fillIn(cms.input(old, 'From'), '/old-dover-page');
    await cms.fillIn(cms.input(old, 'To'), '/hoarder-cleaning-kent');
    await cms.publish(page);
    await cms.saved(page);
    expect(changes(REDIRECTS).added).toHaveLength(2);

    await cms.openEntry(page, 'Regions', 'Kent');
    await cms.fillArea(await cms.addItem(cms.field(page, 'Areas')), WHITSTABLE, WHITSTABLE_COUNCIL);
    await cms.publish(page);
    await cms.saved(page);
    await cms.openEntry(page, 'Redirects', 'Redirects');
    const next = await cms.addItem(cms.field(page, 'Redirects'));
    await cms.fillIn(cms.input(next, 'From'), '/whitstable');
    await cms.fillIn(cms.input(next, 'To'), `/kent/${WHITSTABLE.slug}-hoarder-cleaning`);
    await cms.publish(page);
    await cms.saved(page);
    expect(changes(REDIRECTS).added).toContain(
      `  - { from: /whitstable, to: /kent/${WHITSTABLE.slug}-hoarder-cleaning }`,
    );
    // The town is offered where a town of the region is chosen, though the configuration predates it.
    await cms.openEntry(page, 'Regions', 'Kent');
    // Chosen by its name, as the form shows every town (config/slugs.ts); stored by its slug.
    await cms.choose(page, 'Featured on locations', `${WHITSTABLE.name} (Kent)`);
    await cms.publish(page);
    await cms.saved(page);
    expect((parse(read(KENT)) as { featuredOnLocations: string[] }).featuredOnLocations).toContain(WHITSTABLE.slug);
    const checked = await project.site.run(['check']);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
  }, 180_000);

  it('refuses deleting an article others link to, naming the links', async () => {
    await cms.openEntry(page, 'Blog', titleOf(LINKED));
    await cms.deleteEntry(page);
    const notice = cms.refusal(page);
    await notice.getByText(titleOf('content/blog/understanding-hoarding-disorder.yaml'), { exact: false }).waitFor();
    expect(await notice.getByRole('button', { name: /^Add the redirect/ }).count()).toBe(0);
    plainWords((await notice.textContent()) ?? '');
    await refusedWith(/is not a page of this site/);
    expect(fs.existsSync(path.join(root, LINKED))).toBe(true);
  }, 120_000);

  it('refuses deleting a published article, again on a second try, and deletes it with the redirect in one click', async () => {
    const redirectsBefore = read(REDIRECTS);
    const title = titleOf(ARTICLE);
    for (const attempt of [1, 2]) {
      await cms.openEntry(page, 'Blog', title);
      await cms.deleteEntry(page);
      await refusedWith('/blog/health-risks-hoarding is live; visitors and search engines would find nothing there.');
      expect(fs.existsSync(path.join(root, ARTICLE)), `attempt ${attempt}`).toBe(true);
      expect(read(REDIRECTS), `attempt ${attempt}`).toBe(redirectsBefore);
    }
    await cms.openEntry(page, 'Blog', title);
    await cms.deleteEntry(page);
    await cms.refusal(page).getByRole('button', { name: 'Add the redirect and delete' }).click();
    await expect.poll(() => fs.existsSync(path.join(root, ARTICLE)), { timeout: 30_000 }).toBe(false);
    const added = read(REDIRECTS)
      .split('\n')
      .filter((line) => !redirectsBefore.split('\n').includes(line));
    expect(added).toEqual(['  - { from: /blog/health-risks-hoarding, to: /blog }']);
    const checked = await project.site.run(['check']);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
  }, 180_000);
});

describe('npm run cms: one message, in plain words, on the field it is about', () => {
  it('shows a bad postcode as one sentence-case message on the Postcodes field, on every try, writing nothing', async () => {
    const before = read(KENT);
    await cms.openEntry(page, 'Regions', 'Kent');
    const town = cms.item(cms.field(page, 'Areas'), 'Ashford');
    await cms.unfold(town);
    const postcodes = cms.field(town, 'Postcodes');
    await cms.unfold(postcodes);
    // The first postcode, TN23: items of a list of text are summed up by its label alone.
    await cms.fillIn(postcodes.locator('input').first(), 'TN 23');
    await cms.publish(page);
    const words = staffWordsFor(
      root,
      KENT,
      (t) => t.replace('postcodes: [TN23,', 'postcodes: ["TN 23",'),
      'invalid-format',
    );
    const shown = cms.fieldErrors(postcodes);
    await shown.getByText(words, { exact: true }).waitFor();
    expect(await shown.count()).toBe(1);
    expect(await shown.first().evaluate((li) => getComputedStyle(li).textTransform)).toBe('none');
    plainWords(words);
    await refusedWith(words);
    // Tried again unchanged: refused again, and said again.
    await cms.publish(page);
    await refusedWith(words);
    expect(read(KENT)).toBe(before);
  }, 120_000);

  it("keeps an impossible date as typed, with check's words on the Date field alone, and a missing one likewise", async () => {
    // Leaving Kent's refused edit: Decap asks whether to drop its unsaved changes.
    page.once('dialog', (question) => void question.accept());
    await cms.openEntry(page, 'Blog', titleOf(LINKED));
    const date = cms.input(page, 'Date');
    await cms.fillIn(date, '2025-02-30');
    await cms.publish(page);
    const words = staffWordsFor(root, LINKED, (t) => t.replace(/^date: .*$/m, 'date: 2025-02-30'), 'invalid-format');
    expect(words).toMatch(/^"2025-02-30" is not a date: February 2025 has 28 days\./);
    await cms.fieldErrors(cms.field(page, 'Date')).getByText(words, { exact: true }).waitFor();
    await refusedWith(words);
    expect(await date.inputValue()).toBe('2025-02-30');
    expect(await cms.fieldErrors(cms.field(page, 'Slug')).count()).toBe(0);

    await date.fill('');
    await cms.publish(page);
    const dateErrors = cms.fieldErrors(cms.field(page, 'Date'));
    await dateErrors.getByText('This needs filling in.', { exact: true }).waitFor();
    expect(await dateErrors.count()).toBe(1);
    expect(await cms.fieldErrors(cms.field(page, 'Slug')).count()).toBe(0);
    await refusedWith('This needs filling in.');
  }, 120_000);
});
