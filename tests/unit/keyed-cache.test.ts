// The keyed cache every disk cache is made of: an entry is used only when every file is what was stored; anything
// damaged is set aside with one note and made again; entries appear whole; pruning keeps what it is told to.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { hashKey, KeyedCache } from '../../generator/cache/keyed-cache.mjs';

let root: string;
let notes: string[];
const open = () => new KeyedCache<{ made: string }>(root, '.cache/things', { note: (line) => notes.push(line) });
const FILES = { 'a.css': 'body { color: red }\n'.repeat(50), 'sub/b.js': 'export const b = 1;\n'.repeat(50) };
const KEY = hashKey('things v1', 'input');

function put(cache: KeyedCache<{ made: string }>, key = KEY) {
  return cache.addSync(key, (dir) => {
    for (const [file, text] of Object.entries(FILES)) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), text);
    }
    return { made: 'today' };
  });
}
const entryDir = (key = KEY) => path.join(root, '.cache/things', key);
const listing = () => fs.readdirSync(path.join(root, '.cache/things')).sort();

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'keyed-cache-'));
  notes = [];
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('the keyed cache', () => {
  it('gives back an entry as it was filed: its files, its meta, nothing noted', () => {
    const filed = put(open());
    const read = open().read(KEY)!;
    expect(read).toEqual(filed);
    expect(read.meta).toEqual({ made: 'today' });
    expect(read.files.sort()).toEqual(Object.keys(FILES).sort());
    for (const [file, text] of Object.entries(FILES))
      expect(fs.readFileSync(path.join(read.dir, file), 'utf8')).toBe(text);
    expect(listing()).toEqual([KEY]);
    expect(notes).toEqual([]);
  });

  it('has no entry for a key never filed, and says nothing about it', () => {
    expect(open().read(KEY)).toBeUndefined();
    expect(open().keys()).toEqual([]);
    expect(notes).toEqual([]);
  });

  const damage: Array<[string, string, (file: string) => void, string]> = [
    ['a file', 'a.css', (f) => fs.truncateSync(f, 23), 'a.css is not what was stored'],
    ['a file', 'sub/b.js', (f) => fs.writeFileSync(f, randomBytes(300)), 'sub/b.js is not what was stored'],
    ['a file', 'sub/b.js', (f) => fs.rmSync(f), 'sub/b.js is missing'],
    ['a file', 'sub/b.js', (f) => (fs.rmSync(f), fs.mkdirSync(f)), 'sub/b.js is missing'],
    ['the manifest', 'manifest.json', (f) => fs.truncateSync(f, 40), 'manifest.json is not what was stored'],
    [
      'the manifest',
      'manifest.json',
      (f) => fs.writeFileSync(f, randomBytes(300)),
      'manifest.json is not what was stored',
    ],
    [
      'the manifest',
      'manifest.json',
      (f) => fs.writeFileSync(f, fs.readFileSync(f, 'utf8').replace('"today"', '"tomorrow"')),
      'manifest.json is not what was stored',
    ],
  ];
  it.each(damage)(
    'sets the entry aside when %s (%s) is damaged, notes it once, and files it again',
    (_, file, harm, why) => {
      put(open());
      harm(path.join(entryDir(), file));
      const cache = open();
      expect(cache.read(KEY)).toBeUndefined();
      expect(notes).toEqual([`.cache/things/${KEY} was damaged (${why}): it is set aside and made again`]);
      expect(fs.existsSync(entryDir())).toBe(false);
      expect(put(cache).meta).toEqual({ made: 'today' });
      expect(open().read(KEY)?.meta).toEqual({ made: 'today' });
      expect(notes).toHaveLength(1);
    },
  );

  it('does not use an entry with a file that was not stored', () => {
    put(open());
    fs.writeFileSync(path.join(entryDir(), 'sub/planted.js'), 'alert(1)');
    expect(open().read(KEY)).toBeUndefined();
    expect(notes).toEqual([
      `.cache/things/${KEY} was damaged (sub/planted.js was not stored): it is set aside and made again`,
    ]);
  });

  it('does not use an entry filed under another key (copied to a new name)', () => {
    put(open());
    const other = hashKey('things v1', 'other input');
    fs.cpSync(entryDir(), entryDir(other), { recursive: true });
    expect(open().read(other)).toBeUndefined();
    expect(notes).toHaveLength(1);
    expect(open().read(KEY)).toBeDefined();
  });

  it('ignores, without a note, a folder of another layout, and pruning removes it with stray files', () => {
    fs.mkdirSync(path.join(entryDir('old'), 'client'), { recursive: true });
    fs.writeFileSync(path.join(entryDir('old'), 'bundle.json'), '{');
    fs.writeFileSync(path.join(root, '.cache/things/0123.cjs'), 'old layout');
    const cache = open();
    expect(cache.keys()).toEqual([]);
    expect(cache.read('old')).toBeUndefined();
    put(cache);
    cache.prune({ inUse: [KEY] });
    expect(listing()).toEqual([KEY]);
    expect(notes).toEqual([]);
  });

  it('leaves nothing a reader trusts when filing stops half-way, and tidies up after itself', () => {
    const cache = open();
    vi.spyOn(fs, 'renameSync').mockImplementationOnce(() => {
      throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
    });
    expect(() => put(cache)).toThrow('ENOSPC');
    expect(listing()).toEqual([]);
    expect(open().read(KEY)).toBeUndefined();
  });

  it('keeps the entry another process filed first under the same key', () => {
    const first = put(open());
    const second = put(open());
    expect(second).toEqual(first);
    expect(listing()).toEqual([KEY]);
  });

  it('prunes to the entries in use and the most recently used others', () => {
    const cache = open();
    const keys = ['k1', 'k2', 'k3', 'k4'].map((k) => put(cache, hashKey(k)).key);
    // Used in this order, oldest first; k1 last of all.
    keys.forEach((key, i) => fs.utimesSync(entryDir(key), new Date(1000 * (i + 1)), new Date(1000 * (i + 1))));
    expect(cache.read(keys[0]!)).toBeDefined();
    cache.prune({ keep: 1, inUse: [keys[1]!] });
    expect(listing()).toEqual([keys[0], keys[1]].sort());
    cache.prune({ inUse: [keys[1]!] });
    expect(listing()).toEqual([keys[1]]);
  });

  it('removes private folders only once their process has surely abandoned them', () => {
    const cache = open();
    const building = cache.begin();
    const abandoned = cache.begin();
    const old = new Date(Date.now() - 60 * 60_000);
    fs.utimesSync(abandoned, old, old);
    cache.prune();
    expect(fs.existsSync(building)).toBe(true);
    expect(fs.existsSync(abandoned)).toBe(false);
  });
});
