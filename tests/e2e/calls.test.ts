// Every page earns the call: on a phone (390×844) with the cookie notice showing, and on a desktop, one page of
// every template offers a tel: link in the first screen that nothing covers, and axe (WCAG 2.2 AA) finds
// nothing; the floating button steps aside while a form is on screen.
import type { Browser, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Route } from '../../generator/model/types/route.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { axeViolations, WCAG_22_AA } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { today } from '../support/clock.ts';
import { servedFixture } from '../support/shared-build.ts';
import { ALL_TEMPLATES, oneOfEach, templatesOf } from '../support/templates.ts';

// The fixture site as `npm run generate` builds it, served as the host would: built once for the whole run.
const site = servedFixture();
let browser: Browser;
let visited: Route[];

beforeAll(async () => {
  visited = oneOfEach(runCheck(site.root, today()).routes!);
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

/** The tel: links whose centre lies in the first screen and is the link itself (nothing on top of it). */
function uncoveredCalls(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const y = box.top + box.height / 2;
        if (box.width === 0 || y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) return false;
        const top = document.elementFromPoint(x, y);
        return top !== null && (top === link || link.contains(top));
      })
      .map((link) => `${link.className || 'link'} ${link.getAttribute('href')}`),
  );
}

const NOTICE = '.cookie-banner:not([hidden])';

/**
 * Opens a page and waits until the cookie notice shows (a new visitor's first screen). The notice's own delay
 * (islands.test.ts times it) is run on the page's clock instead of waited for: about 40 visits here.
 */
async function visitWithCookieNotice(page: Page, path: string): Promise<void> {
  await page.goto(`${site.origin}${path}`, { waitUntil: 'load' });
  for (let i = 0; i < 100 && !(await page.locator(NOTICE).count()); i++) await page.clock.runFor(100);
  await page.waitForSelector(NOTICE, { timeout: 5000 });
}

/** A phone; its clock runs as a real one does until a test runs it on (visitWithCookieNotice). */
async function phoneWithCookieNotice(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await context.clock.install();
  return context.newPage();
}

/** What one page of each template shows a new visitor on a phone: the uncovered calls, and what axe finds. */
interface OnPhone {
  route: Route;
  calls: string[];
  violations: string[];
}
let onPhone: OnPhone[];

beforeAll(async () => {
  // One visit a template serves both the calls and the axe test below: the same page in the same state.
  const page = await phoneWithCookieNotice();
  onPhone = [];
  for (const route of visited) {
    await visitWithCookieNotice(page, route.path);
    const calls = await uncoveredCalls(page);
    const violations = (await axeViolations(page, WCAG_22_AA)).flatMap((v) =>
      v.nodes.map((n) => `${route.path} ${v.id}: ${n.target.join(' ')}`),
    );
    onPhone.push({ route, calls, violations });
  }
  await page.context().close();
}, 240_000);

describe('a call from the first screen', () => {
  it('on a phone with the cookie notice showing, every template offers an uncovered tel: link, and the header has one', () => {
    const missing: string[] = [];
    for (const { route, calls } of onPhone) {
      if (!calls.some((c) => c.startsWith('header-call')))
        missing.push(`${route.path}: header ${JSON.stringify(calls)}`);
      if (route.template !== 'not-found' && route.template !== 'thank-you' && calls.length < 2)
        missing.push(`${route.path}: no call in the hero ${JSON.stringify(calls)}`);
    }
    expect(missing).toEqual([]);
    expect(templatesOf(onPhone.map(({ route }) => route))).toEqual(ALL_TEMPLATES);
  });

  it('on a desktop, the header shows the number with the opening hours, and every template has an uncovered call', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    for (const route of visited) {
      await page.goto(`${site.origin}${route.path}`, { waitUntil: 'load' });
      expect(await uncoveredCalls(page), route.path).toContainEqual(
        expect.stringMatching(/^header-call tel:\+44\d{10}$/),
      );
    }
    const header = page.locator('.header-call');
    await expect(header.locator('.header-call__number').isVisible()).resolves.toBe(true);
    expect(await header.locator('.header-call__hours').isVisible()).toBe(true);
    expect(await header.getAttribute('href')).toMatch(/^tel:\+44/);
  });

  it('names the phone header button by its number, and keeps it one row high', async () => {
    const page = await phoneWithCookieNotice();
    await page.goto(`${site.origin}${visited[0]!.path}`, { waitUntil: 'load' });
    const name = await page.locator('.header-call').evaluate((a) => a.textContent ?? '');
    expect(name.replace(/\u00a0/g, ' ')).toMatch(/Call us on 0\d{2,4} \d{3,4} ?\d{3,4}/);
    const height = await page.locator('.site-header').evaluate((h) => h.getBoundingClientRect().height);
    expect(height).toBeLessThanOrEqual(72);
  });
});

describe('nothing covers a call or a form', () => {
  it('hides the floating button while a form is on screen, and brings it back after', async () => {
    const page = await phoneWithCookieNotice();
    await page.goto(`${site.origin}/kent/dover-hoarder-cleaning`, { waitUntil: 'load' });
    const button = page.locator('.floating-contact > summary');
    await expect(button.isVisible()).resolves.toBe(true);
    await page.locator('#contact form').scrollIntoViewIfNeeded();
    await page.waitForFunction(() =>
      document.querySelector('.floating-contact')?.classList.contains('floating-contact--away'),
    );
    expect(await button.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForFunction(
      () => !document.querySelector('.floating-contact')?.classList.contains('floating-contact--away'),
    );
    expect(await button.isVisible()).toBe(true);
  });

  it('never lets the cookie notice cover the floating button, and hides the notice while the phone menu is open', async () => {
    const page = await phoneWithCookieNotice();
    await visitWithCookieNotice(page, '/kent/dover-hoarder-cleaning');
    const [bar, button] = await Promise.all(
      ['.cookie-banner', '.floating-contact > summary'].map((s) => page.locator(s).boundingBox()),
    );
    // The bar appears above the button, which does not move.
    expect(bar!.y + bar!.height).toBeLessThanOrEqual(button!.y);
    await page.click('.menu > summary');
    expect(await page.locator('.cookie-banner').isVisible()).toBe(false);
  });

  it('finds no WCAG 2.2 AA violation (axe) on one page of every template at 390 px with the cookie notice showing', () => {
    expect(onPhone.flatMap(({ violations }) => violations)).toEqual([]);
    expect(templatesOf(onPhone.map(({ route }) => route))).toEqual(ALL_TEMPLATES);
  });
});
