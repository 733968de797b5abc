// The catalogue in content staff's words (generator/diagnostics/staff-wording.ts): every code's wording, as the
// admin shows it, names no file, line, YAML key, JSON path or command, and is written in sentence case; and the
// terminal keeps the catalogue's own words.
import { describe, expect, it } from 'vitest';
import type { Entry, Wording } from '../../generator/diagnostics/catalogue.ts';
import { CODES, type Code, diagnostic, formatJson, paramsOf } from '../../generator/diagnostics/diagnostic.ts';
import { placeholders, render, syntaxProblem } from '../../generator/diagnostics/message-template.ts';
import { STAFF, sentence, staffTemplates, staffWords } from '../../generator/diagnostics/staff-wording.ts';

const at = { file: 'content/regions/kent.yaml', line: 141, col: 11 };

/** Each wording of every code as staff see it: the staff template where there is one, else the catalogue's. */
const everyWording = (Object.entries(CODES) as Array<[Code, Entry]>).flatMap(([code, entry]) => {
  const variants: Array<[string | undefined, Wording]> = entry.variants
    ? Object.entries(entry.variants)
    : [[undefined, entry]];
  return variants.map(([variant, own]) => {
    const staff = staffTemplates(code, variant);
    return {
      name: variant ? `${code} (${variant})` : code,
      entry,
      message: staff.message ?? own.message ?? entry.message!,
      hint: staff.hint ?? own.hint ?? entry.hint!,
    };
  });
});

/** Values that say where in a file, or how the file spells it: never for staff, whose form shows the place. */
const FILE_WORDS =
  /file:|from the project folder|as editors see it|\bkeys?\b|YAML|\bline\b|the list:|a file in|article's file/;
/** Words of capitals staff may meet: names of things, not shouting. */
const ACRONYMS = new Set([
  'UK',
  'SEO',
  'URL',
  'JPEG',
  'PNG',
  'WebP',
  'HTML',
  'FAQs',
  'ID',
  'CTA',
  'ICO',
  'OG',
  'EmailJS',
]);

/** What staff must never read, with why. */
const NEVER: Array<[RegExp, string]> = [
  [/\S+\.(ya?ml|txt|json|md)\b/i, 'a file name'],
  [/:\d+(:\d+)?\b/, 'a line or column'],
  [/\bnpm run\b/, 'a command'],
  [/\bYAML\b/, 'the word YAML'],
  [/\w\[\d*\]/, 'a JSON path'],
  [/\b[a-z]+[A-Z]\w*/, 'a key in camelCase'],
  [/:\s*(true|false)\b/, 'a YAML value'],
  [/\{ ?\w+:|^\s*- /m, 'YAML syntax'],
  [/"\w+:"/, 'a YAML key to add'],
  [/\bcontent\//, 'a folder'],
];

/** The template rendered with a marker for each value, so that only its own words are tested. */
const rendered = (template: string) =>
  render(template, Object.fromEntries(placeholders(template).map((name) => [name, 2])), 'test');

describe("the catalogue in staff's words", () => {
  it.each(everyWording)('$name: well formed, using only documented values that do not say where in a file', (w) => {
    for (const template of [w.message, w.hint]) {
      expect(syntaxProblem(template)).toBeUndefined();
      for (const name of placeholders(template)) {
        expect(Object.keys(w.entry.params), `${name} is documented`).toContain(name);
        expect(w.entry.params[name], `${w.name} uses {${name}}`).not.toMatch(FILE_WORDS);
      }
    }
  });

  it.each(everyWording)('$name: no path, line, YAML, command or shouting', (w) => {
    const words = `${sentence(rendered(w.message))} ${rendered(w.hint)}`;
    for (const [pattern, what] of NEVER) expect(words, `${w.name} shows ${what}`).not.toMatch(pattern);
    for (const caps of words.match(/\b[A-Z][A-Za-z]*[A-Z]\w*\b/g) ?? [])
      expect(ACRONYMS, `${w.name}: "${caps}"`).toContain(caps);
    expect(sentence(rendered(w.message))).toMatch(/^[A-Z"/{0-9£]/);
  });

  it('names only codes and variants of the catalogue', () => {
    for (const [code, entry] of Object.entries(STAFF)) {
      expect(Object.keys(CODES)).toContain(code);
      const variants = Object.keys((CODES[code as Code] as Entry).variants ?? {});
      for (const variant of Object.keys(entry?.variants ?? {})) expect(variants, code).toContain(variant);
    }
  });
});

describe('a problem in staff words', () => {
  it('is a sentence, with the values the problem was found with', () => {
    const d = diagnostic('missing-field', at, { field: 'areas[3].slug', key: 'slug', description: 'The address' });
    expect(d.message).toBe('"areas[3].slug" is missing');
    expect(staffWords(d)).toBe('This needs filling in.');
    const gone = diagnostic('page-disappeared', at, {
      variant: 'gone',
      path: '/kent/dover-hoarder-cleaning',
      to: '/hoarder-cleaning-kent',
    });
    expect(staffWords(gone)).toBe(
      '/kent/dover-hoarder-cleaning is live; visitors and search engines would find nothing there. Send its visitors on to /hoarder-cleaning-kent with a redirect.',
    );
  });

  it("keeps the catalogue's words where they suit staff, as a sentence", () => {
    const d = diagnostic('invalid-format', at, {
      variant: 'date',
      value: '"2025-02-30"',
      reason: 'February 2025 has 28 days',
      advice: 'Check the day: the last day of February 2025 is 2025-02-28.',
    });
    expect(staffWords(d)).toBe(
      '"2025-02-30" is not a date: February 2025 has 28 days. Check the day: the last day of February 2025 is 2025-02-28.',
    );
  });

  it('leaves the output of npm run check as it was: the values travel with the diagnostic unseen', () => {
    const d = diagnostic('redirect-chain', at, { from: '/a', to: '/b', steps: '/a → /b → /c', end: '/c' });
    expect(paramsOf(d)).toEqual({ from: '/a', to: '/b', steps: '/a → /b → /c', end: '/c' });
    expect(Object.keys(d)).toEqual(['code', 'severity', 'message', 'hint', 'file', 'line', 'col']);
    expect(JSON.parse(formatJson([d]))).toEqual([{ ...d }]);
    expect(formatJson([d])).not.toContain('steps');
    expect(d.hint).toBe(
      'Replace it with one hop: { from: /a, to: /c }, so visitors and search engines arrive in one step.',
    );
    expect(staffWords(d)).toBe(
      'The redirect from "/a" to "/b" is redirected again: /a → /b → /c. Point it straight at /c, so visitors and search engines arrive in one step.',
    );
  });
});
