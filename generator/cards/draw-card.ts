// A share card drawn: satori lays the card out (card-layout.ts) and writes it as SVG with every letter a path, from
// the font files given here (Source Sans 3, OFL, from @fontsource), so no system font is looked up and the card
// comes out the same on every machine; sharp (librsvg) rasterises that SVG to a PNG of 1200×630 with no metadata.
// Both are loaded when the first card is drawn: a generate whose cards are all cached does without them.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Font, SatoriNode } from 'satori';
import type { Sharp } from 'sharp';
import { installedVersion } from '../cache/installed-version.ts';
import { sha256 } from '../cache/keyed-cache.mjs';
import { CARD_SIZE } from '../model/share-card.ts';
import { LOGO_PATH } from '../model/urls.ts';
import { cardTree, HEADING_SIZES, LINE_HEIGHT, LOGO } from './card-layout.ts';
import type { CardText } from './card-text.ts';

// Part of every card's cache key (with the fonts, the logo and the libraries' versions): change it with the drawing.
const DRAWING = 'card v2';

const FAMILY = 'Source Sans 3';
const require = createRequire(import.meta.url);
// Latin first; latin-ext (Welsh, Polish, …) is the fallback satori takes a letter from when latin has none. Each
// file is named whole, so that knip sees the package in use.
const FONT_FILES = [
  {
    family: FAMILY,
    weight: 400,
    file: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-400-normal.woff'),
  },
  {
    family: FAMILY,
    weight: 700,
    file: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-700-normal.woff'),
  },
  {
    family: `${FAMILY} latin-ext`,
    weight: 400,
    file: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-ext-400-normal.woff'),
  },
  {
    family: `${FAMILY} latin-ext`,
    weight: 700,
    file: require.resolve('@fontsource/source-sans-3/files/source-sans-3-latin-ext-700-normal.woff'),
  },
] as const;

export interface CardAssets {
  fonts: Font[];
  /** The logo as PNG at the size the card shows it, made when the first card is drawn; none when the site has none. */
  logo?: () => Promise<Buffer>;
  /** What the drawing is made with, hashed: the drawing's version, the fonts, the logo, satori's and sharp's versions. */
  version: string;
}

/** The fonts and the logo, read once per generate; their hash is part of every card's key. */
export function loadCardAssets(root: string): CardAssets {
  const fonts = FONT_FILES.map(
    ({ family, weight, file }): Font => ({ name: family, data: fs.readFileSync(file), weight }),
  );
  const file = path.join(root, 'public', LOGO_PATH);
  const svg = fs.existsSync(file) ? fs.readFileSync(file) : undefined;
  const libraries = ['satori', 'sharp'].map((name) => installedVersion(root, name));
  const made = [
    DRAWING,
    ...libraries,
    ...fonts.map((font) => sha256(font.data as Buffer)),
    svg ? sha256(svg) : 'no logo',
  ];
  const version = sha256(made.join('\n')).slice(0, 24);
  if (!svg) return { fonts, version };
  let logo: Promise<Buffer> | undefined;
  return { fonts, logo: () => (logo ??= rasterLogo(svg)), version };
}

/** The installed version of a package (sharp's package.json is not in its exports, so it is read as a file). */
/** The logo drawn at LOGO px from its SVG (at the density that makes its own width that many pixels). */
async function rasterLogo(svg: Buffer): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width = LOGO } = await sharp(svg).metadata();
  return sharp(svg, { density: (72 * LOGO) / width })
    .resize(LOGO, LOGO)
    .png()
    .toBuffer();
}

/** The card as satori laid it out: its SVG, and the box of each keyed element (the logo's place, the heading's room). */
export interface Laid {
  svg: string;
  box: (key: string) => SatoriNode;
}

/** How the card is laid out: its text, the fonts, whether it has a logo, its heading's size and the lines it may take. */
interface Layout {
  text: CardText;
  fonts: Font[];
  logo: boolean;
  size: number;
  lines?: number;
}

async function layOutAt({ text, fonts, logo, size, lines }: Layout): Promise<Laid> {
  const { default: satori } = await import('satori');
  const boxes = new Map<unknown, SatoriNode>();
  const svg = await satori(cardTree(text, { size, logo, ...(lines ? { lines } : {}) }), {
    ...CARD_SIZE,
    fonts,
    onNodeDetected: (node) => boxes.set(node.key, node),
  });
  return { svg, box: (key) => boxes.get(key)! };
}

/** The card laid out with its heading at the largest size at which it fits; at the smallest, cut to the lines there are. */
export async function layOutCard(text: CardText, assets: CardAssets): Promise<Laid> {
  const { fonts } = assets;
  const logo = assets.logo !== undefined;
  const smallest = HEADING_SIZES.at(-1)!;
  for (const size of HEADING_SIZES) {
    const laid = await layOutAt({ text, fonts, logo, size });
    const room = laid.box('middle').height;
    const words = laid.box('words').height;
    if (words <= room) return laid;
    if (size === smallest) {
      // Lines are whole pixels high in satori's layout.
      const headingRoom = room - (words - laid.box('heading').height);
      const lines = Math.max(1, Math.floor(headingRoom / Math.round(size * LINE_HEIGHT)));
      return layOutAt({ text, fonts, logo, size, lines });
    }
  }
  throw new Error('generator bug: no heading size was tried');
}

/**
 * The PNG with its critical chunks only (IHDR, PLTE, IDAT, IEND: a first letter in upper case): libvips writes the
 * SVG's 72 dpi as a pHYs chunk, which says nothing a link preview uses.
 */
function criticalOnly(png: Buffer): Buffer {
  const kept = [png.subarray(0, 8)];
  for (let at = 8; at < png.length; ) {
    const end = at + 12 + png.readUInt32BE(at);
    if (png[at + 4]! < 0x61) kept.push(png.subarray(at, end));
    at = end;
  }
  return Buffer.concat(kept);
}

/**
 * The card as PNG bytes: 1200×630, no alpha, no metadata, a palette of 32 colours without dithering: the card is
 * flat colours (the background, the text, the band, the button, the logo) and the anti-aliased edges between
 * them, which 32 colours keep smooth (16 left the edges rough and the logo's leaf without its tint); dithering
 * would only sprinkle noise on flat areas. Half the bytes of RGB, for more processor time when a card is drawn (the
 * quantising): paid once per card's words, while the bytes are uploaded on every deploy and fetched by every
 * preview. PNG, not WebP or AVIF: every link preview (Facebook, LinkedIn, X, WhatsApp, Slack,
 * iMessage) reads it.
 */
export async function drawCard(text: CardText, assets: CardAssets): Promise<Buffer> {
  const png = await (await rasterCard(text, assets))
    .png({ palette: true, colours: 32, dither: 0, effort: 3, compressionLevel: 6 })
    .toBuffer();
  return criticalOnly(png);
}

/**
 * The card rasterised, before its colours are reduced to a palette (each card's own): what two cards of different
 * headings share is the same here pixel for pixel (tests/unit/cards.test.ts).
 */
export async function rasterCard(text: CardText, assets: CardAssets): Promise<Sharp> {
  const { svg, box } = await layOutCard(text, assets);
  const { default: sharp } = await import('sharp');
  const logo = assets.logo && { input: await assets.logo(), left: box('logo').left, top: box('logo').top };
  return sharp(Buffer.from(svg))
    .composite(logo ? [logo] : [])
    .removeAlpha();
}
