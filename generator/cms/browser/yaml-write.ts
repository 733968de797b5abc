// Writes the text of new YAML fragments (a key added, a list item added, a value replaced) in the style of a
// node that is already written: its neighbour, the same key of an exemplar file, or the value it replaces. The
// style node decides flow or block collections, the quoting of scalars and folded or literal blocks; the layout
// (indentation steps, padding inside braces, folding width) is read from the file the fragment goes into. Only
// scalars go through yaml's stringify: it knows which strings need quoting. The rest is written here, so that
// a line is never re-folded or re-indented by a serialiser that does not know the file.
import { isMap, isPair, isScalar, isSeq, type Node, Scalar, stringify, YAMLSeq } from 'yaml';
import { dateText, isRecord, type KeyOrder, orderKeys, type Path } from './yaml-data.ts';
import type { Layout } from './yaml-layout.ts';

export interface Writer {
  layout: Layout;
  keyOrder?: KeyOrder;
}

/** Lines (each ending in a newline) of `key: value` with the key at column `col`. */
export function pairLines(key: string, value: unknown, style: Style, col: number, path: Path, w: Writer): string[] {
  const head = `${' '.repeat(col)}${keyText(key)}:`;
  if (isRecord(value) || Array.isArray(value)) {
    if (asFlow(value, style)) return [`${head} ${flowText(value, style, path, w)}\n`];
    const step = Array.isArray(value) ? w.layout.seq : w.layout.map;
    return [`${head}\n`, ...blockLines(value, style, col + step, path, w)];
  }
  const [first, ...rest] = scalarLines(value, style, col + w.layout.block);
  return [`${head} ${first}\n`, ...rest.map((line) => `${line}\n`)];
}

/** Lines of `- value` with the dash at column `col`. */
export function itemLines(value: unknown, style: Style, col: number, path: Path, w: Writer): string[] {
  const dash = `${' '.repeat(col)}- `;
  if (isRecord(value) || Array.isArray(value)) {
    if (asFlow(value, style)) return [`${dash}${flowText(value, style, path, w)}\n`];
    const [first = '', ...rest] = blockLines(value, style, col + 2, path, w);
    return [dash + first.slice(col + 2), ...rest];
  }
  const [first, ...rest] = scalarLines(value, style, col + w.layout.block);
  return [`${dash}${first}\n`, ...rest.map((line) => `${line}\n`)];
}

/** The lines of a block map or sequence whose keys or dashes are at column `col`. */
export function blockLines(value: unknown, style: Style, col: number, path: Path, w: Writer): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((item, i) => itemLines(item, itemStyle(style, i), col, [...path, i], w));
  }
  if (!isRecord(value)) return scalarLines(value, style, col + w.layout.block).map((line) => `${line}\n`);
  return mapKeys(value, style, path, w).flatMap((key, i) => [
    ...(i > 0 && blankBefore(style, key) ? ['\n'] : []),
    ...pairLines(key, value[key], keyStyle(style, key), col, [...path, key], w),
  ]);
}

/** A collection on one line: `[a, b]`, `{ k: v }`. */
export function flowText(value: unknown, style: Style, path: Path, w: Writer): string {
  const inner = (item: unknown, itemStyle: Style, at: Path) =>
    isRecord(item) || Array.isArray(item) ? flowText(item, itemStyle, at, w) : flowScalar(item, itemStyle);
  if (Array.isArray(value)) {
    const items = value.map((item, i) => inner(item, itemStyle(style, i, item), [...path, i]));
    return braced('[', items, ']', items.length > 0 && w.layout.flowSeqPadding);
  }
  const map = value as Record<string, unknown>;
  const keys = mapKeys(map, style, path, w);
  const pairs = keys.map((key) => `${keyText(key)}: ${inner(map[key], keyStyle(style, key), [...path, key])}`);
  return braced('{', pairs, '}', pairs.length > 0 && w.layout.flowMapPadding);
}

/**
 * A scalar as the lines it takes, the first without indentation (it follows `key: ` or `- `), a block's
 * content lines at column `contentCol`. `width` is the line width a folded block is folded at.
 */
