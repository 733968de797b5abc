// A keyed cache with stamps (the share cards'): an entry whose files are as they were when last verified is
// trusted without reading them; anything that makes the stamp not hold (a file written, replaced or resized, a
// stamp damaged, cut short or taken for another entry) means the files are verified by hash again, so a damaged
// entry is still never used.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type Held, hashKey, KeyedCache, sha256 } from '../../generator/cache/keyed-cache.mjs';

let root: string;
let notes: string[];
const open = (stamps = true) => new KeyedCache(root, '.cache/cards', { note: (line) => notes.push(line), stamps });
const CARD = randomBytes(5000);
const KEY = hashKey('cards v1', 'a card');
const OTHER = hashKey('cards v1', 'another card');
const entryDir = (key = KEY) => path.join(root, '.cache/cards', key);
const cardOf = (key = KEY) => path.join(entryDir(key), 'card.png');
const stampOf = (key = KEY) => path.join(entryDir(key), 'stamp.json');
const put = (cache = open(), key = KEY, bytes = CARD) =>
  cache.addSync(key, (dir) => fs.writeFileSync(path.join(dir, 'card.png'), bytes));

/** How many times the card file's bytes were read during `read`. */
function readsOfCard(read: () => void, key = KEY): number {
  const spy = vi.spyOn(fs, 'readFileSync');
  read();
  const count = spy.mock.calls.filter(([file]) => file === cardOf(key)).length;
  spy.mockRestore();
  return count;
}
/** The files of the entry `read` reads (the card, its manifest, its stamp). */
function filesRead(read: () => void): string[] {
  const spy = vi.spyOn(fs, 'readFileSync');
  read();
  const files = spy.mock.calls.map(([file]) => String(file)).filter((file) => file.startsWith(entryDir()));
  spy.mockRestore();
  return files.map((file) => path.relative(entryDir(), file));
}
/** Keeps a file's modification time across `harm`, as a copy that preserves times would. */
function keepingTime(file: string, harm: () => void): void {
  const { atime, mtime } = fs.statSync(file);
  harm();
  fs.utimesSync(file, atime, mtime);
}
const damagedNote = (why: string) => `.cache/cards/${KEY} was damaged (${why}): it is set aside and made again`;

