// The pictures: each page of a side opened in Chromium at a width and photographed whole. Requests to anywhere
// but the local server are refused, so a page that names another site shows without it and the review sends
// nothing out. Playwright is a development dependency, loaded only when pictures are asked for.
import { EnvironmentError } from '../../diagnostics/environment.mjs';
import { browserPath, CHROMIUM_FLAGS } from './browser.ts';

export interface Camera {
  /** The page at `url`, `width` pixels wide, as a PNG of its whole length. */
  shoot(url: string, width: number): Promise<Buffer>;
  close(): Promise<void>;
}

/** A browser to photograph pages of `origin` with; a thrown Error's message says what to install. */
export async function openCamera(origin: string, chromePath?: string): Promise<Camera> {
  const { chromium } = await import('playwright-core');
  const executablePath = browserPath(chromePath, () => chromium.executablePath());
  if (!executablePath)
    throw new EnvironmentError(
      'review --shots needs Chromium: set CHROME_PATH, or install it (apt-get install chromium)',
    );
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
  return {
    async shoot(url, width) {
      const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      try {
        await context.route('**/*', (route) =>
          route.request().url().startsWith(`${origin}/`) ? route.continue() : route.abort(),
        );
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
        return await page.screenshot({ fullPage: true, animations: 'disabled', caret: 'hide' });
      } finally {
        await context.close();
      }
    },
    close: () => browser.close(),
  };
}
