// What the audit prints: the findings one per line at their place, then a short report in Markdown to paste into
// an issue note (the figures: pages, errors, tests passed).
import type { FeedResult } from './feed.ts';
import type { Guard } from './loopback-guard.ts';
import type { NuResult } from './nu.ts';
import type { PageResult } from './structured-data.ts';

export interface Audit {
  nu: NuResult;
  /** The feed against RFC 4287's schema; undefined when the site has none. */
  feed: FeedResult | undefined;
  pages: PageResult[];
  guard: Pick<Guard, 'connected' | 'refused'>;
  /** Templates of the registry no published page uses, so no page of theirs was tested. */
  untested: string[];
  versions: { nu: string; sdtt: string; java: string };
}

/** The status a page must be served with: the 404 page's own, else 200. */
const expectedStatus = (template: string) => (template === 'not-found' ? 404 : 200);

const plural = (n: number, word: string) => `${n.toLocaleString('en-GB')} ${word}${n === 1 ? '' : 's'}`;

/** Whether the audit fails (exit 1). */
export const failed = ({ nu, feed, pages, guard }: Audit) =>
  nu.errors.length > 0 ||
  (feed?.errors.length ?? 0) > 0 ||
  guard.refused.length > 0 ||
  pages.some((p) => p.failed.length > 0 || p.status !== expectedStatus(p.template));

/** Every finding, one per line: Nu's errors and warnings at file:line:col, each page's wrong status and failed
 * tests (the tests' warnings are in the report, by how many pages give each). */
export function findings({ nu, feed, pages, guard }: Audit): string[] {
  return [
    ...nu.errors.map((f) => `${f.at}  error  ${f.message}`),
    ...(feed?.errors ?? []),
    ...nu.warnings.map((f) => `${f.at}  warning  ${f.message}`),
    ...pages.flatMap((p) => [
      ...(p.status === expectedStatus(p.template) ? [] : [`${p.path}  error  served with status ${p.status}`]),
      ...p.failed.map((t) => `${p.path}  failed  ${t}`),
    ]),
    ...guard.refused.map((host) => `network  error  refused a connection to ${host}`),
  ];
}

/** Each distinct test warning with the pages that gave it (named unless it is all of them), most pages first. */
function warningLines(pages: readonly PageResult[]): string[] {
  const by = new Map<string, string[]>();
  for (const page of pages) for (const w of new Set(page.warnings)) by.set(w, [...(by.get(w) ?? []), page.path]);
  return [...by]
    .sort((a, b) => b[1].length - a[1].length)
    .map(([w, paths]) =>
      paths.length === pages.length ? `- ${w}: every page` : `- ${w}: ${paths.map((p) => `\`${p}\``).join(', ')}`,
    );
}

export function report(audit: Audit): string[] {
  const { nu, feed, pages, guard, untested, versions } = audit;
  const notes = [...nu.notes].map(([message, n]) => `${n} × "${message}"`).join('; ');
  const sum = (pick: (p: PageResult) => number) => pages.reduce((total, p) => total + pick(p), 0);
  const elsewhere = guard.refused.length
    ? `; ${plural(guard.refused.length, 'connection')} to another host refused`
    : '';
  return [
    '### Outside audits (`npm run audit`)',
    '',
    `**Nu HTML checker** ${versions.nu} (Java ${versions.java}${nu.offline ? ', no network' : ''}) over every page of dist/: ` +
      `${plural(nu.pages, 'page')}, **${plural(nu.errors.length, 'error')}**, ${plural(nu.warnings.length, 'warning')}` +
      (notes ? ` (notes: ${notes})` : ''),
    '',
    feed
      ? `**Atom feed** (\`feed.xml\`, ${feed.entries} ${feed.entries === 1 ? 'entry' : 'entries'}) against RFC 4287's RELAX NG schema ` +
        `(Appendix B) with jing: **${plural(feed.errors.length, 'error')}**`
      : '**Atom feed**: dist/ has no feed.xml',
    '',
    `**structured-data-testing-tool** ${versions.sdtt}, presets Google and SocialMedia (Facebook, Twitter), ` +
      `on the first page of each template, served by \`npm run preview\`'s server on 127.0.0.1:`,
    '',
    '| template | page | passed | failed | warnings |',
    '|---|---|---:|---:|---:|',
    ...pages.map((p) => `| ${p.template} | \`${p.path}\` | ${p.passed} | ${p.failed.length} | ${p.warnings.length} |`),
    `| **all** | ${plural(pages.length, 'page')} | **${sum((p) => p.passed)}** | **${sum((p) => p.failed.length)}** | ${sum((p) => p.warnings.length)} |`,
    '',
    ...(untested.length ? [`Templates with no published page, not tested: ${untested.join(', ')}.`, ''] : []),
    ...(sum((p) => p.warnings.length) ? ['Test warnings:', ...warningLines(pages), ''] : []),
    `Network: ${plural(guard.connected.length, 'connection')}, all to 127.0.0.1${elsewhere}.`,
  ];
}
