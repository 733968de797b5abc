// Pages load under the generated Content-Security-Policy (served by npm run preview from _headers) with no
// violation and no console error in a real browser.
import type { Browser } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH, type Route } from '../../generator/model/types/route.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { launchBrowser } from '../support/browser.ts';
import { today } from '../support/clock.ts';
import { servedFixture } from '../support/shared-build.ts';
import { ALL_TEMPLATES, oneOfEach, templatesOf } from '../support/templates.ts';

// The fixture site as `npm run generate` builds it, served as the host would: built once for the whole run.
const server = servedFixture();
let browser: Browser;
let routes: Route[];

beforeAll(async () => {
  routes = runCheck(server.root, today()).routes!;
  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('the generated CSP in a real browser', () => {
  it('loads a page of every template with no CSP violation, no console error and no request to another origin', async () => {
    const page = await browser.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || /Content Security Policy/i.test(m.text()))
        problems.push(`${page.url()}: console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`${page.url()}: ${e.message}`));
    page.on('request', (r) => {
      if (!r.url().startsWith(server.origin) && !r.url().startsWith('data:'))
        problems.push(`${page.url()}: request to ${r.url()}`);
    });
    // The 404 page is served with status 404 for unknown paths, not as a page of its own.
    const visited = oneOfEach(routes.filter((r) => r.path !== NOT_FOUND_PATH));
    for (const route of visited) {
      const response = await page.goto(`${server.origin}${route.path}`, { waitUntil: 'load' });
      expect(response?.status(), route.path).toBe(200);
      expect(response?.headers()['content-security-policy'], route.path).toContain("script-src 'self'");
      const violations = await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            let count = 0;
            document.addEventListener('securitypolicyviolation', () => count++);
            setTimeout(() => resolve(count), 100);
          }),
      );
      expect(violations, route.path).toBe(0);
    }
    expect(problems).toEqual([]);
    expect(templatesOf(visited)).toEqual(ALL_TEMPLATES.filter((t) => t !== 'not-found'));
  });
});
