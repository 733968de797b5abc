// The contact form in a real browser (spec §3, §4, §5, §8), against the built site with the e-mail service
// replaced by a fake on 127.0.0.1 that records what it is sent and fails when told to.
import fs from 'node:fs';
import path from 'node:path';
import { findOne, getAttributeValue, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import type { Browser, BrowserContext, Page } from 'playwright';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { phoneForms } from '../../generator/model/tokens.ts';
import { axeViolations, WCAG_21_AA } from '../support/axe.ts';
import { launchBrowser } from '../support/browser.ts';
import { type FakeEmailService, startFakeEmailService } from '../support/fake-email.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import type { RunningServer } from '../support/servers.ts';
import { FIXTURE } from '../support/site.ts';

// The site under test is the fixture's (built and served in beforeAll), never the real content.
const siteYaml = parse(fs.readFileSync(path.join(FIXTURE, 'site.yaml'), 'utf8')) as {
  phone: string;
  emailService: Record<string, string>;
};
const PHONE = phoneForms(siteYaml.phone).spaced;

let fake: FakeEmailService;
let built: Fixture;
let site: RunningServer;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  fake = await startFakeEmailService();
  built = fixture({ code: true, caches: 'shared' });
  await built.build({ env: { EMAILJS_API_ORIGIN: fake.origin } });
  site = await built.serve();
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  built?.remove();
  await fake?.stop();
});

beforeEach(() => fake.clear());
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

/** A fresh visitor (own storage) on `pagePath`, once the form `formId` is live. */
async function openForm(pagePath: string, formId = 'contact-form', context?: BrowserContext): Promise<Page> {
  if (!context) contexts.push((context = await browser.newContext()));
  const page = await context.newPage();
  await page.goto(`${site.origin}${pagePath}`);
  await page.locator(`#${formId}`).scrollIntoViewIfNeeded();
  await page.locator(`#${formId} button[type="submit"]:not([disabled])`).waitFor();
  return page;
}

type Field = 'name' | 'email' | 'phone' | 'location' | 'message';
const VALID = { name: 'Sam Jones', email: 'sam@example.com', phone: '07700 900123', location: 'Dover' } as const;

async function fillIn(page: Page, values: Partial<Record<Field, string>>, formId = 'contact-form') {
  for (const [field, value] of Object.entries(values)) await page.fill(`#${formId}-${field}`, value);
}

const submitButton = (page: Page, formId = 'contact-form') => page.locator(`#${formId} button[type="submit"]`);
const radio = (page: Page, value: 'call' | 'message', formId = 'contact-form') =>
  page.locator(`#${formId} input[name="contactPreference"][value="${value}"]`);
const errorOf = (page: Page, field: Field, formId = 'contact-form') => page.locator(`#${formId}-${field}-error`);

async function toast(page: Page): Promise<{ role: string | null; title: string; text: string }> {
  const card = page.locator('.toasts .toast').first();
  await card.waitFor();
  const region = card.locator('xpath=..');
  // A number in a notice is a link whose spaces do not break (U+00A0): read as the words a visitor reads.
  const text = ((await card.locator('p').nth(1).textContent()) ?? '').replace(/\u00a0/g, ' ');
  return {
    role: await region.getAttribute('role'),
    title: (await card.locator('.toast__title').textContent()) ?? '',
    text,
  };
}

const envelope = (params: Record<string, string>) => ({
  lib_version: expect.any(String),
  user_id: siteYaml.emailService.publicKey,
  service_id: siteYaml.emailService.serviceId,
  template_id: siteYaml.emailService.templateId,
  template_params: params,
});

