// Real photos: a camera JPEG with GPS, camera and owner metadata, lying on its side (orientation 6), referenced
// from an article, is published upright, in several widths, as AVIF and WebP with a JPEG fallback, with no
// metadata.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cameraPhoto, hasGps, SECRETS } from '../support/camera-photo.ts';
import { attr, byTag, type Page, readPages } from '../support/dist.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { countedAndWritten } from '../support/published.ts';
import { positionOf } from '../support/site.ts';

const PHOTO = '/images/blog/camera-photo.jpg';
/** An article's picture as the content writes it: image: then src: and alt: lines. */
const IMAGE_BLOCK = /\nimage:\n(?:  .*\n)+/;
let site: Fixture;
let root: string;
let article: Page;

beforeAll(async () => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  // A 2400×1600 photo, stored as 1600×2400 pixels turned by its orientation.
  const photo = await cameraPhoto({ width: 1600, height: 2400 });
  expect(hasGps((await sharp(photo).metadata()).exif!)).toBe(true);
  fs.writeFileSync(path.join(root, 'public', PHOTO), photo);
  const file = fs.readdirSync(path.join(root, 'content/blog'))[0]!;
  site.edit(`content/blog/${file}`, (t) =>
    t.replace(IMAGE_BLOCK, `\nimage: { src: ${PHOTO}, alt: A tidy kitchen after a careful clear-out }\n`),
  );
  const result = await site.run(['generate']);
  expect(result.stderr).not.toMatch(/error|warning/i);
  expect(result.code).toBe(0);
  article = readPages(path.join(root, 'dist')).find((p) => p.path === `/blog/${file.replace(/\.yaml$/, '')}`)!;
}, 240_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a photo straight off a phone', () => {
  it("has its every size and format counted by check before they are made (for the host's limits)", async () => {
    const { counted, written } = await countedAndWritten(root);
    expect(written.byFolder['images/_']).toBeGreaterThanOrEqual(9);
    expect(counted.byFolder).toEqual(written.byFolder);
  });

  it('is offered as AVIF and WebP with a JPEG fallback, in several widths, at its real upright proportions', () => {
    const picture = byTag(article, 'picture').find(
      (p) => byTag({ ...article, elements: [p, ...(p.children as never[])] }, 'img').length > 0,
    )!;
    expect(picture).toBeDefined();
    const sources = (picture.children as Array<{ name?: string; attribs?: Record<string, string> }>).filter(
      (c) => c.name === 'source',
    );
    expect(sources.map((s) => s.attribs!.type)).toEqual(['image/avif', 'image/webp']);
    for (const source of sources) {
      const widths = source.attribs!.srcset!.split(', ').map((entry) => Number(/ (\d+)w$/.exec(entry)![1]));
      expect(widths.length).toBeGreaterThanOrEqual(3);
      expect(source.attribs!.sizes).toBeTruthy();
    }
    const img = (picture.children as Array<{ name?: string; attribs?: Record<string, string> }>).find(
      (c) => c.name === 'img',
    )!.attribs!;
    expect(img.src).toMatch(/\.jpg$/);
    expect(img.alt).toBe('A tidy kitchen after a careful clear-out');
    // Upright: the stored picture is tall, the photo is wide (3:2).
    expect(Number(img.width) / Number(img.height)).toBeCloseTo(1.5, 2);
  });

  it('publishes every file made from it upright and with no metadata: no EXIF, no GPS, no camera', async () => {
    const dist = path.join(root, 'dist');
    const urls = new Set<string>([PHOTO]);
    for (const tag of byTag(article, 'source').concat(byTag(article, 'img'))) {
      for (const entry of (attr(tag, 'srcset') ?? '').split(', ').filter(Boolean)) urls.add(entry.split(' ')[0]!);
    }
    const formats = new Set<string>();
    for (const url of urls) {
      const bytes = fs.readFileSync(path.join(dist, url));
      const meta = await sharp(bytes).metadata();
      formats.add(meta.format!);
      expect(meta.exif, url).toBeUndefined();
      expect(meta.xmp, url).toBeUndefined();
      expect(meta.iptc, url).toBeUndefined();
      expect(meta.orientation ?? 1, url).toBe(1);
      expect(meta.width!, url).toBeGreaterThan(meta.height!);
      expect(
        SECRETS.filter((secret) => bytes.includes(secret)),
        url,
      ).toEqual([]);
    }
    expect(urls.size).toBeGreaterThanOrEqual(7);
    expect([...formats].sort()).toEqual(['heif', 'jpeg', 'webp']);
  });

  it('is lazy below the fold and eager where it opens the page', () => {
    const list = readPages(path.join(root, 'dist')).find((p) => p.path === '/blog')!;
    const cardImages = byTag(list, 'img').filter((img) => (attr(img, 'src') ?? '').startsWith('/images/_/'));
    expect(cardImages.length).toBeGreaterThan(0);
    for (const img of cardImages) expect(attr(img, 'loading')).toBe('lazy');
    const opening = byTag(article, 'img').find((img) => (attr(img, 'src') ?? '').startsWith('/images/_/'))!;
    expect(attr(opening, 'loading')).toBe('eager');
  });

  /** Every file of the photos' cache with its modification time. */
  const cacheFiles = () => {
    const cache = path.join(root, '.cache/images');
    return new Map(
      (fs.readdirSync(cache, { recursive: true }) as string[])
        .filter((f) => fs.statSync(path.join(cache, f)).isFile())
        .map((f) => [f, fs.statSync(path.join(cache, f)).mtimeMs]),
    );
  };

  it('is processed once: a second generate reuses the cache and writes the same bytes', async () => {
    const before = cacheFiles();
    expect(before.size).toBeGreaterThan(7);
    expect((await site.run(['generate'])).code).toBe(0);
    expect(cacheFiles()).toEqual(before);
  }, 120_000);

  const damage: Array<[string, (file: string) => void]> = [
    ['cut short', (file) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 3))],
    ['overwritten with garbage', (file) => fs.writeFileSync(file, Buffer.alloc(fs.statSync(file).size, 7))],
  ];
  it.each(damage)(
    'is processed again, with one note, when a processed file in the cache is %s; dist/ gets the right bytes',
    async (_, harm) => {
      const published = (fs.readdirSync(path.join(root, 'dist/images/_')) as string[]).filter((f) =>
        f.endsWith('.avif'),
      );
      const sound = new Map(published.map((f) => [f, fs.readFileSync(path.join(root, 'dist/images/_', f))]));
      const variant = [...cacheFiles().keys()].find((f) => f.endsWith('.avif'))!;
      harm(path.join(root, '.cache/images', variant));
      const result = await site.run(['generate']);
      expect(result.code, result.stderr).toBe(0);
      const [entry, file] = variant.split('/');
      expect(result.stderr).toBe(
        `note: .cache/images/${entry} was damaged (${file} is not what was stored): it is set aside and made again\n`,
      );
      for (const [f, bytes] of sound)
        expect(fs.readFileSync(path.join(root, 'dist/images/_', f)).equals(bytes), f).toBe(true);
    },
    120_000,
  );

  it('keeps in its cache only what the pictures of the site use, after a successful generate', async () => {
    const stale = path.join(root, '.cache/images/0123456789abcdef01234567');
    fs.cpSync(path.join(root, '.cache/images', [...cacheFiles().keys()][0]!.split('/')[0]!), stale, {
      recursive: true,
    });
    const before = cacheFiles();
    expect((await site.run(['generate'])).code).toBe(0);
    expect(fs.existsSync(stale)).toBe(false);
    expect(cacheFiles().size).toBeLessThan(before.size);
  }, 120_000);
});

