// Rules on content/councils.yaml that its schema cannot say: each id once, and successors that can be followed (a
// council that ends hands over to another, never back to itself through a chain). Unknown successor ids are
// references.ts's, like every other reference.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';
import { councilsById, succession } from '../model/councils.ts';
import type { Council } from '../model/types/content.ts';
import { duplicateSlugs } from './duplicate-slugs.ts';

/** Each loop once, at the successor of its first council in file order, naming the loop's ids. */
function loops(doc: LoadedDoc, councils: readonly Council[]): Diagnostic[] {
  const byId = councilsById(councils);
  const reported = new Set<string>();
  return councils.flatMap((council, i) => {
    if (reported.has(council.id) || council.successor === undefined) return [];
    const chain = succession(byId, council.id);
    // The chain stops before a council it has met already: a loop when that council is this one.
    if (chain.at(-1)!.successor !== council.id) return [];
    for (const member of chain) reported.add(member.id);
    const at = { file: doc.file, ...locate(doc, `/councils/${i}/successor`) };
    const ids = [...chain.map((c) => c.id), council.id].join(' → ');
    return [diagnostic('council-succession', at, { variant: 'loop', name: council.name, chain: ids })];
  });
}

/** A successor is followed after the council's last day, so one without `ends` would never be reached. */
const withoutEnd = (doc: LoadedDoc, councils: readonly Council[]): Diagnostic[] =>
  councils.flatMap((council, i) =>
    council.successor !== undefined && council.ends === undefined
      ? [
          diagnostic(
            'council-succession',
            { file: doc.file, ...locate(doc, `/councils/${i}/successor`) },
            { variant: 'no-end', name: council.name, successor: council.successor },
          ),
        ]
      : [],
  );

/** The rules of the councils' list, on a document that passed its schema. */
export function councilRules(doc: LoadedDoc): Diagnostic[] {
  if (doc.kind !== 'councils') return [];
  const { councils } = doc.data as { councils: Council[] };
  return [
    ...duplicateSlugs(doc, '/councils', councils, { key: 'id', variant: 'council' }),
    ...loops(doc, councils),
    ...withoutEnd(doc, councils),
  ];
}
