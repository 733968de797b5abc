import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { decode, load, type ParseCache, parseDoc } from '../../generator/load/load.ts';
import { claimAll, parseKnown } from '../../generator/load/parse.ts';
import { claim } from '../../generator/model/collections.ts';
import type { LoadedDoc } from '../../generator/model/content.ts';
import { fixture } from '../support/fixture.ts';

const codes = (text: string) =>
  parseDoc('content/regions/x.yaml', text).diagnostics.map((d) => `${d.code}@${d.line}:${d.col}`);

describe('decode', () => {
  it('strips a UTF-8 byte-order mark', () => {
    expect(decode('f.yaml', new Uint8Array([0xef, 0xbb, 0xbf, 0x61, 0x3a, 0x20, 0x31])).value).toBe('a: 1');
  });
  it('names the line of the first byte that is not UTF-8', () => {
    const result = decode('f.yaml', Buffer.from('a: 1\nb: 2\nc: \xa3\n', 'latin1'));
    expect(result.value).toBeUndefined();
    expect(result.diagnostics.map((d) => [d.code, d.line])).toEqual([['encoding', 3]]);
  });
  it('refuses UTF-16 in either byte order', () => {
    for (const bom of [
      [0xff, 0xfe],
      [0xfe, 0xff],
    ]) {
      expect(decode('f.yaml', new Uint8Array([...bom, 0x61, 0x00])).diagnostics[0]?.code).toBe('encoding');
    }
  });
});

describe('claim', () => {
  it("leaves the content staff's guide and its pictures alone, and reports anything else beside them", () => {
    expect(claim('content/README.md')).toBe('ignored');
    expect(claim('content/guide/add-a-town-3-publish.png')).toBe('ignored');
    for (const stray of ['content/guide/notes.yaml', 'content/guide/old/a.png', 'content/regions/map.png'])
      expect(claim(stray), stray).toHaveProperty('stray');
  });
});

describe('parseDoc', () => {
  it('keeps a plain document with its data and claim', () => {
    const result = parseDoc('content/regions/kent.yaml', 'slug: kent\nareas: [{ name: Dover, slug: dover }]\n');
    expect(result.diagnostics).toEqual([]);
    expect(result.value).toMatchObject({
      kind: 'region',
      name: 'kent',
      schema: 'region',
      data: { slug: 'kent', areas: [{ name: 'Dover', slug: 'dover' }] },
    });
  });
  it.each([
    ['a tab used for indentation', 'a:\n\tb: 1\n', ['yaml-tab-indent@2:1']],
    ['a duplicate key', 'a: 1\nb: 2\na: 3\n', ['yaml-duplicate-key@3:1']],
    ['an anchor and its alias', 'a: &x 1\nb: *x\n', ['yaml-anchor@1:4', 'yaml-alias@2:4']],
    ['a tag', 'a: !!binary aGk=\n', ['yaml-tag@1:4']],
    ['a %TAG directive', '%TAG !e! tag:example.com,2000:\n---\na: 1\n', ['yaml-directive@1:1']],
    ['a second document', 'a: 1\n---\nb: 2\n', ['yaml-multi-document@2:1']],
    ['an empty document', '---\n', ['empty-file@1:1']],
    ['deep block indentation', `a:\n${' '.repeat(200)}b: 1\n`, ['nesting-too-deep@2:1']],
    ['unclosed brackets (which would exhaust the parser)', `a: ${'{'.repeat(50_000)}`, ['nesting-too-deep@1:36']],
    [
      'unclosed brackets after an apostrophe in plain text',
      `headline: across 'Kent\nnote: ${'['.repeat(100_000)}\n`,
      ['nesting-too-deep@2:39'],
    ],
    [
      'unclosed brackets after a quote in a comment',
      `a: 1 # it 'is\nb: ${'{'.repeat(50_000)}\n`,
      ['nesting-too-deep@2:36'],
    ],
    [
      '"- " marks nested on one line (which would exhaust the parser)',
      `a:\n  ${'- '.repeat(20_000)}x\n`,
      ['nesting-too-deep@2:121'],
    ],
    [
      '"? " marks nested on one line (which would take minutes)',
      `${'? '.repeat(20_000)}x\n`,
      ['nesting-too-deep@1:121'],
    ],
    ['a duplicate key in a flow mapping', 'a: {b: 1, c: 2, b: 3}\n', ['yaml-duplicate-key@1:17']],
    [
      'a duplicate key among many',
      `${Array.from({ length: 5_000 }, (_, i) => `k${i}: 1`).join('\n')}\nk7: 2\n`,
      ['yaml-duplicate-key@5001:1'],
    ],
    ['a duplicate key inside an earlier value first', 'a:\n  x: 1\n  x: 2\nb: 1\nb: 2\n', ['yaml-duplicate-key@3:3']],
    ['a duplicate key before a parser error', 'a: 1\na: 2\nb:\n  - x\n - y\n', ['yaml-duplicate-key@2:1']],
    ['a parser error before a duplicate key', 'a: 1\nb:\n  - x\n - y\na: 2\n', ['yaml-syntax@4:1']],
  ])('refuses %s', (_name, text, expected) => {
    expect(codes(text)).toEqual(expected);
  });
  it('does not count brackets inside quoted text, nor the indentation of block text', () => {
    expect(codes(`a: "${'['.repeat(100)}"\n`)).toEqual([]);
    expect(codes(`a: |\n${' '.repeat(150)}[[[[\n`)).toEqual([]);
  });
  it('keeps no parse of its own: the same text twice is parsed twice, to equal results', () => {
    const first = parseDoc('content/regions/kent.yaml', 'a: 1\n');
    const again = parseDoc('content/regions/kent.yaml', 'a: 1\n');
    expect(again).not.toBe(first);
    expect(again.value!.data).toEqual(first.value!.data);
  });
  it('with a cache, reuses the parse of the same text and keeps only the latest text of each file', () => {
    const cache: ParseCache = new Map();
    const text = (i: number) => `# version ${i}\na: ${i}\n`;
    const first = parseKnown('content/regions/long.yaml', text(1), cache);
    expect(parseKnown('content/regions/long.yaml', text(1), cache)).toBe(first);
    // Twenty versions of one file, as a long watch session makes: one entry, the last.
    const later = Array.from({ length: 20 }, (_, i) => parseKnown('content/regions/long.yaml', text(i + 2), cache));
    expect(parseKnown('content/regions/long.yaml', text(21), cache)).toBe(later.at(-1));
    expect([...cache.keys()]).toEqual(['content/regions/long.yaml']);
    expect(parseKnown('content/regions/long.yaml', text(1), cache)).not.toBe(first);
  });
  it('names a tag as it was written', () => {
    expect(parseDoc('f.yaml', 'a: !!binary aGk=\n').diagnostics[0]?.message).toBe(
      'the tag "!!binary" is not allowed in content',
    );
  });
  it('reports only the first parser error, where it happened', () => {
    expect(codes('a: 1\nb:\n  - x\n - y\n')).toEqual(['yaml-syntax@4:1']);
  });
});

