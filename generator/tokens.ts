// {phone}, {email}, {company} (and {area}, {region} in page templates) inside content text.
import type { Site } from './types/content.ts';

export type Tokens = Record<string, string>;

/** The unspaced and spaced display forms of the one canonical number: 020 numbers group 3-4-4, others 5-6. */
export function phoneForms(phone: string): { unspaced: string; spaced: string; tel: string } {
  const spaced = phone.startsWith('02') ? `${phone.slice(0, 3)} ${phone.slice(3, 7)} ${phone.slice(7)}` : `${phone.slice(0, 5)} ${phone.slice(5)}`;
  return { unspaced: phone, spaced, tel: `+44${phone.slice(1)}` };
}

export function siteTokens(site: Site): Tokens {
  return { phone: phoneForms(site.phone).spaced, email: site.email, company: site.company.name };
}

export function fill(text: string, tokens: Tokens): string {
  return text.replace(/\{([a-z]+)\}/g, (whole, name: string) => tokens[name] ?? whole);
}
