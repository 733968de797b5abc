// The published admin in Chromium, saving through Decap's own GitHub backend (as the admin bundles it) with the
// editorial workflow, to a repository behind a fake of GitHub's API on 127.0.0.1 (tests/support/fake-github.ts)
// holding the fixture site: GitHub itself is never reached. The admin is served by npm run cms with its
// configuration turned into the published one (the GitHub backend, no local backend), and signed in as Decap
// keeps a signed-in user. A town removed is refused, then saved with its redirect in one click: both files in
// one commit on the entry's branch and pull request, the branch it is built from untouched, and the entry read
// back from the pull request as itself. An article deleted takes its redirect with it in one commit.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { withRedirects } from '../../generator/cms/browser/redirect-fix.ts';
import { filesUnder } from '../../generator/write/files.mjs';
import { launchBrowser } from '../support/browser.ts';
import * as cms from '../support/cms.ts';
import { type CmsProject, startCmsProject } from '../support/cms-project.ts';
import { type FakeGitHub, startFakeGitHub } from '../support/fake-github.ts';

const KENT = 'content/regions/kent.yaml';
const REDIRECTS = 'content/redirects.yaml';
const ARTICLE = 'content/blog/health-risks-hoarding.yaml';
const DOVER = { from: '/kent/dover-hoarder-cleaning', to: '/hoarder-cleaning-kent' };

let project: CmsProject;
let github: FakeGitHub;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** The site as the repository holds it at first. */
let site: Record<string, string>;

/** The admin's configuration as generate makes it for the published admin, saving to the fake. */
async function publishedConfig(context: BrowserContext): Promise<void> {
  await context.route('**/admin/config.yml', async (route) => {
    const response = await route.fetch();
    const config = parse(await response.text()) as Record<string, unknown>;
    delete config.local_backend;
    config.publish_mode = 'editorial_workflow';
    config.backend = { name: 'github', repo: github.repo, branch: 'main', api_root: github.origin };
    await route.fulfill({ response, body: stringify(config) });
  });
}

beforeAll(async () => {
  project = await startCmsProject((copy) => {
    // No catch-all for old articles, so that an article deleted needs a redirect of its own.
    const redirects = path.join(copy, REDIRECTS);
    fs.writeFileSync(redirects, fs.readFileSync(redirects, 'utf8').replace(/^ {2}- \{ from: \/blog\/\*.*\n/m, ''));
  });
  const files = ['site.yaml', ...filesUnder(path.join(project.root, 'content')).map((f) => `content/${f}`)];
  site = Object.fromEntries(files.map((file) => [file, fs.readFileSync(path.join(project.root, file), 'utf8')]));
  github = await startFakeGitHub(site);
  browser = await launchBrowser();
  // The admin's Content-Security-Policy allows GitHub's address, not the fake's.
  context = await browser.newContext({ bypassCSP: true, viewport: { width: 1400, height: 1000 } });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  await publishedConfig(context);
  // Signed in, as Decap keeps a user between visits: it signs in again with the token.
  await context.addInitScript(() =>
    localStorage.setItem('decap-cms-user', JSON.stringify({ backendName: 'github', token: 'a token', login: 'staff' })),
  );
  page = await context.newPage();
  page.on('dialog', (question) => void question.accept());
  await page.goto(`${project.server.origin}/admin/`);
  await page.getByRole('heading', { name: 'Collections' }).waitFor({ timeout: 120_000 });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await github?.stop();
  await project?.stop();
});

describe('the published admin, saving to GitHub with the editorial workflow', () => {
  it("saves a town removed with its redirect in one commit on the entry's pull request, and reads the entry back", async () => {
    await cms.openEntry(page, 'Regions', 'Kent');
    await cms.removeItem(cms.item(cms.field(page, 'Areas'), 'Dover'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await cms.refusal(page).getByText('/kent/dover-hoarder-cleaning is live;', { exact: false }).waitFor();
    await cms.refusal(page).getByRole('button', { name: 'Add the redirect and save' }).click();
    await page.getByText('Changes saved', { exact: true }).waitFor({ timeout: 30_000 });

    expect(github.pulls).toHaveLength(1);
    expect(github.pulls[0]).toMatchObject({ head: 'cms/regions/kent', labels: ['decap-cms/draft'] });
    expect(Object.fromEntries(github.files('main'))).toEqual(site);
    const branch = github.files('cms/regions/kent');
    expect(github.log('cms/regions/kent')).toHaveLength(2);
    expect((parse(branch.get(KENT)!) as { areas: Array<{ name: string }> }).areas.map((a) => a.name)).not.toContain(
      'Dover',
    );
    expect(branch.get(REDIRECTS)).toBe(withRedirects(site[REDIRECTS]!, [DOVER]));
    // Decap reads the entry back from its pull request: Kent, not the redirects file that travelled with it.
    expect(await cms.input(page, 'Name').inputValue()).toBe('Kent');
    expect(github.unknown).toEqual([]);
  }, 180_000);

  it('deletes a published article and adds its redirect in one commit', async () => {
    const title = (parse(site[ARTICLE]!) as { title: string }).title;
    await cms.openEntry(page, 'Blog', title);
    await page.getByRole('button', { name: /^Delete published entry$/ }).click();
    await cms.refusal(page).getByText('/blog/health-risks-hoarding is live;', { exact: false }).waitFor();
    await cms.refusal(page).getByRole('button', { name: 'Add the redirect and delete' }).click();
    await expect.poll(() => github.log('main').length, { timeout: 30_000 }).toBe(2);

    const main = github.files('main');
    expect(main.has(ARTICLE)).toBe(false);
    expect(main.get(REDIRECTS)).toBe(
      withRedirects(site[REDIRECTS]!, [{ from: '/blog/health-risks-hoarding', to: '/blog' }]),
    );
    expect([...main.keys()].sort()).toEqual(
      Object.keys(site)
        .filter((file) => file !== ARTICLE)
        .sort(),
    );
    expect(github.unknown).toEqual([]);
  }, 180_000);
});
