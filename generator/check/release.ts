// release: the stand-ins that must be replaced before the site goes live. Some the content marks (a testimonial's
// illustrative: true, an accreditation's placeholder: true, a rating not verified, a legal page's reviewNote);
// the rest a rule recognises wherever they are (example.com addresses, Ofcom's drama numbers, e-mail service ids
// that say placeholder). Run by check --release only, where each is an error. Pure: content in, diagnostics out.
import type { Scalar } from 'yaml';
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate, pathToPointer, positionInScalar, type SourceDoc, scalarValues } from '../diagnostics/yaml-position.ts';
import { type Content, type LoadedDoc, sources } from '../model/content.ts';
import { isDramaNumber, phoneForms } from '../model/tokens.ts';

/** E-mail and web addresses at the domains kept for examples (RFC 2606): they reach nobody. */
const EXAMPLE_ADDRESS =
  /(?:https?:\/\/)?(?:[\w.+-]+@)?(?:[a-z0-9-]+\.)*(example\.(?:com|net|org))\b(?:\/[^\s"'<>)]*)?/gi;
/** A UK number written in text: 0 or +44 (with or without "(0)"), then digits with single spaces or hyphens. */
const PHONE_IN_TEXT = /(?<![\d+])(?:\+44[ -]?(?:\(0\)[ -]?)?|0)\d(?:[ -]?\d){8,9}(?!\d)/g;
/** An e-mail service id that says it is a stand-in. */
const PLACEHOLDER_ID = /placeholder|example|xxx/i;

const at = (doc: SourceDoc, position: { line: number; col: number }) => ({ file: doc.file, ...position });
const isSiteField = (doc: LoadedDoc, path: readonly string[], field: string) =>
  doc.kind === 'site' && path.length === 1 && path[0] === field;

function exampleAddresses(doc: LoadedDoc, path: string[], node: Scalar<string>): Diagnostic[] {
  return [...node.value.matchAll(EXAMPLE_ADDRESS)].map((match) => {
    const [address, domain] = [match[0].replace(/[.,;:!?]+$/, ''), match[1]!.toLowerCase()];
    const where = at(doc, positionInScalar(doc, node, match.index));
    if (address.includes('@'))
      return diagnostic('placeholder', where, {
        variant: isSiteField(doc, path, 'email') ? 'site-email' : 'email',
        address,
        domain,
      });
    return diagnostic('placeholder', where, {
      variant: isSiteField(doc, path, 'url') ? 'site-url' : 'web-address',
      address,
      domain,
    });
  });
}

function dramaNumbers(doc: LoadedDoc, path: string[], node: Scalar<string>): Diagnostic[] {
  return [...node.value.matchAll(PHONE_IN_TEXT)].flatMap((match) => {
    const digits = match[0].replace(/^\+44[ -]?(?:\(0\)[ -]?)?/, '0').replace(/\D/g, '');
    if (!isDramaNumber(digits)) return [];
    const variant = isSiteField(doc, path, 'phone') ? 'site-phone' : 'phone';
    return [
      diagnostic('placeholder', at(doc, positionInScalar(doc, node, match.index)), {
        variant,
        number: phoneForms(digits).spaced,
      }),
    ];
  });
}

/** example.com addresses and drama numbers in any text of any file. */
function textPlaceholders(doc: LoadedDoc): Diagnostic[] {
  return scalarValues(doc)
    .filter((s): s is { path: string[]; node: Scalar<string> } => typeof s.node.value === 'string')
    .flatMap(({ path, node }) => [...exampleAddresses(doc, path, node), ...dramaNumbers(doc, path, node)]);
}

/** Testimonials marked illustrative: true, at that line. */
function illustrativeTestimonials(doc: LoadedDoc): Diagnostic[] {
  return scalarValues(doc)
    .filter(({ path, node }) => path.at(-1) === 'illustrative' && node.value === true)
    .map(({ path }) => {
      const owner = pathToPointer(path.slice(0, -1));
      const author = doc.doc.getIn([...path.slice(0, -1), 'author']);
      return diagnostic('placeholder', at(doc, locate(doc, owner, 'illustrative')), {
        variant: 'testimonial',
        author: String(author),
      });
    });
}

/** Legal pages whose reviewNote says they still await legal review. */
function legalReview(doc: LoadedDoc): Diagnostic[] {
  const page = doc.data as { heading?: string; reviewNote?: string };
  if (doc.schema !== 'page-legal' || !page.reviewNote) return [];
  return [
    diagnostic('placeholder', at(doc, locate(doc, '', 'reviewNote')), { variant: 'legal', page: String(page.heading) }),
  ];
}

/** Each id, as the e-mail service (EmailJS) names it, and where its dashboard shows it. */
const IDS = {
  serviceId: ['service id', 'Email Services'],
  templateId: ['template id', 'Email Templates'],
  publicKey: ['public key', 'Account'],
} as const;

/** site.yaml: the e-mail service's ids, the rating and the accreditations. */
function sitePlaceholders({ site }: Content): Diagnostic[] {
  const doc = site.source;
  const out: Diagnostic[] = [];
  for (const [key, [name, page]] of Object.entries(IDS) as Array<[keyof typeof IDS, (typeof IDS)[keyof typeof IDS]]>) {
    const id = site.data.emailService[key];
    if (PLACEHOLDER_ID.test(id))
      out.push(
        diagnostic('placeholder', at(doc, locate(doc, `/emailService/${key}`)), {
          variant: 'email-service',
          id: name,
          value: id,
          dashboard: page,
        }),
      );
  }
  const { rating } = site.data.business;
  if (rating && !rating.verified) {
    out.push(
      diagnostic('placeholder', at(doc, locate(doc, '/business/rating/verified')), {
        variant: 'rating',
        value: rating.value,
        count: rating.count,
      }),
    );
  }
  const { heading: _, ...accreditations } = site.data.accreditations;
  for (const [key, item] of Object.entries(accreditations)) {
    if (item.placeholder)
      out.push(
        diagnostic('placeholder', at(doc, locate(doc, `/accreditations/${key}`, 'placeholder')), {
          variant: 'accreditation',
          label: item.label,
          value: item.value,
        }),
      );
  }
  return out;
}

export function releaseProblems(content: Content): Diagnostic[] {
  const docs = sources(content);
  return [
    ...sitePlaceholders(content),
    ...docs.flatMap((doc) => [...textPlaceholders(doc), ...illustrativeTestimonials(doc), ...legalReview(doc)]),
  ];
}
