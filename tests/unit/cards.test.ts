// Share cards on the fixture site: one per indexed page, one file for the pages that say the same, a PNG of 1200×630 under 100 KB with no metadata, saying the
// page's heading (its h1), its place, the phone number and the business; drawn again exactly when what it says
// changes; a damaged cached card is drawn again, never published; a heading of any length stays on the card.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findAll, textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sha256 } from '../../generator/cache/keyed-cache.mjs';
import { PALETTE } from '../../generator/cards/card-layout.ts';
import { type CardText, cardAlt, cardText } from '../../generator/cards/card-text.ts';
import { layOutCard, loadCardAssets, rasterCard } from '../../generator/cards/draw-card.ts';
import { CARDS, cardFile, forgetUnusedCards, type MadeCards, makeCards } from '../../generator/cards/make-cards.ts';
import { publication } from '../../generator/check/calendar.ts';
import { expand } from '../../generator/expand/expand.ts';
import type { Content } from '../../generator/model/content.ts';
import { pageHeading } from '../../generator/model/page-heading.ts';
import { type RenderData, toRenderData } from '../../generator/model/render-data.ts';
import { CARD_SIZE } from '../../generator/model/share-card.ts';
import { phoneForms } from '../../generator/model/tokens.ts';
import { LOGO_PATH } from '../../generator/model/urls.ts';
import { pageHtml, withLookups } from '../../src/page-html.tsx';
import { fixtureContent, realContent } from '../support/content.ts';
import { REPO } from '../support/site.ts';
import { ALL_TEMPLATES, templatesOf } from '../support/templates.ts';

const TODAY = '2026-11-23';

/** The render data of a build on TODAY, as generate makes it (held-back articles left out). */
function built(content: Content): RenderData {
  const { live } = publication(content, expand(content, TODAY).value, TODAY);
  return toRenderData(content, live, { today: TODAY });
}

/** The fixture's content with one change made to it. */
function changed(change: (content: Content) => void): RenderData {
  const content = fixtureContent();
  change(content);
  return built(content);
}

/** The render data with only the pages at `paths`: a card of each drawn, not the whole site's. */
const only = (data: RenderData, ...paths: string[]): RenderData => ({
  ...data,
  routes: data.routes.filter((r) => paths.includes(r.path)),
});

/** A project folder with the site's logo, for the card cache. */
function project(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  fs.mkdirSync(path.dirname(path.join(root, 'public', LOGO_PATH)), { recursive: true });
  fs.copyFileSync(path.join(REPO, 'public', LOGO_PATH), path.join(root, 'public', LOGO_PATH));
  return root;
}

/** The hash of each card's bytes, by file under dist/ (vitest compares buffers byte by byte, slowly). */
const bytesOf = (made: MadeCards) =>
  new Map([...made.files].map(([file, from]) => [file, sha256(fs.readFileSync(from))]));

