// Every link written in content: the href fields of site.yaml and the pages, and the <a href> of articles.
import { isMap, isScalar, isSeq, type Node } from 'yaml';
import type { Content } from '../content.ts';
import type { Origin } from '../types/route.ts';
import type { LoadedDoc } from './load.ts';

export interface Link {
  href: string;
  origin: Origin;
}

/** Walks the YAML nodes (not the plain data) so that each href keeps its exact position. */
function hrefNodes(doc: LoadedDoc): Link[] {
  const out: Link[] = [];
  const walk = (node: unknown) => {
    if (isMap(node)) {
      for (const pair of node.items) {
        if (isScalar(pair.key) && pair.key.value === 'href' && isScalar(pair.value) && typeof pair.value.value === 'string') {
          const { line, col } = doc.lineCounter.linePos(pair.value.range![0]);
          out.push({ href: pair.value.value, origin: { file: doc.file, line, col } });
        } else walk(pair.value);
      }
    } else if (isSeq(node)) node.items.forEach(walk);
  };
  walk(doc.doc.contents as Node);
  return out;
}

/** `<a href="...">` inside an article's HTML: a literal block keeps one source line per line of text. */
function articleLinks(doc: LoadedDoc): Link[] {
  const content = isMap(doc.doc.contents) ? doc.doc.contents.get('content', true) : undefined;
  if (!isScalar(content) || typeof content.value !== 'string') return [];
  const startLine = doc.lineCounter.linePos(content.range![0]).line + (content.type === 'BLOCK_LITERAL' ? 1 : 0);
  const out: Link[] = [];
  content.value.split('\n').forEach((text, i) => {
    for (const match of text.matchAll(/href="([^"]*)"/g)) {
      out.push({ href: match[1]!, origin: { file: doc.file, line: startLine + i, col: 1 } });
    }
  });
  return out;
}

export function contentLinks(content: Content): Link[] {
  const docs: LoadedDoc[] = [content.site.source, ...Object.values(content.pages).map((p) => p.source), ...content.services.map((s) => s.source)];
  return [...docs.flatMap(hrefNodes), ...content.blog.flatMap((a) => articleLinks(a.source))];
}
