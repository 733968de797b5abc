import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseDoc } from '../../generator/load/load.ts';
import { doubleQuoted, insideCurlyQuotes } from '../../generator/load/yaml-mistakes.ts';

const problems = (text: string) => parseDoc('content/regions/x.yaml', text).diagnostics;
const codes = (text: string) => problems(text).map((d) => `${d.code}@${d.line}:${d.col}`);
const only = (text: string) => {
  const list = problems(text);
  expect(list).toHaveLength(1);
  return list[0]!;
};
/** The line a hint suggests, which follows `marker` and runs to the end of the hint (or to `until`). */
const suggested = (hint: string | undefined, marker: string, until?: string) => {
  const from = hint!.indexOf(marker);
  expect(from, `"${marker}" in ${hint}`).toBeGreaterThanOrEqual(0);
  const rest = hint!.slice(from + marker.length);
  return until ? rest.slice(0, rest.indexOf(until)) : rest;
};

describe('a list item indented too far', () => {
  const folded =
    'points:\n  - Unmarked vehicles and quiet, discreet working\n    - Fully insured, with cover\n  - Free quotes\n';

  it('is reported at its "-", with what YAML would make of it', () => {
    const d = only(folded);
    expect([d.code, d.line, d.col]).toEqual(['yaml-list-item-indent', 3, 5]);
    expect(d.message).toBe(
      'this looks like a list item indented too far: YAML joins it to the line above, making "…vehicles and quiet, discreet working - Fully insured, with cover"',
    );
    expect(d.hint).toBe(
      'To make it an item of its own, start its "-" in column 3, under the "-" of the item above. If the dash belongs to the text, put the whole text in double quotes.',
    );
  });
  it('is found on any continuation line, also of a mapping value', () => {
    expect(codes('intro: A long first line\n  that goes on\n  - and a dash\n')).toEqual(['yaml-list-item-indent@3:3']);
    expect(codes('a:\n  - one\n    two\n    -\n')).toEqual(['yaml-list-item-indent@4:5']);
    expect(only('a: First paragraph\n\n  - then a dash\n').message).toContain('making "First paragraph - then a dash"');
  });
  it.each([
    ['a literal block', 'a: |\n  text\n  - item\n'],
    ['a folded block', 'a: >\n  text\n  - item\n'],
    ['double-quoted text', 'a: "text\n  - item"\n'],
    ['single-quoted text', "a: 'text\n  - item'\n"],
    ['a dash inside a line', 'a: Monday - Friday\n'],
    ['a hyphen starting a word', 'a: one\n  -two\n'],
    ['an en dash', 'a: one\n  – two\n'],
    ['a list indented consistently', 'a:\n  - one\n  - two\n'],
  ])('leaves %s alone', (_name, text) => {
    expect(codes(text)).toEqual([]);
  });
});

describe('a colon inside unquoted text', () => {
  it.each([
    ['a value', 'a: 1\nname: St Mary: Cray\n', 2, 7, 'name: "St Mary: Cray"', { name: 'St Mary: Cray' }],
    [
      'a value with a comment after it',
      'name: St Mary: Cray # the old name\n',
      1,
      7,
      'name: "St Mary: Cray" # the old name',
      { name: 'St Mary: Cray' },
    ],
    [
      'a value in { }',
      'areas:\n  - { name: St Mary: Cray, slug: st-mary-cray }\n',
      2,
      13,
      '- { name: "St Mary: Cray", slug: st-mary-cray }',
      [{ name: 'St Mary: Cray', slug: 'st-mary-cray' }],
    ],
    ['a value ending in a colon', 'name: Note:\n', 1, 7, 'name: "Note:"', { name: 'Note:' }],
    [
      'a value holding " and \\',
      'name: Say "hi": back\\slash\n',
      1,
      7,
      'name: "Say \\"hi\\": back\\\\slash"',
      { name: 'Say "hi": back\\slash' },
    ],
  ])(
    'in %s is reported with the line as it should be, which reads back as the text',
    (_name, text, line, col, fixed, value: unknown) => {
      const d = only(text);
      expect([d.code, d.line, d.col]).toEqual(['yaml-colon-in-text', line, col]);
      expect(d.message).toBe('this text has a colon in it that YAML reads as the start of another field');
      expect(suggested(d.hint, 'Put the whole text in double quotes: ')).toBe(fixed);
      expect(parse(fixed)).toEqual(value);
    },
  );
  it('drops curly quotes around the text in the line it suggests', () => {
    const d = only('name: “St Mary: Cray”\n');
    const fixed = suggested(
      d.hint,
      'Put the whole text in double quotes (straight ones, in place of the curly ones): ',
    );
    expect(parse(fixed)).toEqual({ name: 'St Mary: Cray' });
  });
  it('leaves a colon with no space after it alone', () => {
    expect(codes('opens: 08:00\nurl: https://example.com\n')).toEqual([]);
  });
});