describe('before the form comes alive', () => {
  const staticForm = (file: string) => {
    const doc = parseDocument(fs.readFileSync(built.path(path.join('dist', file)), 'utf8'));
    const island = findOne((e) => getAttributeValue(e, 'data-island') === 'contact-form', doc.children)!;
    const form = findOne((e) => e.name === 'form', [island])!;
    const button = findOne((e) => e.name === 'button' && getAttributeValue(e, 'type') === 'submit', [form])!;
    const location = findOne((e) => getAttributeValue(e, 'name') === 'location', [form])!;
    return { island, form, button, location, props: JSON.parse(getAttributeValue(island, 'data-props')!) };
  };

  it('has a disabled button, no action and no method in the static HTML, and its props for the browser', () => {
    const { form, button, props } = staticForm('contact-details.html');
    expect(button.attribs).toHaveProperty('disabled');
    expect(textContent(button)).toBe('Request Call Back');
    expect(form.attribs).not.toHaveProperty('action');
    expect(form.attribs).not.toHaveProperty('method');
    expect(props).toEqual({
      config: {
        emailService: siteYaml.emailService,
        cooldownMs: 30000,
        minLength: { name: 2, phone: 6, location: 2 },
        phone: PHONE,
      },
      id: 'contact-form',
      heading: 'Your details',
      location: '',
      quick: false,
    });
  });

  it('prefills the location with the town on a town page and the region on a regional page', () => {
    const town = staticForm('kent/dover-hoarder-cleaning.html');
    expect(getAttributeValue(town.location, 'value')).toBe('Dover');
    expect(town.props.location).toBe('Dover');
    const region = staticForm('hoarder-cleaning-kent.html');
    expect(getAttributeValue(region.location, 'value')).toBe('Kent');
    expect(region.props.location).toBe('Kent');
  });

  it('cannot be submitted without JavaScript: Enter in a field sends nothing and puts nothing in the URL', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    contexts.push(context);
    const page = await context.newPage();
    await page.goto(`${site.origin}/contact-details`);
    expect(await submitButton(page).isDisabled()).toBe(true);
    await fillIn(page, VALID);
    const navigation = page.waitForRequest((r) => r.isNavigationRequest(), { timeout: 1000 }).catch(() => undefined);
    await page.press('#contact-form-name', 'Enter');
    expect(await navigation).toBeUndefined();
    expect(page.url()).toBe(`${site.origin}/contact-details`);
  });
});

