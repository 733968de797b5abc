// The one-click fix for a published address that a save would leave with nothing to serve it: the redirect check
// suggests (check/published.ts), added to the redirects file in the style of its neighbours (yaml-edit.ts) and
// written with the save that needs it (backend.ts).
import { parse } from 'yaml';
import { isWildcard } from '../../emit/host/rules.ts';
import type { Redirect } from './site-check.ts';
import { editYaml } from './yaml-edit.ts';

interface Redirects {
  redirects?: Array<{ from: string; to: string }>;
}

/**
 * `text` (the redirects file) with `redirects` added, each source once. They go before the first wildcard rule:
 * hosts apply the first rule that matches, so a wildcard must stay after the addresses it covers.
 */
export function withRedirects(text: string, redirects: readonly Redirect[]): string {
  const data = (parse(text) ?? {}) as Redirects;
  const list = [...(data.redirects ?? [])];
  const fresh = redirects.filter(
    (r, i) => !list.some((old) => old.from === r.from) && redirects.findIndex((o) => o.from === r.from) === i,
  );
  if (!fresh.length) return text;
  const wildcard = list.findIndex((r) => isWildcard(r.from));
  list.splice(wildcard < 0 ? list.length : wildcard, 0, ...fresh.map(({ from, to }) => ({ from, to })));
  return editYaml(text, { ...data, redirects: list });
}
