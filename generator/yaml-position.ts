// JSON pointer → YAML node → line:col, through the document kept by the load stage.
import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node, type Pair } from 'yaml';

export interface Position {
  line: number;
  col: number;
}

export interface SourceDoc {
  file: string;
  doc: Document;
  lineCounter: LineCounter;
}

export function positionAt(source: SourceDoc, offset: number): Position {
  const { line, col } = source.lineCounter.linePos(offset);
  return { line, col };
}

export function pointerToPath(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function child(node: unknown, key: string): { pair?: Pair; node?: unknown } {
  if (isMap(node)) {
    const pair = node.items.find((p) => isScalar(p.key) && String(p.key.value) === key);
    return { pair, node: pair?.value };
  }
  if (isSeq(node)) return { node: node.items[Number(key)] };
  return {};
}

/** The node at a pointer; with `key`, the position of that key within the mapping at the pointer. */
export function locate(source: SourceDoc, pointer: string, key?: string): Position {
  let node: unknown = source.doc.contents;
  let last: Node | undefined = node as Node | undefined;
  for (const part of pointerToPath(pointer)) {
    const next = child(node, part).node;
    if (next === undefined || next === null) break;
    node = next;
    last = next as Node;
  }
  if (key !== undefined) {
    const pair = child(node, key).pair;
    const keyNode = pair?.key as Node | undefined;
    if (keyNode?.range) return positionAt(source, keyNode.range[0]);
  }
  if (last?.range) return positionAt(source, last.range[0]);
  return { line: 1, col: 1 };
}
