import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Entry, Wording } from '../../generator/diagnostics/catalogue.ts';
import { CODES, type Code, diagnostic, type ParamsOf, wording } from '../../generator/diagnostics/diagnostic.ts';
import { placeholders, render, syntaxProblem, type Value } from '../../generator/diagnostics/message-template.ts';
import { REPO } from '../support/site.ts';

const at = { file: 'site.yaml', line: 3, col: 5 };
const entries = Object.entries(CODES) as Array<[Code, Entry]>;

/** Each wording a code has: its own, or each variant's, with the code's message or hint where the variant has none. */
function wordings(code: Code, entry: Entry): Array<[string, Wording]> {
  const own = (w: Wording): Wording => ({ message: w.message ?? entry.message, hint: w.hint ?? entry.hint });
  if (!entry.variants) return [[code, own(entry)]];
  return Object.entries(entry.variants).map(([name, w]) => [`${code} (${name})`, own(w)]);
}

const everyWording = entries.flatMap(([code, entry]) =>
  wordings(code, entry).map(([name, w]) => ({ name, entry, ...w })),
);

describe('the catalogue', () => {
  it.each(entries)('%s has a title, and a message and a hint for each of its wordings', (code, entry) => {
    expect(entry.title.trim()).not.toBe('');
    expect(
      entry.variants === undefined || Object.keys(entry.variants).length >= 2,
      'a code with variants has at least two',
    ).toBe(true);
    for (const [name, w] of wordings(code, entry)) {
      expect(w.message?.trim(), `${name}: message`).toBeTruthy();
      expect(w.hint?.trim(), `${name}: hint`).toBeTruthy();
    }
  });

  it.each(everyWording)(
    '$name: its templates are well formed, and every name in them is documented',
    ({ entry, message, hint }) => {
      expect(syntaxProblem(message!)).toBeUndefined();
      expect(syntaxProblem(hint!)).toBeUndefined();
      const documented = Object.keys(entry.params);
      expect(documented).toEqual(expect.arrayContaining([...placeholders(message!), ...placeholders(hint!)]));
    },
  );

  it.each(entries)('%s documents only the names its templates use', (code, entry) => {
    const used = new Set(
      wordings(code, entry).flatMap(([, w]) => [...placeholders(w.message!), ...placeholders(w.hint!)]),
    );
    expect(Object.keys(entry.params).filter((name) => !used.has(name))).toEqual([]);
  });

  it('messages are lower case and never start with "Error"; hints are sentences', () => {
    for (const { name, message, hint } of everyWording) {
      expect(message, name).not.toMatch(/^error/i);
      expect(message, name).not.toMatch(/^[A-Z][a-z]/);
      expect(hint!.charAt(0) === '{' || /^[A-Z]/.test(hint!), `${name}: ${hint}`).toBe(true);
    }
  });
});

