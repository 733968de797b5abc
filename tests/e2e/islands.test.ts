// The small islands in a real browser (spec §2, §4, §5, §8): cookie notice, mobile menu, floating contact panel,
// before/after galleries, blog list, newsletter, FAQ accordions and the 404 page. The site is built once, from a
// copy with five more articles, so that the blog list has three pages and categories of every size.

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, WCAG_21_AA } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { type RunningServer, startPreviewServer } from '../support/servers.ts';

const EXTRA_ARTICLES = [
  [
    'cleaning-a-kitchen',
    '2025-01-20',
    'Cleaning Tips',
    'Cleaning a Kitchen After Years of Clutter',
    'Worktops, cupboards and the cooker: a calm, room-by-room order for bringing a neglected kitchen back into use.',
  ],
  [
    'one-drawer-at-a-time',
    '2025-01-15',
    'Cleaning Tips',
    'Decluttering One Drawer at a Time',
    'Big clear-outs overwhelm. Small, finished tasks build confidence, and a single drawer is a good place to begin.',
  ],
  [
    'safe-cleaning-products',
    '2025-01-10',
    'Cleaning Tips',
    'Choosing Safe Products for a Deep Clean',
    'Strong chemicals and poor ventilation are a risky mix: which products to use, which to avoid, and why gloves matter.',
  ],
  [
    'talking-to-your-gp',
    '2025-01-05',
    'Hoarding Disorder',
    'Talking to Your GP About Hoarding',
    'What to say at the appointment, what treatment may be offered, and how a referral to specialist support works.',
  ],
  [
    'planning-a-family-meeting',
    '2024-12-20',
    'Support Strategies',
    'Planning a Family Meeting',
    "An agenda, a calm setting and one shared goal can turn a difficult conversation about a relative's home into a plan.",
  ],
] as const;

/** Newest first, as the list shows them: the three real articles, then the five above. */
const ALL_TITLES = [
  'The Health and Safety Risks of Hoarding, and How to Reduce Them',
  'Compassionate Approaches to Hoarding: How to Support Someone You Care About',
  'Understanding Hoarding Disorder: More Than Just Clutter',
  ...EXTRA_ARTICLES.map((a) => a[3]),
];

function articleYaml([slug, date, category, title, excerpt]: (typeof EXTRA_ARTICLES)[number]): string {
  const body = `<p>${excerpt} This test article exists so that the blog list has enough entries to fill three pages and to exercise the search, the category filter and the pagination.</p>`;
  return [
    `slug: ${slug}`,
    `title: ${JSON.stringify(title)}`,
    `seo: { title: ${JSON.stringify(title)}, description: ${JSON.stringify(excerpt)} }`,
    `excerpt: ${JSON.stringify(excerpt)}`,
    `date: "${date}"`,
    `category: ${JSON.stringify(category)}`,
    'author: The Care Team',
    'image: { src: /images/blog/compassionate-approaches-hoarding.svg, alt: Two chairs at a kitchen table }',
    `content: ${JSON.stringify(body)}`,
  ].join('\n');
}

let site: Fixture;
let root: string;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  for (const article of EXTRA_ARTICLES)
    fs.writeFileSync(path.join(root, 'content/blog', `${article[0]}.yaml`), articleYaml(article));
  const result = await site.run(['generate']);
  if (result.code !== 0) throw new Error(`generate failed:\n${result.stdout}\n${result.stderr}`);
  server = await startPreviewServer(path.join(root, 'dist'));
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

interface Visit {
  page: Page;
  /** Console errors and uncaught exceptions so far. */
  errors: string[];
}

/**
 * A fresh page with the cookie choice stored (unless told otherwise), opened once its islands' code has loaded.
 * `paused`: the page's clock stands still from the start, and its timers fire only as the test runs it on.
 */
