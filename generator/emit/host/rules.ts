// The redirect rules every host gets, in the order hosts apply them (first match wins): specific rules, then
// for each wildcard the pages that live under it (kept with a 200, because Cloudflare Pages applies
// redirects even where a file exists), then the wildcard itself.
import type { RenderData } from '../../model/render-data.ts';

export interface HostRule {
  from: string;
  to: string;
  /** 301 and friends redirect; 200 serves the path itself (a page that a later wildcard must not catch). */
  status: number;
}

export const isWildcard = (from: string) => from.endsWith('/*');

export function hostRules(data: Pick<RenderData, 'redirects' | 'routes'>): HostRule[] {
  const specific = data.redirects
    .filter((r) => !isWildcard(r.from))
    .map((r) => ({ from: r.from, to: r.to, status: r.status ?? 301 }));
  const wildcards = data.redirects.filter((r) => isWildcard(r.from));
  const kept = wildcards.flatMap((w) => {
    const prefix = w.from.slice(0, -1);
    return data.routes.filter((r) => r.path.startsWith(prefix)).map((r) => ({ from: r.path, to: r.path, status: 200 }));
  });
  return [...specific, ...kept, ...wildcards.map((w) => ({ from: w.from, to: w.to, status: w.status ?? 301 }))];
}

/** The rule that applies to a path, as Netlify and Cloudflare Pages match them. */
export function matchRule(rules: readonly HostRule[], path: string): HostRule | undefined {
  return rules.find((rule) => (isWildcard(rule.from) ? path.startsWith(rule.from.slice(0, -1)) : path === rule.from));
}