const damage: Array<[string, () => void, string]> = [
  ['cut short', () => fs.truncateSync(cardOf(), 100), 'card.png is not what was stored'],
  [
    'overwritten with garbage of its size',
    () => fs.writeFileSync(cardOf(), randomBytes(CARD.length)),
    'card.png is not what was stored',
  ],
  ['removed', () => fs.rmSync(cardOf()), 'card.png is missing'],
];

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'stamps-'));
  notes = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('a keyed cache with stamps', () => {
  it('stamps an entry when filing it, then trusts it without reading its file', () => {
    const filed = put();
    expect(fs.existsSync(stampOf())).toBe(true);
    let read: unknown;
    expect(readsOfCard(() => (read = open().read(KEY)))).toBe(0);
    expect(read).toEqual(filed);
    expect(fs.readFileSync(cardOf())).toEqual(CARD);
    expect(notes).toEqual([]);
  });

  it('verifies by hash an entry whose file has another modification time, then stamps it again', () => {
    put();
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(cardOf(), old, old);
    expect(readsOfCard(() => expect(open().read(KEY)).toBeDefined())).toBe(1);
    expect(readsOfCard(() => expect(open().read(KEY)).toBeDefined())).toBe(0);
    expect(notes).toEqual([]);
  });

  it('does not stamp a file written too recently to be told from a later write in the same clock tick', () => {
    put();
    fs.writeFileSync(cardOf(), CARD);
    expect(readsOfCard(() => expect(open().read(KEY)).toBeDefined())).toBe(1);
    expect(readsOfCard(() => expect(open().read(KEY)).toBeDefined())).toBe(1);
  });

  it.each(damage)('does not use an entry whose card was %s: the stamp no longer holds', (_, harm, why) => {
    put();
    harm();
    expect(open().read(KEY)).toBeUndefined();
    expect(notes).toEqual([damagedNote(why)]);
    expect(fs.existsSync(entryDir())).toBe(false);
  });

  it('does not use a card replaced by a file of the same size and time (another inode)', () => {
    put();
    const { atime, mtime } = fs.statSync(cardOf());
    fs.writeFileSync(`${cardOf()}.new`, randomBytes(CARD.length));
    fs.utimesSync(`${cardOf()}.new`, atime, mtime);
    fs.renameSync(`${cardOf()}.new`, cardOf());
    expect(open().read(KEY)).toBeUndefined();
    expect(notes).toEqual([damagedNote('card.png is not what was stored')]);
  });

  /** A damage the stamp cannot see on its own: the same file, the same size, its time put back. */
  const hiddenDamage = () => keepingTime(cardOf(), () => fs.writeFileSync(cardOf(), randomBytes(CARD.length)));
  const stampDamage: Array<[string, () => void]> = [
    ['cut short', () => fs.truncateSync(stampOf(), 30)],
    ['overwritten with garbage', () => fs.writeFileSync(stampOf(), randomBytes(200))],
    ['removed', () => fs.rmSync(stampOf())],
    [
      'edited to record the stat of a card damaged to another size (its seal no longer matches)',
      () => {
        fs.appendFileSync(cardOf(), 'more');
        const stamp = JSON.parse(fs.readFileSync(stampOf(), 'utf8'));
        const { dev, ino, size, mtimeNs } = fs.statSync(cardOf(), { bigint: true });
        stamp.files['card.png'] = `${dev}:${ino}:${size}:${mtimeNs}`;
        fs.writeFileSync(stampOf(), JSON.stringify(stamp));
      },
    ],
    [
      'taken from another entry (sealed, but for another key)',
      () => (put(open(), OTHER), fs.copyFileSync(stampOf(OTHER), stampOf())),
    ],
  ];
  it.each(stampDamage)('verifies by hash when the stamp is %s, so a hidden damage is still found', (_, harm) => {
    put();
    hiddenDamage();
    harm();
    expect(open().read(KEY)).toBeUndefined();
    expect(notes).toEqual([damagedNote('card.png is not what was stored')]);
  });

  it('finds a card damaged to another size although its stamp is intact', () => {
    put();
    const stamp = fs.readFileSync(stampOf(), 'utf8');
    keepingTime(cardOf(), () => fs.appendFileSync(cardOf(), 'more'));
    expect(fs.readFileSync(stampOf(), 'utf8')).toBe(stamp);
    expect(open().read(KEY)).toBeUndefined();
    expect(notes).toEqual([damagedNote('card.png is not what was stored')]);
  });

  it('counts its stamp as part of the entry, not a file that was not stored', () => {
    put();
    expect(open(false).read(KEY)).toBeDefined();
    expect(notes).toEqual([]);
  });

  it('without stamps, writes none and reads every file on every read', () => {
    put(open(false));
    expect(fs.existsSync(stampOf())).toBe(false);
    expect(readsOfCard(() => expect(open(false).read(KEY)).toBeDefined())).toBe(1);
    expect(readsOfCard(() => expect(open(false).read(KEY)).toBeDefined())).toBe(1);
  });
});

/** The entries a process holds (keyed-cache.mjs), by key. */
type HeldEntries = Map<string, Held>;
/** The card cache of a process that holds what it verifies in `held`. */
const holding = (held: HeldEntries) =>
  new KeyedCache(root, '.cache/cards', { note: (line) => notes.push(line), stamps: true, held });

describe('a keyed cache with stamps, holding what it verified (watch mode)', () => {
  it('reads nothing again for an entry it verified whose files are as they were', () => {
    const filed = put();
    const held: HeldEntries = new Map();
    expect(filesRead(() => expect(holding(held).read(KEY)).toEqual(filed))).toEqual(['manifest.json', 'stamp.json']);
    expect(filesRead(() => expect(holding(held).read(KEY)).toEqual(filed))).toEqual([]);
    expect(notes).toEqual([]);
  });

  it.each(damage)('does not use a held entry whose card was then %s', (_, harm, why) => {
    put();
    const held: HeldEntries = new Map();
    expect(holding(held).read(KEY)).toBeDefined();
    harm();
    expect(holding(held).read(KEY)).toBeUndefined();
    expect(notes).toEqual([damagedNote(why)]);
    expect(held.has(KEY)).toBe(false);
  });

  it('does not use a held card written in place keeping its time, nor one replaced by another file', () => {
    put();
    const held: HeldEntries = new Map();
    expect(holding(held).read(KEY)).toBeDefined();
    keepingTime(cardOf(), () => fs.writeFileSync(cardOf(), Buffer.concat([CARD, CARD])));
    expect(holding(held).read(KEY)).toBeUndefined();
    put();
    expect(holding(held).read(KEY)).toBeDefined();
    const { atime, mtime } = fs.statSync(cardOf());
    fs.writeFileSync(`${cardOf()}.new`, randomBytes(CARD.length));
    fs.utimesSync(`${cardOf()}.new`, atime, mtime);
    fs.renameSync(`${cardOf()}.new`, cardOf());
    expect(holding(held).read(KEY)).toBeUndefined();
    expect(notes).toHaveLength(2);
  });

  it('does not hold a file written too recently to be told from a later write in the same clock tick', () => {
    put();
    fs.writeFileSync(cardOf(), CARD);
    const held: HeldEntries = new Map();
    expect(readsOfCard(() => expect(holding(held).read(KEY)).toBeDefined())).toBe(1);
    expect(held.size).toBe(0);
    expect(readsOfCard(() => expect(holding(held).read(KEY)).toBeDefined())).toBe(1);
  });
});

