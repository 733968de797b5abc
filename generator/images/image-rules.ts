// Check's rules for pictures: the file exists and can be read, a photo is at least as wide as it is shown,
// and every picture says what it shows. What a file is comes from a probe: the disk's (picture-files.ts, which
// reads only headers, so check stays fast) or, in the browser's CMS, what generate recorded.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import { type ImageRef, RASTER } from './references.ts';

/** Width and height as shown, after the EXIF orientation (5 to 8 turn the picture on its side). */
export function upright({ width, height, orientation }: { width: number; height: number; orientation?: number }): {
  width: number;
  height: number;
} {
  return (orientation ?? 1) >= 5 ? { width: height, height: width } : { width, height };
}

/** A picture's file under public/: absent, present, or a photo with its size as shown (or unreadable). */
export type Picture = 'missing' | 'present' | 'unreadable' | { width: number; height: number };
/** What the file of a picture's `src` is; the size is asked for photos (RASTER) only. */
export type PictureProbe = (src: string, { raster }: { raster: boolean }) => Picture;

function rulesFor(probe: PictureProbe, ref: ImageRef): Diagnostic[] {
  const at = (key: string) => ({ file: ref.doc.file, ...locate(ref.doc, `${ref.pointer}/${key}`) });
  const out: Diagnostic[] = [];
  if (!ref.alt.trim()) out.push(diagnostic('image-alt-empty', at('alt'), { src: ref.src }));
  const size = probe(ref.src, { raster: RASTER.test(ref.src) });
  if (size === 'missing') {
    out.push(diagnostic('image-missing', at('src'), { src: ref.src }));
    return out;
  }
  if (size === 'unreadable') {
    out.push(diagnostic('image-unreadable', at('src'), { variant: 'header', src: ref.src }));
    return out;
  }
  if (size === 'present') return out;
  if (size.width < ref.shownWidth) {
    out.push(diagnostic('image-too-small', at('src'), { src: ref.src, width: size.width, shown: ref.shownWidth }));
  }
  return out;
}

/** Every picture the content shows (imageRefs), checked. */
export function imageRules(probe: PictureProbe, refs: readonly ImageRef[]): Diagnostic[] {
  return refs.flatMap((ref) => rulesFor(probe, ref));
}
