// Every indexed page's share card, published beside the pages at /cards/<hash of its words>.png (in 256 folders by
// the hash's first two digits): pages whose cards say the same share one file, and a card keeps its name from
// build to build while its words stay. Each card is an entry of the keyed cache (keyed-cache.mjs) in .cache/cards/,
// keyed by its text and what it is drawn with (draw-card.ts: the drawing's version, the fonts, the logo, the
// libraries): a card is drawn again only when what it says changes (a new phone number redraws them all, a town's
// new name only that town's), and a cached file that is not what was stored is drawn again rather than published.
// The cache is stamped (stamps.mjs): a card file as it was when last verified is trusted without being read again,
// and write.ts's linkFiles publishes it as a hard link to the cache's file, so an unchanged card costs a stat. The
// entries a generate verified are saved with their stats in one file of the cache (keyed-cache.mjs: saveHeld), so
// that the next one trusts them on a stat each, without reading each entry's manifest and stamp.
// After a successful generate, entries no page used are removed (forgetUnusedCards).
import fs from 'node:fs';
import path from 'node:path';
import { atMost } from '../cache/at-most.ts';
import { type Held, hashKey, KeyedCache, sha256 } from '../cache/keyed-cache.mjs';
import type { RenderData } from '../model/render-data.ts';
import type { CardManifest } from '../model/share-card.ts';
import type { Route } from '../model/types/route.ts';
import { type CardText, cardAlt, cardText } from './card-text.ts';
import { type CardAssets, drawCard, loadCardAssets } from './draw-card.ts';

export const CARDS = '.cache/cards';
const FILE = 'card.png';
/** Cards drawn at once: satori lays one out on the main thread while sharp rasterises another on its own. */
const CONCURRENCY = 2;

export interface MadeCards {
  /** Each carded page's card, by the page's path: what its head names (a page without one names the default). */
  manifest: CardManifest;
  /** Path in the site (cards/…) → the cached file to publish there: one for the pages that share a card. */
  files: Map<string, string>;
  /** How many cards were drawn; the others came from the cache. */
  drawn: number;
  /** The cache entries the pages use: the ones kept after a successful generate. */
  used: Set<string>;
  /** The entries verified, with their files' stats, and whether that changed since they were last saved. */
  held: { cards: HeldCards; changed: boolean };
}

/**
 * Where a card saying `text` is published, under dist/: named by its words' hash, so pages saying the same share
 * one file by construction. What it is drawn with is not in the name but in the `?v=` of the address (manifestEntry).
 * The hash's first two digits name a folder, so no folder holds more than a 256th of the cards (Netlify takes at
 * most so many files in one folder: deploy/limits.ts).
 */
export function cardFile(text: CardText): string {
  const hash = sha256(JSON.stringify(text));
  return `cards/${hash.slice(0, 2)}/${hash.slice(2, 16)}.png`;
}

/**
 * The pages that have a share card: those search engines index. A page kept out of the index (the 404 page, the
 * thank-you page) is not one anybody shares; its head names site.yaml's default picture (src/seo/share-image.ts).
 * What generate publishes is counted from here too (cardFiles, for deploy/).
 */
const carded = (routes: readonly Route[]): readonly Route[] => routes.filter((route) => !route.seo.noindex);

/** Each card file generate publishes, with the first page (in route order) that shows it: counted by deploy/. */
export function cardFiles(data: RenderData): Map<string, Route> {
  const files = new Map<string, Route>();
  for (const route of carded(data.routes)) {
    const file = cardFile(cardText(data, route));
    if (!files.has(file)) files.set(file, route);
  }
  return files;
}

/** The entry of one card: read from the cache, or drawn and filed there. Returns whether it was drawn. */
async function ensure(cache: KeyedCache, key: string, text: CardText, assets: CardAssets): Promise<[string, boolean]> {
  // Not touched: the card cache is pruned by what the site uses (forgetUnusedCards), never by recency.
  const cached = cache.read(key, { touch: false });
  if (cached) return [cached.dir, false];
  const made = await cache.add(key, async (dir) => {
    fs.writeFileSync(path.join(dir, FILE), await drawCard(text, assets));
  });
  return [made.dir, true];
}

/** Each route's card: what it says and its key (its text and what it is drawn with). */
const plannedCards = (data: RenderData, assets: Pick<CardAssets, 'version'>) =>
  carded(data.routes).map((route) => {
    const text = cardText(data, route);
    return { route, text, key: hashKey(assets.version, JSON.stringify(text)) };
  });

/**
 * A page's card as its head names it (`file`: its cardFile): the address changes with what the card says and what
 * draws it.
 */
const manifestEntry = (text: CardText, key: string, file = cardFile(text)) => ({
  src: `/${file}?v=${key.slice(0, 12)}`,
  alt: cardAlt(text),
});

/**
 * What each page's head would say of its card, without drawing any: the review compares pages as generate
 * renders them, cards named, at no drawing's cost.
 */
export function cardManifest(root: string, data: RenderData): CardManifest {
  const assets = loadCardAssets(root);
  return Object.fromEntries(
    plannedCards(data, assets).map(({ route, text, key }) => [route.path, manifestEntry(text, key)]),
  );
}

/** The cache entries a process verified, held from one generate to the next (watch mode's session). */
export type HeldCards = Map<string, Held>;

/**
 * The card of every carded route of the render data, drawn where the cache has none. `note` hears of damaged
 * entries; `held` (kept by watch mode's session) spares a save reading again what this process verified. When it
 * holds nothing yet, it starts with what the last generate saved (forgetUnusedCards).
 */
export async function makeCards(
  root: string,
  data: RenderData,
  { note, held = new Map() }: { note?: (line: string) => void; held?: HeldCards } = {},
): Promise<MadeCards> {
  const cache = new KeyedCache(root, CARDS, { stamps: true, ...(note ? { note } : {}), held });
  if (held.size === 0) cache.loadHeld(held);
  const assets = loadCardAssets(root);
  const pages = plannedCards(data, assets);
  // Pages that say the same share one card: each key is made once.
  const texts = new Map(pages.map(({ key, text }) => [key, text]));
  const dirs = new Map<string, string>();
  let drawn = 0;
  await atMost(CONCURRENCY, [...texts.keys()], async (key) => {
    const [dir, made] = await ensure(cache, key, texts.get(key)!, assets);
    dirs.set(key, dir);
    if (made) drawn++;
  });
  let changed = cache.heldChanged;
  for (const key of held.keys()) {
    if (texts.has(key)) continue;
    held.delete(key);
    changed = true;
  }
  const manifest: CardManifest = {};
  const files = new Map<string, string>();
  for (const { route, text, key } of pages) {
    const file = cardFile(text);
    files.set(file, path.join(dirs.get(key)!, FILE));
    manifest[route.path] = manifestEntry(text, key, file);
  }
  return { manifest, files, drawn, used: new Set(texts.keys()), held: { cards: held, changed } };
}

/**
 * After a successful generate: the entries no page used are removed (the cache stays the size of the site's
 * cards), and those it verified saved for the next generate when that changed.
 */
export function forgetUnusedCards(root: string, cards: Pick<MadeCards, 'used' | 'held'>): void {
  const cache = new KeyedCache(root, CARDS, { stamps: true });
  cache.prune({ inUse: cards.used });
  if (cards.held.changed) cache.saveHeld(cards.held.cards);
}