/** The chunk types of a PNG, in order. */
function chunks(png: Buffer): string[] {
  expect(png.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(true);
  const types: string[] = [];
  for (let at = 8; at < png.length; at += 12 + png.readUInt32BE(at)) types.push(png.toString('latin1', at + 4, at + 8));
  return types;
}

const pixels = async (png: Buffer) => (await sharp(png).raw().toBuffer({ resolveWithObject: true })).data;

/** The paths of the pages search engines index: the ones with a card. */
const indexedPaths = (data: RenderData) => data.routes.filter((r) => !r.seo.noindex).map((r) => r.path);

/** The distinct words of the indexed pages' cards. */
const texts = (data: RenderData) =>
  new Set(data.routes.filter((r) => !r.seo.noindex).map((r) => JSON.stringify(cardText(data, r))));

let root: string;
let base: RenderData;
let first: MadeCards;

beforeAll(async () => {
  root = project();
  base = built(fixtureContent());
  first = await makeCards(root, base);
}, 120_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("a page's card says", () => {
  const data = withLookups(built(fixtureContent()));

  it("the page's heading: the text of its h1, on every page of every template", () => {
    expect(templatesOf(data.routes)).toEqual(ALL_TEMPLATES);
    for (const route of data.routes) {
      const h1 = findAll((e) => e.name === 'h1', parseDocument(pageHtml(data, route)).children);
      expect(
        h1.map((e) => textContent(e).trim()),
        route.path,
      ).toEqual([pageHeading(data, route)]);
    }
  });

  it('the place on area and regional pages, the phone number as the site shows it and the business, on every page', () => {
    const phone = phoneForms(data.site.phone).spaced;
    for (const route of data.routes) {
      const text = cardText(data, route);
      expect(text, route.path).toMatchObject({ phone, brand: data.site.company.name });
      if (route.template === 'town' || route.template === 'house-clearance-area')
        expect(text.area).toBe(`${route.props.area.name}, ${data.region(route.props.region).name}`);
      else if (route.template === 'regional') expect(text.area).toBe(data.region(route.props.region).name);
      else expect(text.area, route.path).toBeUndefined();
    }
  });

  it('in its alt text: heading, business and number', () => {
    const text = { heading: 'Help in Kent', phone: '020 7946 0418', brand: 'Clearway' };
    expect(cardAlt(text)).toBe('Help in Kent: Clearway, call 020 7946 0418');
    expect(cardAlt({ ...text, heading: 'Need help?' })).toBe('Need help? Clearway, call 020 7946 0418');
  });
});

describe('the cards made', () => {
  it('are one PNG of 1200×630 per card text of the indexed pages, under 100 KB, named by its words, with nothing but what PNG needs', async () => {
    const indexed = base.routes.filter((r) => !r.seo.noindex);
    expect(indexed.length).toBeLessThan(base.routes.length);
    expect([...first.files.keys()].sort()).toEqual(
      [...new Set(indexed.map((r) => cardFile(cardText(base, r))))].sort(),
    );
    expect(cardFile(cardText(base, base.routes[0]!))).toMatch(/^cards\/[0-9a-f]{2}\/[0-9a-f]{14}\.png$/);
    for (const [file, from] of first.files) {
      const png = fs.readFileSync(from);
      expect(png.length, file).toBeLessThanOrEqual(100 * 1024);
      expect(await sharp(png).metadata(), file).toMatchObject({ format: 'png', ...CARD_SIZE });
      expect(new Set(chunks(png)), file).toEqual(new Set(['IHDR', 'PLTE', 'IDAT', 'IEND']));
    }
  });

  it("are what each indexed page's head names, with its alt text, the address changing with the card; a page kept out of the index has none", () => {
    for (const route of base.routes) {
      const card = first.manifest[route.path];
      if (route.seo.noindex) {
        expect(card, route.path).toBeUndefined();
        continue;
      }
      expect(card!.src, route.path).toBe(`/${cardFile(cardText(base, route))}?v=${card!.src.split('?v=')[1]}`);
      expect(card!.src, route.path).toMatch(/\?v=[0-9a-f]{12}$/);
      expect(card!.alt).toBe(cardAlt(cardText(base, route)));
    }
    expect(Object.keys(first.manifest).sort()).toEqual(indexedPaths(base).sort());
    const versions = new Set(Object.values(first.manifest).map((card) => card.src.split('?v=')[1]));
    expect(versions.size).toBe(texts(base).size);
  });

  it('are one file for pages that say the same, both heads naming it', async () => {
    const home = base.routes.find((r) => r.path === '/')!;
    const data = changed((content) => {
      content.pages.about.data.hero.heading = pageHeading(base, home);
    });
    expect(cardText(data, data.routes.find((r) => r.path === '/about')!)).toEqual(cardText(base, home));
    const made = await makeCards(root, only(data, '/', '/about'));
    expect(made.drawn).toBe(0);
    expect(made.manifest['/about']).toEqual(made.manifest['/']);
    expect([...made.files.keys()]).toEqual([made.manifest['/']!.src.split('?')[0]!.slice(1)]);
    // Both heads name the one file.
    const rendered = withLookups({ ...data, cards: made.manifest });
    const image = (route: string) =>
      /<meta property="og:image" content="([^"]+)"/.exec(
        pageHtml(rendered, data.routes.find((r) => r.path === route)!),
      )?.[1];
    expect(image('/about')).toContain(made.manifest['/']!.src);
    expect(image('/about')).toBe(image('/'));
  });

  it('are drawn once: a second run draws none and gives the same files', async () => {
    expect(first.drawn).toBe(texts(base).size);
    const again = await makeCards(root, base);
    expect(again.drawn).toBe(0);
    expect(again.manifest).toEqual(first.manifest);
    expect(bytesOf(again)).toEqual(bytesOf(first));
  });

  it('are trusted by the next generate on a stat each, as the last one saved them: no manifest or stamp read', async () => {
    forgetUnusedCards(root, await makeCards(root, base));
    const read = vi.spyOn(fs, 'readFileSync');
    const again = await makeCards(root, base);
    const entriesRead = read.mock.calls.map(([file]) => String(file)).filter((file) => /[0-9a-f]{24}[/\\]/.test(file));
    read.mockRestore();
    expect(entriesRead).toEqual([]);
    expect(again.held).toEqual({ cards: expect.any(Map), changed: false });
    expect(again.held.cards.size).toBe(texts(base).size);
    expect(bytesOf(again)).toEqual(bytesOf(first));
  });

  it("are drawn again when a page's heading changes, that page's alone, under a new name, and look different", async () => {
    const data = changed((content) => {
      content.pages.about.data.hero.heading = 'Who we are, and why we do this';
    });
    const made = await makeCards(root, data);
    expect(made.drawn).toBe(1);
    const [before, after] = [bytesOf(first), bytesOf(made)];
    const about = (cards: MadeCards) => cards.manifest['/about']!.src.split('?')[0]!.slice(1);
    expect([...after.keys()].filter((file) => !before.has(file))).toEqual([about(made)]);
    expect([...before.keys()].filter((file) => !after.has(file))).toEqual([about(first)]);
    expect([...after.keys()].filter((file) => before.has(file) && after.get(file) !== before.get(file))).toEqual([]);
    const drawing = (cards: MadeCards) => pixels(fs.readFileSync(cards.files.get(about(cards))!));
    expect((await drawing(made)).equals(await drawing(first))).toBe(false);
  });

  it('are not drawn again when content no card shows changes', async () => {
    const made = await makeCards(
      root,
      changed((content) => {
        content.pages.about.data.hero.text = 'Other words under the heading, which no card shows.';
        content.services[0]!.data.introText = 'Another introduction, which no card shows either.';
        content.regions[0]!.data.areas[0]!.postcodes = ['TN99'];
      }),
    );
    expect(made.drawn).toBe(0);
    expect(bytesOf(made)).toEqual(bytesOf(first));
  });

  it("are drawn again for a renamed town's pages only, and for every page when the phone number changes", async () => {
    const kent = base.regions.find((r) => r.slug === 'kent')!;
    const town = kent.areas[0]!;
    const renamed = changed((content) => {
      content.regions.find((r) => r.data.slug === 'kent')!.data.areas[0]!.name = `${town.name} Town`;
    });
    const itsPages = renamed.routes
      .filter(
        (r) => (r.template === 'town' || r.template === 'house-clearance-area') && r.props.area.slug === town.slug,
      )
      .map((r) => r.path);
    expect(itsPages.length).toBeGreaterThan(0);
    const made = await makeCards(root, renamed);
    expect(made.drawn).toBe(itsPages.length);
    const moved = Object.keys(made.manifest).filter((p) => made.manifest[p]!.src !== first.manifest[p]!.src);
    expect(moved.sort()).toEqual(itsPages.sort());

    // A new number: every page says something else (each is drawn again; three are, to keep the test short).
    const numbered = changed((content) => {
      content.site.data.phone = '02079460999';
    });
    for (const route of numbered.routes)
      expect(cardText(numbered, route), route.path).not.toEqual(cardText(base, route));
    const three = indexedPaths(numbered).slice(0, 3);
    expect((await makeCards(root, only(numbered, ...three))).drawn).toBe(3);
  });

  it('draw again an entry cut short or overwritten, saying so once, and publish what a sound one gives', async () => {
    const sound = bytesOf(first);
    // Two entries the pages use (the cache also holds the ones the tests above made).
    const [cut, garbage] = new Set([...first.files.values()].map((file) => path.basename(path.dirname(file))));
    const card = (entry: string) => path.join(root, CARDS, entry, 'card.png');
    fs.truncateSync(card(cut!), 100);
    fs.writeFileSync(card(garbage!), Buffer.alloc(2048, 7));
    const notes: string[] = [];
    const made = await makeCards(root, base, { note: (line) => notes.push(line) });
    expect(made.drawn).toBe(2);
    expect(notes.sort()).toEqual(
      [cut, garbage]
        .map((key) => `${CARDS}/${key} was damaged (card.png is not what was stored): it is set aside and made again`)
        .sort(),
    );
    expect(bytesOf(made)).toEqual(sound);
  });
});

