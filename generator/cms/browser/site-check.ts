// check, in the browser, on the whole site as it would be after a save or a delete: the same rules as `npm run
// check`, run on the texts the save would write (format.ts) with the rest of the site as the admin last saw it
// (site.ts). Every problem counts, whichever file it is reported against: a town removed from its region is a
// problem of the ledger of published addresses (published-paths.txt), not of the region's file. Each problem is
// worded for content staff (staff-wording.ts) and placed on the field it is about, for the widgets to show.
import { isMap, isPair, isScalar, isSeq, type Node, parseDocument } from 'yaml';
import { type CheckResult, checkSources } from '../../check/check-sources.ts';
import { type Diagnostic, paramsOf } from '../../diagnostics/diagnostic.ts';
import { staffWords } from '../../diagnostics/staff-wording.ts';
import type { PictureProbe } from '../../images/image-rules.ts';
import { loadTexts, type ParseCache } from '../../load/parse.ts';
import type { LoadedDoc } from '../../model/content.ts';
import { ukDate } from '../../model/dates.ts';
import type { SchemaRegistry } from '../../validate/schema-registry.ts';
import type { Snapshot } from '../build/snapshot.ts';

export type Path = readonly (string | number)[];

/** A file as a save leaves it: its new text, or no text when the save deletes it. */
export interface Change {
  file: string;
  text?: string;
}

/** A redirect that keeps a published address working. */
export interface Redirect {
  from: string;
  to: string;
}

export interface Problem {
  severity: Diagnostic['severity'];
  code: Diagnostic['code'];
  /** The file it is reported against. */
  file: string;
  /** In content staff's words: a sentence, then what to do. */
  message: string;
  /** The field it is about, in the data of its file. */
  path: Path;
  /** For a published address that would vanish: the redirect that keeps it working. */
  redirect?: Redirect;
}

/** Where pictures uploaded in this session go; their files reach the site with the entry's save. */
const UPLOADS = '/images/uploads/';

function pictures(snapshot: Snapshot): PictureProbe {
  // A picture uploaded in this session is not in the snapshot; it is checked in full by CI's check.
  return (src) => snapshot.pictures[src] ?? (src.startsWith(UPLOADS) ? 'present' : 'missing');
}

/** The site's texts with `changes` made. */
function textsAfter(snapshot: Snapshot, changes: readonly Change[]): Map<string, string> {
  const texts = new Map(Object.entries(snapshot.files));
  for (const { file, text } of changes) {
    if (text === undefined) texts.delete(file);
    else texts.set(file, text);
  }
  return texts;
}

/** The path of the deepest node of `text` at `line`:`col` (1-based). */
export function pathAt(text: string, line: number, col: number): Path {
  const lines = text.split('\n');
  let offset = col - 1;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i]!.length + 1;
  const doc = parseDocument(text);
  const within = (node: Node | null | undefined) =>
    !!node?.range && node.range[0] <= offset && offset <= Math.max(node.range[1], node.range[0]);
  let path: (string | number)[] = [];
  let node: unknown = doc.contents;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isPair(item) && (within(item.key as Node) || within(item.value as Node) || inPair(item, offset)),
      );
      if (!pair) break;
      path = [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)];
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => within(item as Node));
      if (index < 0) break;
      path = [...path, index];
      node = node.items[index];
    } else break;
  }
  return path;
}

/** Whether `offset` is between a pair's key and the end of its value (a problem at the colon, say). */
function inPair(pair: { key: unknown; value: unknown }, offset: number): boolean {
  const start = (pair.key as Node | null)?.range?.[0];
  const end = (pair.value as Node | null)?.range?.[1] ?? (pair.key as Node | null)?.range?.[1];
  return start !== undefined && end !== undefined && start <= offset && offset <= end;
}

/** `["areas", 3, "slug"]` from check's `areas[3].slug`. */
const fieldPath = (field: string): Path =>
  [...field.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map((m) => (m[2] === undefined ? m[1]! : Number(m[2])));

/** The field a diagnostic is about: a missing one is reported at the object that lacks it, so it is named instead. */
function placeOf(d: Diagnostic, texts: ReadonlyMap<string, string>): Path {
  const params = paramsOf(d);
  if (d.code === 'missing-field' && typeof params?.field === 'string') return fieldPath(params.field);
  const text = texts.get(d.file);
  return text === undefined ? [] : pathAt(text, d.line, d.col);
}

function redirectOf(d: Diagnostic): Redirect | undefined {
  const params = paramsOf(d);
  if (d.code !== 'page-disappeared' || typeof params?.path !== 'string' || typeof params.to !== 'string') return;
  return { from: params.path, to: params.to };
}

/** Codes that say a value is not written as it must be: its length is then no separate problem. */
const FORM = new Set<string>(['slug-format', 'invalid-format']);
const LENGTH = new Set<string>(['too-long', 'too-short']);

/**
 * The problems without those that repeat another about the same value: a postcode "TN 23" is too long because it
 * is not written as a postcode; staff are told the second, which says how to write it.
 */
function withoutEchoes(problems: Problem[]): Problem[] {
  const at = (p: Problem) => `${p.file} ${JSON.stringify(p.path)}`;
  const formed = new Set(problems.filter((p) => FORM.has(p.code)).map(at));
  return problems.filter((p) => !(LENGTH.has(p.code) && formed.has(at(p))));
}

/**
 * The files of a snapshot as last parsed: a check as staff type parses again only the file they changed. Held by
 * the snapshot (the admin's copy of the site, replaced when it loads a new one), and gone with it.
 */
const parses = new WeakMap<Snapshot, ParseCache>();
function parsesOf(snapshot: Snapshot): ParseCache {
  let cache = parses.get(snapshot);
  if (!cache) parses.set(snapshot, (cache = new Map()));
  return cache;
}

/**
 * check on the whole site as the admin last saw it, with `changes` made; its problems in content staff's words, and
 * every file as parsed (the Changes view compares them).
 */
export function checkSite(
  snapshot: Snapshot,
  schemas: SchemaRegistry,
  changes: readonly Change[],
  today = ukDate(new Date()),
): { checked: CheckResult; problems: Problem[]; docs: LoadedDoc[] } {
  const texts = textsAfter(snapshot, changes);
  const loaded = loadTexts(texts, snapshot.published, parsesOf(snapshot));
  const checked = checkSources({ loaded, schemas, pictures: pictures(snapshot) }, today);
  const problems = checked.diagnostics.map((d): Problem => {
    const redirect = redirectOf(d);
    return {
      severity: d.severity,
      code: d.code,
      file: d.file,
      message: staffWords(d),
      path: placeOf(d, texts),
      ...(redirect ? { redirect } : {}),
    };
  });
  return { checked, problems: withoutEchoes(problems), docs: loaded.value.docs };
}

/** Every problem check finds with the whole site once `changes` are made, in content staff's words. */
export const siteProblems = (...args: Parameters<typeof checkSite>): Problem[] => checkSite(...args).problems;

/** The problems with the site if `file` held `text` that are about `file` itself: those its fields show. */
export function problemsOf(
  snapshot: Snapshot,
  schemas: SchemaRegistry,
  file: string,
  text: string,
  today = ukDate(new Date()),
): Problem[] {
  return siteProblems(snapshot, schemas, [{ file, text }], today).filter((p) => p.file === file);
}
