import { describe, expect, it } from 'vitest';
import { type Diagnostic, formatGithub, formatJson, formatText } from '../../generator/diagnostics/diagnostic.ts';
import { fill, isUkPhone, phoneForms } from '../../generator/model/tokens.ts';

// The formats take any diagnostic: these are written out, not worded by the catalogue, so each format's own work shows.
const a: Diagnostic = {
  code: 'slug-format',
  severity: 'error',
  message: '"Whit Stable" is not a valid slug',
  hint: 'try "whit-stable".',
  file: 'content/regions/kent.yaml',
  line: 14,
  col: 9,
};
const b: Diagnostic = {
  code: 'missing-field',
  severity: 'error',
  message: '"headline" is missing',
  file: 'content/regions/kent.yaml',
  line: 2,
  col: 1,
};
const c: Diagnostic = {
  code: 'broken-link',
  severity: 'error',
  message: '"/x" is not a page: 100%, a,b',
  file: 'site.yaml',
  line: 40,
  col: 20,
};

describe('formats', () => {
  it('text: grouped by file, sorted by line, hint under each, summary last', () => {
    expect(formatText([a, c, b])).toBe(
      [
        'content/regions/kent.yaml:2:1  error  missing-field  "headline" is missing',
        'content/regions/kent.yaml:14:9  error  slug-format  "Whit Stable" is not a valid slug',
        '    hint: try "whit-stable".',
        '',
        'site.yaml:40:20  error  broken-link  "/x" is not a page: 100%, a,b',
        '',
        '3 errors in 2 files',
      ].join('\n'),
    );
  });
  it('github: workflow commands with the message escaped', () => {
    expect(formatGithub([c]).split('\n')).toEqual([
      '::error file=site.yaml,line=40,col=20::"/x" is not a page: 100%25, a,b (broken-link)',
    ]);
  });
  it('json: the sorted list', () => {
    expect(JSON.parse(formatJson([a, b])).map((d: { line: number }) => d.line)).toEqual([2, 14]);
  });
});

describe('tokens', () => {
  it('derives both display forms of the phone number', () => {
    expect(phoneForms('02079460418')).toEqual({
      unspaced: '02079460418',
      spaced: '020 7946 0418',
      tel: '+442079460418',
    });
    expect(phoneForms('01632960123').spaced).toBe('01632 960123');
  });
  it.each([
    ['02079460418', '020 7946 0418', '+442079460418'],
    ['01614960000', '0161 496 0000', '+441614960000'],
    ['03001234567', '0300 123 4567', '+443001234567'],
    ['07700900123', '07700 900123', '+447700900123'],
    ['08001234567', '0800 123 4567', '+448001234567'],
    ['0800123456', '0800 123456', '+44800123456'],
    ['01174960000', '0117 496 0000', '+441174960000'],
  ])('spaces %s as the UK numbering plan groups it, and dials it as E.164', (digits, spaced, tel) => {
    expect(phoneForms(digits)).toEqual({ unspaced: digits, spaced, tel });
    expect(isUkPhone(digits)).toBe(true);
  });
  it('refuses a number no UK range has at that length', () => {
    expect(isUkPhone('0207946041')).toBe(false);
    expect(isUkPhone('071234567')).toBe(false);
  });
  it('fills known tokens and leaves others alone', () => {
    expect(fill('Call {phone} about {area}; {unknown}', { phone: '020 7946 0418', area: 'Dover' })).toBe(
      'Call 020 7946 0418 about Dover; {unknown}',
    );
  });
});
