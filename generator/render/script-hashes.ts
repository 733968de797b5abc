// The Content-Security-Policy's script hashes: each page's inline executable scripts, hashed as it is rendered,
// so the host files allow exactly those.
import { createHash } from 'node:crypto';

/** sha256 sources for every inline executable script in the pages (JSON-LD data blocks do not execute). */
export function inlineScriptHashes(htmlPages: Iterable<string>): string[] {
  const hashes = new Set<string>();
  for (const html of htmlPages) {
    for (const match of html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)) {
      const type = /type="([^"]*)"/.exec(match[1]!)?.[1];
      if (type && type !== 'module' && type !== 'text/javascript') continue;
      hashes.add(`'sha256-${createHash('sha256').update(match[2]!).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}
