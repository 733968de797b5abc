// JSON pointer → YAML node → line:col, through the document kept by the load stage.
import {
  type Document,
  isMap,
  isScalar,
  isSeq,
  type LineCounter,
  type Node,
  type Pair,
  type Scalar,
  type YAMLMap,
} from 'yaml';

export interface Position {
  line: number;
  col: number;
}

export interface SourceDoc {
  file: string;
  doc: Document;
  lineCounter: LineCounter;
  /** The decoded text the document was parsed from. */
  text: string;
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

export const pathToPointer = (path: readonly string[]): string =>
  path.map((part) => `/${part.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

export interface ScalarValue {
  /** The keys and indexes leading to it from the document's root. */
  path: string[];
  node: Scalar;
}

/** Every scalar that is a value (not a key) in a document, with its path, in document order. */
export function scalarValues(source: SourceDoc): ScalarValue[] {
  const out: ScalarValue[] = [];
  const walk = (node: unknown, path: string[]): void => {
    if (isScalar(node)) out.push({ path, node });
    else if (isMap(node))
      for (const pair of node.items)
        walk(pair.value, [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)]);
    else if (isSeq(node)) node.items.forEach((item, i) => walk(item, [...path, String(i)]));
  };
  walk(source.doc.contents, []);
  return out;
}

/** The pair of a mapping with a key, the first if several: one lookup. */
type PairOf = (map: YAMLMap, key: string) => Pair | undefined;

const findPair: PairOf = (map, key) => map.items.find((p) => isScalar(p.key) && String(p.key.value) === key);

function child(node: unknown, key: string, pairOf: PairOf): { pair?: Pair; node?: unknown } {
  if (isMap(node)) {
    const pair = pairOf(node, key);
    return { pair, node: pair?.value };
  }
  if (isSeq(node)) return { node: node.items[Number(key)] };
  return {};
}

function locateWith(source: SourceDoc, pointer: string, key: string | undefined, pairOf: PairOf): Position {
  let node: unknown = source.doc.contents;
  let last: Node | undefined = node as Node | undefined;
  for (const part of pointerToPath(pointer)) {
    const next = child(node, part, pairOf).node;
    if (next === undefined || next === null) break;
    node = next;
    last = next as Node;
  }
  if (key !== undefined) {
    const pair = child(node, key, pairOf).pair;
    const keyNode = pair?.key as Node | undefined;
    if (keyNode?.range) return positionAt(source, keyNode.range[0]);
  }
  if (last?.range) return positionAt(source, last.range[0]);
  return { line: 1, col: 1 };
}

/** The node at a pointer; with `key`, the position of that key within the mapping at the pointer. */
export function locate(source: SourceDoc, pointer: string, key?: string): Position {
  return locateWith(source, pointer, key, findPair);
}

/**
 * locate, for many lookups in one document: each mapping's keys are indexed on its first lookup, so that a
 * problem with each of thousands of keys of one mapping costs one pass over it rather than one pass each.
 */
export function locator(source: SourceDoc): (pointer: string, key?: string) => Position {
  const indexes = new Map<YAMLMap, Map<string, Pair>>();
  const indexed: PairOf = (map, key) => {
    let index = indexes.get(map);
    if (!index) {
      index = new Map();
      for (const pair of map.items) {
        const name = isScalar(pair.key) ? String(pair.key.value) : undefined;
        if (name !== undefined && !index.has(name)) index.set(name, pair);
      }
      indexes.set(map, index);
    }
    return index.get(key);
  };
  return (pointer, key) => locateWith(source, pointer, key, indexed);
}

/**
 * The file position of an offset inside a scalar's value. A literal block (`|`) keeps one source line per line
 * of text, indented by a constant amount; a scalar written out verbatim (plain or quoted, with no escape or
 * line fold) maps one to one; for any other the value's start is the best available.
 */
export function positionInScalar(source: SourceDoc, node: Scalar, offset: number): Position {
  const start = node.range?.[0] ?? 0;
  if (node.type !== 'BLOCK_LITERAL') {
    const raw = source.text.slice(start, node.range?.[1] ?? start);
    const quoted = node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE';
    const verbatim = (quoted ? raw.slice(1, -1) : raw) === String(node.value);
    return positionAt(source, verbatim ? start + (quoted ? 1 : 0) + offset : start);
  }
  const firstLine = source.text.indexOf('\n', start) + 1;
  const indent = /^ */.exec(source.text.slice(firstLine))![0].length;
  const before = String(node.value).slice(0, offset).split('\n');
  const { line } = positionAt(source, firstLine);
  return { line: line + before.length - 1, col: indent + before.at(-1)!.length + 1 };
}

/**
 * The file position of `written`, found at `offset` in a scalar's value: the same text looked up in the
 * scalar's source, so that plain, quoted and folded scalars all give the exact line and column (escapes or a
 * line break inside `written` fall back to positionInScalar).
 */
export function positionOfMatch(source: SourceDoc, node: Scalar, offset: number, written: string): Position {
  const [start, end] = node.range ?? [0, 0];
  const raw = source.text.slice(start, end);
  const value = String(node.value);
  let nth = 0;
  for (let i = value.indexOf(written); i >= 0 && i < offset; i = value.indexOf(written, i + 1)) nth++;
  let at = raw.indexOf(written);
  for (let k = 0; k < nth && at >= 0; k++) at = raw.indexOf(written, at + 1);
  return at >= 0 ? positionAt(source, start + at) : positionInScalar(source, node, offset);
}
