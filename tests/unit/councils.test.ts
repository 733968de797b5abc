// Councils as dated data (content/councils.yaml): areas name a council by id, pages name the council in office on
// the day of the build, and check asks for a successor in time. Every rule runs against a fixed day, never the
// clock, on the fixture site (whose Guildford Borough Council ends on 31 March 2027, succeeded by West Surrey
// Council); the real content is asked only for relations.
import { describe, expect, it } from 'vitest';
import { councilWarnings } from '../../generator/check/councils.ts';
import { expand } from '../../generator/expand/expand.ts';
import { councilInOffice, councilsById } from '../../generator/model/councils.ts';
import type { Council } from '../../generator/model/types/content.ts';
import type { AreaProps, Route } from '../../generator/model/types/route.ts';
import { fixtureEdited, realContent } from '../support/content.ts';
import { positionOf } from '../support/site.ts';

const COUNCILS = 'content/councils.yaml';
const SURREY = 'content/regions/surrey.yaml';
const KENT = 'content/regions/kent.yaml';

/** The fixture validated, with some files changed. */
const validated = (changes: Record<string, (text: string) => string> = {}) => fixtureEdited(changes);

const areaOf = (routes: Route[], path: string) => {
  const route = routes.find((r) => r.path === path);
  if (route?.template !== 'town' && route?.template !== 'house-clearance-area') throw new Error(`no area page ${path}`);
  return (route.props as AreaProps).area;
};

const GUILDFORD = '/surrey/guildford-hoarder-cleaning';

describe('the council in office on a day', () => {
  const list = (...councils: Council[]) => councilsById(councils);
  const a = { id: 'a', name: 'A Council', ends: '2027-03-31', successor: 'b' };
  const b = { id: 'b', name: 'B Council', ends: '2030-03-31', successor: 'c' };
  const c = { id: 'c', name: 'C Council' };

  it('is the named council up to its last day, then its successor, along a chain', () => {
    const councils = list(a, b, c);
    expect(councilInOffice(councils, 'a', '2027-03-31')?.id).toBe('a');
    expect(councilInOffice(councils, 'a', '2027-04-01')?.id).toBe('b');
    expect(councilInOffice(councils, 'a', '2030-04-01')?.id).toBe('c');
    expect(councilInOffice(councils, 'b', '2027-01-01')?.id).toBe('b');
  });

  it('stays the last council of the chain once it has ended with no successor, and is none for an unknown id', () => {
    const councils = list({ ...a, successor: undefined });
    expect(councilInOffice(councils, 'a', '2028-01-01')?.id).toBe('a');
    expect(councilInOffice(councils, 'x', '2028-01-01')).toBeUndefined();
  });

  it('ends on a loop (which check refuses) instead of following it for ever', () => {
    const councils = list(a, { ...b, successor: 'a' });
    expect(councilInOffice(councils, 'a', '2031-01-01')?.id).toBe('b');
  });
});

describe('an area names its council by id', () => {
  it('checks the id against content/councils.yaml, suggesting the nearest', () => {
    const { diagnostics, texts } = validated({
      [KENT]: (t) => t.replace('council: canterbury-city', 'council: canterbury-cty'),
    });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'unknown-reference',
        severity: 'error',
        file: KENT,
        ...positionOf(texts[KENT]!, 'canterbury-cty'),
        message: `"canterbury-cty" is not a council's id in content/councils.yaml; did you mean "canterbury-city"?`,
        hint: expect.stringMatching(/^Known: ashford-borough, canterbury-city, .*west-surrey\.$/),
      }),
    ]);
  });

  it("leads from the slug of a council's name (what the schema's message offers for a name) to its id", () => {
    const { diagnostics } = validated({
      [KENT]: (t) => t.replace('council: canterbury-city', 'council: canterbury-city-council'),
    });
    expect(diagnostics.map((d) => d.message)).toEqual([
      `"canterbury-city-council" is not a council's id in content/councils.yaml; did you mean "canterbury-city"?`,
    ]);
  });

  it('checks a successor the same way', () => {
    const { diagnostics, texts } = validated({
      [COUNCILS]: (t) => t.replace('successor: west-surrey', 'successor: west-sorrey'),
    });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'unknown-reference',
        ...positionOf(texts[COUNCILS]!, 'west-sorrey'),
        message: `"west-sorrey" is not a council's id in content/councils.yaml; did you mean "west-surrey"?`,
      }),
    ]);
  });

  it('refuses an id given twice, naming both lines', () => {
    const { diagnostics, texts } = validated({
      [COUNCILS]: (t) => t.replace('  - id: west-surrey', '  - id: guildford-borough'),
    });
    const text = texts[COUNCILS]!;
    const first = positionOf(text, 'guildford-borough');
    const second = positionOf(text, 'guildford-borough', 'name: Guildford Borough Council');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'duplicate-slug',
        ...second,
        message: `the slug "guildford-borough" is used 2 times in councils: ${COUNCILS}:${first.line}, ${COUNCILS}:${second.line}`,
        hint: 'Each council needs its own id, which areas name it by: give one of them another, or merge the two entries.',
      }),
      // West Surrey Council is gone, so Guildford's successor names nothing.
      expect.objectContaining({ code: 'unknown-reference' }),
    ]);
  });
});

