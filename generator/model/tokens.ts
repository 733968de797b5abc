// {phone}, {email}, {company} (and {area}, {region} in page templates) inside content text.
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
import type { Content, Entry } from './content.ts';
import { byPage } from './one-off-pages.ts';
import type { Site } from './types/content.ts';

export type Tokens = Record<string, string>;
export interface PhoneForms {
  unspaced: string;
  spaced: string;
  tel: string;
}

/**
 * The display forms of the one canonical number, spaced as the UK numbering plan groups it (020 7946 0418,
 * 0161 496 0000, 0800 123 4567, 07700 900123), by libphonenumber-js rather than by hand: the grouping differs
 * from range to range.
 */
export function phoneForms(phone: string): PhoneForms {
  const parsed = parsePhoneNumberWithError(phone, 'GB');
  return { unspaced: phone, spaced: parsed.formatNational(), tel: parsed.number };
}

// Ofcom's numbers reserved for drama (and for placeholders like ours): libphonenumber-js knows them as
// unallocated, so it calls them invalid, yet they are the right stand-ins until the real number is in.
const DRAMA =
  /^(?:0(?:113|114|115|116|117|118|121|131|141|151|161)4960\d{3}|01914980\d{3}|02079460\d{3}|02896496\d{3}|02920180\d{3}|01632960\d{3}|07700900\d{3}|08081570\d{3}|09098790\d{3}|03069990\d{3})$/;

/** Whether a number, as digits starting with 0, is one of Ofcom's drama numbers: a stand-in, never a real line. */
export const isDramaNumber = (phone: string): boolean => DRAMA.test(phone);

/** Whether a number belongs to a UK range with numbers of its length (libphonenumber-js), or is a drama number. */
export function isUkPhone(phone: string): boolean {
  if (isDramaNumber(phone)) return true;
  try {
    return parsePhoneNumberWithError(phone, 'GB').isValid();
  } catch {
    return false;
  }
}

/** The tokens every text of the site may use. */
export const SITE_TOKENS = ['phone', 'email', 'company'] as const;
/** The tokens filled in per page, and the files whose text is shown on such a page. */
export const PAGE_TOKENS = {
  area: ['content/pages/town.yaml', 'content/pages/house-clearance-area.yaml', 'content/regions/'],
  region: ['content/pages/town.yaml', 'content/pages/house-clearance-area.yaml', 'content/regions/'],
} as const;
/** What content may write between braces: a token name, any spelling, so that a misspelt one is caught. */
export const TOKEN = /\{([A-Za-z_]+)\}/g;

/** The site's tokens; `phone`, when the caller has the forms already (render data carries them). */
export function siteTokens(site: Site, phone: PhoneForms = phoneForms(site.phone)): Tokens {
  return { phone: phone.spaced, email: site.email, company: site.company.name };
}

export function fill(text: string, tokens: Tokens): string {
  return text.replace(TOKEN, (whole, name: string) => tokens[name] ?? whole);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);

/**
 * Every string inside `value` with the site's tokens filled in; the strings of `htmlKeys` (an article's HTML) get
 * them HTML-escaped, so that a company name such as "A & B" stays text. Per-page tokens ({area}, {region}) are
 * left for the page that knows them.
 */
function fillDeep<T>(value: T, tokens: Tokens, htmlKeys: ReadonlySet<string> = new Set()): T {
  const escaped = Object.fromEntries(Object.entries(tokens).map(([k, v]) => [k, escapeHtml(v)]));
  const walk = (v: unknown, key?: string): unknown => {
    if (typeof v === 'string') return fill(v, key !== undefined && htmlKeys.has(key) ? escaped : tokens);
    if (Array.isArray(v)) return v.map((item) => walk(item));
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, item]) => [k, walk(item, k)]));
    return v;
  };
  return walk(value) as T;
}

/** The content with the site's tokens filled in everywhere it is shown, article HTML and JSON-LD included. */
export function fillSiteTokens(content: Content): Content {
  const tokens = siteTokens(content.site.data);
  const filled = <E extends Entry<unknown>>(entry: E, htmlKeys?: ReadonlySet<string>): E => ({
    ...entry,
    data: fillDeep(entry.data, tokens, htmlKeys),
  });
  const articleHtml = new Set(['content']);
  return {
    ...content,
    site: filled(content.site),
    services: content.services.map((e) => filled(e)),
    regions: content.regions.map((e) => filled(e)),
    blog: content.blog.map((e) => filled(e, articleHtml)),
    caseStudies: content.caseStudies.map((e) => filled(e)),
    pages: byPage<Content['pages']>((name) => filled(content.pages[name])),
  };
}