describe('a heading of any length', () => {
  const assets = loadCardAssets(REPO);
  const text = (heading: string): CardText => ({
    heading,
    area: 'Hammersmith and Fulham, London',
    phone: '020 7946 0418',
    brand: 'Clearway Hoarder Cleaning',
  });
  // The longest heading of the real content, whatever it is today, and much longer ones.
  const real = built(realContent());
  const longest = real.routes.map((r) => pageHeading(real, r)).sort((a, b) => b.length - a.length)[0]!;
  const headings = [
    longest,
    `${longest} ${longest}`,
    'Word '.repeat(200),
    `Hoarder cleaning in ${'Llanfairpwllgwyngyll'.repeat(4)}`,
  ];

  it.each(headings.map((h) => [h.slice(0, 40), h]))('stays in its room: %s…', async (_, heading) => {
    const laid = await layOutCard(text(heading), assets);
    const [room, words] = [laid.box('middle'), laid.box('words')];
    expect(words.top).toBeGreaterThanOrEqual(room.top);
    expect(words.top + words.height).toBeLessThanOrEqual(room.top + room.height);
  });

  it('and off the margins, the brand and the band: those pixels are a short heading’s', async () => {
    // Before the palette: each card has its own, so a colour may be rounded differently from card to card.
    const raster = async (heading: string) => (await rasterCard(text(heading), assets)).raw().toBuffer();
    const short = await raster('Help');
    const { width, height } = CARD_SIZE;
    const [top, margin] = [120, 72];
    for (const heading of headings) {
      const long = await raster(heading);
      const rows = (from: number, to: number) => [from * width * 3, to * width * 3] as const;
      // The brand at the top and the band with the number at the bottom.
      expect(long.subarray(...rows(0, top)).equals(short.subarray(...rows(0, top)))).toBe(true);
      expect(long.subarray(...rows(height - 136, height)).equals(short.subarray(...rows(height - 136, height)))).toBe(
        true,
      );
      // The left and right margins between them.
      for (let y = top; y < height - 136; y++)
        for (const x of [0, width - margin]) {
          const at = (y * width + x) * 3;
          expect(long.subarray(at, at + margin * 3).equals(short.subarray(at, at + margin * 3)), `${y}`).toBe(true);
        }
    }
  });

  it('in the site’s colours', () => {
    const css = fs.readFileSync(path.join(REPO, 'src/styles/site.css'), 'utf8');
    const root = css.slice(css.indexOf(':root'), css.indexOf('}', css.indexOf(':root')));
    for (const [name, colour] of Object.entries(PALETTE)) expect(root).toContain(`--${name}: ${colour};`);
  });
});
