// Each page links only the stylesheets it uses, and none it needs is left out. Chromium is the judge of which
// rules match (its CSS coverage), not the generator's own reading of the selectors: on every page of the built
// fixture site, with every stylesheet of the site added to those it links, the sheets with a rule that matched
// are exactly the ones the page links.
import path from 'node:path';
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { attr, byTag, readPages } from '../support/dist.ts';
import { servedFixture } from '../support/shared-build.ts';

const site = servedFixture();

/** Links each of `sheets` that `page` does not already link, and waits until all have loaded. */
async function addSheets(page: Page, sheets: readonly string[]): Promise<void> {
  await page.evaluate(
    (paths) =>
      Promise.all(
        paths.map(
          (href) =>
            new Promise((resolve, reject) => {
              const link = Object.assign(document.createElement('link'), { rel: 'stylesheet', href });
              link.addEventListener('load', resolve);
              link.addEventListener('error', () => reject(new Error(`${href} did not load`)));
              document.head.append(link);
            }),
        ),
      ),
    [...sheets],
  );
  // A frame after the new rules have been matched against the page.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Of the site's stylesheets (`all`), those with a rule that matched on the page at `at` (which links `own`), once
 * the others are added. The islands' own sheets, which they link when they start, are none of the site's.
 */
async function matchedSheets(page: Page, at: string, own: string[], all: string[]): Promise<string[]> {
  await page.coverage.startCSSCoverage({ resetOnNavigation: false });
  await page.goto(`${site.origin}${at}`, { waitUntil: 'load' });
  await addSheets(
    page,
    all.filter((sheet) => !own.includes(sheet)),
  );
  const coverage = await page.coverage.stopCSSCoverage();
  const matched = coverage.filter((entry) => entry.ranges.length > 0).map((entry) => new URL(entry.url).pathname);
  return all.filter((sheet) => matched.includes(sheet));
}

describe('stylesheets', () => {
  it('every page links the site stylesheets with a rule that matches on it, and no other', async () => {
    // Each page's links as written (the islands link their own stylesheets when they start: not the site's).
    const links = new Map(
      readPages(path.join(site.root, 'dist')).map((page) => [
        page.path,
        byTag(page, 'link')
          .filter((link) => attr(link, 'rel') === 'stylesheet')
          .map((link) => attr(link, 'href')!)
          .sort(),
      ]),
    );
    const all = [...new Set([...links.values()].flat())].sort();
    const used = new Map<string, string[]>();
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext()).newPage();
      for (const [at, own] of links) used.set(at, await matchedSheets(page, at, own, all));
    } finally {
      await browser.close();
    }
    expect(links.size).toBeGreaterThan(1);
    for (const [at, own] of links) expect(own, at).toEqual(used.get(at));
    // The split means something: some page goes without one of the site's stylesheets.
    expect([...links.values()].some((sheets) => sheets.length < all.length)).toBe(true);
  }, 240_000);
});
