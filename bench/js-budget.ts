// The JavaScript each template loads: before any interaction, and once the contact form is open.
// Prints figures; asserts nothing. Targets (issue 5): ≤ 15 KB gzip before interaction on town, regional
// and service pages; ≤ 100 KB gzip once the form is open.
import { gzipSync } from 'node:zlib';
import { runCheck } from '../generator/pipeline/run-check.ts';
import { launchBrowser } from '../tests/support/browser.ts';
import { today } from '../tests/support/clock.ts';
import { fixture } from '../tests/support/fixture.ts';

interface Loaded {
  bytes: number;
  gzip: number;
  files: number;
}

function measure(urls: ReadonlyMap<string, Buffer>): Loaded {
  let bytes = 0;
  let gzip = 0;
  for (const body of urls.values()) {
    bytes += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  return { bytes, gzip, files: urls.size };
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

const built = fixture({ code: true });
await built.build();
const site = await built.serve();
const browser = await launchBrowser();
try {
  const routes = runCheck(built.root, today()).routes!;
  const oneOfEach = [...new Map(routes.filter((r) => r.path !== '/404').map((r) => [r.template, r])).values()];
  console.log('template               page                                        before interaction      form open');
  for (const route of oneOfEach) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Map<string, Buffer>();
    const pending: Array<Promise<void>> = [];
    page.on('response', (response) => {
      if (response.url().endsWith('.js'))
        pending.push(
          response.body().then(
            (b) => void scripts.set(response.url(), b),
            () => undefined,
          ),
        );
    });
    await page.goto(`${site.origin}${route.path}`, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const before = measure(scripts);
    let after = '';
    const field = page.locator('form.contact-form input[name="name"]').first();
    if ((await field.count()) > 0) {
      await field.scrollIntoViewIfNeeded();
      await field.focus();
      // Open = hydrated: its submit button is enabled once the island's code has loaded and run.
      await page.waitForSelector('form.contact-form button[type="submit"]:not([disabled])', { timeout: 15_000 });
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
      const open = measure(scripts);
      after = `${kb(open.gzip)} gzip (${kb(open.bytes)}, ${open.files} files)`;
    }
    console.log(
      `${route.template.padEnd(22)} ${route.path.padEnd(44)} ${`${kb(before.gzip)} gzip (${kb(before.bytes)}, ${before.files} files)`.padEnd(36)} ${after}`,
    );
    await context.close();
  }
} finally {
  await browser.close();
  await site.stop();
  built.remove();
}