describe('check on pictures', () => {
  it('fails at the YAML line when an image file is missing, too small, or has no alternative text', async () => {
    const file = fs.readdirSync(path.join(root, 'content/blog'))[1]!;
    const blog = `content/blog/${file}`;
    const missing = site.edit(blog, (t) =>
      t.replace(IMAGE_BLOCK, '\nimage: { src: /images/blog/not-there.jpg, alt: A missing photo }\n'),
    );
    let result = await site.run(['check']);
    let at = positionOf(missing, '/images/blog/not-there.jpg');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${blog}:${at.line}:${at.col}  error  image-missing  there is no picture at /images/blog/not-there.jpg`,
    );

    fs.writeFileSync(
      path.join(root, 'public/images/blog/small.jpg'),
      await sharp({ create: { width: 640, height: 480, channels: 3, background: '#888' } })
        .jpeg()
        .toBuffer(),
    );
    const small = site.edit(blog, (t) =>
      t.replace('/images/blog/not-there.jpg, alt: A missing photo', '/images/blog/small.jpg, alt: "   "'),
    );
    result = await site.run(['check']);
    at = positionOf(small, '/images/blog/small.jpg');
    expect(result.stderr).toContain(
      `${blog}:${at.line}:${at.col}  error  image-too-small  the picture /images/blog/small.jpg is 640 pixels wide, but the page shows it 800 pixels wide`,
    );
    const alt = positionOf(small, '"   "');
    expect(result.stderr).toContain(
      `${blog}:${alt.line}:${alt.col}  error  image-alt-empty  the picture /images/blog/small.jpg has no alternative text`,
    );

    fs.writeFileSync(path.join(root, 'public/images/blog/small.jpg'), 'not a picture');
    result = await site.run(['check']);
    expect(result.stderr).toContain(`${blog}:${at.line}:${at.col}  error  image-unreadable`);
  }, 60_000);
});
