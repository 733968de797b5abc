// What an upload is, from its first bytes rather than its name or the type the computer gives it (a phone's photo
// may be called anything, and systems map extensions to types differently), and the size it is kept at.
import type { PictureExtension } from './name.ts';

/** How an upload is stored: re-encoded as a photo (its own format, or JPEG), or an SVG drawing as it is. */
export type Kind = { drawing: true } | { drawing: false; type: 'image/jpeg' | 'image/png' | 'image/webp' };

/**
 * Pictures are kept no larger than this on their long side. The site shows a photo at most 1,200 CSS pixels wide
 * and makes it up to twice that for sharp screens (generator/images/process.ts): more is weight in git, never seen.
 */
export const LONG_SIDE = 2400;

const starts = (bytes: Uint8Array, ...values: number[]) => values.every((value, i) => bytes[i] === value);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/**
 * The kind of a file from its first bytes (a few kilobytes: an SVG may open with a long comment) and its name. A format the site does not
 * keep (GIF, BMP, AVIF, HEIC…) is made a JPEG, if the browser can read it at all.
 */
export function kindOf(head: Uint8Array, name: string): Kind {
  if (starts(head, 0xff, 0xd8, 0xff)) return { drawing: false, type: 'image/jpeg' };
  if (starts(head, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return { drawing: false, type: 'image/png' };
  if (ascii(head, 0, 4) === 'RIFF' && ascii(head, 8, 12) === 'WEBP') return { drawing: false, type: 'image/webp' };
  // An SVG is text: its name says so, and its opening has the <svg element (after an XML declaration or comments).
  if (/\.svg$/i.test(name) && /<svg[\s>]/.test(new TextDecoder().decode(head))) return { drawing: true };
  return { drawing: false, type: 'image/jpeg' };
}

/** The extension of a stored picture of `type` (what the browser actually encoded). */
export function extensionOf(type: string): PictureExtension | undefined {
  const found = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp', 'image/svg+xml': 'svg' } as const;
  return found[type as keyof typeof found];
}

/** The size a picture of `width` × `height` is kept at: within LONG_SIDE, in proportion, never enlarged. */
export function fitted(width: number, height: number): { width: number; height: number } {
  const scale = Math.min(1, LONG_SIDE / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
