// An upload made fit to keep, in the browser, before Decap sees it (upload.ts): a photo is drawn afresh and
// encoded again, which keeps its pixels and nothing else: no EXIF (GPS position, camera, date, owner), no XMP, no
// IPTC, no comments, no embedded thumbnail. This is the browser's own decoder and encoder (createImageBitmap, a
// canvas, toBlob), not a library that removes the blocks it knows of: what is not copied cannot be left behind,
// whatever the camera wrote. The photo is turned upright from its EXIF orientation first (the orientation goes
// with the rest), and made no larger than the site needs (kind.ts, LONG_SIDE).
import { extensionOf, fitted, type Kind, kindOf } from './kind.ts';
import { pictureName } from './name.ts';

/** JPEG and WebP quality: generate encodes the published sizes again from this copy, so little is lost here. */
const QUALITY = 0.92;
/** Enough of a file's start to tell what it is (kind.ts). */
const HEAD = 4096;

/** Why an upload cannot be kept, for content staff. */
export class Unreadable extends Error {}

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    try {
      return await createImageBitmap(file, { imageOrientation: 'from-image' });
    } catch (error) {
      // A browser from before 'from-image' was named refuses the word (a TypeError); its default is the same.
      if (error instanceof TypeError) return await createImageBitmap(file);
      throw error;
    }
  } catch {
    throw new Unreadable();
  }
}

/** The upright picture within LONG_SIDE: scaled by the browser's best resampling when it is larger. */
async function fittedImage(image: ImageBitmap): Promise<ImageBitmap> {
  const size = fitted(image.width, image.height);
  if (size.width === image.width && size.height === image.height) return image;
  const smaller = await createImageBitmap(image, {
    resizeWidth: size.width,
    resizeHeight: size.height,
    resizeQuality: 'high',
  });
  image.close();
  return smaller;
}

function encode(canvas: HTMLCanvasElement, type: string): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error(`the browser could not encode the picture as ${type}`))),
      type,
      QUALITY,
    ),
  );
}

/** The photo's pixels, upright and fitted, encoded afresh as `type` (or as PNG where the browser cannot). */
async function redraw(file: Blob, type: string): Promise<Blob> {
  const image = await fittedImage(await decode(file));
  const { width, height } = fitted(image.width, image.height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('the browser gave no canvas to draw the picture on');
  // A JPEG has no transparency: what was transparent (in a GIF, say) is white, not black.
  if (type === 'image/jpeg') {
    context.fillStyle = '#fff';
    context.fillRect(0, 0, width, height);
  }
  // At the fitted size, in case the browser ignored the resize options (it then scales here).
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, 0, 0, width, height);
  image.close();
  return encode(canvas, type);
}

/** What `file` is stored as: clean contents, under a name that none of `taken` (the media folder's files) has. */
export async function cleanUpload(file: File, taken: Iterable<string>): Promise<File> {
  const kind: Kind = kindOf(new Uint8Array(await file.slice(0, HEAD).arrayBuffer()), file.name);
  const contents = kind.drawing ? file : await redraw(file, kind.type);
  // A browser that cannot encode WebP gives a PNG: the name follows what was made.
  const type = kind.drawing ? 'image/svg+xml' : contents.type;
  const extension = extensionOf(type);
  if (!extension) throw new Error(`the browser encoded the picture as ${type}`);
  return new File([contents], pictureName(file.name, extension, taken), { type, lastModified: Date.now() });
}
