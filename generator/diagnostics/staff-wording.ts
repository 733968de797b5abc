// The catalogue's words for content staff, who meet check's problems in the admin (generator/cms/browser/site-check.ts): the
// same codes and the same values as the catalogue's (catalogue.ts), worded for an office manager rather than for
// the file. A code or variant with no entry here is shown in the catalogue's own words, which already suit staff;
// an entry is needed where those name a file, a line, a YAML key or a command. Staff see a problem on the field it
// is about, or under that field's name, so no wording here names the field. `hint: ''` leaves the hint out.
// The terminal and CI keep the catalogue's words (npm run check's output does not change).
// tests/unit/staff-wording.test.ts renders every code's staff wording and refuses paths, line numbers, YAML words,
// commands and capitals.
import type { CODES } from './catalogue.ts';
import { type Diagnostic, paramsOf } from './diagnostic.ts';
import { render } from './message-template.ts';

interface StaffWording {
  readonly message?: string;
  readonly hint?: string;
}

type Codes = typeof CODES;
type VariantOf<C extends keyof Codes> = Codes[C] extends { readonly variants: infer V } ? keyof V : never;

export type StaffEntry<C extends keyof Codes = keyof Codes> = StaffWording & {
  readonly variants?: Partial<Record<VariantOf<C>, StaffWording>>;
};

/** A file the admin did not write as it stands: content staff cannot put it right from the form. */
const OUTSIDE: StaffWording = {
  message: 'this file has been changed outside the admin in a way the website cannot read',
  hint: 'Ask whoever looks after the website to put it right; nothing can be saved to it until then.',
};
const CHOOSE_IMAGE = 'Choose the picture again, or upload it.';
const ARTICLE_HINT =
  'Articles may use headings, paragraphs, lists, quotes, links, bold and italic. Text pasted from Word or a web page can bring more: paste it as plain text.';
const LIVE = '{path} is live; visitors and search engines would find nothing there';
const SEND = 'Send its visitors on to {to} with a redirect';
const ENDING = 'Add the council that takes over to the councils list and choose it here as its successor';
const REPOST = 'set the closing date to its new last day and the date posted to the day you re-advertise';
const OWN = (what: string, token: string) => ({
  message: `"{written}", listed for {name}, is the company's own ${what}`,
  hint: `The list is for other organisations only: remove this entry, and write {{${token}}} wherever the text gives the company's ${what}; it is filled in from the site settings.`,
});
const TYPED = (what: string, token: string) => ({
  hint: `Write {{${token}}} instead: it is filled in with the company's ${what}, and changes everywhere when it does. If it is another organisation's, given on purpose, add it to the site settings' third-party contacts.`,
});

