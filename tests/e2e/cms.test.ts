// npm run cms: the admin (Decap CMS) in Chromium, as content staff use it, on a copy of the project with the fixture
// site made a git repository, so that `git diff` shows exactly what each save wrote. A town added through the
// form adds only its own lines, passes check and gets its page; a phone number changed is one line; a bad slug
// and a missing service are refused with check's words for staff, and nothing written; a new article keeps the house
// style; the preview shows the town's page at phone width; and the admin's console stays clean.
//
// The steps build on each other (the town added first is the one the later steps preview and edit), so the file
// runs its tests in order, on one server and one browser.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isMap, isScalar, isSeq, LineCounter, parse, parseDocument } from 'yaml';
import { adminCsp } from '../../generator/cms/csp.ts';
import { launchBrowser } from '../support/browser.ts';
import { staffWordsFor } from '../support/check-words.ts';
import * as cms from '../support/cms.ts';
import { type CmsProject, startCmsProject } from '../support/cms-project.ts';
import { type DevServer, secondsUntilServed } from '../support/dev-server.ts';
import { byTag, readPages, text } from '../support/dist.ts';
import { WHITSTABLE, WHITSTABLE_COUNCIL } from '../support/whitstable.ts';

let project: CmsProject;
let root: string;
let server: DevServer;
let browser: Browser;
let page: Page;
/** The address of the town's page, from the route table. */
let townPath: string;
/** Every console error and uncaught exception of the admin's pages, with where it came from. */
const errors: string[] = [];
/** Saves the admin refused (Publish clicked on an entry with a problem). */
let refusals = 0;

const KENT = 'content/regions/kent.yaml';
const SITE = 'site.yaml';

const TOWN = WHITSTABLE;

const git = (...args: string[]) => project.git(...args);
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');

/** What saves changed in `file` since the commit: its removed lines, and its added lines with their numbers. */
function changes(file: string): { removed: string[]; added: Array<{ line: number; text: string }> } {
  const removed: string[] = [];
  const added: Array<{ line: number; text: string }> = [];
  let line = 0;
  for (const row of git('diff', '--unified=0', '--', file).split('\n')) {
    const hunk = /^@@ -\d+(?:,\d+)? \+(\d+)/.exec(row);
    if (hunk) line = Number(hunk[1]);
    else if (row.startsWith('+') && !row.startsWith('+++')) added.push({ line: line++, text: row.slice(1) });
    else if (row.startsWith('-') && !row.startsWith('---')) removed.push(row.slice(1));
  }
  return { removed, added };
}

/** The first and last line of the region's last area in `text`. */
function lastAreaLines(text: string): { first: number; last: number } {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const areas = doc.get('areas', true);
  if (!isSeq(areas)) throw new Error('test bug: no areas list');
  const range = (areas.items.at(-1) as { range: [number, number, number] }).range;
  return {
    first: lineCounter.linePos(range[0]).line,
    last: lineCounter.linePos(Math.max(range[0], range[1] - 1)).line,
  };
}

interface RouteRow {
  path: string;
  template: string;
  origin: { file: string; line: number };
}

async function routes(): Promise<RouteRow[]> {
  const result = await project.site.run(['routes', '--format', 'json']);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(result.stdout) as RouteRow[];
}

/** A page of the admin, signed in, whose console errors are collected; `prepare` runs before the admin loads. */
async function adminPage(prepare?: (page: Page) => Promise<unknown>): Promise<Page> {
  const opened = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  opened.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  opened.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await prepare?.(opened);
  await cms.signIn(opened, server.origin);
  return opened;
}

beforeAll(async () => {
  project = await startCmsProject();
  ({ root, server } = project);
  browser = await launchBrowser();
  page = await adminPage();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await project?.stop();
});

