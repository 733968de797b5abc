// Tokens in content text: an unknown or misspelt {token} would be published as it stands, so it is an error at
// its line:col with the nearest token that exists; a phone number or e-mail address typed into copy would go
// stale when the company's changes, so it is a warning that names the token to use instead, unless site.yaml lists
// it as another organisation's (third-party-contacts.ts).
import { isMap, isPair, isScalar, type Scalar, visit } from 'yaml';
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { suggest } from '../diagnostics/suggest.ts';
import { positionOfMatch } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';
import { isUkPhone, PAGE_TOKENS, SITE_TOKENS, TOKEN } from '../model/tokens.ts';
import { dialled, type ThirdParty, thirdPartyContacts } from './third-party-contacts.ts';

/** Fields filled in by the browser, with their own placeholders (the blog list's count line). */
const FIELD_TOKENS: Record<string, string[]> = { 'content/pages/blog.yaml /countTemplate': ['n', 'total'] };

/** The tokens a text may use: the site's everywhere, {area} and {region} where a page fills them in. */
function tokensFor(file: string, pointer: string): string[] {
  const page = Object.entries(PAGE_TOKENS).filter(([, files]) =>
    files.some((f) => (f.endsWith('/') ? file.startsWith(f) : file === f)),
  );
  return [...SITE_TOKENS, ...page.map(([name]) => name), ...(FIELD_TOKENS[`${file} ${pointer}`] ?? [])];
}

/** Digits as a UK number may be written: 020 7946 0418, 01632 960123, +44 20 7946 0418, 0800-123-4567. */
const PHONE = /(?<![\d+])(?:\+44\s?(?:\(0\)\s?)?|0)\d(?:[ -]?\d){8,9}(?![\d])/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** The fields whose value is a phone number or e-mail address itself: the company's, and the list of others'. */
const CONTACT_FIELDS = new Set(['site.yaml /phone', 'site.yaml /email', 'site.yaml /thirdPartyContacts/contact']);
const CONTACT_FILES = new Set([...CONTACT_FIELDS].map((field) => field.split(' ')[0]));

interface Found {
  node: Scalar;
  /** Where the text is, as a JSON pointer: worked out only for the few texts a rule needs it for. */
  pointer: () => string;
}

function strings(doc: LoadedDoc): Found[] {
  const found: Found[] = [];
  visit(doc.doc, {
    Scalar(_key, node, path) {
      if (typeof node.value !== 'string') return;
      const parent = path.at(-1);
      if (isPair(parent) && parent.key === node) return; // a key, not text
      const keys = () => path.filter(isPair).map((p) => (isScalar(p.key) ? String(p.key.value) : '?'));
      found.push({ node, pointer: () => `/${keys().join('/')}` });
    },
  });
  return found;
}

function unknownTokens(doc: LoadedDoc, found: Found, text: string): Diagnostic[] {
  if (!text.includes('{')) return []; // most texts: the allowed tokens cost more to list than the text to read
  const allowed = tokensFor(doc.file, found.pointer());
  return [...text.matchAll(TOKEN)].flatMap((match) => {
    const name = match[1]!;
    if (allowed.includes(name)) return [];
    const at = { file: doc.file, ...positionOfMatch(doc, found.node, match.index!, match[0]) };
    const tokens = allowed.map((t) => `{${t}}`).join(', ');
    if (Object.keys(PAGE_TOKENS).includes(name))
      return [diagnostic('unknown-token', at, { variant: 'not-here', name, tokens })];
    return [
      diagnostic('unknown-token', at, { variant: 'unknown', name, near: suggest(name.toLowerCase(), allowed), tokens }),
    ];
  });
}

function typedContacts(doc: LoadedDoc, found: Found, text: string, others: ThirdParty): Diagnostic[] {
  if (CONTACT_FILES.has(doc.file) && CONTACT_FIELDS.has(`${doc.file} ${found.pointer()}`)) return [];
  const at = (index: number, written: string) => ({
    file: doc.file,
    ...positionOfMatch(doc, found.node, index, written),
  });
  const phones = [...text.matchAll(PHONE)]
    .filter((m) => isUkPhone(dialled(m[0])) && !others.phones.has(dialled(m[0])))
    .map((m) => diagnostic('typed-contact', at(m.index!, m[0]), { variant: 'phone', written: m[0] }));
  // Tried at each letter of a long text, the pattern was a fifth of this rule's time; most texts hold no @.
  const emails = [...(text.includes('@') ? text.matchAll(EMAIL) : [])]
    .filter((m) => !others.emails.has(m[0].toLowerCase()))
    .map((m) => diagnostic('typed-contact', at(m.index!, m[0]), { variant: 'email', written: m[0] }));
  return [...phones, ...emails];
}

/**
 * Unknown tokens (errors) and typed phone numbers and e-mail addresses (warnings), in every document; the ones
 * site.yaml lists as other organisations' are accepted.
 */
export function tokenRules(docs: readonly LoadedDoc[]): Diagnostic[] {
  const others = thirdPartyContacts(docs);
  return docs.flatMap((doc) =>
    isMap(doc.doc.contents)
      ? strings(doc).flatMap((found) => {
          const text = String(found.node.value);
          return [...unknownTokens(doc, found, text), ...typedContacts(doc, found, text, others)];
        })
      : [],
  );
}
