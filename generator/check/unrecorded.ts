// The addresses the URL ledger (published-paths.txt, published.ts) does not list yet. generate records them by
// itself, but a content pull request made in the browser's CMS, or without a local generate, adds pages the
// committed ledger lacks: once published, such a page could be renamed or removed later without check asking for
// a redirect. So check warns, at the content that makes each one, until someone records them. A site with no
// ledger yet gets no warning: the first generate or paths:update writes it, with every address in it.
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { locate } from '../diagnostics/yaml-position.ts';
import { isWildcard } from '../emit/host/rules.ts';
import type { Content } from '../model/content.ts';
import { NOT_FOUND_PATH, type Route } from '../model/types/route.ts';
import { ledgerPaths } from './published.ts';

/** Every page (the 404 page aside) and exact redirect source the ledger does not list, at the YAML that makes it. */
export function unrecorded(
  published: readonly string[] | undefined,
  content: Content,
  routes: readonly Route[],
): Diagnostic[] {
  if (!published) return [];
  const listed = ledgerPaths(published);
  const pages = routes
    .filter((r) => r.path !== NOT_FOUND_PATH && !listed.has(r.path))
    .map((r) => diagnostic('unrecorded-address', r.origin, { variant: 'page', path: r.path }));
  const entry = content.redirects;
  const sources = (entry?.data.redirects ?? []).flatMap((r, i) =>
    isWildcard(r.from) || listed.has(r.from)
      ? []
      : [
          diagnostic(
            'unrecorded-address',
            { file: entry!.source.file, ...locate(entry!.source, `/redirects/${i}`) },
            { variant: 'redirect', path: r.from },
          ),
        ],
  );
  return [...pages, ...sources];
}
