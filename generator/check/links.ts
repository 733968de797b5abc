// Every link written in content: the href fields of site.yaml and the pages, and the <a href> of articles.
import { isMap, isScalar, type Scalar } from 'yaml';
import { positionAt, positionInScalar, scalarValues } from '../diagnostics/yaml-position.ts';
import { articleLinks as linksInHtml } from '../model/article-html.ts';
import type { Content, LoadedDoc } from '../model/content.ts';
import type { Origin } from '../model/types/route.ts';

export interface Link {
  href: string;
  origin: Origin;
}

/** Reads the YAML nodes (not the plain data) so that each href keeps its exact position. */
function hrefNodes(doc: LoadedDoc): Link[] {
  return scalarValues(doc)
    .filter(({ path, node }) => path.at(-1) === 'href' && typeof node.value === 'string')
    .map(({ node }) => ({ href: String(node.value), origin: { file: doc.file, ...positionAt(doc, node.range![0]) } }));
}

/** An article's HTML body: the `content` scalar of a blog document. */
export function articleBody(doc: LoadedDoc): Scalar | undefined {
  const content = isMap(doc.doc.contents) ? doc.doc.contents.get('content', true) : undefined;
  return isScalar(content) && typeof content.value === 'string' ? content : undefined;
}

/** The links of an article's HTML (parsed as a browser parses it), each at its own line and column. */
function articleLinks(doc: LoadedDoc): Link[] {
  const body = articleBody(doc);
  if (!body) return [];
  return linksInHtml(String(body.value)).map(({ href, offset }) => ({
    href,
    origin: { file: doc.file, ...positionInScalar(doc, body, offset) },
  }));
}

export function contentLinks(content: Content): Link[] {
  const docs: LoadedDoc[] = [
    content.site.source,
    ...Object.values(content.pages).map((p) => p.source),
    ...content.services.map((s) => s.source),
  ];
  return [...docs.flatMap(hrefNodes), ...content.blog.flatMap((a) => articleLinks(a.source))];
}
