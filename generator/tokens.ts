// {phone}, {email}, {company} (and {area}, {region} in page templates) inside content text.
import { parsePhoneNumberWithError } from 'libphonenumber-js/max';
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
  // Parsing costs ~30 µs and every page asks several times for the site's one number: keep the last answer.
  if (lastForms?.unspaced === phone) return lastForms;
  const parsed = parsePhoneNumberWithError(phone, 'GB');
  return (lastForms = { unspaced: phone, spaced: parsed.formatNational(), tel: parsed.number });
}
let lastForms: PhoneForms | undefined;

// Ofcom's numbers reserved for drama (and for placeholders like ours): libphonenumber-js knows them as
// unallocated, so it calls them invalid, yet they are the right stand-ins until the real number is in.
const DRAMA = /^(?:0(?:113|114|115|116|117|118|121|131|141|151|161)4960\d{3}|01914980\d{3}|02079460\d{3}|02896496\d{3}|02920180\d{3}|01632960\d{3}|07700900\d{3}|08081570\d{3}|09098790\d{3}|03069990\d{3})$/;

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

export function siteTokens(site: Site): Tokens {
  return { phone: phoneForms(site.phone).spaced, email: site.email, company: site.company.name };
}

export function fill(text: string, tokens: Tokens): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}
