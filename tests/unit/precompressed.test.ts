// The admin's scripts under npm run cms, compressed once and kept (generator/serve/precompressed.ts): the coding
// each Accept-Encoding gets, the same bytes back, made once per file as it is, and made again when it changes.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { chooseCoding, precompressed } from '../../generator/serve/precompressed.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'precompressed-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const asking = (acceptEncoding?: string) =>
  ({ headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }) as IncomingMessage;

describe('chooseCoding', () => {
  it.each([
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['gzip', 'gzip'],
    ['GZIP', 'gzip'],
    ['gzip;q=1, br;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0.1, gzip', 'gzip'],
    ['identity', undefined],
    ['deflate', undefined],
    ['br;q=0, gzip;q=0', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('gives %j %j', (header, coding) => {
    expect(chooseCoding(header)).toBe(coding);
  });
});

describe('precompressed', () => {
  it('sends the same bytes in each coding, makes each once, and again once the file changes', async () => {
    const file = path.join(dir, 'vendor.js');
    fs.writeFileSync(file, 'window.decap = "the admin";\n'.repeat(2000));
    const kept = precompressed();
    kept.warm(file);
    const br = await kept.body(asking('gzip, br'), file);
    expect(br.coding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).equals(fs.readFileSync(file))).toBe(true);
    expect((await kept.body(asking('br'), file)).body).toBe(br.body);
    const gzip = await kept.body(asking('gzip'), file);
    expect([gzip.coding, zlib.gunzipSync(gzip.body).equals(fs.readFileSync(file))]).toEqual(['gzip', true]);
    expect(await kept.body(asking(), file)).toEqual({ body: fs.readFileSync(file) });

    fs.writeFileSync(file, 'window.decap = "a new admin";\n'.repeat(2000));
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const changed = await kept.body(asking('br'), file);
    expect(zlib.brotliDecompressSync(changed.body).toString()).toContain('a new admin');
  });
});
