// axe-core finds no WCAG 2.1 AA violation on one page of every template, with the cookie notice and the
// floating contact panel open too.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../generator/model/types/route.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { axeViolations, WCAG_21_AA } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { today } from '../support/clock.ts';
import { servedFixture } from '../support/shared-build.ts';
import { ALL_TEMPLATES, oneOfEach, templatesOf } from '../support/templates.ts';

// The fixture site as `npm run generate` builds it, served as the host would: built once for the whole run.
const site = servedFixture();
let browser: Browser;
let routes: Route[];

beforeAll(async () => {
  routes = runCheck(site.root, today()).routes!;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

async function violations(page: Page): Promise<string[]> {
  return (await axeViolations(page, WCAG_21_AA)).flatMap((v) =>
    v.nodes.map((n) => `${page.url()} ${v.id}: ${n.target.join(' ')} (${v.help})`),
  );
}

describe('accessibility (axe-core, WCAG 2.1 AA)', () => {
  it('finds no violation on one page of every template', async () => {
    const visited = oneOfEach(routes);
    const page = await (await browser.newContext()).newPage();
    // A stored choice keeps the cookie notice away here; it is checked open below.
    await page.addInitScript(() => window.localStorage.setItem('cookieConsent', 'accepted'));
    const found: string[] = [];
    for (const route of visited) {
      await page.goto(`${site.origin}${route.path}`, { waitUntil: 'load' });
      found.push(...(await violations(page)));
    }
    expect(found).toEqual([]);
    expect(templatesOf(visited)).toEqual(ALL_TEMPLATES);
  }, 180_000);

  it('finds no violation with the cookie notice showing and the contact panel open, on a phone-sized screen', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await page.goto(`${site.origin}/kent/dover-hoarder-cleaning`, { waitUntil: 'load' });
    await page.waitForSelector('.cookie-banner:not([hidden])', { timeout: 5000 });
    await page.click('.floating-contact > summary');
    await page.waitForSelector('.floating-contact[open]');
    expect(await violations(page)).toEqual([]);
    await page.click('.menu > summary');
    expect(await violations(page)).toEqual([]);
  });
});