describe('npm run cms', () => {
  it("answers /admin/ with the admin's own Content-Security-Policy and X-Robots-Tag", async () => {
    const response = await fetch(`${server.origin}/admin/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-security-policy')).toBe(adminCsp());
    expect(response.headers.get('x-robots-tag')).toMatch(/\bnoindex\b/);
  });

  it('adds a town with local data through the form: only its lines are added, check passes, generate makes its page', async () => {
    // The address of a town's page, from the route table: Dover's, with the new slug.
    const dover = (await routes()).filter((r) => r.origin.file === KENT && r.path.includes('/dover'));
    expect(dover).toHaveLength(1);
    townPath = dover[0]!.path.replace('dover', TOWN.slug);
    expect((await fetch(`${server.origin}${townPath}`)).status).toBe(404);

    await cms.openEntry(page, 'Regions', 'Kent');
    const town = await cms.addItem(cms.field(page, 'Areas'));
    await cms.fillArea(town, TOWN, WHITSTABLE_COUNCIL);

    await cms.publish(page);
    await cms.saved(page);
    // The site beside the admin serves the town's page once it has the save (bench/admin.ts times that): asked
    // from the save on, not while it is under way, when each request would render the not-found page.
    await secondsUntilServed(`${server.origin}${townPath}`, performance.now());

    const { removed, added } = changes(KENT);
    expect(removed).toEqual([]);
    expect(added.length).toBeGreaterThan(0);
    const kent = read(KENT);
    const { first, last } = lastAreaLines(kent);
    for (const line of added) expect(line.line, `added line "${line.text}"`).toBeGreaterThanOrEqual(first);
    for (const line of added) expect(line.line, `added line "${line.text}"`).toBeLessThanOrEqual(last);
    const areas = (parse(kent) as { areas: unknown[] }).areas;
    expect(areas.at(-1)).toEqual(TOWN);
    expect(areas.slice(0, -1)).toEqual((parse(git('show', `HEAD:${KENT}`)) as { areas: unknown[] }).areas);

    const checked = await project.site.run(['check']);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
    const built = await project.site.run(['generate']);
    expect(built.code, built.stdout + built.stderr).toBe(0);
    const route = (await routes()).filter((r) => r.origin.file === KENT && r.path.includes(TOWN.slug));
    expect(route.map((r) => r.path)).toEqual([townPath]);
    const made = readPages(path.join(root, 'dist')).find((p) => p.path === townPath);
    expect(made, `dist/ has no page for ${townPath}`).toBeDefined();
    expect(byTag(made!, 'h1').map(text).join(' ')).toContain(TOWN.name);
  }, 300_000);

  it("shows the town's page in the preview, with its heading and call button, and at phone width", async () => {
    const shown = cms.preview(page);
    await shown.page.locator('h1', { hasText: TOWN.name }).waitFor();
    expect(await shown.frame.getAttribute('data-preview-path')).toBe(townPath);
    expect(await shown.page.locator('a[href^="tel:"]').count()).toBeGreaterThan(0);
    const width = () => shown.frame.evaluate((frame) => frame.clientWidth);
    expect(await width()).toBe(1280);
    await shown.controls.getByRole('button', { name: /^Phone/ }).click();
    await expect.poll(width).toBe(375);
    await shown.page.locator('a[href^="tel:"]').first().waitFor();
  });

  it('changes the phone number in Site settings: one line removed and one added', async () => {
    await cms.openEntry(page, 'Site settings', 'Site settings');
    const phone = cms.input(page, 'Phone');
    const before = await phone.inputValue();
    // Another number of the same reserved range: the last digit changed.
    const after = `${before.slice(0, -1)}${(Number(before.at(-1)) + 1) % 10}`;
    await cms.fillIn(phone, after);
    await cms.publish(page);
    await cms.saved(page);
    const { removed, added } = changes(SITE);
    expect(removed).toHaveLength(1);
    expect(added).toHaveLength(1);
    expect(removed[0]).toContain(before);
    expect(added[0]!.text).toBe(removed[0]!.replace(before, after));
    expect((parse(read(SITE)) as { phone: unknown }).phone).toBe(after);
  });

  it("refuses a bad slug and a missing service in the form, with check's words for staff, writing nothing", async () => {
    // A service that Decap lists and the site does not have (as when one is deleted, or not yet published, while
    // the admin is open): the relation widget offers only what Decap lists, so it is added to Decap's listing,
    // which Decap reads once a session (so on a page of its own).
    const fake = { slug: 'garden-clearance', title: 'Garden Clearance' };
    const model = read('content/services/decluttering.yaml');
    const data = model.replace(/^slug: .*$/m, `slug: ${fake.slug}`).replace(/^title: .*$/m, `title: ${fake.title}`);
    const own = await adminPage((opened) =>
      opened.route('**/api/v1/*', async (route) => {
        const body = route.request().postDataJSON() as { action?: string; params?: { folder?: string } } | null;
        if (body?.action !== 'entriesByFolder' || body.params?.folder !== 'content/services') return route.continue();
        const response = await route.fetch();
        const listed = (await response.json()) as unknown[];
        const file = { path: `content/services/${fake.slug}.yaml`, id: fake.slug };
        return route.fulfill({ response, json: [...listed, { data, file }] });
      }),
    );
    const before = fs.readFileSync(path.join(root, KENT));
    const unchanged = () => expect(fs.readFileSync(path.join(root, KENT)).equals(before)).toBe(true);
    await cms.openEntry(own, 'Regions', 'Kent');

    const town = cms.item(cms.field(own, 'Areas'), TOWN.name);
    await cms.unfold(town);
    const slug = cms.field(town, 'Slug');
    await cms.fillIn(cms.input(town, 'Slug'), 'Whit Stable');
    await cms.publish(own);
    refusals++;
    const badSlug = staffWordsFor(
      root,
      KENT,
      (t) => t.replace(`slug: ${TOWN.slug}`, 'slug: Whit Stable'),
      'slug-format',
    );
    await cms.fieldErrors(slug).getByText(badSlug, { exact: true }).waitFor();
    expect(await cms.fieldErrors(slug).count(), "one message, not Decap's beside check's").toBe(1);
    await cms.refusal(own).getByText(badSlug).waitFor();
    await cms.goBack(own);
    await cms.unsaved(own).waitFor();
    unchanged();
    // Put right, the words go (Decap's and check's).
    await cms.fillIn(cms.input(town, 'Slug'), TOWN.slug);
    await slug.locator('li').first().waitFor({ state: 'detached' });

    const services = cms.field(own, 'Services');
    await cms.unfold(services);
    await cms.choose(services, 'Slugs', fake.title);
    await cms.publish(own);
    refusals++;
    const missing = staffWordsFor(
      root,
      KENT,
      (t) => t.replace(/^( {2}slugs: \[)/m, `$1${fake.slug}, `),
      'unknown-reference',
    );
    await cms.fieldErrors(cms.field(services, 'Slugs')).getByText(missing, { exact: true }).waitFor();
    await cms.goBack(own);
    await cms.unsaved(own).waitFor();
    unchanged();

    await own.close();
    unchanged();
  }, 120_000);

  it('creates a blog article in the form that passes check and keeps the house style of a hand-written one', async () => {
    const article = {
      slug: 'clearing-a-loft-safely',
      title: 'Clearing a Loft Safely',
      seo: {
        title: 'Clearing a Loft Safely: Light, Footing and Heavy Boxes',
        description:
          'How to clear a crowded loft safely: good light, firm footing, lifting heavy boxes and when to ask for help.',
      },
      excerpt: 'A crowded loft can be the hardest part of a home to clear. Here is how to go about it safely.',
      date: '2025-06-02',
      category: 'Cleaning Tips',
      author: 'The Care Team',
      image: { src: '/images/uploads/loft-ladder.svg', alt: 'A loft hatch with a ladder folded down and a torch' },
      content:
        '<p>A loft often holds decades of belongings: boxes of papers, old toys, furniture that did not fit downstairs.</p>\n' +
        '<h2>Before you start</h2>\n' +
        '<p>Check that the loft has boards to stand on and enough light, and never carry heavy boxes down a ladder alone.</p>\n',
    };
    const picture = fs.readdirSync(path.join(root, 'public/images/blog')).sort()[0]!;
    await cms.newEntry(page, 'Blog', 'Blog article');
    await cms.fillIn(cms.input(page, 'Slug'), article.slug);
    await cms.fillIn(cms.input(page, 'Title'), article.title);
    const seo = cms.field(page, 'SEO');
    await cms.unfold(seo);
    await cms.fillIn(cms.input(seo, 'Title'), article.seo.title);
    await cms.fillIn(cms.input(seo, 'Description'), article.seo.description);
    await cms.fillIn(cms.input(page, 'Excerpt'), article.excerpt);
    await cms.fillIn(cms.input(page, 'Date'), article.date);
    await cms.choose(page, 'Category', article.category);
    await cms.fillIn(cms.input(page, 'Author'), article.author);
    const image = cms.field(page, 'Image');
    await cms.upload(cms.field(image, 'Src'), {
      name: 'Loft Ladder.svg',
      mimeType: 'image/svg+xml',
      buffer: fs.readFileSync(path.join(root, 'public/images/blog', picture)),
    });
    await cms.fillIn(cms.input(image, 'Alt'), article.image.alt);
    await cms.paste(cms.richText(page, 'Content'), article.content);
    await cms.publish(page);
    await cms.saved(page);

    const file = `content/blog/${article.slug}.yaml`;
    const written = read(file);
    expect(parse(written)).toEqual(article);
    expect(fs.existsSync(path.join(root, 'public', article.image.src)), 'the uploaded picture').toBe(true);
    const checked = await project.site.run(['check']);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);

    // The house style, as a hand-written article has it.
    const handWritten = git('ls-files', 'content/blog').split('\n').filter(Boolean).sort()[0]!;
    const model = read(handWritten);
    expect(written.split('\n', 1)[0]).toBe('# yaml-language-server: $schema=../../schemas/blog.schema.json');
    expect(written.split('\n', 1)[0]).toBe(model.split('\n', 1)[0]);
    const keys = (value: unknown) => Object.keys(value as object);
    const inOrder = (of: unknown, like: unknown) => keys(like).filter((key) => keys(of).includes(key));
    const data = parse(written) as Record<string, unknown>;
    const hand = parse(model) as Record<string, unknown>;
    expect(keys(data)).toEqual(inOrder(data, hand));
    expect(keys(data.seo)).toEqual(inOrder(data.seo, hand.seo));
    expect(keys(data.image)).toEqual(inOrder(data.image, hand.image));
    // Dates quoted (or not) as the hand-written articles write them.
    const dateStyle = (yaml: string) => {
      const node = parseDocument(yaml).get('date', true);
      return isScalar(node) ? node.type : undefined;
    };
    expect(dateStyle(written)).toBe(dateStyle(model));
    expect(written.endsWith('\n')).toBe(true);
    expect(written).not.toMatch(/[ \t]$/m);
    expect(isMap(parseDocument(written).contents)).toBe(true);
  }, 120_000);

  it('shows no error in the console of /admin/ but those of Decap refusing a save, and an unsaved picture', () => {
    // Decap's own, expected, for a refused save: its editor never catches the promise of a save (Editor.js awaits
    // persistEntry), which rejects with no reason when a field shows an error (the admin takes that as its sign
    // to list the problems, and keeps it from the console); when preSave refuses, Decap logs the refusal and
    // rejects with the failure it dispatched, an object. At most one of each per refused save.
    const refused = (error: string) =>
      error === 'uncaught: undefined' || error === 'uncaught: Object' || error.startsWith('Error: Nothing was saved');
    // Ours, known: the preview shows the page as it will be, and a picture uploaded is not on the server until
    // the entry is published, so the preview's picture answers 404 until then.
    const unsavedPicture = (error: string) => /404 .*\/images\/uploads\//.test(error);
    expect(errors.filter((error) => !refused(error) && !unsavedPicture(error))).toEqual([]);
    expect(errors.filter(refused).length).toBeLessThanOrEqual(2 * refusals);
  });
});
