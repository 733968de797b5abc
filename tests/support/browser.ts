// The browser for end-to-end tests: CHROME_PATH, then Debian's /usr/bin/chromium, then Playwright's own.
// `npx playwright install` cannot download here, so when none is present and this runs as root on Debian,
// Debian's chromium is installed with apt.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { type Browser, chromium } from 'playwright';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

function playwrightsOwn(): string | undefined {
  try {
    const own = chromium.executablePath();
    return fs.existsSync(own) ? own : undefined;
  } catch {
    return undefined;
  }
}

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
  const candidates = [process.env.CHROME_PATH, DEBIAN_CHROMIUM].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => fs.existsSync(p)) ?? playwrightsOwn() ?? installDebianChromium();
  if (!found) throw new Error('No browser for the end-to-end tests: set CHROME_PATH, or apt-get install -y chromium');
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: findBrowser(), headless: true, args: CHROMIUM_FLAGS });
}