export function scalarLines(value: unknown, style: Style, contentCol: number, width = foldWidth(style)): string[] {
  if (value instanceof Date) return scalarLines(dateText(value), style, contentCol, width);
  if (typeof value !== 'string') return [stringify(value).trimEnd()];
  const type = scalarType(value, style, false);
  const oneLine = (type: ScalarType) => stringify(styled(value, type), ONE_LINE).trimEnd();
  if (type !== 'BLOCK_FOLDED' && type !== 'BLOCK_LITERAL') return [source(style, value) ?? oneLine(type)];
  const lineWidth = type === 'BLOCK_FOLDED' ? Math.max(20, width - contentCol) : 0;
  const [header = '', ...content] = stringify(styled(value, type), { lineWidth }).slice(0, -1).split('\n');
  // yaml falls back to quotes for text a block cannot hold, and an indentation indicator (`|2`, for text that
  // starts with a space) would count from the parent's column, not from here: such rare text is quoted.
  if (!/^[|>][+-]?$/.test(header)) return [oneLine('QUOTE_DOUBLE')];
  return [header, ...content.map((line) => (line ? ' '.repeat(contentCol) + line : ''))];
}

type Style = Node | null | undefined;

/** yaml's options for a scalar on one line: never folded, and a line break in quotes written as `\n`. */
const ONE_LINE = { lineWidth: 0, doubleQuotedMinMultiLineLength: Number.POSITIVE_INFINITY };
type ScalarType = Scalar['type'];

/** A scalar written inside a flow collection (or after `key: ` on one line): never a block, never folded. */
function flowScalar(value: unknown, style: Style): string {
  if (value instanceof Date) return flowScalar(dateText(value), style);
  if (typeof value !== 'string') return stringify(value).trimEnd();
  const reused = source(style, value);
  if (reused !== undefined) return reused;
  // Inside a flow sequence, so that yaml quotes what a flow context cannot hold plain (", [ ] { }").
  const holder = new YAMLSeq();
  holder.flow = true;
  holder.items.push(styled(value, scalarType(value, style, true)));
  return stringify(holder, { ...ONE_LINE, flowCollectionPadding: false })
    .trimEnd()
    .slice(1, -1);
}

function scalarType(value: string, style: Style, inFlow: boolean): ScalarType {
  const type = isScalar(style) ? style.type : undefined;
  const block = type === 'BLOCK_FOLDED' || type === 'BLOCK_LITERAL';
  if (value.includes('\n')) return inFlow ? 'QUOTE_DOUBLE' : block ? type : 'BLOCK_LITERAL';
  if (block && (inFlow || value === '')) return 'PLAIN';
  return type ?? 'PLAIN';
}

const styled = (value: string, type: ScalarType) => Object.assign(new Scalar(value), { type });

/** The exact source of a one-line scalar whose value is unchanged, so that `1.50` stays `1.50`. */
function source(style: Style, value: string): string | undefined {
  if (!isScalar(style) || String(style.value) !== value || style.type?.startsWith('BLOCK')) return undefined;
  const token = style.srcToken;
  return token && 'source' in token && !token.source.includes('\n') ? token.source : undefined;
}

/** A key, plain unless it would read as something else (`true`, `a: b`). */
const keyText = (key: string) => flowScalar(key, undefined);

const braced = (open: string, items: string[], close: string, padded: boolean) =>
  padded ? `${open} ${items.join(', ')} ${close}` : `${open}${items.join(', ')}${close}`;

function asFlow(value: unknown[] | Record<string, unknown>, style: Style): boolean {
  const written = Array.isArray(value) ? (isSeq(style) ? style : undefined) : isMap(style) ? style : undefined;
  return Object.keys(value).length === 0 || Boolean(written?.flow);
}

/** The folding width of a folded block: the longest line it was written with, else about 100 characters. */
function foldWidth(style: Style): number {
  const token = isScalar(style) && style.type === 'BLOCK_FOLDED' ? style.srcToken : undefined;
  const lines = token && 'source' in token ? token.source.split('\n').filter((line) => line.trim()) : [];
  return lines.length > 1 ? Math.max(...lines.map((line) => line.length)) : 100;
}

function mapKeys(value: Record<string, unknown>, style: Style, path: Path, w: Writer): string[] {
  const styleKeys = isMap(style)
    ? style.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key))
    : [];
  return orderKeys(Object.keys(value), styleKeys, w.keyOrder?.(path));
}

function keyStyle(style: Style, key: string): Style {
  return isMap(style) ? (style.get(key, true) as Style) : undefined;
}

/** The style of a list's item `i`: the written item of the same value, else at the same place, else the last. */
function itemStyle(style: Style, i: number, value?: unknown): Style {
  if (!isSeq(style) || style.items.length === 0) return undefined;
  const items = style.items as Node[];
  const equal = value === undefined ? undefined : items.find((item) => isScalar(item) && item.value === value);
  return equal ?? items[Math.min(i, items.length - 1)];
}

function blankBefore(style: Style, key: string): boolean {
  const pair = isMap(style) ? style.items.find((p) => isPair(p) && isScalar(p.key) && p.key.value === key) : undefined;
  return Boolean(pair && isScalar(pair.key) && pair.key.spaceBefore);
}
