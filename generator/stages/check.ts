// check: rules over the whole route table: no path produced twice, every link and redirect lands on a page,
// no redirect shadows a page, loops or chains.
import type { Content } from '../content.ts';
import { diagnostic, type Diagnostic, type Staged } from '../diagnostics.ts';
import { suggest } from '../schema-errors.ts';
import type { Origin, Route } from '../types/route.ts';
import { locate } from '../yaml-position.ts';
import { articleProblems } from '../article-html.ts';
import { positionInScalar } from '../yaml-position.ts';
import { articleBody, contentLinks } from './links.ts';
import { heldLinkProblem, heldWords, type Held } from './calendar.ts';

type HeldByPath = ReadonlyMap<string, Held>;

const where = (o: Origin) => `${o.file}:${o.line}:${o.col}`;

function duplicatePaths(routes: readonly Route[]): Diagnostic[] {
  const byPath = new Map<string, Route[]>();
  for (const route of routes) byPath.set(route.path, [...(byPath.get(route.path) ?? []), route]);
  return [...byPath.entries()]
    .filter(([, list]) => list.length > 1)
    .flatMap(([path, list]) =>
      list.map((route) => diagnostic('duplicate-path', route.origin, `"${path}" is produced ${list.length} times: ${list.map((r) => where(r.origin)).join(' and ')}`, 'Two pages cannot share an address: change the slug of one of them.')),
    );
}

const pathOf = (href: string) => href.split('#')[0] || '/';
const isExternal = (href: string) => href.startsWith('https://');

function brokenLinks(content: Content, pages: ReadonlySet<string>, redirects: ReadonlySet<string>, heldByPath: HeldByPath): Diagnostic[] {
  const known = [...pages];
  const heldByFile = new Map([...heldByPath.values()].map((h) => [h.route.origin.file, h]));
  return contentLinks(content)
    .filter((link) => !isExternal(link.href) && !pages.has(pathOf(link.href)))
    .flatMap((link) => {
      const path = pathOf(link.href);
      const target = heldByPath.get(path);
      if (target) {
        const problem = heldLinkProblem(target, heldByFile.get(link.origin.file));
        return problem ? [diagnostic('broken-link', link.origin, `"${link.href}" ${problem.message}`, problem.hint)] : [];
      }
      if (redirects.has(path)) {
        return diagnostic('broken-link', link.origin, `"${link.href}" is an old address that redirects`, 'Link to the page it redirects to instead, so visitors are not sent round a detour.');
      }
      const near = suggest(path, known);
      return diagnostic('broken-link', link.origin, `"${link.href}" is not a page of this site${near ? `; did you mean "${near}"?` : ''}`, 'Link to an existing page (npm run routes lists them all), or to a full https:// address.');
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
  const rules: Rule[] = entry.data.redirects.map((r, i) => ({ from: r.from, to: r.to, origin: { file: entry.source.file, ...locate(entry.source, `/redirects/${i}`) } }));
  const firstBySource = new Map<string, Rule>();
  const out: Diagnostic[] = [];
  for (const rule of rules) {
    const earlier = firstBySource.get(rule.from);
    if (earlier) out.push(diagnostic('redirect-duplicate-source', rule.origin, `"${rule.from}" is redirected twice: ${where(earlier.origin)} and ${where(rule.origin)}`, 'Keep one of the two rules; hosts apply only the first.'));
    else firstBySource.set(rule.from, rule);
  }
  for (const rule of firstBySource.values()) {
    if (pages.has(rule.from)) {
      out.push(diagnostic('redirect-source-is-page', rule.origin, `"${rule.from}" is a live page, so this redirect would hide it`, 'Remove the redirect, or remove the page it hides.'));
    }
    if (isExternal(rule.to)) continue;
    const target = pathOf(rule.to);
    const next = firstBySource.get(target);
    if (next) out.push(redirectOnward(rule, firstBySource));
    else if (heldPaths.has(target)) {
      out.push(diagnostic('redirect-target-missing', rule.origin, `the redirect from "${rule.from}" goes to "${rule.to}", an article that is ${heldWords(heldPaths.get(target)!)}`, 'Until the article is published the redirect would not reach it: point it at a live page for now.'));
    } else if (!pages.has(target)) {
      const near = suggest(target, [...pages]);
      out.push(diagnostic('redirect-target-missing', rule.origin, `the redirect from "${rule.from}" goes to "${rule.to}", which is not a page${near ? `; did you mean "${near}"?` : ''}`, 'Point it at an existing page (npm run routes lists them all) or a full https:// address.'));
    }
  }
  return out;
}

/** A rule whose target is itself redirected: a loop if following it comes back, otherwise a chain. */
function redirectOnward(rule: Rule, bySource: ReadonlyMap<string, Rule>): Diagnostic {
  const seen = [rule.from];
  let current = pathOf(rule.to);
  while (bySource.has(current) && !seen.includes(current)) {
    seen.push(current);
    current = pathOf(bySource.get(current)!.to);
  }
  if (seen.includes(current)) {
    return diagnostic('redirect-loop', rule.origin, `redirects loop: ${[...seen, current].join(' → ')}`, 'Point one of these rules at a real page to break the loop.');
  }
  return diagnostic('redirect-chain', rule.origin, `the redirect from "${rule.from}" to "${rule.to}" is redirected again: ${[...seen, current].join(' → ')}`, `Replace it with one hop: { from: ${rule.from}, to: ${current} }, so visitors and search engines arrive in one step.`);
}

/** Whatever the article allow-list would remove is reported, so that no author's words vanish silently. */
function articleHtml(content: Content): Diagnostic[] {
  return content.blog.flatMap(({ source }) => {
    const body = articleBody(source);
    if (!body) return [];
    return articleProblems(String(body.value)).map((problem) =>
      diagnostic('unsafe-html', { file: source.file, ...positionInScalar(source, body, problem.offset) }, problem.message, 'Articles may use h2, h3, p, ul, ol, li, strong, em, blockquote and <a href="…"> with a site path or an https:// address.'),
    );
  });
}

/** `routes` are the pages of this build; `held` the articles not published yet, which links must not reach. */
export function check(content: Content, routes: readonly Route[], held: readonly Held[] = []): Staged<Route[]> {
  const pages = new Set(routes.map((r) => r.path));
  const redirectSources = new Set(content.redirects?.data.redirects.map((r) => r.from) ?? []);
  const heldByPath: HeldByPath = new Map(held.map((h) => [h.route.path, h]));
  const diagnostics = [...duplicatePaths(routes), ...brokenLinks(content, pages, redirectSources, heldByPath), ...redirectRules(content, pages, heldByPath), ...articleHtml(content)];
  return { value: [...routes], diagnostics };
}
