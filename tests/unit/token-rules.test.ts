// typed-contact and site.yaml's thirdPartyContacts: the fixture site's documents, with site.yaml and one service
// edited in memory. Expected positions come from the edited text, never from the rule.
import { describe, expect, it } from 'vitest';
import type { Diagnostic } from '../../generator/diagnostics/diagnostic.ts';
import { load, parseDoc } from '../../generator/load/load.ts';
import { tokenRules } from '../../generator/validate/token-rules.ts';
import { validate } from '../../generator/validate/validate.ts';
import { projectSchemas } from '../support/content.ts';
import { FIXTURE, positionOf } from '../support/site.ts';

const SERVICE = 'content/services/decluttering.yaml';
const loaded = load(FIXTURE).value;

/** The fixture's documents with `site.yaml` given `list` (YAML lines under thirdPartyContacts:) and the service's ctaSubText set to `copy`. */
function edited(list: string[], copy: string) {
  const texts: Record<string, string> = {};
  const docs = loaded.docs.map((doc) => {
    let text = doc.text;
    if (doc.file === 'site.yaml' && list.length) text = `${text}\nthirdPartyContacts:\n${list.join('\n')}\n`;
    else if (doc.file === SERVICE) text = text.replace(/^ctaSubText: .*$/m, `ctaSubText: "${copy}"`);
    else return doc;
    texts[doc.file] = text;
    return parseDoc(doc.file, text).value!;
  });
  return { docs, texts: texts as { 'site.yaml': string; [SERVICE]: string } };
}

const typed = (diagnostics: Diagnostic[]) => diagnostics.filter((d) => d.code === 'typed-contact');

const COUNCIL = '  - { name: Kent County Council, contact: "03000 41 41 41" }';
const CHARITY = '  - { name: Hoarding UK, contact: Info@Hoarding-Charity.org.uk }';

describe('typed-contact and the third parties site.yaml lists', () => {
  it('is quiet about a listed number however the text spaces it, +44 included, and a listed address in any case', () => {
    const { docs } = edited(
      [COUNCIL, CHARITY],
      'Kent County Council answers on 03000 414141 (+44 3000 41 41 41 from abroad), Hoarding UK on info@hoarding-charity.org.uk, Samaritans on 116 123.',
    );
    expect(typed(tokenRules(docs))).toEqual([]);
  });

  it('warns about a number nobody listed, at its line and column, and names the list in its hint', () => {
    const { docs, texts } = edited([COUNCIL], 'Call 0161 496 0000, or the council on 03000 41 41 41.');
    const { line, col } = positionOf(texts[SERVICE], '0161 496 0000');
    expect(typed(tokenRules(docs))).toEqual([
      {
        code: 'typed-contact',
        severity: 'warning',
        message: 'the phone number "0161 496 0000" is typed into the text',
        hint: 'Write {phone} instead: it is filled in with the company\'s number, and changes everywhere when the number does. If it is another organisation\'s, given on purpose, list it in site.yaml: thirdPartyContacts: - { name: …, contact: "0161 496 0000" }.',
        file: SERVICE,
        line,
        col,
      },
    ]);
  });

  it('never accepts the company\'s own number or address, even listed; the list itself is not "typed into the text"', () => {
    const { docs, texts } = edited(
      ['  - { name: Our office, contact: "020 7946 0418" }', '  - { name: Our inbox, contact: HELP@example.com }'],
      'Ring 020 7946 0418 or write to help@example.com.',
    );
    const warned = typed(tokenRules(docs));
    expect(warned.map((d) => [d.file, d.line, d.col, d.message])).toEqual([
      [
        SERVICE,
        ...Object.values(positionOf(texts[SERVICE], '020 7946')),
        'the phone number "020 7946 0418" is typed into the text',
      ],
      [
        SERVICE,
        ...Object.values(positionOf(texts[SERVICE], 'help@')),
        'the e-mail address "help@example.com" is typed into the text',
      ],
    ]);
  });
});

describe("validate: site.yaml's thirdPartyContacts", () => {
  const schemas = projectSchemas();
  const problems = (list: string[]) => {
    const { docs, texts } = edited(list, 'Call {phone}.');
    const at = (needle: string) => positionOf(texts['site.yaml'], needle, 'thirdPartyContacts:');
    const found = validate(docs, loaded.claimed, schemas).diagnostics.filter((d) => d.file === 'site.yaml');
    return { found, at };
  };

  it("accepts other organisations' numbers and addresses", () => {
    expect(problems([COUNCIL, CHARITY]).found).toEqual([]);
  });

  it("refuses the company's own number or address at its line, however it is written", () => {
    const { found, at } = problems([
      COUNCIL,
      '  - { name: Head office, contact: "020 7946 0418" }',
      '  - { name: Enquiries, contact: Help@Example.com }',
    ]);
    expect(found).toEqual([
      {
        code: 'own-contact-listed',
        severity: 'error',
        message: '"020 7946 0418", listed for Head office, is the company\'s own phone number (site.yaml\'s phone)',
        hint: "The list is for other organisations' numbers only: delete this entry, and write {phone} wherever the text gives the company's number: it is filled in from site.yaml, so it is never mistyped.",
        file: 'site.yaml',
        ...at('"020 7946 0418"'),
      },
      expect.objectContaining({
        code: 'own-contact-listed',
        message: '"Help@Example.com", listed for Enquiries, is the company\'s own e-mail address (site.yaml\'s email)',
        ...at('Help@Example.com'),
      }),
    ]);
  });

  it('refuses a number no UK range has, at its line', () => {
    const { found, at } = problems([COUNCIL, '  - { name: A helpline, contact: "0300 123 339" }']);
    expect(found).toEqual([
      expect.objectContaining({
        code: 'invalid-format',
        message: '"0300 123 339" is not a UK phone number: no UK range has numbers of that length',
        hint: 'Write the number as the text gives it, as you would dial it in the UK: 0300 123 3393, 0161 496 0000.',
        ...at('"0300 123 339"'),
      }),
    ]);
  });

  it('refuses a contact that is neither a full number nor an address, saying that short numbers need no entry', () => {
    const { found, at } = problems(['  - { name: Samaritans, contact: "116 123" }']);
    expect(found).toEqual([
      expect.objectContaining({
        code: 'invalid-format',
        message: '"116 123" is neither a full UK phone number nor an e-mail address',
        hint: expect.stringContaining('Short numbers such as 116 123 or 111 need no entry'),
        ...at('"116 123"'),
      }),
    ]);
  });
});
