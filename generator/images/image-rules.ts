// Check's rules for pictures: the file exists and can be read, a photo is at least as wide as it is shown,
// and every picture says what it shows. Reads only the files' headers (image-size), so check stays fast.
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
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

function orientedSize(file: string): { width: number; height: number } {
  const size = imageSize(fs.readFileSync(file));
  if (!size.width || !size.height) throw new Error('no dimensions');
  return upright(size);
}

function rulesFor(root: string, ref: ImageRef): Diagnostic[] {
  const at = (key: string) => ({ file: ref.doc.file, ...locate(ref.doc, `${ref.pointer}/${key}`) });
  const out: Diagnostic[] = [];
  if (!ref.alt.trim()) out.push(diagnostic('image-alt-empty', at('alt'), { src: ref.src }));
  const file = path.join(root, 'public', ref.src);
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    out.push(diagnostic('image-missing', at('src'), { src: ref.src }));
    return out;
  }
  if (!RASTER.test(ref.src)) return out;
  let size: { width: number; height: number };
  try {
    size = orientedSize(file);
  } catch {
    out.push(diagnostic('image-unreadable', at('src'), { variant: 'header', src: ref.src }));
    return out;
  }
  if (size.width < ref.shownWidth) {
    out.push(diagnostic('image-too-small', at('src'), { src: ref.src, width: size.width, shown: ref.shownWidth }));
  }
  return out;
}

/** Every picture the content shows (imageRefs), checked. */
export function imageRules(root: string, refs: readonly ImageRef[]): Diagnostic[] {
  return refs.flatMap((ref) => rulesFor(root, ref));
}
