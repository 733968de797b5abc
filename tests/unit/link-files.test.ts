// The share cards are published linked from their cache entries, not copied: the same file, in no time, and a
// copy with the same bytes and time where the file system cannot link (another device, no hard links there).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { linkFiles } from '../../generator/write/write.ts';

let root: string;
let files: Array<[string, string]>;
const staging = () => path.join(root, 'staging');

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
    expect(linkFiles(files, staging())).toBe(2);
    for (const [rel, from] of files) expect(fs.statSync(path.join(staging(), rel)).ino).toBe(fs.statSync(from).ino);
  });

  it.each(['EXDEV', 'EPERM', 'EMLINK'])('copies, bytes and time kept, where linking fails with %s', (code) => {
    vi.spyOn(fs, 'linkSync').mockImplementation(() => {
      throw Object.assign(new Error(`${code}: links are not possible here`), { code });
    });
    expect(linkFiles(files, staging())).toBe(2);
    for (const [rel, from] of files) {
      const [published, source] = [fs.statSync(path.join(staging(), rel)), fs.statSync(from)];
      expect(published.ino).not.toBe(source.ino);
      expect(fs.readFileSync(path.join(staging(), rel))).toEqual(fs.readFileSync(from));
      expect(published.mtimeMs).toBe(source.mtimeMs);
    }
  });
});
