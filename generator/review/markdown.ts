// The review as Markdown, for a pull request's comment and the job summary (docs/review.md shows a reviewer how to
// read it). Every value from the content is escaped: GitHub renders the comment, and a text with a bar, a star, a
// tag or an @name must show as written, never as a table's column, emphasis, markup or a notification.
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import type { AddressChange } from './addresses.ts';
import type { PageRow, Review } from './review.ts';
import type { Change, ValueRow } from './values.ts';
import type { Words } from './words.ts';

/** The hidden first line the pull-request workflow finds its own comment by. */
export const REVIEW_MARKER = '<!-- content-review -->';
/** Rows shown of a long list; the rest are counted (the JSON has them all). */
export const MAX_ROWS = 100;
/** Kept words shown on either side of a change in a long text. */
const CONTEXT = 4;

/** Content text as Markdown shows it literally: no markup, no table column, no mention or issue link. */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/[\\`*_[\]|~]/g, '\\$&')
    .replace(/([@#])(?=\w)/g, '$1\u200b')
    .replace(/\r?\n/g, ' ↵ ');
}

/** A long run of kept words cut to its ends. */
function kept(text: string, first: boolean, last: boolean): string {
  const words = text.split(/(\s+)/);
  const keep = 2 * CONTEXT - 1;
  if (words.length <= 4 * CONTEXT) return escapeMarkdown(text);
  const head = first ? '' : escapeMarkdown(words.slice(0, keep).join(''));
  const tail = last ? '' : escapeMarkdown(words.slice(-keep).join(''));
  return `${head} … ${tail}`;
}

function wordsMarkdown(words: readonly Words[]): string {
  return words
    .map((run, i) => {
      const text = run.text.trim();
      if (run.op === '=') return kept(run.text, i === 0, i === words.length - 1);
      if (!text) return run.text;
      return run.op === '-' ? ` ~~${escapeMarkdown(text)}~~ ` : ` **${escapeMarkdown(text)}** `;
    })
    .join('')
    .replace(/ {2,}/g, ' ')
    .trim();
}

const quoted = (value: unknown) => (value === undefined ? '(none)' : `\`${escapeMarkdown(String(value))}\``);
const listed = (names: readonly string[]) => names.map((name) => `**${escapeMarkdown(name)}**`).join(', ');

function changeMarkdown(change: Change): string {
  switch (change.kind) {
    case 'text':
      return wordsMarkdown(change.words);
    case 'value':
      return `${quoted(change.before)} → ${quoted(change.after)}`;
    case 'entry':
      return `${change.was} **${escapeMarkdown(change.name)}**`;
    case 'items':
      return [
        change.added.length ? `added ${listed(change.added)}` : '',
        change.removed.length ? `removed ${listed(change.removed)}` : '',
        change.moved.length ? `moved ${listed(change.moved)}` : '',
      ]
        .filter(Boolean)
        .join('; ');
  }
}

/** At most MAX_ROWS of `rows`, and a line counting the others. */
function capped<T>(rows: readonly T[], line: (row: T, i: number) => string): string[] {
  const shown = rows.slice(0, MAX_ROWS).map(line);
  const more = rows.length - MAX_ROWS;
  return more > 0 ? [...shown, '', `… and ${more} more (\`npm run review -- --format json\` lists them all).`] : shown;
}

function valuesSection(values: readonly ValueRow[]): string[] {
  if (!values.length) return ['No value of the content changes.'];
  return [
    '| | Where | Change | File |',
    '|---:|---|---|---|',
    ...capped(values, (row, i) => {
      const where = row.labels.filter(Boolean).map(escapeMarkdown).join(' › ');
      return `| ${i + 1} | ${where} | ${changeMarkdown(row.change)} | \`${row.file}:${row.line}\` |`;
    }),
  ];
}

const CHANGE_WORDS = { added: '**new page**', removed: '**removed**', changed: 'changed' } as const;

function pagesSection(pages: readonly PageRow[] | undefined, total: number | undefined): string[] {
  if (!pages)
    return ['The pages could not be compared: the base does not pass check as the content is read today (see below).'];
  if (!pages.length) return ['No page changes: every page is exactly as it was.'];
  const every = total !== undefined && pages.length >= total ? [`Every page of the site changes (${total}).`, ''] : [];
  return [
    ...every,
    '| Page | Title | | Reads values |',
    '|---|---|---|---|',
    ...capped(
      pages,
      (page) =>
        `| \`${page.path}\` | ${escapeMarkdown(page.title)} | ${CHANGE_WORDS[page.change]} | ${page.values.map((v) => v + 1).join(', ')} |`,
    ),
  ];
}

function addressLine(change: AddressChange): string {
  if (change.fate === 'gone')
    return `- ⚠️ \`${change.path}\` was published and nothing serves it now: visitors and search engines would find the 404 page. Add a redirect to \`${change.suggest}\` in Redirects (content/redirects.yaml), or keep the page.`;
  return `- \`${change.path}\` now redirects to \`${change.to}\` (${change.status}).`;
}

function addressesSection(addresses: readonly AddressChange[] | undefined): string[] {
  if (!addresses) return ['Not compared (see above).'];
  return addresses.length
    ? addresses.map(addressLine)
    : ['No published address is lost: every page and redirect of the base is still served.'];
}

const diagnosticLine = (d: Diagnostic) =>
  `- \`${d.file}:${d.line}:${d.col}\` ${escapeMarkdown(d.message)}${d.hint ? ` — ${escapeMarkdown(d.hint)}` : ''}`;

function warningsSection({ added, cleared }: Review['warnings']): string[] {
  if (!added.length && !cleared.length) return ['No warning of check is added or cleared.'];
  return [
    ...(added.length ? ['Added:', '', ...added.map(diagnosticLine), ''] : []),
    ...(cleared.length ? ['Cleared:', '', ...cleared.map(diagnosticLine)] : []),
  ];
}

/** The whole review as one Markdown document, its marker first. */
export function reviewMarkdown(review: Review): string {
  const base = review.baseErrors?.length
    ? [
        '',
        `The base has ${review.baseErrors.length} error(s) under today's check:`,
        '',
        ...review.baseErrors.map(diagnosticLine),
      ]
    : [];
  return [
    REVIEW_MARKER,
    '## Content review',
    '',
    `From ${escapeMarkdown(review.base)} to ${escapeMarkdown(review.head)}. How to read this: docs/review.md.`,
    '',
    `### Values changed (${review.values.length})`,
    '',
    ...valuesSection(review.values),
    '',
    `### Pages that change (${review.pages?.length ?? '?'})`,
    '',
    ...pagesSection(review.pages, review.pageCount),
    ...base,
    '',
    '### Published addresses',
    '',
    ...addressesSection(review.addresses),
    '',
    '### Warnings of check',
    '',
    ...warningsSection(review.warnings),
    '',
  ].join('\n');
}