async function visit(
  pathname: string,
  {
    consent = 'accepted',
    width = 1280,
    init,
    paused = false,
  }: { consent?: string | null; width?: number; init?: () => void; paused?: boolean } = {},
): Promise<Visit> {
  // A context of its own: what one visit stores (the cookie choice, the form's last sending) is not the next one's.
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  if (consent) await page.addInitScript((value) => window.localStorage.setItem('cookieConsent', value), consent);
  if (init) await page.addInitScript(init);
  if (paused) {
    const start = Date.UTC(2026, 0, 15, 10, 30);
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 1000);
  }
  await page.goto(`${server.origin}${pathname}`, { waitUntil: 'networkidle' });
  return { page, errors };
}

/** WCAG 2.1 AA problems axe-core finds in the page as it is now (the island's current state). */
async function axe(page: Page): Promise<string[]> {
  const violations = await axeViolations(page, WCAG_21_AA);
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
}

async function done({ page, errors }: Visit): Promise<void> {
  expect(errors).toEqual([]);
  await page.context().close();
}

/** The elements' texts, with runs of white space (the phone number's no-break spaces too) as one space. */
const texts = (locator: Locator) =>
  locator.evaluateAll((els) => els.map((e) => (e.textContent ?? '').replace(/\s+/g, ' ').trim()));
/** The focused element as 'tag: text', e.g. 'summary: Menu'. */
const focused = (page: Page) =>
  page.evaluate(
    () => `${document.activeElement?.tagName.toLowerCase()}: ${document.activeElement?.textContent?.trim()}`,
  );
const stored = (page: Page) => page.evaluate(() => window.localStorage.getItem('cookieConsent'));

describe('cookie notice', () => {
  /** Records, from the start of the page's life, whether the notice began hidden and whether it has appeared. */
  function watchBanner(): void {
    document.addEventListener('DOMContentLoaded', () => {
      const banner = document.querySelector<HTMLElement>('.cookie-banner')!;
      document.body.dataset.bannerHiddenAtStart = String(banner.hidden);
      new MutationObserver(
        () => banner.hidden || (document.body.dataset.bannerShownAt ??= String(performance.now())),
      ).observe(banner, { attributes: true });
    });
  }

  /** A first visit, on the page's own clock: the notice's delay is run on, not waited for. */
  async function freshVisit(): Promise<Visit & { banner: Locator }> {
    const v = await visit('/about', { consent: null, init: watchBanner, paused: true });
    return { ...v, banner: v.page.locator('.cookie-banner') };
  }

  it('appears 1.5 s after load when no choice is stored; Accept stores accepted and hides it', async () => {
    const v = await freshVisit();
    // Loaded, its code run and its timer set; the page's clock has not moved since it started.
    const seen = () =>
      v.page.evaluate(() => ({
        hiddenAtStart: document.body.dataset.bannerHiddenAtStart,
        shown: document.body.dataset.bannerShownAt !== undefined,
      }));
    await v.page.clock.runFor(1499);
    expect(await seen()).toEqual({ hiddenAtStart: 'true', shown: false });
    await v.page.clock.runFor(1);
    await v.banner.waitFor({ state: 'visible' });
    expect(await seen()).toEqual({ hiddenAtStart: 'true', shown: true });
    await v.page.getByRole('button', { name: 'Accept' }).click();
    expect(await v.banner.isHidden()).toBe(true);
    expect(await stored(v.page)).toBe('accepted');
    await done(v);
  });

  it('Decline stores declined and hides it', async () => {
    const v = await freshVisit();
    await v.page.clock.runFor(1500);
    await v.banner.waitFor({ state: 'visible' });
    await v.page.getByRole('button', { name: 'Decline' }).click();
    expect(await v.banner.isHidden()).toBe(true);
    expect(await stored(v.page)).toBe('declined');
    await done(v);
  });

  it('stays away when a choice is stored', async () => {
    const v = await visit('/about', { consent: 'declined', paused: true });
    // Well past the delay on the page's clock: every timer due by then has fired.
    await v.page.clock.runFor(5000);
    expect(await v.page.locator('.cookie-banner').isHidden()).toBe(true);
    await done(v);
  });
});

