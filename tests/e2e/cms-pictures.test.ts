// npm run cms: pictures as they come off a phone, uploaded through the admin in Chromium on a copy of the fixture
// site. A photo named IMG_2041.JPG, larger than the site needs, lying on its side with a GPS position, the camera,
// the owner, XMP, IPTC and a comment, chosen for an article's picture and published, is stored as img-2041.jpg:
// upright, no larger than 2,400 px, with none of that metadata; the article names it and check passes. A second
// upload of the same name gets a name of its own; a file the browser cannot read as a picture is refused in plain
// words, and nothing is stored; a WebP stays a WebP.
//
// The steps build on each other (the second upload is named after the first), so they run in order, on one
// server and one browser.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { LONG_SIDE } from '../../generator/cms/browser/pictures/kind.ts';
import { launchBrowser } from '../support/browser.ts';
import { cameraPhoto, hasGps, meanColour, SECRETS } from '../support/camera-photo.ts';
import * as cms from '../support/cms.ts';
import { type DevServer, startDevServer } from '../support/dev-server.ts';
import { type Fixture, fixture } from '../support/fixture.ts';

const UPLOADS = 'public/images/uploads';
const BLOG = 'content/blog';

let site: Fixture;
let root: string;
let server: DevServer;
let browser: Browser;
let page: Page;
/** Every console error and uncaught exception of the admin's page. */
const errors: string[] = [];

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** The files in the media folder, by name. */
const stored = () => (fs.existsSync(path.join(root, UPLOADS)) ? fs.readdirSync(path.join(root, UPLOADS)).sort() : []);
const storedBytes = (name: string) => fs.readFileSync(path.join(root, UPLOADS, name));

interface Article {
  file: string;
  title: string;
  src: string;
}
/** The fixture's articles, in file order: their file, the title their card shows, and their picture. */
function articles(): Article[] {
  return fs
    .readdirSync(path.join(root, BLOG))
    .sort()
    .map((name) => {
      const file = `${BLOG}/${name}`;
      const data = parse(read(file)) as { title: string; image: { src: string } };
      return { file, title: data.title, src: data.image.src };
    });
}

/** Opens the media library of an image field and uploads `file` through its Upload button. */
async function pickFile(image: Locator, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await image.getByRole('button', { name: /^(Choose an image|Choose different image)$/ }).click();
  const chooser = page.waitForEvent('filechooser');
  // Decap's Upload is a label over a hidden file input.
  await page.getByText('Upload', { exact: true }).click();
  await (await chooser).setFiles(file);
}