describe('curly quotes', () => {
  it.each([
    ['“St Mary”', 'St Mary'],
    ['‘St Mary’', 'St Mary'],
    ['”St Mary”', 'St Mary'],
    ['“He said "hi"”', 'He said "hi"'],
  ])('around a whole value (%s) are reported with both fixes, each reading back as intended', (written, inside) => {
    const d = only(`name: ${written}\n`);
    expect([d.code, d.line, d.col]).toEqual(['yaml-curly-quotes', 1, 7]);
    expect(d.message).toBe(
      `this text is wrapped in curly quotes ${written[0]} ${written.at(-1)}, which YAML does not read as quotes, so they would appear on the page`,
    );
    const straight = suggested(d.hint, 'Use straight quotes: ', ' — or');
    const kept = suggested(d.hint, 'put straight ones around them: ');
    expect(parse(straight)).toEqual({ name: inside });
    expect(parse(kept)).toEqual({ name: written });
  });
  it('inside a list in { } or [ ] are reported where the text starts', () => {
    expect(codes('a: [one, “two”]\n')).toEqual(['yaml-curly-quotes@1:10']);
  });
  it.each([
    ['an apostrophe in prose', 'a: We don’t rush anyone\n'],
    ['a quotation inside the text', 'a: Mrs P. said “thank you” twice\n'],
    ['a quotation that starts the text but does not end it', 'a: “Brilliant,” said Mrs P.\n'],
    ['curly quotes inside straight ones', 'a: "“Brilliant”"\n'],
    ['a multi-line paragraph', 'a: “Brilliant\n  work”\n'],
  ])('leave %s alone', (_name, text) => {
    expect(codes(text)).toEqual([]);
  });
});

describe('an unclosed quote', () => {
  it('inside { } is reported where it opens, not at the end of the file', () => {
    const text = 'redirects:\n  - { from: "/old, to: /new }\n  - { from: /a, to: /b }\nnote: one\n';
    const d = only(text);
    expect([d.code, d.line, d.col]).toEqual(['yaml-syntax', 2, 13]);
    expect(d.message).toBe('the YAML cannot be read: the quote mark " here is never closed');
    expect(parse(suggested(d.hint, 'For example: '))).toEqual([{ from: '/old', to: '/new' }]);
  });
  it('in a block value is reported where it opens, with the line closed', () => {
    const d = only("a: 1\nheadline: 'Call us #1 for help   \nb: 2\n");
    expect([d.line, d.col, d.message]).toEqual([
      2,
      11,
      "the YAML cannot be read: the quote mark ' here is never closed",
    ]);
    expect(parse(suggested(d.hint, 'For example: '))).toEqual({ headline: 'Call us #1 for help' });
  });
});

describe('quoting helpers', () => {
  it('double-quotes any one-line text so that YAML reads it back unchanged', () => {
    for (const text of [
      'plain',
      'a: b',
      'say "hi"',
      'C:\\temp\\',
      '# not a comment',
      '- not a list',
      '{ not: a map }',
      '“curly”',
      "it's",
    ]) {
      expect(parse(`a: ${doubleQuoted(text)}`)).toEqual({ a: text });
    }
  });
  it('finds text wrapped in curly quotes, and only that', () => {
    expect(insideCurlyQuotes('“x”')).toBe('x');
    expect(insideCurlyQuotes('‘x’')).toBe('x');
    expect(insideCurlyQuotes('“x’')).toBeUndefined();
    expect(insideCurlyQuotes('don’t')).toBeUndefined();
    expect(insideCurlyQuotes('“x” y')).toBeUndefined();
  });
});
