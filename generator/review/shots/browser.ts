// The Chromium the pictures are taken in, and the end-to-end tests' too (tests/support/browser.ts): CHROME_PATH,
// then Debian's /usr/bin/chromium, then Playwright's own when it was installed. Playwright is a development
// dependency, so it is loaded here only when a picture is asked for.
import fs from 'node:fs';

export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** Nothing a browser does of its own accord: no updates, no sync, no requests beyond the page's. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The browser named (`chromePath`: CHROME_PATH, as the caller read it) or installed, else undefined; `own` is
 * Playwright's downloaded one, when asked.
 */
export function browserPath(chromePath: string | undefined, own?: () => string): string | undefined {
  const candidates = [chromePath, DEBIAN_CHROMIUM].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p));
  if (found || !own) return found;
  try {
    const path = own();
    return fs.existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
