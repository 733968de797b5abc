// The photo pipeline: 20 camera-sized JPEGs (2400×1600, with camera and GPS EXIF) processed cold (empty cache)
// and warm (cache filled), and the bytes a phone downloads for one of them. Prints figures, asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import sharp from 'sharp';
import { processImages } from '../generator/images/process.ts';
import type { ImageRef } from '../generator/images/references.ts';

const PHOTOS = Number(process.env.PHOTOS ?? 20);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'photos-'));
fs.mkdirSync(path.join(root, 'public/images/blog'), { recursive: true });

/** A photo-like picture: blurred noise over a gradient, so it compresses like a photograph rather than a flat fill. */
async function photo(seed: number): Promise<Buffer> {
  const noise = await sharp({
    create: {
      width: 2400,
      height: 1600,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 100 + seed, sigma: 40 },
    },
  })
    .blur(2.5)
    .png()
    .toBuffer();
  return sharp(noise)
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Make: 'SecretCam', Model: 'PhoneModelX' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 7/1 4080/100' },
    })
    .toBuffer();
}

const refs: ImageRef[] = [];
for (let i = 0; i < PHOTOS; i++) {
  const src = `/images/blog/photo-${i + 1}.jpg`;
  fs.writeFileSync(path.join(root, 'public', src), await photo(i));
  refs.push({ src, alt: 'A photo', doc: undefined as never, pointer: '/image', shownWidth: 800, inPage: true });
}

const time = async () => {
  const start = performance.now();
  const result = await processImages(root, refs);
  return { seconds: (performance.now() - start) / 1000, result };
};
const cold = await time();
const warm = await time();
const one = cold.result.manifest['/images/blog/photo-1.jpg']!;
// A 390 px wide phone at 3 device pixels per CSS pixel shows the card about 358 CSS px wide: it picks the
// narrowest width of at least 358 × 3 px from the srcset, in the first format it supports (AVIF).
const wanted = 358 * 3;
const pick = (srcset: string) =>
  srcset
    .split(', ')
    .map((e) => e.split(' '))
    .find(([, w]) => Number.parseInt(w!, 10) >= wanted) ?? srcset.split(', ').at(-1)!.split(' ');
const bytes = (url: string) => fs.statSync(cold.result.files.get(url)!).size;
const [avif] = pick(one.srcset.avif);
const [webp] = pick(one.srcset.webp);
const [jpeg] = pick(one.srcset.fallback);
const original = fs.statSync(path.join(root, 'public/images/blog/photo-1.jpg')).size;
console.log(
  `photos, ${PHOTOS} × 2400×1600 JPEG: cold ${cold.seconds.toFixed(1)} s (${cold.result.files.size} files), warm ${warm.seconds.toFixed(2)} s`,
);
console.log(
  `photos, one on a 390 px phone (3x): ${(bytes(avif!) / 1024).toFixed(0)} KiB AVIF (${avif}); WebP ${(bytes(webp!) / 1024).toFixed(0)} KiB, JPEG ${(bytes(jpeg!) / 1024).toFixed(0)} KiB; the original ${(original / 1024).toFixed(0)} KiB`,
);
fs.rmSync(root, { recursive: true, force: true });
