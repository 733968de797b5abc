// parse: what loading does with a file's text, the same on disk (load.ts) and in the browser's CMS (admin/):
// claim it for a collection, decode it strictly as UTF-8 and parse it as a single plain YAML document, keeping the
// document and its line counter so that later stages can point at file:line:col. No IO here.
import { LineCounter } from 'yaml';
import { type Diagnostic, diagnostic, type Staged } from '../diagnostics/diagnostic.ts';
import { type Claim, claim } from '../model/collections.ts';
import type { LoadedDoc } from '../model/content.ts';
import { parseWithinLimits } from './nesting.ts';
import { yamlProblems } from './yaml-rules.ts';

export interface Loaded {
  docs: LoadedDoc[];
  /** Every file a collection claims, read successfully or not: what exists, for cross-file rules. */
  claimed: Claim[];
  /** Content files read (claimed by a collection), including those that failed. */
  fileCount: number;
  /** The committed list of published paths (PUBLISHED_FILE), one per line; absent before the first publish. */
  published?: string[];
}

export const PUBLISHED_FILE = 'published-paths.txt';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** Decoded text, or the reason it is not UTF-8 (with the line of the first bad byte). */
export function decode(file: string, bytes: Uint8Array): Staged<string | undefined> {
  const at = (line: number) => ({ file, line, col: 1 });
  const utf16 = (bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff);
  if (utf16 || bytes.includes(0)) {
    return { value: undefined, diagnostics: [diagnostic('encoding', at(1), { variant: 'utf-16' })] };
  }
  try {
    const text = utf8.decode(bytes);
    return { value: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text, diagnostics: [] };
  } catch {
    // The lenient decoder marks the first bad byte with U+FFFD; the lines before it give its position.
    const lenient = new TextDecoder('utf-8').decode(bytes);
    const before = lenient.slice(0, lenient.indexOf('\ufffd'));
    const line = before.split('\n').length;
    return { value: undefined, diagnostics: [diagnostic('encoding', at(line), { variant: 'not-utf-8' })] };
  }
}

/**
 * The files of the last load by path, with the text each was parsed from and what parsing gave: kept by whoever
 * loads the same content again and again (watch mode, the development server, the CMS server, the admin's check
 * as staff type), so that a file whose text is unchanged is not parsed again. What parsing gives is frozen, so no
 * later stage can change what the next load reuses (a change would throw, in tests as in use). One entry a file:
 * its latest text.
 */
export type ParseCache = Map<string, { text: string; parsed: Staged<LoadedDoc | undefined> }>;

/** parseDoc, or what `cache` holds for this very text of the file; the parse is recorded there. */
export function parseKnown(file: string, text: string, cache: ParseCache | undefined): Staged<LoadedDoc | undefined> {
  const known = cache?.get(file);
  if (known?.text === text) return known.parsed;
  const parsed = parseDoc(file, text);
  cache?.set(file, { text, parsed });
  return parsed;
}

/** The file's text parsed. */
export function parseDoc(file: string, text: string): Staged<LoadedDoc | undefined> {
  const lineCounter = new LineCounter();
  // Within bounds of nesting (nesting.ts). Duplicate keys are yaml-rules.ts's to find: the parser's own check
  // compares each key with every earlier one of its mapping.
  const parsed = parseWithinLimits(text, lineCounter, { uniqueKeys: false, merge: false });
  if ('deep' in parsed)
    return { value: undefined, diagnostics: [yamlProblems.tooDeep(file, parsed.deep, lineCounter)] };
  const list = parsed.docs;
  const diagnostics = yamlProblems.afterParse(file, text, list, lineCounter);
  if (diagnostics.length || !list[0]) return { value: undefined, diagnostics };
  const claimed = claim(file);
  const data = deepFreeze(list[0].toJS({ maxAliasCount: 0 }));
  return { value: { file, doc: list[0], lineCounter, text, data, ...(claimed as Claim) }, diagnostics: [] };
}

/** The value, with every object and array in it made read-only. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/** Each file claimed for its collection and parsed by `parse`; stray files reported. */
export function claimAll(
  files: readonly string[],
  parse: (file: string) => Staged<LoadedDoc | undefined>,
): Staged<Omit<Loaded, 'published'>> {
  // Each file's diagnostics, flattened at the end: a file may have more than a call's arguments can hold.
  const found: Diagnostic[][] = [];
  const docs: LoadedDoc[] = [];
  const claimedFiles: Claim[] = [];
  for (const file of files) {
    const claimed = claim(file);
    if (claimed === 'ignored') continue;
    if ('stray' in claimed) {
      found.push([diagnostic('stray-file', { file, line: 1, col: 1 }, { file, advice: claimed.stray })]);
      continue;
    }
    claimedFiles.push(claimed);
    const result = parse(file);
    found.push(result.diagnostics);
    if (result.value) docs.push(result.value);
  }
  return { value: { docs, claimed: claimedFiles, fileCount: claimedFiles.length }, diagnostics: found.flat() };
}

/** The content as bytes (a commit's files, by path), decoded and loaded as load() loads them from disk. */
export function loadBytes(files: ReadonlyMap<string, Uint8Array>, published?: string[]): Staged<Loaded> {
  const loaded = claimAll([...files.keys()].sort(), (file) => {
    const text = decode(file, files.get(file)!);
    return text.value === undefined ? { value: undefined, diagnostics: text.diagnostics } : parseDoc(file, text.value);
  });
  return { value: { ...loaded.value, ...(published ? { published } : {}) }, diagnostics: loaded.diagnostics };
}

/** The content as texts (the CMS's files, by path), loaded as load() loads them from disk; `cache` as load's. */
export function loadTexts(
  texts: ReadonlyMap<string, string>,
  published?: string[],
  cache?: ParseCache,
): Staged<Loaded> {
  const files = [...texts.keys()].sort();
  const loaded = claimAll(files, (file) => parseKnown(file, texts.get(file)!, cache));
  return { value: { ...loaded.value, ...(published ? { published } : {}) }, diagnostics: loaded.diagnostics };
}
