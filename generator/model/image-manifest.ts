// What the templates know of a processed picture: its size and the files of its variants (made by
// generator/images/process.ts), so that src/ can lay out a <picture> without importing the image pipeline.

interface ResponsiveImage {
  /** Size of the largest variant, upright: the img element's width and height. */
  width: number;
  height: number;
  fallback: string;
  srcset: { avif: string; webp: string; fallback: string };
}

/** src → its variants, for the templates. */
export type ImageManifest = Record<string, ResponsiveImage>;
