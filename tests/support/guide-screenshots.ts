// The screenshots of the content staff's guide (content/README.md), taken from the admin as `npm run cms` serves
// it, on a copy of the project with the fixture site, driven by the same steps as the admin's browser test
// (cms.ts). Run it again when the admin's look changes, and commit the pictures:
//
//   node --import tsx tests/support/guide-screenshots.ts
//
// Each picture is a PNG of at most 256 colours (sharp), so that each stays well under 150 KB; the part the guide's
// words point at is outlined in red.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright';
import sharp from 'sharp';
import { launchBrowser } from './browser.ts';
import * as cms from './cms.ts';
import { fixture } from './fixture.ts';
import { REPO } from './site.ts';
import { WHITSTABLE, WHITSTABLE_COUNCIL } from './whitstable.ts';

const GUIDE = path.join(REPO, 'content/guide');
/** A laptop's screen: the form and the preview side by side, as content staff see them. */
const VIEWPORT = { width: 1280, height: 800 };

/** Saves what the page shows now as content/guide/<name>.png, without Decap's passing notices ("Entry saved"). */
async function shot(page: Page, name: string): Promise<void> {
  const notices = page.locator('.Toastify__toast');
  // Dispatched, not clicked: the refusal dialog is modal, and covers the notices' close buttons.
  for (const close of await page.locator('.Toastify__close-button').all()) await close.dispatchEvent('click');
  await notices.first().waitFor({ state: 'detached' });
  const png = await page.screenshot();
  const file = path.join(GUIDE, `${name}.png`);
  await sharp(png).png({ palette: true, colours: 256, compressionLevel: 9 }).toFile(file);
  console.log(`${path.relative(REPO, file)}  ${Math.round(fs.statSync(file).size / 1024)} KB`);
}

/** Outlines what the words point at, until the next call. */
async function outline(page: Page, ...targets: Locator[]): Promise<void> {
  await page.evaluate(() => {
    for (const marked of document.querySelectorAll('[data-guide-outline]')) {
      (marked as HTMLElement).style.outline = '';
      marked.removeAttribute('data-guide-outline');
    }
  });
  for (const target of targets) {
    await target.scrollIntoViewIfNeeded();
    await target.evaluate((element) => {
      element.setAttribute('data-guide-outline', '');
      (element as HTMLElement).style.outline = '3px solid #d4351c';
      (element as HTMLElement).style.outlineOffset = '2px';
    });
  }
}

async function signingIn(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/admin/`);
  const login = page.getByRole('button', { name: 'Login' });
  await login.waitFor({ timeout: 120_000 });
  await outline(page, login);
  await shot(page, '01-sign-in');
  await login.click();
  await page.getByRole('heading', { name: 'Collections' }).waitFor();
  await outline(page);
  await shot(page, '02-collections');
}

async function addingATown(page: Page): Promise<void> {
  await cms.openEntry(page, 'Regions', 'Kent');
  const areas = cms.field(page, 'Areas');
  const add = areas.getByRole('button', { name: 'Add areas', exact: true }).first();
  await outline(page, add);
  await shot(page, '03-town-add-areas');
  const town = await cms.addItem(areas);
  await cms.fillArea(town, WHITSTABLE, WHITSTABLE_COUNCIL);
  await cms.preview(page).page.locator('h1', { hasText: WHITSTABLE.name }).waitFor();
  await outline(page, cms.field(town, 'Name'), cms.field(town, 'Slug'));
  await shot(page, '04-town-name-and-slug');
  await outline(page, cms.field(town, 'Council'), cms.field(town, 'Location'));
  await shot(page, '05-town-local-details');
  await outline(page, cms.preview(page).controls);
  await shot(page, '06-town-preview');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  const now = page.getByRole('menuitem', { name: 'Publish now' });
  await outline(page, now);
  await shot(page, '07-town-publish');
  await now.click();
  await cms.saved(page);
  await outline(page);
}

async function aProblem(page: Page): Promise<void> {
  // Opened afresh: after a save Decap loads the entry again, and its form is rebuilt meanwhile.
  await cms.openEntry(page, 'Regions', 'Kent');
  const town = cms.item(cms.field(page, 'Areas'), WHITSTABLE.name);
  await cms.unfold(town);
  await cms.fillIn(cms.input(town, 'Slug'), 'Whit Stable');
  await cms.publish(page);
  const slug = cms.field(town, 'Slug');
  await slug.getByText('Whit Stable" is not a valid slug', { exact: false }).first().waitFor();
  // The admin's notice of the refused save, over the form with the field's own message.
  await cms.refusal(page).waitFor();
  await outline(page, slug);
  await shot(page, '08-problem');
  await cms.goBack(page);
  // Put right again, and saved as it was.
  await cms.fillIn(cms.input(town, 'Slug'), WHITSTABLE.slug);
  await outline(page);
}

async function thePhoneNumber(page: Page): Promise<void> {
  page.once('dialog', (dialog) => void dialog.accept());
  await cms.openEntry(page, 'Site settings', 'Site settings');
  await outline(page, cms.field(page, 'Phone'));
  await shot(page, '09-phone');
  await outline(page);
}

async function anArticle(page: Page, root: string): Promise<void> {
  await cms.newEntry(page, 'Blog', 'Blog article');
  await outline(page, cms.field(page, 'Slug'), cms.field(page, 'Title'));
  await shot(page, '10-article-new');
  const src = cms.field(cms.field(page, 'Image'), 'Src');
  await src.getByRole('button', { name: 'Choose an image' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByText('Upload', { exact: true }).click();
  // A photo as a phone names it: the fixture's drawing, as a JPEG. The library lists it under its new name.
  const picture = fs.readdirSync(path.join(root, 'public/images/blog')).sort()[0]!;
  await (await chooser).setFiles({
    name: 'IMG_2041.JPG',
    mimeType: 'image/jpeg',
    buffer: await sharp(path.join(root, 'public/images/blog', picture))
      .jpeg()
      .toBuffer(),
  });
  const renamed = page.getByText('img-2041.jpg', { exact: true });
  await renamed.waitFor();
  await outline(page, renamed, page.getByRole('button', { name: 'Choose selected' }));
  await shot(page, '11-article-picture');
  await outline(page);
}

async function main(): Promise<void> {
  fs.mkdirSync(GUIDE, { recursive: true });
  const site = fixture({ code: true });
  const { root } = site;
  const server = await site.dev('cms');
  const browser = await launchBrowser();
  try {
    // A UK browser: dates as content staff here see them (dd/mm/yyyy).
    const page = await browser.newPage({ viewport: VIEWPORT, locale: 'en-GB' });
    await signingIn(page, server.origin);
    await addingATown(page);
    await aProblem(page);
    await thePhoneNumber(page);
    await anArticle(page, root);
  } finally {
    await browser.close();
    await server.stop();
    site.remove();
  }
}

await main();
