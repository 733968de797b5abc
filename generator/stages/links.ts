// Every link written in content: the href fields of site.yaml and the pages, and the <a href> of articles.
import { isMap, isScalar, isSeq, type Node, type Scalar } from 'yaml';
import { positionInScalar } from '../yaml-position.ts';
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

/** An article's HTML body: the `content` scalar of a blog document. */
export function articleBody(doc: LoadedDoc): Scalar | undefined {
  const content = isMap(doc.doc.contents) ? doc.doc.contents.get('content', true) : undefined;
  return isScalar(content) && typeof content.value === 'string' ? content : undefined;
}

/** `<a href="...">` inside an article's HTML, each at its own line and column. */
function articleLinks(doc: LoadedDoc): Link[] {
  const body = articleBody(doc);
  if (!body) return [];
  return [...String(body.value).matchAll(/href="([^"]*)"/g)].map((match) => ({
    href: match[1]!,
    origin: { file: doc.file, ...positionInScalar(doc, body, match.index! + 'href="'.length) },
  }));
}

export function contentLinks(content: Content): Link[] {
  const docs: LoadedDoc[] = [content.site.source, ...Object.values(content.pages).map((p) => p.source), ...content.services.map((s) => s.source)];
  return [...docs.flatMap(hrefNodes), ...content.blog.flatMap((a) => articleLinks(a.source))];
}
