// Running copy with its phone numbers and e-mail addresses made into links: a visitor on a phone taps the
// number wherever the text gives it (after {phone} is filled in, or when a number was typed in).
import type { ReactNode } from 'react';

// A UK number: 0 and nine or ten more digits, single spaces allowed between them (020 7946 0418, 07700 900123).
const PHONE = /(?<![\d+])0\d(?: ?\d){8,9}(?!\d)/;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const LINKABLE = new RegExp(`(${PHONE.source})|(${EMAIL.source})`, 'g');
/** What every match holds: most copy has neither, and this answers that far sooner than LINKABLE. */
const MAYBE_LINKABLE = /0\d|@/;

/** Text that never breaks across lines: a number to dial, a short label beside it. */
export const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** The text, with each phone number a tel: link and each e-mail address a mailto: link. */
export function Copy({ text }: { text: string }): ReactNode {
  if (!MAYBE_LINKABLE.test(text)) return text;
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.replace(/\u00a0/g, ' ').matchAll(LINKABLE)) {
    const [found, phone] = match;
    parts.push(text.slice(last, match.index));
    const href = phone ? `tel:+44${phone.replace(/ /g, '').slice(1)}` : `mailto:${found}`;
    parts.push(
      <a key={match.index} href={href} className={phone ? 'tel-link' : undefined}>
        {phone ? unbroken(found) : found}
      </a>,
    );
    last = match.index + found.length;
  }
  if (last === 0) return text;
  parts.push(text.slice(last));
  return <>{parts}</>;
}
