// The share cards are published linked from their cache entries, not copied: the same file, in no time, and a
// copy with the same bytes and time where the file system cannot link (another device, no hard links there). A
// card dist/ already holds as that same file is kept.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkFiles, SiteOutput } from '../../generator/write/write.ts';

let root: string;
let files: Array<[string, string]>;
const staging = () => path.join(root, 'staging');
const output = () => new SiteOutput(staging(), path.join(root, 'dist'));

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'link-files-'));
  files = ['one', 'two'].map((name): [string, string] => {
    const file = path.join(root, 'cache', name, 'card.png');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, `the ${name} card`);
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(file, old, old);
    return [`cards/${name === 'one' ? 'a1' : 'b2'}/${name}.png`, file];
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  fs.rmSync(root, { recursive: true, force: true });
});

describe('linkFiles', () => {
  it('puts each file where the site has it as the same file as its source', () => {
    expect(linkFiles(files, output())).toBe(2);
    for (const [rel, from] of files) expect(fs.statSync(path.join(staging(), rel)).ino).toBe(fs.statSync(from).ino);
  });

  it.each(['EXDEV', 'EPERM', 'EMLINK'])('copies, bytes and time kept, where linking fails with %s', (code) => {
    vi.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error(`${code}: links are not possible here`), { code });
    });
    expect(linkFiles(files, output())).toBe(2);
    for (const [rel, from] of files) {
      const [published, source] = [fs.statSync(path.join(staging(), rel)), fs.statSync(from)];
      expect(published.ino).not.toBe(source.ino);
      expect(fs.readFileSync(path.join(staging(), rel))).toEqual(fs.readFileSync(from));
      expect(published.mtimeMs).toBe(source.mtimeMs);
    }
  });

  it('keeps a card dist/ holds as the same file, and links one it holds as another file', () => {
    const [kept, replaced] = files as [[string, string], [string, string]];
    const dist = path.join(root, 'dist');
    fs.mkdirSync(path.join(dist, path.dirname(kept[0])), { recursive: true });
    fs.mkdirSync(path.join(dist, path.dirname(replaced[0])), { recursive: true });
    fs.linkSync(kept[1], path.join(dist, kept[0]));
    fs.copyFileSync(replaced[1], path.join(dist, replaced[0]));
    const out = output();
    expect(linkFiles(files, out)).toBe(2);
    expect([...out.kept]).toEqual([kept[0]]);
    expect(fs.existsSync(path.join(staging(), kept[0]))).toBe(false);
    expect(fs.statSync(path.join(staging(), replaced[0])).ino).toBe(fs.statSync(replaced[1]).ino);
  });
});
