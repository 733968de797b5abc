// Photos for the web, with sharp: each raster picture under public/images/ is turned upright from its EXIF
// orientation and written again with no metadata at all (a GPS tag in a before/after photo would say whose
// home it is), and each one the content shows also gets several widths in AVIF, WebP and a JPEG or PNG
// fallback. Each picture's files are one entry of the keyed cache (keyed-cache.mjs) in .cache/images/, keyed by
// the file's content, the encoders' settings and the width it is shown at: an unchanged photo is never processed
// twice, and a file of the cache that is not what was stored is made again rather than published. After a
// successful generate, entries no picture of the site used are removed (forgetUnusedImages).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { atMost } from '../cache/at-most.ts';
import { type Entry, hashKey, KeyedCache } from '../cache/keyed-cache.mjs';
import type { ImageManifest } from '../model/image-manifest.ts';
import { upright } from './image-rules.ts';
import type { ImageRef } from './references.ts';
import { RASTER } from './references.ts';
import { shownWidths, variantFormats, variantWidths } from './variants.ts';

export interface ProcessedImages {
  manifest: ImageManifest;
  /** Site path (under /images/) → the processed file to publish there. */
  files: Map<string, string>;
  /** Pictures sharp could not read (their headers looked fine to check): src → why. */
  failed: Map<string, string>;
  /** The cache entries this site's pictures use: the ones kept after a successful generate. */
  used: Set<string>;
}

/** What an entry's manifest keeps of a picture: its upright size and the variants made (none when not shown). */
interface Made {
  width: number;
  height: number;
  widths: number[];
  fallback: Format;
}

// Part of every cache key: a change to the encoders' settings must not reuse old files.
const SETTINGS = 'v2 avif q50 e2, webp q75, jpeg q80 mozjpeg, png c9';
const CACHE = '.cache/images';
const CONCURRENCY = 2;
/** The picture at its own address, upright and without metadata, in an entry (the variants are named by width). */
const FULL = 'full';

type Format = 'avif' | 'webp' | 'jpeg' | 'png';

function rasterFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((f) => RASTER.test(f))
    .map((f) => f.split(path.sep).join('/'));
}

const extension = (format: Format) => (format === 'jpeg' ? 'jpg' : format);

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
  await image.toFile(out);
}

const formatOf = (src: string): Format => (/\.png$/i.test(src) ? 'png' : /\.webp$/i.test(src) ? 'webp' : 'jpeg');

/** Makes every file of a picture's entry into `dir`: itself, and when it is shown, each width in each format. */
async function makeAll(input: Buffer, src: string, shownWidth: number | undefined, dir: string): Promise<Made> {
  const own = formatOf(src);
  await encode(input, own, undefined, path.join(dir, `${FULL}.${extension(own)}`));
  // Loaded when a picture needs it: a generate whose pictures are all in the cache does without.
  const { default: sharp } = await import('sharp');
  const meta = await sharp(input).metadata();
  const size = upright({ width: meta.width!, height: meta.height!, orientation: meta.orientation });
  const fallback: Format = own === 'png' || meta.hasAlpha ? 'png' : 'jpeg';
  if (shownWidth === undefined) return { ...size, widths: [], fallback };
  const made = variantWidths(size.width, shownWidth);
  for (const width of made)
    for (const format of variantFormats(fallback))
      await encode(input, format, width, path.join(dir, `${width}.${extension(format)}`));
  return { ...size, widths: made, fallback };
}

async function processOne(
  cache: KeyedCache<Made>,
  root: string,
  src: string,
  shownWidth: number | undefined,
  out: ProcessedImages,
): Promise<void> {
  const input = fs.readFileSync(path.join(root, 'public', src));
  const hash = createHash('sha256').update(SETTINGS).update(input).digest('hex').slice(0, 20);
  const key = hashKey(SETTINGS, hash, String(shownWidth ?? 'not shown'));
  const entry: Entry<Made> = cache.read(key) ?? (await cache.add(key, (dir) => makeAll(input, src, shownWidth, dir)));
  out.used.add(key);
  const own = formatOf(src);
  // The file at its own address, upright and without metadata: nothing is published as it came off a camera.
  out.files.set(src, path.join(entry.dir, `${FULL}.${extension(own)}`));
  if (shownWidth === undefined) return;
  const { width, height, widths, fallback } = entry.meta;
  const base = src
    .replace(/^\/images\//, '')
    .replace(/\.[a-z]+$/i, '')
    .replace(/\//g, '-');
  const srcset = { avif: [] as string[], webp: [] as string[], fallback: [] as string[] };
  for (const w of widths) {
    for (const [name, format] of [
      ['avif', 'avif'],
      ['webp', 'webp'],
      ['fallback', fallback],
    ] as const) {
      const url = `/images/_/${base}-${hash.slice(0, 8)}-${w}.${extension(format)}`;
      out.files.set(url, path.join(entry.dir, `${w}.${extension(format)}`));
      srcset[name].push(`${url} ${w}w`);
    }
  }
  const largest = Math.max(...widths);
  const fallbackUrl = srcset.fallback.at(-1)!.split(' ')[0]!;
  out.manifest[src] = {
    width: largest,
    height: Math.round((height * largest) / width),
    fallback: fallbackUrl,
    srcset: { avif: srcset.avif.join(', '), webp: srcset.webp.join(', '), fallback: srcset.fallback.join(', ') },
  };
}

/** Every raster picture under public/images/, stripped; the ones the content shows, in all their sizes. */
export async function processImages(
  root: string,
  refs: readonly ImageRef[],
  note?: (line: string) => void,
): Promise<ProcessedImages> {
  const cache = new KeyedCache<Made>(root, CACHE, note ? { note } : {});
  const shown = shownWidths(refs);
  const out: ProcessedImages = { manifest: {}, files: new Map(), failed: new Map(), used: new Set() };
  const sources = rasterFiles(path.join(root, 'public/images')).map((rel) => `/images/${rel}`);
  await atMost(CONCURRENCY, sources, (src) =>
    processOne(cache, root, src, shown.get(src), out).catch((error: unknown) => {
      out.failed.set(src, error instanceof Error ? error.message : String(error));
    }),
  );
  return out;
}

/** After a successful generate: the entries no picture of the site used are removed (the cache never grows unbounded). */
export function forgetUnusedImages(root: string, images: Pick<ProcessedImages, 'used'>): void {
  new KeyedCache(root, CACHE).prune({ inUse: images.used });
}