describe('a diagnostic from the catalogue', () => {
  it('fills in the values and takes its severity from the code', () => {
    expect(diagnostic('redirect-chain', at, { from: '/a', to: '/b', steps: '/a → /b → /c', end: '/c' })).toEqual({
      code: 'redirect-chain',
      severity: 'error',
      message: 'the redirect from "/a" to "/b" is redirected again: /a → /b → /c',
      hint: 'Replace it with one hop: { from: /a, to: /c }, so visitors and search engines arrive in one step.',
      ...at,
    });
    expect(diagnostic('typed-contact', at, { variant: 'email', written: 'a@b.uk' }).severity).toBe('warning');
  });

  it('words each variant its own way, with the parts a value turns on', () => {
    expect(wording('broken-link', { variant: 'not-a-page', href: '/x', near: '/y' }).message).toBe(
      '"/x" is not a page of this site; did you mean "/y"?',
    );
    expect(wording('broken-link', { variant: 'not-a-page', href: '/x' }).message).toBe(
      '"/x" is not a page of this site',
    );
    expect(
      wording('broken-link', { variant: 'scheduled', href: '/blog/a', date: '5 January 2027', fromScheduled: true })
        .hint,
    ).toBe(
      'Until 5 January 2027 the link would not reach it. Remove it for now and add it back on or after that day, or schedule this article for 5 January 2027 or later.',
    );
    expect(
      wording('unknown-token', { variant: 'unknown', name: 'phon', near: 'phone', tokens: '{phone}' }).message,
    ).toBe('{phon} is not a token; did you mean {phone}?');
  });

  it('leaves out a hint whose template gives nothing', () => {
    const d = diagnostic('wrong-type', at, { field: 'name', expected: 'text', found: 'a list' });
    expect(d.message).toBe('"name" should be text, not a list');
    expect(d).not.toHaveProperty('hint');
  });

  it('is a generator bug when a value is missing or a variant does not exist, which the types already refuse', () => {
    // @ts-expect-error: the message needs {file}
    expect(() => diagnostic('missing-file', at, {})).toThrow(
      'generator bug: the message of missing-file: no value for {file}',
    );
    // @ts-expect-error: the scheduled wording needs {date}
    expect(() => diagnostic('broken-link', at, { variant: 'scheduled', href: '/blog/a' })).toThrow(
      /^generator bug: the message of broken-link \(scheduled\): no value for \{date\}/,
    );
    // @ts-expect-error: there is no such variant
    expect(() => diagnostic('broken-link', at, { variant: 'missing', href: '/x' })).toThrow(
      'generator bug: broken-link (missing) has no wording',
    );
    // @ts-expect-error: a code with variants needs one named
    expect(() => diagnostic('symlink', at, { file: 'x' })).toThrow('generator bug: symlink has no wording');
    // @ts-expect-error: a value the wording does not use is refused too
    expect(diagnostic('missing-file', at, { file: 'site.yaml', line: 2 }).message).toBe('"site.yaml" does not exist');
  });

  it('reads the values each code needs from its templates', () => {
    // biome-ignore lint/complexity/noBannedTypes: a code that needs no values has the empty object type
    expectTypeOf<ParamsOf<'empty-file'>>().toEqualTypeOf<{}>();
    expectTypeOf<ParamsOf<'slug-mismatch'>>().toEqualTypeOf<{ slug: Value; name: Value }>();
    expectTypeOf<ParamsOf<'too-few-items'>>().toEqualTypeOf<{
      field: Value;
      count: number;
      limit: Value;
      description?: Value | boolean | undefined;
    }>();
    expectTypeOf<ParamsOf<'outside-uk'>>().toEqualTypeOf<
      | { variant: 'swapped'; name: Value; latitude: Value; longitude: Value }
      | { variant: 'elsewhere'; name: Value; latitude: Value; longitude: Value }
    >();
  });
});

describe('the template language', () => {
  const t = (template: string, values: Record<string, unknown>) => render(template, values, 'test');

  it('fills names, counts with their noun, and literal braces', () => {
    expect(t('{{{name}}} in {{ from: {from} }}', { name: 'area', from: '/a' })).toBe('{area} in { from: /a }');
    expect([0, 1, 2].map((count) => t('{count|entry|entries}', { count }))).toEqual([
      '0 entries',
      '1 entry',
      '2 entries',
    ]);
  });

  it('shows a {#name} part when the value is given, and a {^name} part when it is not', () => {
    const template = 'start its "-" {^column}under the items{/column}{#column}in column {column}{/column}.';
    expect(t(template, { column: 3 })).toBe('start its "-" in column 3.');
    expect(t(template, {})).toBe('start its "-" under the items.');
    expect(['', false, undefined].map((near) => t('x{#near} near {near}{/near}', { near }))).toEqual(['x', 'x', 'x']);
  });

  it('finds the mistakes a template can have', () => {
    expect(syntaxProblem('{ from: {from} }')).toMatch(/a \{ or \} that is not part of a place/);
    expect(syntaxProblem('{#near}x')).toBe('generator bug: template: {#near} is never closed');
    expect(syntaxProblem('{#near}x{/far}')).toBe('generator bug: template: {/far} closes no {#far}');
    expect(syntaxProblem('{{ fine }} {name}')).toBeUndefined();
  });
});

describe('the reference in content/README.md', () => {
  it('lists every code with its title, in the order of the catalogue', () => {
    const readme = fs.readFileSync(path.join(REPO, 'content/README.md'), 'utf8');
    const start = readme.indexOf('| code | what it means |');
    expect(start, 'the table of every code').toBeGreaterThan(-1);
    const lines = readme.slice(start).split('\n');
    const rows = lines.slice(
      2,
      lines.findIndex((line) => !line.startsWith('|')),
    );
    const expected = entries.map(
      ([code, entry]) => `| \`${code}\` | ${entry.title}${entry.severity ? ` (${entry.severity})` : ''} |`,
    );
    expect(rows.join('\n')).toBe(expected.join('\n'));
  });
});
