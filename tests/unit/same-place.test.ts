// One place, one set of facts: a place with a town page and a house-clearance page has one council, one set of
// postcode districts and one centre, given in its town entry and taken by the house-clearance entry (sameAs).
// On the fixture site (Canterbury and Maidstone in Kent, Camden in London have both entries); the real content is
// asked only for relations.
import { describe, expect, it } from 'vitest';
import { expand } from '../../generator/expand/expand.ts';
import type { AreaProps, Route } from '../../generator/model/types/route.ts';
import { fixtureEdited, realContent } from '../support/content.ts';
import { positionOf } from '../support/site.ts';

const KENT = 'content/regions/kent.yaml';
const TODAY = '2026-11-23';

const facts = (routes: Route[], path: string) => {
  const { council, postcodes, location } = (routes.find((r) => r.path === path)!.props as AreaProps).area;
  return { council, postcodes, location };
};

/** Kent's text with the Canterbury house-clearance entry's `sameAs` line replaced by `lines` (each its own line). */
const clearanceFacts =
  (...lines: string[]) =>
  (t: string) =>
    t.replace('      sameAs: canterbury\n', lines.map((l) => `      ${l}\n`).join(''));

const CANTERBURY = {
  council: 'council: canterbury-city',
  postcodes: 'postcodes: [CT1, CT2, CT4, CT5, CT6]',
  location: 'location: { latitude: 51.2802, longitude: 1.0789 }',
};

describe('a house-clearance entry takes its facts from its town entry', () => {
  it('shows the town entry’s council, postcodes and location on its page', () => {
    const routes = expand(fixtureEdited({}).content!, TODAY).value;
    const town = facts(routes, '/kent/canterbury-hoarder-cleaning');
    expect(town.council?.name).toBe('Canterbury City Council');
    expect(town.postcodes).toEqual(['CT1', 'CT2', 'CT4', 'CT5', 'CT6']);
    expect(facts(routes, '/kent/house-clearance-canterbury')).toEqual(town);
  });

  it('refuses a fact given beside sameAs, at its key, pointing at the town entry', () => {
    const { diagnostics, texts } = fixtureEdited({
      [KENT]: (t) => t.replace('      sameAs: canterbury\n', '      sameAs: canterbury\n      postcodes: [CT1]\n'),
    });
    const text = texts[KENT]!;
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'same-place',
        severity: 'error',
        file: KENT,
        ...positionOf(text, 'postcodes: [CT1]'),
        message:
          "Canterbury's house-clearance entry takes its council, postcodes and location from its town entry (sameAs: canterbury), so postcodes here is a second set of facts",
        hint: `Remove postcodes here; to change it, change the town entry at ${KENT}:${positionOf(text, '- name: Canterbury').line}.`,
      }),
    ]);
  });

  it('refuses sameAs naming a town entry that does not exist, suggesting the nearest', () => {
    const { diagnostics } = fixtureEdited({ [KENT]: (t) => t.replace('sameAs: canterbury', 'sameAs: canterbery') });
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['unknown-reference', `"canterbery" is not an entry of this region's areas; did you mean "canterbury"?`],
    ]);
  });

  it('refuses sameAs on a town entry', () => {
    const { diagnostics, texts } = fixtureEdited({
      [KENT]: (t) => t.replace('    slug: dover\n', '    slug: dover\n    sameAs: canterbury\n'),
    });
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'same-place',
        ...positionOf(texts[KENT]!, 'sameAs: canterbury'),
        message:
          "sameAs belongs to house-clearance entries: Dover's town entry gives its own council, postcodes and location",
      }),
    ]);
  });
});

describe('a house-clearance entry that gives its own facts for a place with a town entry', () => {
  it('may repeat them exactly', () => {
    const { diagnostics } = fixtureEdited({
      [KENT]: clearanceFacts(CANTERBURY.council, CANTERBURY.postcodes, CANTERBURY.location),
    });
    expect(diagnostics).toEqual([]);
  });

  it('is refused at both entries when they differ, naming each difference', () => {
    const { diagnostics, texts } = fixtureEdited({
      [KENT]: clearanceFacts(
        'council: dover-district',
        'postcodes: [CT1, CT2, CT3, CT4, CT5]',
        'location: { latitude: 51.2802, longitude: 1.1 }',
      ),
    });
    const text = texts[KENT]!;
    const town = positionOf(text, 'name: Canterbury');
    const clearance = positionOf(text, 'name: Canterbury', 'houseClearance:');
    const said = {
      code: 'same-place',
      severity: 'error',
      file: KENT,
      message:
        "Canterbury's town and house-clearance entries disagree: council canterbury-city in the town entry, dover-district in the house-clearance entry; postcodes CT6 only in the town entry, CT3 only in the house-clearance entry; locations 1.5 km apart",
      hint: `Give the facts once: keep the right council, postcodes and location in the town entry (${KENT}:${town.line}) and write sameAs: canterbury in their place in the house-clearance entry (${KENT}:${clearance.line}).`,
    };
    expect(diagnostics).toEqual([
      expect.objectContaining({ ...said, ...town }),
      expect.objectContaining({ ...said, ...clearance }),
    ]);
  });

  it('is the same place by name as well as by slug', () => {
    const { diagnostics } = fixtureEdited({
      [KENT]: (t) =>
        clearanceFacts(
          CANTERBURY.council,
          'postcodes: [CT1]',
        )(t)
          .replace('      slug: canterbury\n', '      slug: canterbury-city\n')
          .replace('featured: [maidstone, canterbury]', 'featured: [maidstone, canterbury-city]'),
    });
    expect(diagnostics.map((d) => [d.code, d.message])).toEqual([
      ['same-place', expect.stringContaining('postcodes CT2 CT4 CT5 CT6 only in the town entry')],
      ['same-place', expect.stringContaining('postcodes CT2 CT4 CT5 CT6 only in the town entry')],
    ]);
  });
});

// Relations only: a content pull request must pass this untouched.
describe('the committed content', () => {
  it('gives each place with both pages one council, one set of postcode districts and one location', () => {
    const content = realContent();
    const routes = expand(content, TODAY).value;
    let pairs = 0;
    for (const region of content.regions)
      for (const clearance of region.data.houseClearance?.areas ?? []) {
        const town = region.data.areas.find(
          (t) => t.slug === clearance.slug || t.name.toLowerCase() === clearance.name.toLowerCase(),
        );
        if (!town) continue;
        pairs++;
        const path = `/${region.data.slug}/house-clearance-${clearance.slug}`;
        expect(facts(routes, path), path).toEqual(facts(routes, `/${region.data.slug}/${town.slug}-hoarder-cleaning`));
      }
    expect(pairs).toBeGreaterThan(0);
  });
});
