// Every file generate publishes in dist/, known before it builds: a page per route, a share card per card file (the
// indexed pages', one for the pages that say the same: cards/make-cards.ts cardFiles), the site's own files from public/ (photos in their place, stripped) and each width and format of every photo
// the pages show, the admin's files, the files beside the pages, and the bundle's scripts and stylesheets once
// Vike has built them (check runs before, so it counts all but those). Each is named by the same code that decides
// it in generate (render's pageFile, the cards' cardFiles, the images' variantWidths, emit's BESIDE_PAGES).
import path from 'node:path';
import type { At } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import { BESIDE_PAGES } from '../emit/emit.ts';
import type { PictureProbe } from '../images/image-rules.ts';
import { type ImageRef, RASTER } from '../images/references.ts';
import { shownWidths, variantFormats, variantWidths } from '../images/variants.ts';
import type { Route } from '../model/types/route.ts';
import { pageFile } from '../render/render.ts';

type Kind = 'page' | 'card' | 'picture' | 'own' | 'admin' | 'bundle' | 'beside';

export interface PublishedFile {
  /** Its path under dist/. */
  path: string;
  kind: Kind;
  /** Its size, where it is known before building (a file copied as it is). */
  bytes?: number;
  /** The file of the project it is copied from, where it is the site's own (public/…). */
  from?: string;
  /** Where the content makes it, where one place does (a page's entry, the picture a photo's sizes are of). */
  at?: At;
}

export interface ToPublish {
  routes: readonly Route[];
  /** Each share card's file under dist/, with the first page that shows it (cardFiles). */
  cards: ReadonlyMap<string, Pick<Route, 'origin'>>;
  /** Every file under public/, by its path there (a/b.pdf), with its size. */
  own: ReadonlyMap<string, number>;
  /** Every picture the content shows, and what each one's file is. */
  images: readonly ImageRef[];
  pictures: PictureProbe;
  /** The admin's files, by name under admin/, with their sizes where known. */
  admin: ReadonlyMap<string, number | undefined>;
  /** The bundle's scripts and stylesheets, by path under dist/, with their sizes: known once built. */
  bundle?: ReadonlyMap<string, number>;
}

const withSize = (bytes: number | undefined) => (bytes === undefined ? {} : { bytes });

/** Each width and format generate makes of a photo under public/images/ that the pages show. */
function photoSizes(file: string, refs: readonly ImageRef[], shown: number, pictures: PictureProbe): PublishedFile[] {
  const size = pictures(`/${file}`, { raster: true });
  if (typeof size !== 'object') return [];
  const ref = refs.find((r) => r.src === `/${file}`);
  const at = ref && { file: ref.doc.file, ...locate(ref.doc, `${ref.pointer}/src`) };
  const base = file.replace(/^images\//, '').replace(/\//g, '-');
  return variantWidths(size.width, shown).flatMap((width) =>
    variantFormats('jpeg').map((format) => ({
      path: `images/_/${base}-${width}.${format}`,
      kind: 'picture' as const,
      ...(at ? { at } : {}),
    })),
  );
}

/** The site's own files, the photos among them in their place, and the sizes of each photo the pages show. */
function ownFiles({ own, images, pictures }: ToPublish): PublishedFile[] {
  const shown = shownWidths(images);
  return [...own].flatMap(([file, bytes]): PublishedFile[] => {
    const photo = file.startsWith('images/') && RASTER.test(file);
    const width = photo ? shown.get(`/${file}`) : undefined;
    return [
      { path: file, kind: photo ? 'picture' : 'own', bytes, from: `public/${file}` },
      ...(width === undefined ? [] : photoSizes(file, images, width, pictures)),
    ];
  });
}

/** Every file generate would publish: the built ones (the admin's, the bundle's) last. */
export function publishedFiles(site: ToPublish): PublishedFile[] {
  return [
    ...site.routes.map((route): PublishedFile => ({ path: pageFile(route), kind: 'page', at: route.origin })),
    ...[...site.cards].map(([file, route]): PublishedFile => ({ path: file, kind: 'card', at: route.origin })),
    ...ownFiles(site),
    ...BESIDE_PAGES.map((file): PublishedFile => ({ path: file, kind: 'beside' })),
    ...builtFiles(site),
  ];
}

/** The files only a build makes: the admin's (as counted before building, or as built) and the bundle's. */
export function builtFiles({ admin, bundle }: Pick<ToPublish, 'admin' | 'bundle'>): PublishedFile[] {
  return [
    ...[...admin].map(
      ([name, bytes]): PublishedFile => ({
        path: path.posix.join('admin', name),
        kind: 'admin',
        ...withSize(bytes),
      }),
    ),
    ...[...(bundle ?? [])].map(([file, bytes]): PublishedFile => ({ path: file, kind: 'bundle', bytes })),
  ];
}

/** A count as the messages write it: 20,000. */
export const amount = (n: number) => n.toLocaleString('en-GB');

/** "a, b and c" (or "a, b or c"). */
export const listed = (items: readonly string[], conjunction: 'and' | 'or') =>
  items.length > 1 ? `${items.slice(0, -1).join(', ')} ${conjunction} ${items.at(-1)}` : items.join('');

const KINDS: Record<Kind, [string, string]> = {
  page: ['page', 'pages'],
  card: ['share card', 'share cards'],
  picture: ['picture', 'pictures and their sizes'],
  own: ['other file of public/', 'other files of public/'],
  admin: ['file of the admin', 'files of the admin'],
  bundle: ['script or stylesheet', 'scripts and stylesheets'],
  beside: ['file beside the pages', 'files beside the pages (sitemap.xml, _redirects, …)'],
};

/** What the files are, largest share first: "10,000 pages, 10,000 share cards and 98 files of the admin". */
export function breakdown(files: readonly PublishedFile[]): string {
  const counts = new Map<Kind, number>();
  for (const file of files) counts.set(file.kind, (counts.get(file.kind) ?? 0) + 1);
  const parts = [...counts]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, n]) => `${amount(n)} ${KINDS[kind][n === 1 ? 0 : 1]}`);
  return listed(parts, 'and');
}

/** The folder holding the most files (dist/kent), with its files in order. */
export function fullestFolder(files: readonly PublishedFile[]): [string, PublishedFile[]] {
  const folders = new Map<string, PublishedFile[]>();
  for (const file of files) {
    const folder = path.posix.join('dist', path.posix.dirname(file.path));
    const list = folders.get(folder);
    if (list) list.push(file);
    else folders.set(folder, [file]);
  }
  return [...folders].reduce((a, b) => (b[1].length > a[1].length ? b : a), ['dist', []]);
}
