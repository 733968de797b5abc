// Photos for the web, with sharp: each raster picture under public/images/ is turned upright from its EXIF
// orientation and written again with no metadata at all (a GPS tag in a before/after photo would say whose
// home it is), and each one the content shows also gets several widths in AVIF, WebP and a JPEG or PNG
// fallback. Work is cached by the file's content hash in .cache/images/, so an unchanged photo is never
// processed twice.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { ImageManifest } from '../model/image-manifest.ts';
import { upright } from './image-rules.ts';
import type { ImageRef } from './references.ts';
import { RASTER } from './references.ts';

export interface ProcessedImages {
  manifest: ImageManifest;
  /** Site path (under /images/) → the processed file to publish there. */
  files: Map<string, string>;
  /** Pictures sharp could not read (their headers looked fine to check): src → why. */
  failed: Map<string, string>;
}

/** The widths made, where the original is wide enough: up to twice the width it is shown at (sharp screens). */
const WIDTHS = [400, 800, 1200, 1600, 2400] as const;
// Part of every cache key: a change to the encoders' settings must not reuse old files.
const SETTINGS = 'v2 avif q50 e2, webp q75, jpeg q80 mozjpeg, png c9';
const CACHE = '.cache/images';
const CONCURRENCY = 2;

type Format = 'avif' | 'webp' | 'jpeg' | 'png';

function rasterFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => RASTER.test(f))
    .map((f) => f.split(path.sep).join('/'));
}

async function encode(input: Buffer, format: Format, width: number | undefined, out: string): Promise<void> {
  // rotate() with no angle turns the picture upright from its EXIF orientation; sharp writes no metadata
  // unless asked to (no withMetadata/keepExif here), so EXIF, GPS, XMP and IPTC are all dropped.
  const { default: sharp } = await import('sharp');
  let image = sharp(input, { failOn: 'error' }).rotate();
  if (width) image = image.resize({ width, withoutEnlargement: true });
  if (format === 'avif') image = image.avif({ quality: 50, effort: 2 });
  else if (format === 'webp') image = image.webp({ quality: 75 });
  else if (format === 'jpeg') image = image.jpeg({ quality: 80, mozjpeg: true });
  else image = image.png({ compressionLevel: 9 });
  const temporary = `${out}.${process.pid}.tmp`;
  await image.toFile(temporary);
  fs.renameSync(temporary, out);
}

/** The cached file for this input, format and width, made if it is not there yet. */
async function cached(
  root: string,
  input: Buffer,
  hash: string,
  format: Format,
  width: number | undefined,
): Promise<string> {
  const file = path.join(root, CACHE, `${hash}-${width ?? 'full'}.${format === 'jpeg' ? 'jpg' : format}`);
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await encode(input, format, width, file);
  }
  return file;
}

const formatOf = (src: string): Format => (/\.png$/i.test(src) ? 'png' : /\.webp$/i.test(src) ? 'webp' : 'jpeg');

async function processOne(
  root: string,
  src: string,
  shownWidth: number | undefined,
  out: ProcessedImages,
): Promise<void> {
  const input = fs.readFileSync(path.join(root, 'public', src));
  const hash = createHash('sha256').update(SETTINGS).update(input).digest('hex').slice(0, 20);
  const own = formatOf(src);
  // The file at its own address, upright and without metadata: nothing is published as it came off a camera.
  out.files.set(src, await cached(root, input, hash, own, undefined));
  if (shownWidth === undefined) return;
  // Loaded when a picture needs it: a generate whose pictures are all in the cache and shown nowhere does without.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(input).metadata();
  const size = upright({ width: meta.width!, height: meta.height!, orientation: meta.orientation });
  const widths: number[] = WIDTHS.filter((w) => w < size.width && w <= 2 * shownWidth);
  widths.push(Math.min(size.width, 2 * shownWidth, WIDTHS.at(-1)!));
  const fallback: Format = own === 'png' || meta.hasAlpha ? 'png' : 'jpeg';
  const base = src
    .replace(/^\/images\//, '')
    .replace(/\.[a-z]+$/i, '')
    .replace(/\//g, '-');
  const srcset = { avif: [] as string[], webp: [] as string[], fallback: [] as string[] };
  for (const width of [...new Set(widths)].sort((a, b) => a - b)) {
    for (const [key, format] of [
      ['avif', 'avif'],
      ['webp', 'webp'],
      ['fallback', fallback],
    ] as const) {
      const url = `/images/_/${base}-${hash.slice(0, 8)}-${width}.${format === 'jpeg' ? 'jpg' : format}`;
      out.files.set(url, await cached(root, input, hash, format, width));
      srcset[key].push(`${url} ${width}w`);
    }
  }
  const largest = Math.max(...widths);
  const fallbackUrl = srcset.fallback.at(-1)!.split(' ')[0]!;
  out.manifest[src] = {
    width: largest,
    height: Math.round((size.height * largest) / size.width),
    fallback: fallbackUrl,
    srcset: { avif: srcset.avif.join(', '), webp: srcset.webp.join(', '), fallback: srcset.fallback.join(', ') },
  };
}

/** Every raster picture under public/images/, stripped; the ones the content shows, in all their sizes. */
export async function processImages(root: string, refs: readonly ImageRef[]): Promise<ProcessedImages> {
  const shown = new Map<string, number>();
  for (const ref of refs)
    if (ref.inPage && RASTER.test(ref.src)) shown.set(ref.src, Math.max(shown.get(ref.src) ?? 0, ref.shownWidth));
  const out: ProcessedImages = { manifest: {}, files: new Map(), failed: new Map() };
  const queue = rasterFiles(path.join(root, 'public/images')).map((rel) => `/images/${rel}`);
  const worker = async () => {
    for (let src = queue.shift(); src; src = queue.shift()) {
      await processOne(root, src, shown.get(src), out).catch((error: unknown) =>
        out.failed.set(src!, error instanceof Error ? error.message : String(error)),
      );
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return out;
}