describe('held entries saved for the next process (saveHeld, loadHeld)', () => {
  const heldFile = () => path.join(root, '.cache/cards/.held.json');
  /** What a new process starts with: the saved entries, loaded into a map of its own. */
  const loaded = (): HeldEntries => {
    const held: HeldEntries = new Map();
    holding(held).loadHeld(held);
    return held;
  };
  /** Files an entry, verifies it in one process and saves what it held. */
  function savedByOne(): void {
    put();
    const held: HeldEntries = new Map();
    const cache = holding(held);
    expect(cache.read(KEY)).toBeDefined();
    expect(cache.heldChanged).toBe(true);
    cache.saveHeld(held);
  }

  it('lets the next process use an entry whose files are as they were without reading its manifest or stamp', () => {
    savedByOne();
    const held = loaded();
    expect([...held.keys()]).toEqual([KEY]);
    const cache = holding(held);
    expect(filesRead(() => expect(cache.read(KEY)?.dir).toBe(entryDir()))).toEqual([]);
    expect(cache.heldChanged).toBe(false);
    expect(notes).toEqual([]);
  });

  it.each(damage)('does not use a saved entry whose card was then %s', (_, harm, why) => {
    savedByOne();
    harm();
    const held = loaded();
    const cache = holding(held);
    expect(cache.read(KEY)).toBeUndefined();
    expect(notes).toEqual([damagedNote(why)]);
    expect(held.has(KEY)).toBe(false);
    expect(cache.heldChanged).toBe(true);
  });

  it('verifies by hash a saved entry whose stamp was then cut short, and finds a card garbled keeping its time', () => {
    savedByOne();
    fs.truncateSync(stampOf(), 10);
    expect(readsOfCard(() => expect(holding(loaded()).read(KEY)).toBeDefined())).toBe(1);
    savedByOne();
    keepingTime(cardOf(), () => fs.writeFileSync(cardOf(), randomBytes(CARD.length)));
    fs.truncateSync(stampOf(), 10);
    expect(holding(loaded()).read(KEY)).toBeUndefined();
    expect(notes).toEqual([damagedNote('card.png is not what was stored')]);
  });

  it('does not use a saved card written in place keeping its time', () => {
    savedByOne();
    keepingTime(cardOf(), () => fs.writeFileSync(cardOf(), Buffer.concat([CARD, CARD])));
    expect(holding(loaded()).read(KEY)).toBeUndefined();
    expect(notes).toEqual([damagedNote('card.png is not what was stored')]);
  });

  it.each([
    ['cut short', (text: string) => text.slice(0, text.length - 10)],
    [
      'with a stat changed and the seal kept',
      (text: string) => text.replace(/:(\d+)"/, (_, n) => `:${BigInt(n) + 1n}"`),
    ],
    ['emptied', () => ''],
    ['not JSON behind a right seal', () => `${sha256('{')}\n{`],
    [
      "sealed again without the stamp's stat",
      (text: string) => {
        const body = text.slice(text.indexOf('\n') + 1).replace(/,?"stamp\.json":"[^"]*"/g, '');
        return `${sha256(body)}\n${body}`;
      },
    ],
  ])('ignores the saved file %s: the entry is read and verified as without it', (_, harm) => {
    savedByOne();
    const text = fs.readFileSync(heldFile(), 'utf8');
    const harmed = harm(text);
    expect(harmed).not.toBe(text);
    fs.writeFileSync(heldFile(), harmed);
    const held = loaded();
    expect(held.size).toBe(0);
    expect(filesRead(() => expect(holding(held).read(KEY)).toBeDefined())).toEqual(['manifest.json', 'stamp.json']);
    expect(notes).toEqual([]);
  });

  it('holds an entry it files at once, and keeps the saved file when pruning', () => {
    const held: HeldEntries = new Map();
    const cache = holding(held);
    put(cache);
    expect([...held.keys()]).toEqual([KEY]);
    cache.saveHeld(held);
    put(cache, OTHER);
    cache.prune({ inUse: [KEY] });
    expect(fs.existsSync(entryDir(OTHER))).toBe(false);
    expect(fs.existsSync(heldFile())).toBe(true);
    expect(filesRead(() => expect(holding(loaded()).read(KEY)).toBeDefined())).toEqual([]);
  });
});
