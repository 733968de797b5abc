// The changed region of a page: the base's and the head's pictures compared pixel by pixel with pixelmatch (a
// small, kept library that skips anti-aliasing noise), and the box around every differing pixel drawn on the
// head's picture. Pictures of different heights (a paragraph added) are compared on the taller's height, the
// shorter padded with white below (and a narrower one on the right), so that everything past its end counts as changed.
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A picture's pixels as RGBA, padded with white to `width` × `height` (a page wider than the window too). */
async function rgba(png: Buffer, width: number, height: number): Promise<Buffer> {
  const meta = await sharp(png).metadata();
  const [right, bottom] = [width - (meta.width ?? width), height - (meta.height ?? height)];
  return sharp(png).ensureAlpha().extend({ right, bottom, background: '#ffffff' }).raw().toBuffer();
}

/** The box around the mask's opaque pixels, or undefined when there are none. */
function bounds(mask: Uint8Array, width: number, height: number): Region | undefined {
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      if (mask[(y * width + x) * 4 + 3]) {
        left = Math.min(left, x);
        right = Math.max(right, x);
        top = Math.min(top, y);
        bottom = Math.max(bottom, y);
      }
  return right < 0 ? undefined : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
}

/** Where `head` differs from `base` (undefined: nowhere), and the head's picture with that region outlined. */
export async function changedRegion(base: Buffer, head: Buffer): Promise<{ region?: Region; marked: Buffer }> {
  const [a, b] = [await sharp(base).metadata(), await sharp(head).metadata()];
  const width = Math.max(a.width ?? 1, b.width ?? 1);
  const height = Math.max(a.height ?? 1, b.height ?? 1);
  const mask = new Uint8Array(width * height * 4);
  const count = pixelmatch(await rgba(base, width, height), await rgba(head, width, height), mask, width, height, {
    diffMask: true,
  });
  const region = count ? bounds(mask, width, height) : undefined;
  if (!region) return { marked: head };
  // The outline drawn a little outside the region, so that it does not hide what changed.
  const pad = 4;
  const box = {
    x: Math.max(0, region.x - pad),
    y: Math.max(0, region.y - pad),
    w: Math.min(width, region.width + 2 * pad),
    h: Math.min(b.height ?? height, region.height + 2 * pad),
  };
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${b.width}" height="${b.height}"><rect x="${box.x + 2}" y="${box.y + 2}" width="${Math.max(1, box.w - 4)}" height="${Math.max(1, box.h - 4)}" fill="none" stroke="#d6006f" stroke-width="4"/></svg>`;
  const marked = await sharp(head)
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .png()
    .toBuffer();
  return { region, marked };
}