describe('successors', () => {
  const loop = (t: string) =>
    t.replace(
      '    name: West Surrey Council\n',
      '    name: West Surrey Council\n    ends: 2031-03-31\n    successor: guildford-borough\n',
    );

  it('refuses a loop once, at the successor of its first council, naming the loop', () => {
    const { diagnostics, texts } = validated({ [COUNCILS]: loop });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'council-succession',
        severity: 'error',
        file: COUNCILS,
        ...positionOf(texts[COUNCILS]!, 'west-surrey', 'successor:'),
        message:
          'the successors of Guildford Borough Council lead back to it: guildford-borough → west-surrey → guildford-borough',
      }),
    ]);
  });

  it('refuses a council that succeeds itself', () => {
    const { diagnostics } = validated({
      [COUNCILS]: (t) => t.replace('successor: west-surrey', 'successor: guildford-borough'),
    });
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      [
        'council-succession',
        'the successors of Guildford Borough Council lead back to it: guildford-borough → guildford-borough',
      ],
    ]);
  });

  it('refuses a successor without a last day, which would never be reached', () => {
    const { diagnostics, texts } = validated({ [COUNCILS]: (t) => t.replace('    ends: 2027-03-31\n', '') });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'council-succession',
        ...positionOf(texts[COUNCILS]!, 'west-surrey'),
        message:
          'Guildford Borough Council names a successor (west-surrey) but no last day, so its areas never reach it',
      }),
    ]);
  });
});

describe('the day of the build decides the council a page names', () => {
  const { content } = validated();

  it('names Guildford Borough Council on its last day, 31 March 2027, and West Surrey Council from 1 April', () => {
    expect(areaOf(expand(content!, '2027-03-31').value, GUILDFORD).council).toEqual({
      id: 'guildford-borough',
      name: 'Guildford Borough Council',
      website: 'https://www.guildford.gov.uk',
      ends: '2027-03-31',
      successor: 'west-surrey',
    });
    expect(areaOf(expand(content!, '2027-04-01').value, GUILDFORD).council).toEqual({
      id: 'west-surrey',
      name: 'West Surrey Council',
    });
  });

  it('leaves every other council as it is', () => {
    const before = expand(content!, '2027-03-31').value;
    const after = expand(content!, '2027-04-01').value;
    for (const route of before.filter((r) => r.template === 'town' && r.path !== GUILDFORD))
      expect(areaOf(after, route.path).council, route.path).toEqual(areaOf(before, route.path).council);
  });
});

describe('a council that ends with no successor', () => {
  const { content, texts } = validated({ [COUNCILS]: (t) => t.replace('    successor: west-surrey\n', '') });
  const at = positionOf(texts[COUNCILS]!, '2027-03-31', 'id: guildford-borough');
  const warned = (today: string) => councilWarnings(content!, today);

  it.each([
    ['2026-12-30', undefined],
    [
      '2026-12-31',
      'Guildford Borough Council ends on 31 March 2027, in 90 days, and names no successor: the pages of Guildford will go on naming it',
    ],
    [
      '2027-03-30',
      'Guildford Borough Council ends on 31 March 2027, in 1 day, and names no successor: the pages of Guildford will go on naming it',
    ],
    [
      '2027-03-31',
      'Guildford Borough Council ends today, on 31 March 2027, and names no successor: the pages of Guildford will go on naming it',
    ],
    [
      '2027-04-01',
      'Guildford Borough Council ended on 31 March 2027 and names no successor, so the pages of Guildford still name it',
    ],
  ])('on %s: %s', (today, message) => {
    if (!message) return expect(warned(today)).toEqual([]);
    expect(warned(today)).toEqual([
      expect.objectContaining({ code: 'council-ending', severity: 'warning', file: COUNCILS, ...at, message }),
    ]);
  });

  it('is not warned about when it has a successor, or when no area names it', () => {
    expect(councilWarnings(validated().content!, '2027-03-01')).toEqual([]);
    const unnamed = validated({
      [COUNCILS]: (t) => t.replace('    successor: west-surrey\n', ''),
      [SURREY]: (t) => t.replace('council: guildford-borough', 'council: west-surrey'),
    });
    expect(councilWarnings(unnamed.content!, '2027-03-01')).toEqual([]);
  });
});

describe('local copy that names a council', () => {
  const sentence = 'Guildford Borough Council collects the bins.';
  const { content, texts } = validated({
    [SURREY]: (t) => t.replace('"We also travel out to Shalford', `"${sentence} We also travel out to Shalford`),
  });

  it('is fine while the council is in office', () => {
    expect(councilWarnings(content!, '2027-03-31')).toEqual([]);
  });

  it('warns at the name once the council has ended, naming the council that took over', () => {
    expect(councilWarnings(content!, '2027-04-01')).toEqual([
      expect.objectContaining({
        code: 'former-council-named',
        severity: 'warning',
        file: SURREY,
        ...positionOf(texts[SURREY]!, sentence),
        message:
          'this copy names Guildford Borough Council, which ended on 31 March 2027; West Surrey Council has taken over',
      }),
    ]);
  });
});

// Relations only: a content pull request must pass these untouched.
describe('the committed content on 2 April 2027', () => {
  const content = realContent();
  const surreyPages = (today: string) =>
    expand(content, today).value.filter(
      (r) => (r.template === 'town' || r.template === 'house-clearance-area') && r.props.region === 'surrey',
    );

  it('names East or West Surrey Council on every Surrey page, the successor of the council named the day before', () => {
    const before = surreyPages('2027-03-31');
    const after = surreyPages('2027-04-02');
    expect(after.length).toBeGreaterThan(0);
    for (const route of after) {
      const was = areaOf(before, route.path).council!;
      const now = areaOf(after, route.path).council!;
      expect(['East Surrey Council', 'West Surrey Council'], route.path).toContain(now.name);
      expect(was.successor, route.path).toBe(now.id);
      expect(was.ends, route.path).toBe('2027-03-31');
    }
  });
});
