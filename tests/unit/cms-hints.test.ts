// The admin's hints (generator/cms/: a field's adminHint, else its schema description) and the collections'
// descriptions, over the configuration made from the real schemas and the fixture site: none shows content staff
// an id, a path, YAML, a field's key name or braces around anything but the tokens the text may use.
import { describe, expect, it } from 'vitest';
import { cmsConfig, type DecapConfig, registrySchemas } from '../../generator/cms/config/config.ts';
import { existingSlugs } from '../../generator/cms/config/slugs.ts';
import { load } from '../../generator/load/load.ts';
import { PAGE_TOKENS, SITE_TOKENS } from '../../generator/model/tokens.ts';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { documentsOf, everyField } from '../support/cms-fields.ts';
import { FIXTURE, REPO } from '../support/site.ts';

const config = cmsConfig({
  schemas: registrySchemas(loadSchemas(REPO)),
  slugs: existingSlugs(load(FIXTURE).value.docs),
  backend: { name: 'github', repo: 'owner/site', branch: 'main' },
});

/**
 * What a hint must not show content staff, and why. Site addresses they type (/contact-details) are fine; files,
 * ids, field names and YAML are not. Braces only around the tokens the text may use.
 */
const TOKENS = new Set<string>([...SITE_TOKENS, ...Object.keys(PAGE_TOKENS), 'n', 'total']);
const JARGON: Array<[RegExp, string]> = [
  [/\bids?\b/i, 'an id'],
  [/\bslugs?\b/i, 'slug'],
  [/\bya?ml\b|\.ya?ml\b|\.json\b/i, 'YAML or a file name'],
  [/\b(?:content|public|schemas)\/|\/images\/|\.xml\b/, 'a path of the project'],
  [/<[^>]*>/, 'a placeholder such as <slug>'],
  [/\b[a-z]+[A-Z]\w*/, 'a field name written as a key (camelCase)'],
  [/\b(?:true|false|null)\b/, 'a YAML value'],
  [
    /\b(?:npm|schema\.org|href|noindex|mailto|WGS84|Jaccard|regex|JSON|HTML|ISO|URLs?)\b|(?:^|\s)--\w/,
    'developer jargon',
  ],
  [/\bstructured data\b/i, 'search-engine jargon'],
  [/\b[A-Z]+_[A-Z_]+\b/, 'a setting of the environment'],
  [/\bh[1-6]\b/i, 'an HTML element'],
  [/\bspec\b/i, 'the specification'],
  [/\w+:\s*(?:<|\[|\{)/, 'YAML syntax'],
];
function jargonIn(text: string): string[] {
  const found = JARGON.filter(([rule]) => rule.test(text)).map(([, why]) => why);
  for (const [, token] of text.matchAll(/\{([^}]*)\}/g))
    if (!TOKENS.has(token!)) found.push(`{${token}}, which is no token`);
  return found;
}

/** Every text the admin shows beside a form: fields' hints and collections' descriptions. */
function hintsOf(config: DecapConfig): Array<[string, string]> {
  const described = config.collections.flatMap((c) => [
    ...(c.description ? [[c.name, c.description] as [string, string]] : []),
    ...('files' in c ? c.files.flatMap((f) => (f.description ? [[`${c.name}/${f.name}`, f.description]] : [])) : []),
  ]) as Array<[string, string]>;
  const fields = documentsOf(config).flatMap((d) =>
    everyField(d.fields).flatMap(({ path: at, field }) => (field.hint ? [[`${d.name}: ${at}`, field.hint]] : [])),
  ) as Array<[string, string]>;
  return [...described, ...fields];
}

describe('hints speak plain English', () => {
  it('no hint or description shows an id, a path, YAML, a field name or a brace that is no token', () => {
    const hints = hintsOf(config);
    expect(hints.length).toBeGreaterThan(0);
    const bad = hints.flatMap(([where, hint]) => jargonIn(hint).map((why) => `${where}: ${why}: ${hint}`));
    expect(bad).toEqual([]);
  });

  it('the rules catch what the old hints said', () => {
    for (const old of [
      "The id of the place's council in content/councils.yaml (not its name).",
      'Add a town with one line: - { name: Whitstable, slug: whitstable }',
      'Areas with a house-clearance page each, at /<region>/house-clearance-<area>.',
      'true keeps the article off the site. Remove the line to publish it.',
      'The page’s main heading (h1).',
      'Up to 5 area slugs (from houseClearance.areas) shown on the card.',
      'Must set noindex: true.',
      'true while the value is a stand-in: check --release lists it.',
      'A build with another address in SITE_URL is a preview build.',
      'Facts given to search engines as structured data.',
    ])
      expect(jargonIn(old), old).not.toEqual([]);
    expect(jargonIn("The page's main heading; must contain {area}, e.g. 'Hoarder Cleaning in {area}'.")).toEqual([]);
    expect(jargonIn('A link: a page of this site (/contact-details) or a full https:// address.')).toEqual([]);
  });
});