describe('mobile menu (390 px wide)', () => {
  it('opens and closes by click and keyboard, with sub-menus, and Escape returns the focus', async () => {
    const v = await visit('/', { width: 390 });
    const { page } = v;
    const nav = page.locator('.menu nav');
    const services = page.locator('.submenu', { has: page.locator('summary', { hasText: 'All Services' }) });
    expect(await nav.isVisible()).toBe(false);
    await page.click('.menu > summary');
    expect(await nav.isVisible()).toBe(true);
    await services.locator('summary').click();
    expect(await services.getByRole('link', { name: 'Hoarder Cleaning' }).isVisible()).toBe(true);
    await services.locator('summary').click();
    expect(await services.getByRole('link', { name: 'Hoarder Cleaning' }).isVisible()).toBe(false);
    await page.click('.menu > summary');
    expect(await nav.isVisible()).toBe(false);

    await page.focus('.menu > summary');
    await page.keyboard.press('Enter');
    expect(await nav.isVisible()).toBe(true);
    const about = page.locator('.submenu', { has: page.locator('summary', { hasText: 'About' }) });
    await about.locator('summary').focus();
    await page.keyboard.press('Space');
    expect(await about.getByRole('link', { name: 'Careers' }).isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await about.getByRole('link', { name: 'Careers' }).isVisible()).toBe(false);
    expect(await focused(page)).toBe('summary: About');
    await page.keyboard.press('Escape');
    expect(await nav.isVisible()).toBe(false);
    expect(await focused(page)).toBe('summary: Menu');
    await done(v);
  });
});

describe('floating contact panel', () => {
  it('goes collapsed → options → form → options, loads the form only when asked, and Escape closes it', async () => {
    const v = await visit('/blog/understanding-hoarding-disorder');
    const { page } = v;
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    const panel = page.locator('.floating-contact__panel');
    const quick = page.getByRole('button', { name: 'Send us a quick message' });
    const back = page.getByRole('button', { name: 'Back to Contact Options' });
    expect(await panel.isVisible()).toBe(false);

    await page.click('.floating-contact > summary');
    expect(await panel.getByRole('link', { name: /020 7946/ }).isVisible()).toBe(true);
    expect(await panel.getByRole('link', { name: /@example\.com/ }).isVisible()).toBe(true);
    expect(await panel.getByText(/8am to 8pm/i).isVisible()).toBe(true);
    expect(await panel.locator('a[href="/contact-details"]').isVisible()).toBe(true);
    // Spec §2's order: phone, e-mail, hours, the quick form, the contact page.
    expect(await texts(panel.locator('.floating-contact__options > p'))).toEqual([
      '020 7946 0418',
      'help@example.com',
      '7 days a week, 8am to 8pm',
      'Send us a quick message',
      'All the ways to reach us',
    ]);
    expect(await back.isVisible()).toBe(false);
    expect(scripts).toEqual([]);

    await quick.click();
    const name = panel.locator('form input[name="name"]');
    await name.waitFor({ state: 'visible' });
    // The form engine's code arrives only now.
    expect(scripts.length).toBeGreaterThan(0);
    expect(await back.isVisible()).toBe(true);
    expect(await panel.locator('a[href="/contact-details"]').isVisible()).toBe(false);
    expect(await focused(page)).toBe('h2: Send us a quick message');
    expect(await axe(page)).toEqual([]);
    await name.fill('Sam Visitor');

    await back.click();
    expect(await quick.isVisible()).toBe(true);
    expect(await name.isVisible()).toBe(false);
    expect(await focused(page)).toBe('button: Send us a quick message');
    await page.keyboard.press('Enter');
    expect(await name.inputValue()).toBe('Sam Visitor');

    await page.keyboard.press('Escape');
    expect(await panel.isVisible()).toBe(false);
    expect(await focused(page)).toBe('summary: Contact us');
    await page.keyboard.press('Enter');
    expect(await quick.isVisible()).toBe(true);
    await done(v);
  });

  it('is not on the contact page', async () => {
    const v = await visit('/contact-details');
    expect(await v.page.locator('.floating-contact').count()).toBe(0);
    await done(v);
  });
});

