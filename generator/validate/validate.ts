// validate: each document against its schema, then the rules that span files (slugs match file names, are
// unique, and every slug reference names something that exists). Pure: documents in, diagnostics out.

import { type Diagnostic, diagnostic, type Staged } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import { localAreaRules } from '../local/area-rules.ts';
import { samePlaceRules } from '../local/same-place.ts';
import type { Claim } from '../model/collections.ts';
import type { Content, Entry, LoadedDoc } from '../model/content.ts';
import { PAGE_NAMES } from '../model/one-off-pages.ts';
import { isUkPhone } from '../model/tokens.ts';
import { councilRules } from './council-rules.ts';
import { referenceRules } from './references.ts';
import { schemaDiagnostics } from './schema-errors.ts';
import type { SchemaRegistry } from './schema-registry.ts';
import { thirdPartyContactRules } from './third-party-contacts.ts';

function requiredFiles(claimed: readonly Claim[]): Diagnostic[] {
  const have = new Set(
    claimed.map((c) => (c.kind === 'site' ? 'site.yaml' : c.kind === 'page' ? `content/pages/${c.name}.yaml` : c.kind)),
  );
  const needed = ['site.yaml', ...PAGE_NAMES.map((name) => `content/pages/${name}.yaml`)];
  return needed
    .filter((file) => !have.has(file))
    .map((file) => diagnostic('missing-file', { file, line: 1, col: 1 }, { file }));
}

function slugMatchesFile(doc: LoadedDoc): Diagnostic[] {
  if (doc.kind === 'site' || doc.kind === 'page' || doc.kind === 'redirects' || doc.kind === 'councils') return [];
  const slug = (doc.data as { slug?: unknown }).slug;
  if (typeof slug !== 'string' || slug === doc.name) return [];
  return [diagnostic('slug-mismatch', { file: doc.file, ...locate(doc, '/slug') }, { slug, name: doc.name })];
}

/** site.yaml's phone must be a number the UK numbering plan allows (the schema checks only its digits). */
function phoneRule(doc: LoadedDoc): Diagnostic[] {
  const phone = (doc.data as { phone?: unknown }).phone;
  if (doc.kind !== 'site' || typeof phone !== 'string' || isUkPhone(phone)) return [];
  return [diagnostic('invalid-format', { file: doc.file, ...locate(doc, '/phone') }, { variant: 'phone', phone })];
}

function assemble(valid: readonly LoadedDoc[]): Content {
  const of = <T>(kind: LoadedDoc['kind']) =>
    valid.filter((d) => d.kind === kind).map((d) => ({ data: d.data as T, source: d }) as Entry<T>);
  const byOrder = <T extends { order?: number; slug: string }>(list: Entry<T>[]) =>
    list.sort((a, b) => (a.data.order ?? 99) - (b.data.order ?? 99) || a.data.slug.localeCompare(b.data.slug));
  const pages = Object.fromEntries(
    valid.filter((d) => d.kind === 'page').map((d) => [d.name, { data: d.data, source: d }]),
  ) as Content['pages'];
  return {
    site: of<Content['site']['data']>('site')[0]!,
    services: byOrder(of('service')),
    regions: byOrder(of('region')),
    blog: of<Content['blog'][number]['data']>('blog').sort(
      (a, b) => b.data.date.localeCompare(a.data.date) || a.data.slug.localeCompare(b.data.slug),
    ),
    caseStudies: of<Content['caseStudies'][number]['data']>('case-study').sort(
      (a, b) => b.data.publishDate.localeCompare(a.data.publishDate) || a.data.slug.localeCompare(b.data.slug),
    ),
    pages,
    redirects: of<NonNullable<Content['redirects']>['data']>('redirects')[0],
    councils: of<NonNullable<Content['councils']>['data']>('councils')[0],
  };
}

export function validate(
  docs: readonly LoadedDoc[],
  claimed: readonly Claim[],
  schemas: SchemaRegistry,
): Staged<Content | undefined> {
  // Each rule's diagnostics, flattened at the end: one list may hold more than a call's arguments can.
  const found: Diagnostic[][] = [requiredFiles(claimed)];
  const valid: LoadedDoc[] = [];
  for (const doc of docs) {
    const check = schemas.validator(doc.schema);
    if (check(doc.data)) {
      valid.push(doc);
      found.push(
        slugMatchesFile(doc),
        localAreaRules(doc),
        samePlaceRules(doc),
        councilRules(doc),
        phoneRule(doc),
        thirdPartyContactRules(doc),
      );
    } else found.push(schemaDiagnostics(doc, check.errors ?? [], schemas.schemas));
  }
  found.push(referenceRules(claimed, valid));
  const diagnostics = found.flat();
  if (diagnostics.length) return { value: undefined, diagnostics };
  return { value: assemble(valid), diagnostics };
}