describe('the live form', () => {
  it('keeps the prefilled location once it comes alive', async () => {
    const town = await openForm('/kent/dover-hoarder-cleaning', 'contact-town');
    expect(await town.inputValue('#contact-town-location')).toBe('Dover');
    const region = await openForm('/hoarder-cleaning-kent', 'contact-region');
    expect(await region.inputValue('#contact-region-location')).toBe('Kent');
  });

  it('comes alive with no console error: the browser renders exactly what the server did', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (m) => m.type() === 'error' && problems.push(m.text()));
    page.on('pageerror', (e) => problems.push(e.message));
    for (const [pagePath, formId] of [
      ['/contact-details', 'contact-form'],
      ['/kent/dover-hoarder-cleaning', 'contact-town'],
    ]) {
      await page.goto(`${site.origin}${pagePath}`);
      await page.locator(`#${formId}`).scrollIntoViewIfNeeded();
      await page.locator(`#${formId} button[type="submit"]:not([disabled])`).waitFor();
      await radio(page, 'message', formId).check();
      await page.locator(`#${formId}-message`).waitFor();
    }
    expect(problems).toEqual([]);
  });

  it('keeps what a visitor typed and chose before the code arrived', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    let release = () => {};
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    await context.route(`${site.origin}/assets/**/*.js`, async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    const page = await context.newPage();
    await page.goto(`${site.origin}/contact-details`, { waitUntil: 'commit' });
    await page.locator('#contact-form-name').waitFor();
    await fillIn(page, VALID);
    await radio(page, 'message').check();
    expect(await submitButton(page).isDisabled()).toBe(true);
    release();
    await page.locator('#contact-form button[type="submit"]:not([disabled])').waitFor();
    await page.locator('#contact-form-message').waitFor();
    for (const [field, value] of Object.entries(VALID))
      expect(await page.inputValue(`#contact-form-${field}`)).toBe(value);
    expect(await radio(page, 'message').isChecked()).toBe(true);
    expect(await submitButton(page).textContent()).toBe('Send Message');
  });

  it('shows each field message on submit, linked to its field, then re-validates as the visitor types', async () => {
    const page = await openForm('/contact-details');
    await submitButton(page).click();
    const expected = {
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      location: 'Please enter your location',
    } as const;
    for (const [field, message] of Object.entries(expected) as Array<[Field, string]>) {
      expect(await errorOf(page, field).textContent()).toBe(message);
      const input = page.locator(`#contact-form-${field}`);
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      expect(await input.getAttribute('aria-describedby')).toBe(`contact-form-${field}-error`);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('contact-form-name');
    expect(await page.locator('#contact-form').textContent()).not.toMatch(/required/i);

    await fillIn(page, { name: 'S', email: 'sam@', phone: '12345', location: 'D' });
    for (const [field, message] of Object.entries(expected) as Array<[Field, string]>)
      expect(await errorOf(page, field).textContent()).toBe(message);

    await page.fill('#contact-form-name', 'Sa');
    await errorOf(page, 'name').waitFor({ state: 'detached' });
    expect(await page.locator('#contact-form-name').getAttribute('aria-invalid')).toBeNull();
    expect(await errorOf(page, 'email').textContent()).toBe(expected.email);
    expect(fake.sent).toEqual([]);
  });

  it("labels the button by preference and shows the message box only for 'message'", async () => {
    const page = await openForm('/contact-details');
    expect(await submitButton(page).textContent()).toBe('Request Call Back');
    expect(await page.locator('#contact-form-message').count()).toBe(0);
    await radio(page, 'message').check();
    expect(await submitButton(page).textContent()).toBe('Send Message');
    expect(await page.locator('#contact-form-message').isVisible()).toBe(true);
    await radio(page, 'call').check();
    expect(await submitButton(page).textContent()).toBe('Request Call Back');
    expect(await page.locator('#contact-form-message').count()).toBe(0);
  });

  it("sends the exact payload, reads 'Submitting...' meanwhile, stores the time and goes to /thank-you; a second send within 30 s is refused, then sent", async () => {
    // The visitor's clock stands still (timers still run): the second send comes at the very time the first was
    // stored, however long a busy machine takes to open the form again, and the refusal depends on nothing else.
    const context = await browser.newContext();
    contexts.push(context);
    const now = Date.UTC(2026, 0, 15, 10, 30);
    await context.clock.setFixedTime(now);
    const page = await openForm('/contact-details', 'contact-form', context);
    await fillIn(page, { ...VALID, name: '  Sam Jones ' });
    const release = fake.holdNext();
    await submitButton(page).click();
    await page.locator('#contact-form button[type="submit"]:text-is("Submitting...")').waitFor();
    expect(await submitButton(page).isDisabled()).toBe(true);
    release();
    await page.waitForURL(`${site.origin}/thank-you`);
    expect(fake.sent).toEqual([
      envelope({
        from_name: 'Sam Jones',
        email: VALID.email,
        phone: VALID.phone,
        location: VALID.location,
        message: 'No message provided',
        contact_preference: 'Phone Call',
      }),
    ]);
    expect(await page.evaluate(() => localStorage.getItem('lastFormSubmission'))).toBe(String(now));

    const again = await openForm('/contact-details', 'contact-form', context);
    await fillIn(again, VALID);
    await submitButton(again).click();
    expect(await toast(again)).toEqual({
      role: 'alert',
      title: 'Please wait',
      text: 'Please wait a moment before submitting another request.',
    });
    expect(fake.sent).toHaveLength(1);
    expect(again.url()).toBe(`${site.origin}/contact-details`);

    // Once the 30 s have passed on the visitor's clock, the same request goes.
    await context.clock.setFixedTime(now + 30_000);
    await submitButton(again).click();
    await again.waitForURL(`${site.origin}/thank-you`);
    expect(fake.sent).toHaveLength(2);
  });

  it('sends a message request with its text', async () => {
    const page = await openForm('/kent/dover-hoarder-cleaning', 'contact-town');
    await fillIn(page, { name: VALID.name, email: VALID.email, phone: VALID.phone }, 'contact-town');
    await radio(page, 'message', 'contact-town').check();
    await page.fill('#contact-town-message', 'Please ring after 5pm.');
    await submitButton(page, 'contact-town').click();
    await page.waitForURL(`${site.origin}/thank-you`);
    expect(fake.sent).toEqual([
      envelope({
        from_name: VALID.name,
        email: VALID.email,
        phone: VALID.phone,
        location: 'Dover',
        message: 'Please ring after 5pm.',
        contact_preference: 'Message',
      }),
    ]);
  });

  it('answers a filled trap field with the error toast and sends nothing', async () => {
    const page = await openForm('/contact-details');
    await fillIn(page, VALID);
    await page.locator('#contact-form-website').fill('https://spam.example');
    await submitButton(page).click();
    expect(await toast(page)).toEqual({
      role: 'alert',
      title: 'Error',
      text: "Your request couldn't be processed. Please try again.",
    });
    expect(fake.sent).toEqual([]);
    expect(page.url()).toBe(`${site.origin}/contact-details`);
  });

  for (const status of [500, 202]) {
    it(`shows the failure toast with the phone number and keeps every value when the service answers ${status}`, async () => {
      const page = await openForm('/contact-details');
      await fillIn(page, VALID);
      await radio(page, 'message').check();
      await fillIn(page, { message: 'Please ring after 5pm.' });
      fake.failNext(status);
      await submitButton(page).click();
      expect(await toast(page)).toEqual({
        role: 'alert',
        title: 'Something went wrong',
        text: `Your request couldn't be sent. Please try again or call ${PHONE}.`,
      });
      // The number it asks the visitor to call is a link that calls it.
      expect(await page.locator('.toasts .toast a[href^="tel:+44"]').count()).toBe(1);
      expect(fake.sent).toHaveLength(1);
      for (const [field, value] of Object.entries({ ...VALID, message: 'Please ring after 5pm.' }))
        expect(await page.inputValue(`#contact-form-${field}`)).toBe(value);
      expect(await radio(page, 'message').isChecked()).toBe(true);
      expect(await submitButton(page).textContent()).toBe('Send Message');
      expect(await submitButton(page).isEnabled()).toBe(true);
      expect(await page.evaluate(() => localStorage.getItem('lastFormSubmission'))).toBeNull();
      expect(page.url()).toBe(`${site.origin}/contact-details`);

      await page.getByRole('button', { name: 'Dismiss notification' }).click();
      expect(await page.locator('.toasts .toast').count()).toBe(0);
    });
  }

  it('works by keyboard alone: Tab to the fields, Enter to submit, arrows and Space to choose, Space on the button', async () => {
    const page = await openForm('/contact-details');
    const focused = () => page.evaluate(() => document.activeElement?.id ?? '');
    for (let i = 0; i < 200 && (await focused()) !== 'contact-form-name'; i++) await page.keyboard.press('Tab');
    expect(await focused()).toBe('contact-form-name');
    await page.keyboard.press('Enter');
    await errorOf(page, 'name').waitFor();
    expect(await focused()).toBe('contact-form-name');

    await page.keyboard.type(VALID.name);
    for (const field of ['email', 'phone', 'location'] as const) {
      await page.keyboard.press('Tab');
      expect(await focused()).toBe(`contact-form-${field}`);
      await page.keyboard.type(VALID[field]);
    }
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('call');
    await page.keyboard.press('ArrowDown');
    expect(await radio(page, 'message').isChecked()).toBe(true);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    expect(await radio(page, 'call').isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('contact-form-message');
    await page.keyboard.type('By keyboard.');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
    await page.keyboard.press('Space');
    await page.waitForURL(`${site.origin}/thank-you`);
    expect(fake.sent).toEqual([
      envelope({
        from_name: VALID.name,
        email: VALID.email,
        phone: VALID.phone,
        location: VALID.location,
        message: 'By keyboard.',
        contact_preference: 'Message',
      }),
    ]);
  });

  it('has no WCAG 2.1 AA violation (axe) with its field messages, the message box and a toast showing', async () => {
    const page = await openForm('/contact-details');
    const axe = async () =>
      (await axeViolations(page, WCAG_21_AA, { include: '.contact-form-island' })).map((v) => `${v.id}: ${v.help}`);
    await radio(page, 'message').check();
    await submitButton(page).click();
    await errorOf(page, 'name').waitFor();
    expect(await axe()).toEqual([]);
    await fillIn(page, VALID);
    fake.failNext(500);
    await submitButton(page).click();
    await toast(page);
    expect(await axe()).toEqual([]);
  });

  it('shows the render-error fallback when the form cannot render, with Try again', async () => {
    const context = await browser.newContext();
    contexts.push(context);
    // The form's settings under another name, so that it has none: it throws while rendering, inside its error boundary.
    await context.route(`${site.origin}/contact-details`, async (route) => {
      const response = await route.fetch();
      const body = await response.text();
      expect(body).toContain('&quot;config&quot;:');
      await route.fulfill({ response, body: body.replace('&quot;config&quot;:', '&quot;settings&quot;:') });
    });
    const page = await context.newPage();
    await page.goto(`${site.origin}/contact-details`);
    const fallback = page.locator('.contact-form-island .island-error[role="alert"]');
    await fallback.waitFor();
    expect(await fallback.locator('.island-error__title').textContent()).toBe('Something went wrong');
    expect(await fallback.locator('p').nth(1).textContent()).toMatch(/\S/);
    await fallback.getByRole('button', { name: 'Try again' }).click();
    await fallback.waitFor();
    expect(await page.locator('#contact-form').count()).toBe(0);
  });
});

describe('the quick form in the floating panel', () => {
  it('runs the same engine: validation, then the payload and /thank-you', async () => {
    contexts.push(await browser.newContext());
    const context = contexts.at(-1)!;
    const page = await context.newPage();
    await page.goto(`${site.origin}/services/hoarder-cleaning`);
    await page.locator('.floating-contact > summary').click();
    await page.getByRole('button', { name: 'Send us a quick message' }).click();
    const form = page.locator('form.contact-form--quick');
    await form.locator('button[type="submit"]:not([disabled])').waitFor();
    const id = (await form.getAttribute('id'))!;
    await form.locator('button[type="submit"]').click();
    expect(await errorOf(page, 'name', id).textContent()).toBe('Please enter your name');
    await fillIn(page, VALID, id);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`${site.origin}/thank-you`);
    expect(fake.sent).toEqual([
      envelope({
        from_name: VALID.name,
        email: VALID.email,
        phone: VALID.phone,
        location: VALID.location,
        message: 'No message provided',
        contact_preference: 'Phone Call',
      }),
    ]);
  });
});
