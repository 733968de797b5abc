// load: the only reading IO. Finds every file under the site root and reads it; parse.ts claims, decodes and
// parses each, as it does for the browser CMS's texts.
import fs from 'node:fs';
import path from 'node:path';
import { type Diagnostic, diagnostic, type Staged } from '../diagnostics/diagnostic.ts';
import type { LoadedDoc } from '../model/content.ts';
import { claimAll, decode, type Loaded, type ParseCache, PUBLISHED_FILE, parseDoc, parseKnown } from './parse.ts';

export { decode, type Loaded, type ParseCache, PUBLISHED_FILE, parseDoc };

const MAX_FILE_BYTES = 2 * 1024 * 1024;

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
  return parseKnown(file, text.value, cache);
}

/** Every content file, read and parsed; with `cache`, recorded there (ParseCache). */
export function load(root: string, cache?: ParseCache): Staged<Loaded> {
  const listed = listFiles(root);
  const files = listed.files.map(toPosix);
  const loaded = claimAll(files, (file) => loadOne(root, file, cache));
  const diagnostics = [...listed.diagnostics, ...loaded.diagnostics];
  // Files deleted since are forgotten.
  if (cache) {
    const present = new Set(files);
    for (const file of cache.keys()) if (!present.has(file)) cache.delete(file);
  }
  const publishedFile = path.join(root, PUBLISHED_FILE);
  const published = fs.existsSync(publishedFile) ? fs.readFileSync(publishedFile, 'utf8').split('\n') : undefined;
  return {
    value: { ...loaded.value, ...(published ? { published } : {}) },
    diagnostics,
  };
}
