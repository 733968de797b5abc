// site.yaml's thirdPartyContacts: other organisations' numbers and addresses that the text gives on purpose (a
// helpline, a council). typed-contact (token-rules.ts) accepts them where the text types them. The company's own
// number and address are never accepted, listed or not: typed by hand they go stale when the company's change,
// which is what typed-contact is for. Listing one is refused here, at its line.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';
import { isUkPhone } from '../model/tokens.ts';

/** A UK number as dialled from within the UK, digits only: +44 (0)20 7946-0418 → 02079460418. */
export const dialled = (written: string): string => written.replace(/^\+44\s?(?:\(0\)\s?)?/, '0').replace(/[\s-]/g, '');

/** An e-mail address as compared: the case of an address never matters in practice. */
const mailbox = (written: string): string => written.trim().toLowerCase();

const isPhone = (contact: string) => /^[+\d]/.test(contact);

interface Listing {
  name: string;
  contact: string;
  /** Where in thirdPartyContacts, for the entry's position. */
  index: number;
}

/** The entries of site.yaml's list that have a name and a contact written as text, however the rest is. */
function listings(site: LoadedDoc): Listing[] {
  const list = (site.data as { thirdPartyContacts?: unknown } | null)?.thirdPartyContacts;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry: unknown, index) => {
    const { name, contact } = (entry ?? {}) as { name?: unknown; contact?: unknown };
    return typeof name === 'string' && typeof contact === 'string' ? [{ name, contact, index }] : [];
  });
}

/** The company's own number and address, as compared. */
function own(site: LoadedDoc): { phone?: string; email?: string } {
  const { phone, email } = (site.data ?? {}) as { phone?: unknown; email?: unknown };
  return {
    ...(typeof phone === 'string' ? { phone: dialled(phone) } : {}),
    ...(typeof email === 'string' ? { email: mailbox(email) } : {}),
  };
}

const isOwn = (listing: Listing, ours: { phone?: string; email?: string }) =>
  isPhone(listing.contact) ? dialled(listing.contact) === ours.phone : mailbox(listing.contact) === ours.email;

/** What typed-contact accepts in the text: the numbers (digits, as dialled) and addresses (lower case) listed. */
export interface ThirdParty {
  phones: ReadonlySet<string>;
  emails: ReadonlySet<string>;
}

/** The numbers and addresses site.yaml lists as other organisations', the company's own left out. */
export function thirdPartyContacts(docs: readonly LoadedDoc[]): ThirdParty {
  const site = docs.find((doc) => doc.kind === 'site');
  const listed = site ? listings(site) : [];
  const ours = site ? own(site) : {};
  const accepted = listed.filter((l) => !isOwn(l, ours)).map((l) => l.contact);
  return {
    phones: new Set(accepted.filter(isPhone).map(dialled)),
    emails: new Set(accepted.filter((c) => !isPhone(c)).map(mailbox)),
  };
}

/**
 * site.yaml's list, once its schema passed: the company's own number or address is refused, and a number must
 * be one the UK numbering plan allows (the schema checks only its digits).
 */
export function thirdPartyContactRules(doc: LoadedDoc): Diagnostic[] {
  if (doc.kind !== 'site') return [];
  const ours = own(doc);
  return listings(doc).flatMap((listing) => {
    const at = { file: doc.file, ...locate(doc, `/thirdPartyContacts/${listing.index}/contact`) };
    const phone = isPhone(listing.contact);
    if (isOwn(listing, ours))
      return [
        diagnostic('own-contact-listed', at, {
          variant: phone ? 'phone' : 'email',
          written: listing.contact,
          name: listing.name,
        }),
      ];
    if (phone && !isUkPhone(dialled(listing.contact)))
      return [diagnostic('invalid-format', at, { variant: 'listed-phone', phone: listing.contact })];
    return [];
  });
}