describe('before/after galleries', () => {
  async function gallery(pathname: string) {
    const v = await visit(pathname);
    const root = v.page.locator('[data-island="gallery"]');
    await root.scrollIntoViewIfNeeded();
    const toggle = root.locator('.gallery__toggle');
    await toggle.waitFor();
    return { ...v, root, toggle };
  }
  const visibleImages = (root: Locator) =>
    root.locator('img').evaluateAll((imgs) => imgs.filter((i) => i.checkVisibility()).length);

  it('on home: images shown, Before first; tabs by click and arrow keys; the toggle hides them for privacy', async () => {
    const v = await gallery('/');
    const { page, root, toggle } = v;
    expect(await toggle.textContent()).toBe('Hide Sensitive Images');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    expect(await root.getByRole('tablist').count()).toBe(3);
    expect(await texts(root.getByRole('tab', { selected: true }))).toEqual(['Before', 'Before', 'Before']);
    expect(await visibleImages(root)).toBe(3);

    const first = root.locator('.gallery__item').first();
    const panelOf = async (name: string) =>
      first.locator(`#${await first.getByRole('tab', { name }).getAttribute('aria-controls')}`);
    await first.getByRole('tab', { name: 'After' }).click();
    expect(await first.getByRole('tab', { name: 'After' }).getAttribute('aria-selected')).toBe('true');
    expect(await (await panelOf('After')).isVisible()).toBe(true);
    expect(await (await panelOf('Before')).isVisible()).toBe(false);
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('button: Before');
    expect(await (await panelOf('Before')).isVisible()).toBe(true);
    await page.keyboard.press('ArrowLeft');
    expect(await focused(page)).toBe('button: After');
    await page.keyboard.press('ArrowRight');
    expect(await first.getByRole('tab', { name: 'Before' }).getAttribute('aria-selected')).toBe('true');
    expect(await first.getByRole('tab', { name: 'Before' }).getAttribute('tabindex')).toBe('0');
    expect(await first.getByRole('tab', { name: 'After' }).getAttribute('tabindex')).toBe('-1');

    await toggle.click();
    expect(await toggle.textContent()).toBe('Show Images');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await visibleImages(root)).toBe(0);
    expect(await root.getByText('Images are hidden for privacy.').count()).toBe(3);
    expect(await root.getByText('Images are hidden for privacy.').first().isVisible()).toBe(true);
    expect(await axe(page)).toEqual([]);
    await toggle.click();
    expect(await visibleImages(root)).toBe(3);
    expect(await axe(page)).toEqual([]);
    expect(await root.getByText('Images are hidden for privacy.').first().isVisible()).toBe(false);
    await done(v);
  });

  it('on the extreme clearance page: images hidden at first, with the privacy text', async () => {
    const v = await gallery('/services/extreme-house-clearance');
    const { root, toggle } = v;
    expect(await toggle.textContent()).toBe('Show Images');
    expect(await visibleImages(root)).toBe(0);
    expect(await root.getByText('Images are hidden for privacy.').first().isVisible()).toBe(true);
    await toggle.click();
    expect(await toggle.textContent()).toBe('Hide Sensitive Images');
    const items = await root.locator('.gallery__item').count();
    expect(await visibleImages(root)).toBe(items);
    expect(await texts(root.getByRole('tab', { selected: true }))).toEqual(Array(items).fill('Before'));
    await done(v);
  });

  it('shows both pictures of every pair without JavaScript', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.origin}/services/extreme-house-clearance`);
    const root = page.locator('[data-island="gallery"]');
    expect(await visibleImages(root)).toBe(2 * (await root.locator('.gallery__item').count()));
    await context.close();
  });
});

describe('blog list', () => {
  async function blog() {
    const v = await visit('/blog');
    const list = v.page.locator('[data-island="blog-list"]');
    return {
      ...v,
      list,
      shown: () => texts(list.locator('.blog-list__list > li:not([hidden]) .story-card__title')),
      count: async () =>
        (await list.locator('.blog-list__count').isVisible()) ? list.locator('.blog-list__count').textContent() : null,
      previous: list.getByRole('button', { name: 'Previous' }),
      next: list.getByRole('button', { name: 'Next' }),
      search: list.getByRole('searchbox', { name: 'Search articles' }),
      filter: (name: string) => list.locator('.blog-list__filter').getByRole('button', { name }),
    };
  }

  it('shows 3 a page; Previous only after page 1, Next only before the last; focus stays on a page button', async () => {
    const b = await blog();
    expect(await b.shown()).toEqual(ALL_TITLES.slice(0, 3));
    expect(await b.count()).toBe('Showing 3 of 8 articles');
    expect([await b.previous.isVisible(), await b.next.isVisible()]).toEqual([false, true]);
    await b.next.click();
    expect(await b.shown()).toEqual(ALL_TITLES.slice(3, 6));
    expect([await b.previous.isVisible(), await b.next.isVisible()]).toEqual([true, true]);
    await b.next.click();
    expect(await b.shown()).toEqual(ALL_TITLES.slice(6));
    expect(await b.count()).toBe('Showing 2 of 8 articles');
    expect([await b.previous.isVisible(), await b.next.isVisible()]).toEqual([true, false]);
    expect(await focused(b.page)).toBe('button: Previous');
    await b.page.keyboard.press('Enter');
    await b.page.keyboard.press('Enter');
    expect(await b.shown()).toEqual(ALL_TITLES.slice(0, 3));
    expect(await focused(b.page)).toBe('button: Next');
    await done(b);
  });

  it('searches titles and excerpts, ignoring case, and a new search starts at page 1', async () => {
    const b = await blog();
    await b.next.click();
    await b.search.fill('HOARDING');
    expect(await b.shown()).toEqual(ALL_TITLES.slice(0, 3));
    expect(await b.count()).toBe('Showing 3 of 4 articles');
    expect([await b.previous.isVisible(), await b.next.isVisible()]).toEqual([false, true]);
    await b.next.click();
    expect(await b.shown()).toEqual(['Talking to Your GP About Hoarding']);
    expect(await b.count()).toBe('Showing 1 of 4 articles');
    await b.search.fill('kitchen');
    expect(await b.shown()).toEqual(['Cleaning a Kitchen After Years of Clutter']);
    expect([await b.previous.isVisible(), await b.next.isVisible()]).toEqual([false, false]);
    // Only in the excerpt:
    await b.search.fill('Agenda');
    expect(await b.shown()).toEqual(['Planning a Family Meeting']);
    await b.search.fill('no such words anywhere');
    expect(await b.shown()).toEqual([]);
    expect(await b.list.getByText('No articles found matching your criteria.').isVisible()).toBe(true);
    expect(await b.count()).toBeNull();
    expect(await axe(b.page)).toEqual([]);
    await b.search.fill('');
    expect(await b.shown()).toEqual(ALL_TITLES.slice(0, 3));
    expect(await b.count()).toBe('Showing 3 of 8 articles');
    expect(await b.list.getByText('No articles found matching your criteria.').isVisible()).toBe(false);
    await done(b);
  });

  it('filters by category (only those with articles, with counts), together with the search; topics set it', async () => {
    const b = await blog();
    expect(await texts(b.list.locator('.blog-list__filter button'))).toEqual([
      'All Categories',
      'Hoarding Disorder (2)',
      'Support Strategies (2)',
      'Health & Safety (1)',
      'Cleaning Tips (3)',
    ]);
    await b.next.click();
    await b.filter('Cleaning Tips (3)').click();
    expect(await b.shown()).toEqual(ALL_TITLES.slice(3, 6));
    expect(await b.count()).toBe('Showing 3 of 3 articles');
    expect(await b.filter('Cleaning Tips (3)').getAttribute('aria-pressed')).toBe('true');
    expect(await b.filter('All Categories').getAttribute('aria-pressed')).toBe('false');
    expect(await b.next.isVisible()).toBe(false);
    await b.search.fill('DRAWER');
    expect(await b.shown()).toEqual(['Decluttering One Drawer at a Time']);
    await b.filter('Hoarding Disorder (2)').click();
    expect(await b.shown()).toEqual([]);
    expect(await b.list.getByText('No articles found matching your criteria.').isVisible()).toBe(true);
    await b.search.fill('');
    expect(await b.shown()).toEqual([ALL_TITLES[2], 'Talking to Your GP About Hoarding']);
    await b.list.locator('.blog-list__topics').getByRole('button', { name: 'Support Strategies' }).click();
    expect(await b.shown()).toEqual([ALL_TITLES[1], 'Planning a Family Meeting']);
    expect(await focused(b.page)).toBe('button: Support Strategies (2)');
    expect(await b.filter('Support Strategies (2)').getAttribute('aria-pressed')).toBe('true');
    await b.filter('All Categories').click();
    expect(await b.count()).toBe('Showing 3 of 8 articles');
    await done(b);
  });
});

describe('newsletter', () => {
  it('lets the browser refuse a bad address, and answers a good one without sending or navigating', async () => {
    const v = await visit('/blog');
    const { page } = v;
    const navigations: string[] = [];
    page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.push(frame.url()));
    const form = page.locator('#newsletter-form');
    await form.scrollIntoViewIfNeeded();
    const submit = form.getByRole('button', { name: 'Subscribe' });
    await page.waitForFunction(
      () => !document.querySelector<HTMLButtonElement>('#newsletter-form button[type="submit"]')!.disabled,
    );
    const input = page.locator('#newsletter-email');
    const validity = () =>
      input.evaluate((i: HTMLInputElement) => ({
        valueMissing: i.validity.valueMissing,
        typeMismatch: i.validity.typeMismatch,
      }));
    const status = form.getByRole('status');

    await submit.click();
    expect(await validity()).toEqual({ valueMissing: true, typeMismatch: false });
    await input.fill('not-an-address');
    await submit.click();
    expect(await validity()).toEqual({ valueMissing: false, typeMismatch: true });
    expect(await status.textContent()).toBe('');

    await input.fill('reader@example.com');
    await input.press('Enter');
    await page.waitForFunction(() => document.querySelector('#newsletter-form [role="status"]')?.textContent !== '');
    expect(await status.textContent()).toMatch(/has not started yet, so nothing was sent/);
    expect(page.url()).toBe(`${server.origin}/blog`);
    expect(navigations).toEqual([]);
    expect(await axe(page)).toEqual([]);
    await done(v);
  });
});

describe('FAQ accordions', () => {
  it('keep at most one answer open, and an open one closes, by mouse and by keyboard', async () => {
    const v = await visit('/');
    const { page } = v;
    const items = page.locator('details[name="faq-home"]');
    const open = () => items.evaluateAll((ds) => ds.map((d) => (d as HTMLDetailsElement).open));
    const summary = (i: number) => items.nth(i).locator('summary');
    expect(await open()).toEqual([false, false, false, false]);
    await summary(0).click();
    expect(await open()).toEqual([true, false, false, false]);
    expect(await items.nth(0).locator('p').isVisible()).toBe(true);
    await summary(1).click();
    expect(await open()).toEqual([false, true, false, false]);
    await summary(1).click();
    expect(await open()).toEqual([false, false, false, false]);

    await summary(2).focus();
    await page.keyboard.press('Enter');
    expect(await open()).toEqual([false, false, true, false]);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe(`summary: ${await summary(3).textContent()}`);
    await page.keyboard.press('Space');
    expect(await open()).toEqual([false, false, false, true]);
    await page.keyboard.press('Enter');
    expect(await open()).toEqual([false, false, false, false]);
    await done(v);
  });
});

describe('404 page', () => {
  it('logs the missing path, and Go Back returns to the previous page', async () => {
    const v = await visit('/about');
    const { page, errors } = v;
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const response = await page.goto(`${server.origin}/no-such-page`, { waitUntil: 'networkidle' });
    expect(response?.status()).toBe(404);
    expect(warnings).toEqual(['404: no page at /no-such-page']);
    // No error besides the browser's own note of the 404 status.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
    const back = page.getByRole('button', { name: 'Go Back' });
    expect(await back.isVisible()).toBe(true);
    await back.click();
    await page.waitForURL(`${server.origin}/about`);
    await page.context().close();
  });
});
