// Every picture the content shows: each { src, alt } object in any document, with where it stands and the
// width it is shown at, so check can hold the file to it and generate can make its sizes.

import { pathToPointer } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';

export interface ImageRef {
  src: string;
  alt: string;
  doc: LoadedDoc;
  /** JSON pointer of the { src, alt } object in its document. */
  pointer: string;
  /** The widest it is shown, in CSS pixels. */
  shownWidth: number;
  /** Shown in a page (made into several widths), rather than only given to link previews as it is. */
  inPage: boolean;
}

/** Photos: resized into several widths and modern formats. SVGs are drawings and pass through as they are. */
export const RASTER = /\.(jpe?g|png|webp)$/i;

/** The widths, in CSS pixels, at which the templates show each kind of picture (see the Img callers in src/). */
const SHOWN_WIDTH = { wide: 1200, card: 800, preview: 160 } as const;

function shownWidth(doc: LoadedDoc, pointer: string): number {
  if (/\/(heroImage|ogImage|defaultImage)$/.test(pointer)) return SHOWN_WIDTH.wide;
  if (doc.kind === 'page' && doc.name === 'marketing-assets') return SHOWN_WIDTH.preview;
  return SHOWN_WIDTH.card;
}

const isImage = (value: unknown): value is { src: string; alt: string } =>
  Boolean(value) &&
  typeof value === 'object' &&
  typeof (value as { src?: unknown }).src === 'string' &&
  typeof (value as { alt?: unknown }).alt === 'string' &&
  (value as { src: string }).src.startsWith('/images/');

/** Every image object in the documents, depth first, in document order. */
export function imageRefs(docs: readonly LoadedDoc[]): ImageRef[] {
  const found: ImageRef[] = [];
  const walk = (doc: LoadedDoc, value: unknown, pointer: string): void => {
    if (isImage(value))
      found.push({
        src: value.src,
        alt: value.alt,
        doc,
        pointer,
        shownWidth: shownWidth(doc, pointer),
        inPage: !/\/(ogImage|defaultImage)$/.test(pointer),
      });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(doc, v, `${pointer}/${i}`));
    else if (value && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(doc, v, `${pointer}${pathToPointer([k])}`);
  };
  docs.forEach((doc) => walk(doc, doc.data, ''));
  return found;
}
