// check: rules over the whole route table: no path produced twice, every link and redirect lands on a page,
// no redirect shadows a page, loops or chains.

import { type Diagnostic, diagnostic, type Staged } from '../diagnostics/diagnostic.ts';
import { suggester } from '../diagnostics/suggest.ts';
import { locate, positionInScalar } from '../diagnostics/yaml-position.ts';
import { articleProblems } from '../model/article-html.ts';
import type { Content } from '../model/content.ts';
import type { Origin, Route } from '../model/types/route.ts';
import { type Held, heldLinkProblem, heldVariant } from './calendar.ts';
import { articleBody, contentLinks } from './links.ts';

type HeldByPath = ReadonlyMap<string, Held>;

const where = (o: Origin) => `${o.file}:${o.line}:${o.col}`;

function duplicatePaths(routes: readonly Route[]): Diagnostic[] {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) {
    const list = byPath.get(route.path);
    if (list) list.push(route);
    else byPath.set(route.path, [route]);
  }
  return [...byPath.entries()]
    .filter(([, list]) => list.length > 1)
    .flatMap(([path, list]) =>
      list.map((route) =>
        diagnostic('duplicate-path', route.origin, {
          path,
          count: list.length,
          origins: list.map((r) => where(r.origin)).join(' and '),
        }),
      ),
    );
}

const pathOf = (href: string) => href.split('#')[0] || '/';
const isExternal = (href: string) => href.startsWith('https://');

function brokenLinks(
  content: Content,
  pages: ReadonlySet<string>,
  redirects: ReadonlySet<string>,
  heldByPath: HeldByPath,
): Diagnostic[] {
  // One suggester for every broken link: "did you mean" within its budget of comparisons.
  const near = suggester([...pages]);
  const heldByFile = new Map([...heldByPath.values()].map((h) => [h.route.origin.file, h]));
  return contentLinks(content)
    .filter((link) => !isExternal(link.href) && !pages.has(pathOf(link.href)))
    .flatMap((link) => {
      const path = pathOf(link.href);
      const target = heldByPath.get(path);
      if (target) {
        const problem = heldLinkProblem(target, heldByFile.get(link.origin.file));
        return problem ? [diagnostic('broken-link', link.origin, { ...problem, href: link.href })] : [];
      }
      if (redirects.has(path))
        return diagnostic('broken-link', link.origin, { variant: 'redirected', href: link.href });
      return diagnostic('broken-link', link.origin, {
        variant: 'not-a-page',
        href: link.href,
        near: near(path),
      });
    });
}

interface Rule {
  from: string;
  to: string;
  origin: Origin;
}

function redirectRules(content: Content, pages: ReadonlySet<string>, heldPaths: HeldByPath): Diagnostic[] {
  const entry = content.redirects;
  if (!entry) return [];
  const rules: Rule[] = entry.data.redirects.map((r, i) => ({
    from: r.from,
    to: r.to,
    origin: { file: entry.source.file, ...locate(entry.source, `/redirects/${i}`) },
  }));
  const firstBySource = new Map<string, Rule>();
  const near = suggester([...pages]);
  const out: Diagnostic[] = [];
  for (const rule of rules) {
    const earlier = firstBySource.get(rule.from);
    if (earlier)
      out.push(
        diagnostic('redirect-duplicate-source', rule.origin, {
          from: rule.from,
          first: where(earlier.origin),
          second: where(rule.origin),
        }),
      );
    else firstBySource.set(rule.from, rule);
  }
  for (const rule of firstBySource.values()) {
    if (pages.has(rule.from)) out.push(diagnostic('redirect-source-is-page', rule.origin, { from: rule.from }));
    if (isExternal(rule.to)) continue;
    const target = pathOf(rule.to);
    const next = firstBySource.get(target);
    if (next) out.push(redirectOnward(rule, firstBySource));
    else if (heldPaths.has(target)) {
      out.push(
        diagnostic('redirect-target-missing', rule.origin, {
          ...heldVariant(heldPaths.get(target)!),
          from: rule.from,
          to: rule.to,
        }),
      );
    } else if (!pages.has(target)) {
      out.push(
        diagnostic('redirect-target-missing', rule.origin, {
          variant: 'not-a-page',
          from: rule.from,
          to: rule.to,
          near: near(target),
        }),
      );
    }
  }
  return out;
}

/** A rule whose target is itself redirected: a loop if following it comes back, otherwise a chain. */
function redirectOnward(rule: Rule, bySource: ReadonlyMap<string, Rule>): Diagnostic {
  const seen = [rule.from];
  const met = new Set(seen);
  let current = pathOf(rule.to);
  while (bySource.has(current) && !met.has(current)) {
    seen.push(current);
    met.add(current);
    current = pathOf(bySource.get(current)!.to);
  }
  if (met.has(current)) {
    return diagnostic('redirect-loop', rule.origin, { steps: [...seen, current].join(' → ') });
  }
  return diagnostic('redirect-chain', rule.origin, {
    from: rule.from,
    to: rule.to,
    steps: [...seen, current].join(' → '),
    end: current,
  });
}

/** Whatever the article allow-list would remove is reported, so that no author's words vanish silently. */
function articleHtml(content: Content): Diagnostic[] {
  return content.blog.flatMap(({ source }) => {
    const body = articleBody(source);
    if (!body) return [];
    return articleProblems(String(body.value)).map((problem) =>
      diagnostic(
        'unsafe-html',
        { file: source.file, ...positionInScalar(source, body, problem.offset) },
        problem.params,
      ),
    );
  });
}

/** `routes` are the pages of this build; `held` the articles not published yet, which links must not reach. */
export function check(content: Content, routes: readonly Route[], held: readonly Held[] = []): Staged<Route[]> {
  const pages = new Set(routes.map((r) => r.path));
  const redirectSources = new Set(content.redirects?.data.redirects.map((r) => r.from) ?? []);
  const heldByPath: HeldByPath = new Map(held.map((h) => [h.route.path, h]));
  const diagnostics = [
    ...duplicatePaths(routes),
    ...brokenLinks(content, pages, redirectSources, heldByPath),
    ...redirectRules(content, pages, heldByPath),
    ...articleHtml(content),
  ];
  return { value: [...routes], diagnostics };
}
