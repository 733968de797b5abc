// The review of a content change: two sides in (the base and the head, each as loaded, checked and, when it
// passes, as render data), a structured review out. Pure: reading the sides (git, the working tree), the bundle and
// the pictures are the caller's (pipeline/run-review.ts), and so is rendering, which is handed in, so that a
// picture step or the admin can call the same function with their own.
import type { CheckResult } from '../check/check-sources.ts';
import type { DecapCollection } from '../cms/config/config.ts';
import type { Diagnostic } from '../diagnostics/diagnostic.ts';
import { locate, pathToPointer } from '../diagnostics/yaml-position.ts';
import type { LoadedDoc } from '../model/content.ts';
import { pageHeading } from '../model/page-heading.ts';
import type { RenderData } from '../model/render-data.ts';
import { type AddressChange, addressChanges } from './addresses.ts';
import { changedPages, type PageRenderer } from './pages.ts';
import { readsOf } from './reads.ts';
import { type ValueChange, type ValueRow, valueChanges } from './values.ts';

export interface ReviewSide {
  /** How the reviewer knows it: a commit's short id and subject, or "the working tree". */
  name: string;
  /** Every file as parsed, valid or not: what content staff wrote. */
  docs: readonly LoadedDoc[];
  checked: CheckResult;
  /** The site's data as generate renders it (pictures and share cards named), when the side passes its check. */
  data?: RenderData;
}

export interface PageRow {
  path: string;
  title: string;
  change: 'added' | 'removed' | 'changed';
  /** The value rows (indexes into `values`) this page reads; empty for a page added or removed. */
  values: number[];
}

export interface Review {
  base: string;
  head: string;
  values: ValueRow[];
  /** Undefined when the base does not pass today's check: its pages cannot be made to compare. */
  pages?: PageRow[];
  /** How many pages the head has, when its pages were compared. */
  pageCount?: number;
  addresses?: AddressChange[];
  /** check's warnings the change adds and those it clears. */
  warnings: { added: Diagnostic[]; cleared: Diagnostic[] };
  /** The base's errors under today's check, when it has any (the pages are then not compared). */
  baseErrors?: Diagnostic[];
}

/** The files of both sides paired by path, each side's parsed data (undefined where absent). */
function filePairs(base: readonly LoadedDoc[], head: readonly LoadedDoc[]) {
  const before = new Map(base.map((doc) => [doc.file, doc.data]));
  const after = new Map(head.map((doc) => [doc.file, doc.data]));
  const files = [...new Set([...before.keys(), ...after.keys()])];
  return files.map((file) => ({ file, before: before.get(file), after: after.get(file) }));
}

/** Each row with its line, on the side its value is on. */
function withLines(rows: ValueChange[], base: readonly LoadedDoc[], head: readonly LoadedDoc[]): ValueRow[] {
  const docs = { base: new Map(base.map((d) => [d.file, d])), head: new Map(head.map((d) => [d.file, d])) };
  return rows.map((row) => {
    const doc = docs[row.side].get(row.file);
    return { ...row, line: doc ? locate(doc, pathToPointer(row.at.map(String))).line : 1 };
  });
}

const warningKey = (d: Diagnostic) => `${d.code}\0${d.file}\0${d.message}`;

/** Warnings by what they say, not where: a line moved by the change is no new warning. */
function warningChanges(base: readonly Diagnostic[], head: readonly Diagnostic[]) {
  const warnings = (list: readonly Diagnostic[]) => list.filter((d) => d.severity === 'warning');
  const [was, now] = [new Set(warnings(base).map(warningKey)), new Set(warnings(head).map(warningKey))];
  return {
    added: warnings(head).filter((d) => !was.has(warningKey(d))),
    cleared: warnings(base).filter((d) => !now.has(warningKey(d))),
  };
}

/**
 * The review of `head` against `base`. `collections`: the admin's (cms/config/config.ts, cmsCollections), for its
 * words; `render`: the one render function over both sides (PageRenderer).
 */
export function review(
  base: ReviewSide,
  head: ReviewSide,
  { collections, render }: { collections: readonly DecapCollection[]; render: PageRenderer },
): Review {
  const rows = valueChanges(collections, filePairs(base.docs, head.docs));
  const values = withLines(rows, base.docs, head.docs);
  const warnings = warningChanges(base.checked.diagnostics, head.checked.diagnostics);
  const out: Review = { base: base.name, head: head.name, values, warnings };
  const [before, after] = [base.checked, head.checked];
  if (!base.data || !head.data || !before.content || !after.content || !before.routes || !after.routes)
    return { ...out, baseErrors: before.diagnostics.filter((d) => d.severity === 'error') };
  const [was, now] = [base.data, head.data];
  const reads = readsOf(now, after.content, values, head.docs);
  const pages = changedPages(was, now, render).map((page) => ({
    path: page.path,
    title: pageHeading(page.change === 'removed' ? was : now, page.route),
    change: page.change,
    values: page.change === 'changed' ? reads(page) : [],
  }));
  const addresses = addressChanges(
    { content: before.content, routes: before.routes },
    { content: after.content, routes: after.routes },
  );
  return { ...out, pages, pageCount: now.routes.length, addresses };
}
