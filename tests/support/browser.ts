// The browser for end-to-end tests: CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own.
// `npx playwright install` cannot download here, so when none is present and this runs as root on Debian,
// Debian's chromium is installed with apt.
//
// One browser serves the whole run: the e2e global setup starts it (startBrowserServer), listening on 127.0.0.1,
// and each file connects to it (launchBrowser), with contexts of its own, which its close() ends: a browser's
// start and its processes are costly, once is enough. Outside the run (the
// guide's screenshots) launchBrowser starts a browser of its own.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { type Browser, type BrowserServer, chromium } from 'playwright';
import { browserPath, CHROMIUM_FLAGS, DEBIAN_CHROMIUM } from '../../generator/review/shots/browser.ts';
import { sharedBrowser } from './shared-build.ts';

function installDebianChromium(): string | undefined {
  if (process.getuid?.() !== 0 || !fs.existsSync('/etc/debian_version')) return undefined;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], {
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    spawnSync('apt-get', ['update'], { env, encoding: 'utf8' });
    result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { env, encoding: 'utf8' });
  }
  return fs.existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
}

function findBrowser(): string {
  const found = browserPath(process.env.CHROME_PATH, () => chromium.executablePath()) ?? installDebianChromium();
  if (!found) throw new Error('No browser for the end-to-end tests: set CHROME_PATH, or apt-get install -y chromium');
  return found;
}

const options = () => ({ executablePath: findBrowser(), headless: true, args: CHROMIUM_FLAGS });

/** The run's browser, for the e2e global setup: on a free port of 127.0.0.1. */
export function startBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ ...options(), host: '127.0.0.1', port: 0 });
}

/** The run's browser when there is one (the e2e project), else a browser of its own. */
export function launchBrowser(): Promise<Browser> {
  const shared = sharedBrowser();
  return shared ? chromium.connect(shared) : chromium.launch(options());
}
