// The pictures' files on disk, for check's picture rules (image-rules.ts): whether each exists, and a photo's
// size from its header alone (image-size), so check stays fast.
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { type PictureProbe, upright } from './image-rules.ts';

export function picturesOnDisk(root: string): PictureProbe {
  return (src, { raster }) => {
    const file = path.join(root, 'public', src);
    if (!fs.statSync(file, { throwIfNoEntry: false })?.isFile()) return 'missing';
    if (!raster) return 'present';
    try {
      const size = imageSize(fs.readFileSync(file));
      if (!size.width || !size.height) return 'unreadable';
      return upright(size);
    } catch {
      return 'unreadable';
    }
  };
}