export const STAFF: { readonly [C in keyof Codes]?: StaffEntry<C> } = {
  'old-content-shape': {
    message: 'this was written before the way the website stores its content changed on {day}',
    hint: 'Ask whoever looks after the website to bring it up to date; nothing can be saved to it until then.',
  },
  'host-limit': {
    message: 'the website would be too large for its web host to publish as it stands',
    hint: 'Ask whoever looks after the website: the web host would refuse it, or leave part of it out.',
  },
  'host-limit-near': {
    message: 'the website is getting close to a limit of its web host',
    hint: 'Nothing needs doing now; let whoever looks after the website know.',
  },
  'io-error': OUTSIDE,
  'missing-file': {
    message: 'the website cannot do without this page',
    hint: 'Keep it, and change its text instead.',
  },
  'stray-file': OUTSIDE,
  symlink: OUTSIDE,
  'file-too-large': { message: 'this is far longer than any page needs', hint: 'Split it into shorter entries.' },
  encoding: OUTSIDE,
  'empty-file': { message: 'this entry is empty', hint: 'Fill it in, or delete it.' },
  'yaml-syntax': OUTSIDE,
  'yaml-tab-indent': OUTSIDE,
  'yaml-duplicate-key': OUTSIDE,
  'yaml-anchor': OUTSIDE,
  'yaml-alias': OUTSIDE,
  'yaml-tag': OUTSIDE,
  'yaml-directive': OUTSIDE,
  'yaml-multi-document': OUTSIDE,
  'nesting-too-deep': OUTSIDE,
  'yaml-list-item-indent': OUTSIDE,
  'yaml-colon-in-text': OUTSIDE,
  'yaml-curly-quotes': OUTSIDE,
  'unknown-field': OUTSIDE,
  'missing-field': { message: 'this needs filling in', hint: '' },
  'wrong-type': { message: 'this is not the kind of value that goes here', hint: 'Clear it and fill it in again.' },
  'too-few-items': { message: 'this has {count|entry|entries}; it needs at least {limit}', hint: '' },
  'too-many-items': { message: 'this has {count} entries; the most it can have is {limit}', hint: 'Remove some.' },
  'too-long': { message: 'this is {length} characters long; the limit is {limit}', hint: 'Please shorten it.' },
  'too-short': { message: 'this is {length} characters long; it needs at least {limit}', hint: '' },
  'slug-format': { variants: { unexplained: { message: '{value} cannot be used here', hint: '' } } },
  'invalid-format': {
    variants: {
      unexplained: { message: '{value} cannot be used here', hint: '' },
      format: { hint: '' },
      other: { message: 'this {problem}', hint: '' },
    },
  },
  'invalid-value': {
    variants: {
      'not-allowed': {
        message: '{value} is not one of the choices here{#near}; did you mean "{near}"?{/near}',
        hint: 'Choose one of: {allowed}.',
      },
      'only-one': { message: 'this must be {value}', hint: '' },
    },
  },
  'out-of-range': { message: 'this is {value}; it must be {range}', hint: '' },
  'duplicate-item': {
    message: 'this lists the same thing twice (entries {first} and {second})',
    hint: 'Remove one of them.',
  },
  'slug-mismatch': {
    message: 'the slug "{slug}" no longer matches this entry\'s address, "{name}"',
    hint: 'Put the slug back to "{name}". For a new address, create a new entry and delete this one.',
  },
  'duplicate-slug': {
    message: 'the slug "{slug}" is used more than once',
    variants: {
      area: { hint: 'Each place needs its own slug, or two pages would have one address: change one of them.' },
      council: { hint: 'Each council needs its own id, which places name it by: change one of them.' },
    },
  },
  'unknown-reference': {
    message: '"{slug}" does not exist{#near}; did you mean "{near}"?{/near}',
    hint: 'Choose one that does, or add it first.',
  },
  'broken-link': {
    variants: {
      'not-a-page': { hint: 'Link to a page that exists, or to a full https:// address.' },
      draft: {
        hint: 'Drafts are not published, so the link would not reach it. Remove the link, or publish that article.',
      },
    },
  },
  'duplicate-path': {
    message: 'two pages would have the same address, {path}',
    hint: 'Change the slug of one of them.',
  },
  'redirect-target-missing': {
    variants: { 'not-a-page': { hint: 'Point it at a page that exists, or at a full https:// address.' } },
  },
  'redirect-chain': { hint: 'Point it straight at {end}, so visitors and search engines arrive in one step.' },
  'redirect-duplicate-source': {
    message: '"{from}" is redirected twice',
    hint: 'Keep one of the two: only the first would be followed.',
  },
  'unsafe-html': {
    hint: ARTICLE_HINT,
    variants: {
      element: { message: 'part of the article uses formatting the website does not allow ({element})' },
      attribute: { message: 'part of the article carries settings the website does not allow ({attribute})' },
      link: { message: 'the link "{href}" cannot be used: link to a page of this site or to a full https:// address' },
      comment: { message: 'the article holds hidden notes, which the website does not allow' },
      markup: { message: '"{markup}" cannot be used in an article' },
    },
  },
  'page-disappeared': {
    message: LIVE,
    variants: {
      draft: { hint: `Keep the article published, or ${SEND.toLowerCase()}.` },
      scheduled: { hint: `Keep the article's earlier date, or ${SEND.toLowerCase()}.` },
      renamed: { hint: 'Send its visitors on to its new address, {to}, with a redirect.' },
      gone: { hint: `${SEND}.` },
    },
  },
  'image-missing': { hint: CHOOSE_IMAGE },
  'image-unreadable': { hint: 'Save it again as a JPEG (photos) or PNG, and upload that instead.' },
  'no-local-copy': {
    hint: 'Add an introduction (a few paragraphs about the place), postcodes, council and location to this place.',
  },
  'similar-pages': {
    variants: {
      pair: {
        hint: "Make {name}'s local copy its own (introduction, postcodes, council, questions), or {otherName}'s.",
      },
    },
  },
  'typed-contact': { variants: { phone: TYPED('number', 'phone'), email: TYPED('address', 'email') } },
  'date-order': { message: 'the closing date ({closes}) is before the date posted ({posted})' },
  'job-posting-expiring': { hint: `If the role stays open, ${REPOST}.` },
  'job-posting-expired': {
    hint: `If the role is still open, ${REPOST}. If it has closed, update the careers page, which still shows the advert.`,
  },
  placeholder: {
    variants: {
      email: { hint: "Write the company's real address, or {{email}}, which fills in the one in the site settings." },
      'site-url': { hint: "Put the site's real address here (https://, no www)." },
      phone: { hint: "Write the company's real number, or {{phone}}, which fills in the one in the site settings." },
      testimonial: {
        hint: "Replace the quote with a real client's words, given with their consent (initials only), then untick Illustrative.",
      },
      legal: {
        hint: 'Have a qualified adviser review the text, update the date it was last updated, then clear the review note.',
      },
      rating: {
        hint: 'Put the real figures from a review platform visitors can check, tick Verified and give its source; or remove the rating while there are no such reviews.',
      },
      accreditation: {
        hint: 'Put the real value in, then untick Placeholder. It shows in the footer of every page and on the about page.',
      },
    },
  },
  'own-contact-listed': { variants: { phone: OWN('phone number', 'phone'), email: OWN('e-mail address', 'email') } },
  'unrecorded-address': {
    variants: {
      page: { message: '{path} is a new page' },
      redirect: { message: 'the redirect from {path} is new' },
    },
    hint: 'Nothing to do: the address is protected once the site is next published.',
  },
  'council-succession': {
    variants: {
      loop: {
        hint: 'A successor is the council that takes over after the last day: correct the successor here or in the councils the loop names.',
      },
      'no-end': {
        hint: 'Fill in the last day {name} is in office; its places name {successor} from the next day.',
      },
    },
  },
  'council-ending': {
    variants: {
      soon: { hint: `${ENDING}; or, if the date has moved, correct its last day.` },
      today: { hint: `${ENDING}; or, if the date has moved, correct its last day.` },
      ended: { hint: `${ENDING}.` },
    },
  },
  'same-place': {
    variants: {
      'beside-same-as': {
        message:
          "{name}'s house-clearance entry takes its council, postcodes and location from its town entry ({town}), so {field} here is given twice",
        hint: 'Clear {field} here; to change it, change the town entry.',
      },
      differ: {
        hint: 'Give the facts once: keep the right council, postcodes and location in the town entry, and choose {town} as "Same as" in the house-clearance entry.',
      },
      'on-town': {
        message:
          '"Same as" belongs to house-clearance entries: {name}\'s town entry gives its own council, postcodes and location',
        hint: 'Clear "Same as" here.',
      },
    },
  },
};

/** The staff templates of a code's wording (its variant's, then its own), where they differ from the catalogue's. */
export function staffTemplates(code: keyof Codes, variant: string | undefined): StaffWording {
  const entry = STAFF[code] as StaffEntry | undefined;
  const own =
    variant === undefined ? undefined : (entry?.variants as Record<string, StaffWording> | undefined)?.[variant];
  return { message: own?.message ?? entry?.message, hint: own?.hint ?? entry?.hint };
}

/** A message as a sentence: a capital first letter, and a full stop unless it ends with its own mark. */
export function sentence(text: string): string {
  const capital = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.?!]$/.test(capital) ? capital : `${capital}.`;
}

/** `d` in content staff's words: its message as a sentence, then its hint. */
export function staffWords(d: Diagnostic): string {
  const params = paramsOf(d) ?? {};
  const variant = typeof params.variant === 'string' ? params.variant : undefined;
  const templates = staffTemplates(d.code, variant);
  const context = `the staff wording of ${d.code}`;
  const message = templates.message === undefined ? d.message : render(templates.message, params, context);
  const hint = templates.hint === undefined ? (d.hint ?? '') : render(templates.hint, params, context);
  return hint ? `${sentence(message)} ${hint}` : sentence(message);
}
