// The admin's Changes view in Chromium on npm run cms (over a copy of the fixture site): a town's postcode and intro
// edited in the form, not yet saved, are listed under the admin's own labels, old → new as `npm run review` words
// them, against the file as last saved; the town's page is among the pages listed, and it is said to show both.
// Nothing is written by looking.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as cms from '../support/cms.ts';
import { type CmsProject, startCmsProject } from '../support/cms-project.ts';

let project: CmsProject;
let browser: Browser;
let page: Page;
let errors: string[];

const KENT = 'content/regions/kent.yaml';
const read = () => fs.readFileSync(path.join(project.root, KENT), 'utf8');

beforeAll(async () => {
  project = await startCmsProject();
  ({ browser, page, errors } = await cms.adminPage(project.server.origin));
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await project?.stop();
});

/** The address of the town's own page, from the route table. */
async function townPage(slug: string): Promise<string> {
  const result = await project.site.run(['routes', '--format', 'json']);
  expect(result.code, result.stderr).toBe(0);
  const rows = JSON.parse(result.stdout) as Array<{ path: string; origin: { file: string } }>;
  const own = rows.filter((r) => r.origin.file === KENT && r.path.includes(`/${slug}`));
  expect(own).toHaveLength(1);
  return own[0]!.path;
}

describe('the Changes view', () => {
  it("lists a town's postcode and intro, old → new, and the town's page, writing nothing", async () => {
    const saved = read();
    const kent = parse(saved) as { areas: Array<{ name: string; slug: string; intro: string[] }> };
    // Dover: a town of the fixture with one page of its own.
    const town = kent.areas.find((area) => area.slug === 'dover')!;
    const address = await townPage(town.slug);
    const [first] = town.intro as [string];
    const edited = first.replace(/^\S+/, 'Warmly,');

    await cms.openEntry(page, 'Regions', 'Kent');
    const item = cms.item(cms.field(page, 'Areas'), town.name);
    await cms.unfold(item);
    await cms.fillIn(cms.input(await cms.addItem(cms.field(item, 'Postcodes')), 'Postcodes'), 'CT3');
    const intro = cms.field(item, 'Intro');
    await cms.unfold(cms.item(intro, first.length > 70 ? `${first.slice(0, 70)}…` : first));
    // The paragraph's box found by being the one unfolded: its folded line changes as it is typed in.
    await cms.fillIn(intro.locator('textarea:visible').first(), edited);

    const pane = page.frameLocator('iframe').first();
    await pane.getByRole('button', { name: 'Changes', exact: true }).click();
    const changes = pane.locator('section[aria-label="Changes"]');
    const labels = `Regions › Kent › Areas › ${town.name}`;
    const postcodes = changes.locator(`li[data-change="${labels} › Postcodes"]`);
    await postcodes.waitFor({ timeout: 60_000 });
    expect(await postcodes.textContent()).toBe(`${labels} › Postcodes: added CT3. `);
    // A list's paragraph rewritten is, as the review words it, one item taken out and one put in.
    expect(await changes.locator(`li[data-change="${labels} › Intro"]`).textContent()).toBe(
      `${labels} › Intro: added ${edited}. removed ${first}. `,
    );

    const listed = changes.locator(`li[data-changed-page="${address}"]`);
    await listed.waitFor();
    const said = (await listed.textContent())!;
    expect(said).toContain(`(${address}): changes — shows`);
    expect(said).toContain(`${labels} › Postcodes`);
    expect(said).toContain(`${labels} › Intro`);
    expect(await changes.textContent()).not.toMatch(/content\/|\.ya?ml|line \d/);

    await pane.getByRole('button', { name: 'Page', exact: true }).click();
    await cms.preview(page).frame.waitFor();
    expect(read()).toBe(saved);
    expect(errors).toEqual([]);
  }, 180_000);
});