/** Uploads `file` into an article's picture, and chooses it once the media library shows it as `name`. */
async function uploadAs(article: Article, file: { name: string; mimeType: string; buffer: Buffer }, name: string) {
  await cms.openEntry(page, 'Blog', article.title);
  const src = cms.field(cms.field(page, 'Image'), 'Src');
  await pickFile(src, file);
  // The media library lists the upload under its new name, and selects it.
  await page.getByText(name, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await src.getByRole('button', { name: 'Remove image' }).waitFor();
  await cms.publish(page);
  await cms.saved(page);
}

beforeAll(async () => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  expect(stored(), 'the fixture has no uploads: every name below is the admin’s').toEqual([]);
  server = await startDevServer(root, process.env, 'cms');
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1400, height: 1000 } });
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await cms.signIn(page, server.origin);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('pictures uploaded through the admin', () => {
  it('stores IMG_2041.JPG, with its GPS position, as img-2041.jpg: upright, no larger than needed, no metadata', async () => {
    // 3200 × 2400 as stored, on its side: a portrait 2400 × 3200, red at its top.
    const photo = await cameraPhoto({ width: 3200, height: 2400 });
    const original = await sharp(photo).metadata();
    expect(hasGps(original.exif!)).toBe(true);
    expect([original.xmp, original.iptc].every(Boolean)).toBe(true);
    expect(SECRETS.filter((secret) => photo.includes(secret))).toEqual(SECRETS);

    const article = articles()[0]!;
    const before = read(article.file);
    await uploadAs(article, { name: 'IMG_2041.JPG', mimeType: 'image/jpeg', buffer: photo }, 'img-2041.jpg');

    expect(stored()).toEqual(['img-2041.jpg']);
    // The article's picture, and nothing else, names it.
    expect(read(article.file)).toBe(before.replace(article.src, '/images/uploads/img-2041.jpg'));
    const bytes = storedBytes('img-2041.jpg');
    const kept = await sharp(bytes).metadata();
    expect(kept.format).toBe('jpeg');
    expect({ width: kept.width, height: kept.height }).toEqual({ width: (LONG_SIDE * 3) / 4, height: LONG_SIDE });
    expect(kept.orientation).toBeUndefined();
    expect({ exif: kept.exif, xmp: kept.xmp, iptc: kept.iptc }).toEqual({});
    expect(SECRETS.filter((secret) => bytes.includes(secret))).toEqual([]);
    // Upright: what the camera stored on the left (red) is at the top.
    const band = { left: 0, width: kept.width!, height: 200 };
    const [top, bottom] = [
      await meanColour(bytes, { ...band, top: 0 }),
      await meanColour(bytes, { ...band, top: 2200 }),
    ];
    expect(top[0]).toBeGreaterThan(200);
    expect(top[2]).toBeLessThan(50);
    expect(bottom[2]).toBeGreaterThan(200);
    expect(bottom[0]).toBeLessThan(50);

    const checked = await site.run(['check']);
    expect(checked.code, checked.stdout + checked.stderr).toBe(0);
  }, 180_000);

  it('gives a second picture of the same name a name of its own, and leaves the first as it was', async () => {
    const first = storedBytes('img-2041.jpg');
    // A screenshot-sized PNG with a transparent corner and a camera's EXIF.
    const png = await sharp({ create: { width: 900, height: 600, channels: 4, background: '#336699ff' } })
      .composite([
        {
          input: { create: { width: 100, height: 100, channels: 4, background: '#00000000' } },
          left: 0,
          top: 0,
          blend: 'dest-in',
        },
      ])
      .png()
      .withExif({ IFD0: { Make: SECRETS[0]!, Artist: SECRETS[2]! } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const article = articles()[1]!;
    const before = read(article.file);
    await uploadAs(article, { name: 'IMG_2041.PNG', mimeType: 'image/png', buffer: png }, 'img-2041-2.png');

    expect(stored()).toEqual(['img-2041-2.png', 'img-2041.jpg']);
    expect(storedBytes('img-2041.jpg').equals(first)).toBe(true);
    expect(read(article.file)).toBe(before.replace(article.src, '/images/uploads/img-2041-2.png'));
    const bytes = storedBytes('img-2041-2.png');
    const kept = await sharp(bytes).metadata();
    expect({ format: kept.format, width: kept.width, height: kept.height, alpha: kept.hasAlpha }).toEqual({
      format: 'png',
      width: 900,
      height: 600,
      alpha: true,
    });
    expect(kept.exif).toBeUndefined();
    expect(SECRETS.filter((secret) => bytes.includes(secret))).toEqual([]);
    const corner = await sharp(bytes).extract({ left: 10, top: 10, width: 1, height: 1 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
  }, 180_000);

  it('refuses a file it cannot read as a picture, in plain words, and stores nothing', async () => {
    const before = stored();
    const article = articles()[2]!;
    const text = read(article.file);
    await cms.openEntry(page, 'Blog', article.title);
    const said = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.accept();
      }),
    );
    // An iPhone's HEIC photo, which Chromium cannot read (its header, then nothing a decoder can use).
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(2000, 7)]);
    await pickFile(cms.field(cms.field(page, 'Image'), 'Src'), {
      name: 'IMG_2042.HEIC',
      mimeType: 'image/heic',
      buffer: heic,
    });
    const message = await said;
    expect(message).toMatch(/^“IMG_2042\.HEIC” could not be opened as a picture\. /);
    expect(message).toContain('save it as a JPEG');
    // Nothing reached Decap: no card of any new name, nothing stored, the article as it was.
    await page.getByRole('button', { name: 'Choose selected' }).waitFor();
    expect(await page.getByText(/^img-2042/).count()).toBe(0);
    expect(stored()).toEqual(before);
    expect(read(article.file)).toBe(text);
    // Closed, as content staff would (the library is a modal dialog: Escape closes it).
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Choose selected' }).waitFor({ state: 'detached' });
  }, 120_000);

  it('keeps a WebP photo a WebP, without its metadata', async () => {
    const webp = await sharp({ create: { width: 1000, height: 800, channels: 3, background: '#6a8f3c' } })
      .webp({ quality: 90 })
      .withExif({ IFD0: { Make: SECRETS[0]!, Model: SECRETS[1]!, Artist: SECRETS[2]! } })
      .toBuffer();
    expect((await sharp(webp).metadata()).exif).toBeDefined();
    const article = articles()[2]!;
    const before = read(article.file);
    await uploadAs(article, { name: 'Garden Path.WEBP', mimeType: 'image/webp', buffer: webp }, 'garden-path.webp');

    expect(read(article.file)).toBe(before.replace(article.src, '/images/uploads/garden-path.webp'));
    const bytes = storedBytes('garden-path.webp');
    const kept = await sharp(bytes).metadata();
    expect({ format: kept.format, width: kept.width, height: kept.height }).toEqual({
      format: 'webp',
      width: 1000,
      height: 800,
    });
    expect({ exif: kept.exif, xmp: kept.xmp }).toEqual({});
    expect(SECRETS.filter((secret) => bytes.includes(secret))).toEqual([]);
  }, 120_000);

  it('shows no error in the console of the admin', () => {
    // The preview shows an article's new picture before it is published: its address answers 404 until then.
    const unsavedPicture = (error: string) => /404 .*\/images\/uploads\//.test(error);
    expect(errors.filter((error) => !unsavedPicture(error))).toEqual([]);
  });
});
