// How a file lays out its YAML, read from the file itself so that the lines added to it look like the lines
// around them: how far a nested map, a list and a block's text are indented from their key or dash, and whether
// braces and brackets have spaces inside. The first example of each in the file decides; the defaults are the
// content files' own.
import { type Document, isMap, isPair, isScalar, isSeq } from 'yaml';

/** How a file lays out its YAML: indentation steps (from a key to its children) and spaces inside braces. */
export interface Layout {
  map: number;
  seq: number;
  block: number;
  flowMapPadding: boolean;
  flowSeqPadding: boolean;
}

/** The layout of a parsed file: the first nested map, list and block scalar and the first braces show it. */
export function layoutOf(doc: Document | undefined, text: string): Layout {
  const layout: Layout = { map: 2, seq: 2, block: 2, flowMapPadding: true, flowSeqPadding: false };
  if (!doc) return layout;
  const lineStart = (at: number) => text.lastIndexOf('\n', at - 1) + 1;
  const col = (at: number) => at - lineStart(at);
  const found = new Set<keyof Layout>();
  const note = <K extends keyof Layout>(what: K, value: Layout[K]) => {
    if (!found.has(what)) layout[what] = value;
    found.add(what);
  };
  // `entryCol` is the column of the key or dash the node belongs to; steps are measured from there.
  const walk = (node: unknown, entryCol?: number, underKey = false): void => {
    if (isMap(node) || isSeq(node)) {
      const at = node.range?.[0];
      if (at === undefined) return;
      if (!node.flow && underKey && entryCol !== undefined) note(isMap(node) ? 'map' : 'seq', col(at) - entryCol);
      // An empty `{}` says nothing about padding.
      if (node.flow && node.items.length > 0)
        note(isMap(node) ? 'flowMapPadding' : 'flowSeqPadding', text[at + 1] === ' ');
      for (const item of node.items) {
        if (!isPair(item)) walk(item, node.flow ? undefined : col(at));
        else walk(item.value, isScalar(item.key) && item.key.range ? col(item.key.range[0]) : undefined, !node.flow);
      }
    } else if (isScalar(node) && entryCol !== undefined && node.srcToken && 'source' in node.srcToken) {
      const content = node.type?.startsWith('BLOCK') && node.srcToken.source.split('\n').find((line) => line.trim());
      if (content) note('block', content.search(/\S/) - entryCol);
    }
  };
  walk(doc.contents);
  return layout;
}
