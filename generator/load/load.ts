// load: the only reading IO. Finds every file under the site root, claims each for a collection, decodes it
// strictly as UTF-8 and parses it as a single plain YAML document, keeping the document and its line counter
// so that later stages can point at file:line:col.
import fs from 'node:fs';
import path from 'node:path';
import { LineCounter, parseAllDocuments } from 'yaml';
import { type Diagnostic, diagnostic, type Staged } from '../diagnostics/diagnostic.ts';
import type { SourceDoc } from '../diagnostics/yaml-position.ts';
import { type Claim, claim } from '../model/collections.ts';
import { yamlProblems } from './yaml-rules.ts';

const MAX_FILE_BYTES = 2 * 1024 * 1024;

export interface LoadedDoc extends SourceDoc, Claim {
  data: unknown;
}

/**
 * Files parsed by an earlier load in the same process, by path, with the text each was parsed from: watch mode
 * parses again only the files whose text changed. What parsing gives is frozen, so no later stage can change
 * what the next load reuses (a change would throw, in tests as in use).
 */
export type ParseCache = Map<string, { text: string; parsed: Staged<LoadedDoc | undefined> }>;

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

const toPosix = (p: string) => p.split(path.sep).join('/');

/** Every regular file under content/, plus site.yaml; links are reported, never followed. */
function listFiles(root: string): { files: string[]; diagnostics: Diagnostic[] } {
  const files: string[] = [];
  const diagnostics: Diagnostic[] = [];
  const walk = (rel: string) => {
    for (const entry of fs.readdirSync(path.join(root, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${entry.name}` : entry.name;
      if (entry.isSymbolicLink()) {
        diagnostics.push(diagnostic('symlink', { file: child, line: 1, col: 1 }, { variant: 'content', file: child }));
      } else if (entry.isDirectory()) walk(child);
      else if (entry.isFile()) files.push(child);
    }
  };
  if (fs.existsSync(path.join(root, 'content'))) walk('content');
  const site = path.join(root, 'site.yaml');
  if (fs.lstatSync(site, { throwIfNoEntry: false })?.isSymbolicLink()) {
    diagnostics.push(diagnostic('symlink', { file: 'site.yaml', line: 1, col: 1 }, { variant: 'site' }));
  } else if (fs.existsSync(site)) files.push('site.yaml');
  return { files: files.sort(), diagnostics };
}

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

export function parseDoc(file: string, text: string): Staged<LoadedDoc | undefined> {
  const early = yamlProblems.beforeParse(file, text);
  if (early.length) return { value: undefined, diagnostics: early };
  const lineCounter = new LineCounter();
  const docs = parseAllDocuments(text, { lineCounter, uniqueKeys: true, prettyErrors: false, merge: false });
  const list = Array.isArray(docs) ? docs : [docs];
  const diagnostics = yamlProblems.afterParse(file, text, list, lineCounter);
  if (diagnostics.length || !list[0]) return { value: undefined, diagnostics };
  const claimed = claim(file);
  const data = deepFreeze(list[0].toJS({ maxAliasCount: 0 }));
  return { value: { file, doc: list[0], lineCounter, text, data, ...(claimed as Claim) }, diagnostics: [] };
}

/** The value, with every object and array in it made read-only. */
function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

function loadOne(root: string, file: string, cache: ParseCache | undefined): Staged<LoadedDoc | undefined> {
  const full = path.join(root, file);
  const size = fs.statSync(full).size;
  if (size > MAX_FILE_BYTES) {
    const mib = (size / 1024 / 1024).toFixed(1);
    return {
      value: undefined,
      diagnostics: [
        diagnostic('file-too-large', { file, line: 1, col: 1 }, { size: mib, limit: MAX_FILE_BYTES / 1024 / 1024 }),
      ],
    };
  }
  const text = decode(file, fs.readFileSync(full));
  if (text.value === undefined) return { value: undefined, diagnostics: text.diagnostics };
  const earlier = cache?.get(file);
  if (earlier?.text === text.value) return earlier.parsed;
  const parsed = parseDoc(file, text.value);
  cache?.set(file, { text: text.value, parsed });
  return parsed;
}

/** Every content file, read and parsed; with `cache`, a file whose text is unchanged is not parsed again. */
export function load(root: string, cache?: ParseCache): Staged<Loaded> {
  const listed = listFiles(root);
  const diagnostics = [...listed.diagnostics];
  const docs: LoadedDoc[] = [];
  const claimedFiles: Claim[] = [];
  const files = listed.files.map(toPosix);
  for (const file of files) {
    const claimed = claim(file);
    if (claimed === 'ignored') continue;
    if ('stray' in claimed) {
      diagnostics.push(diagnostic('stray-file', { file, line: 1, col: 1 }, { file, advice: claimed.stray }));
      continue;
    }
    claimedFiles.push(claimed);
    const result = loadOne(root, file, cache);
    diagnostics.push(...result.diagnostics);
    if (result.value) docs.push(result.value);
  }
  // Files deleted since are forgotten.
  if (cache) {
    const present = new Set(files);
    for (const file of cache.keys()) if (!present.has(file)) cache.delete(file);
  }
  const publishedFile = path.join(root, PUBLISHED_FILE);
  const published = fs.existsSync(publishedFile) ? fs.readFileSync(publishedFile, 'utf8').split('\n') : undefined;
  return {
    value: { docs, claimed: claimedFiles, fileCount: claimedFiles.length, ...(published ? { published } : {}) },
    diagnostics,
  };
}
