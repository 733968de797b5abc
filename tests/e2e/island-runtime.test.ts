// How islands run (issue 5 §3, §4): the global listener logs what nothing else caught; an island whose code
// cannot load shows the spec's fallback and recovers with 'Try again'; and no island code loads before it is needed.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { servedFixture } from '../support/shared-build.ts';

// The fixture site as `npm run generate` builds it, served as the host would: built once for the whole run.
const site = servedFixture();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

/** The chunk the client entry's island registry loads for `island`: `"name":{load:()=>…import(`../chunks/X.js`)`. */
async function chunkOf(island: string): Promise<string> {
  const home = await (await fetch(`${site.origin}/`)).text();
  const entry = /src="(\/assets\/entries\/[^"]+\.js)"/.exec(home)![1]!;
  const code = await (await fetch(`${site.origin}${entry}`)).text();
  const key = /^[a-z]+$/.test(island) ? `${island}:{load:` : `"${island}":{load:`;
  const from = code.indexOf('../chunks/', code.indexOf(key)) + '../chunks/'.length;
  return code.slice(from, code.indexOf('`', from));
}

describe('island code loads only when it is needed', () => {
  it('does not fetch the contact form on a town page until the form nears the viewport, then brings it to life', async () => {
    const formChunk = await chunkOf('contact-form');
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${site.origin}/kent/dover-hoarder-cleaning`, { waitUntil: 'networkidle' });
    expect(requested).not.toContain(`/assets/chunks/${formChunk}`);
    await page.locator('form.contact-form').first().scrollIntoViewIfNeeded();
    await page.waitForSelector('form.contact-form button[type="submit"]:not([disabled])', { timeout: 10_000 });
    expect(requested).toContain(`/assets/chunks/${formChunk}`);
  });
});

describe('errors in the browser', () => {
  it('logs uncaught errors and unhandled rejections through the global listener', async () => {
    const page = await (await browser.newContext()).newPage();
    const logged: string[] = [];
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()));
    await page.goto(`${site.origin}/about`, { waitUntil: 'load' });
    await page.waitForFunction(() => document.querySelector('script[type="module"]') !== null);
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('boom from a timer');
      });
      void Promise.reject(new Error('nobody caught this'));
    });
    await page.waitForFunction(() => true);
    for (let i = 0; i < 50 && logged.length < 2; i++) await page.waitForTimeout(20);
    expect(logged.some((l) => l.startsWith('Uncaught error:') && l.includes('boom from a timer'))).toBe(true);
    expect(logged.some((l) => l.startsWith('Unhandled rejection:') && l.includes('nobody caught this'))).toBe(true);
  });

  it("shows 'Something went wrong' with the error and 'Try again' when an island's code cannot load, and recovers", async () => {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    const page = await context.newPage();
    const chunk = await chunkOf('gallery');
    let block = true;
    await page.route(`**/assets/chunks/${chunk}`, (route) => (block ? route.abort() : route.continue()));
    await page.goto(`${site.origin}/`, { waitUntil: 'load' });
    const gallery = page.locator('[data-island="gallery"]');
    await gallery.scrollIntoViewIfNeeded();
    const fallback = gallery.locator('.island-error[role="alert"]');
    await fallback.waitFor({ timeout: 10_000 });
    expect(await fallback.locator('.island-error__title').textContent()).toBe('Something went wrong');
    expect(await fallback.locator('p').nth(1).textContent()).not.toBe('');
    block = false;
    // The code could not load, so Try again starts the page afresh (browsers cache a failed module import).
    await Promise.all([page.waitForEvent('load'), fallback.getByRole('button', { name: 'Try again' }).click()]);
    await gallery.scrollIntoViewIfNeeded();
    await gallery.getByRole('tab', { name: 'After' }).first().waitFor({ timeout: 10_000 });
    expect(await gallery.locator('.island-error').count()).toBe(0);
  });
});
