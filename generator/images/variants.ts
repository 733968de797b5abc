// Which sizes of a photo generate makes (process.ts), decided from the picture's width and the width the pages
// show it at alone, so that check can count the files before any is made (generator/deploy/).
import { type ImageRef, RASTER } from './references.ts';

/** The widths made, where the original is wide enough: up to twice the width it is shown at (sharp screens). */
const WIDTHS = [400, 800, 1200, 1600, 2400] as const;
/** Each width is made in AVIF, WebP and a fallback (JPEG, or PNG for a PNG or a picture with transparency). */
export const variantFormats = <F extends 'jpeg' | 'png'>(fallback: F) => ['avif', 'webp', fallback] as const;

/** The widths made of a photo `width` pixels wide (upright) that pages show at most `shown` pixels wide. */
export function variantWidths(width: number, shown: number): number[] {
  const widths: number[] = WIDTHS.filter((w) => w < width && w <= 2 * shown);
  widths.push(Math.min(width, 2 * shown, WIDTHS.at(-1)!));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** The photos the pages show (not only name as a link preview's picture), each with the widest it is shown at. */
export function shownWidths(refs: readonly ImageRef[]): Map<string, number> {
  const shown = new Map<string, number>();
  for (const ref of refs)
    if (ref.inPage && RASTER.test(ref.src)) shown.set(ref.src, Math.max(shown.get(ref.src) ?? 0, ref.shownWidth));
  return shown;
}