describe('claimAll', () => {
  it('reports each of 150,000 problems in one file (more than a call can take as arguments)', () => {
    const problem = parseDoc('content/regions/kent.yaml', 'a: 1\na: 2\n').diagnostics[0]!;
    const parse = () => ({ value: undefined, diagnostics: Array.from({ length: 150_000 }, () => problem) });
    const { value, diagnostics } = claimAll(['content/regions/kent.yaml', 'site.yaml'], parse);
    expect(value.fileCount).toBe(2);
    expect(diagnostics).toHaveLength(300_000);
  });
});

describe('load with the parsed files kept (watch mode)', () => {
  it('parses again only the files whose text changed, forgets deleted ones, and hands out data no stage can change', () => {
    const copy = fixture();
    const { root } = copy;
    try {
      const cache: ParseCache = new Map();
      const first = load(root, cache).value.docs;
      const kent = 'content/regions/kent.yaml';
      const byFile = (docs: LoadedDoc[], file: string) => docs.find((d) => d.file === file)!;
      copy.edit(kent, (text) => text.replace(/^headline: .*$/m, 'headline: "A new headline"'));
      const article = fs.readdirSync(path.join(root, 'content/blog'))[0]!;
      fs.rmSync(path.join(root, 'content/blog', article));
      const second = load(root, cache).value.docs;
      expect(byFile(second, 'site.yaml')).toBe(byFile(first, 'site.yaml'));
      expect(byFile(second, kent)).not.toBe(byFile(first, kent));
      expect((byFile(second, kent).data as { headline: string }).headline).toBe('A new headline');
      expect(cache.has(`content/blog/${article}`)).toBe(false);
      expect(second.some((d) => d.file === `content/blog/${article}`)).toBe(false);
      const site = byFile(second, 'site.yaml').data as { phone: string; constants: object };
      expect(() => (site.phone = '0')).toThrow(TypeError);
      expect(Object.isFrozen(site.constants)).toBe(true);
    } finally {
      copy.remove();
    }
  });
});
