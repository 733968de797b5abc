// The walk of a YAML edit: compares each node of the original document with the new data and records a splice
// (replace the text between two offsets) only where they differ. A changed scalar is replaced in its own style;
// a map or list is walked into; a flow collection is written again on one line; what changes kind (a text
// that becomes a list) is written again whole. Keys and items are cut as whole lines, with the comments that
// belong to them alone, and added after the entry they follow.
import { type Document, isMap, isScalar, isSeq, type Node, type Scalar, type YAMLMap, type YAMLSeq } from 'yaml';
import { commonItems, isEmpty, isRecord, orderKeys, type Path, same, withoutEmpty } from './yaml-data.ts';
import {
  contentEnd,
  cutRuns,
  insert,
  itemSpans,
  lineEnd,
  lineStart,
  pairSpans,
  type Span,
  type Splice,
  type Splicing,
} from './yaml-lines.ts';
import { blockLines, flowText, itemLines, pairLines, scalarLines, type Writer } from './yaml-write.ts';

interface Ctx extends Splicing {
  w: Writer;
}

/** A value's place: the entry it is written in (none for the document itself), and the list it is an item of. */
interface Entry {
  span?: Span;
  key?: string;
  siblings?: readonly unknown[];
}

/** The splices that turn the text of `doc` into a text of `next`. */
export function splices(doc: Document, text: string, next: unknown, w: Writer): Splice[] {
  const contents = doc.contents as Node;
  const ctx: Ctx = { text, w, splices: [], headerEnd: lineStart(text, contents.range![0]) };
  editValue(contents, doc.toJS(), next, [], {}, ctx);
  return ctx.splices;
}

function editValue(node: unknown, old: unknown, next: unknown, path: Path, entry: Entry, ctx: Ctx): void {
  if (same(old, next)) return;
  const value = withoutEmpty(next);
  const collection = isRecord(value) || Array.isArray(value);
  if (isMap(node) && !node.flow && isRecord(old) && isRecord(next)) editMap(node, old, next, path, entry, ctx);
  else if (isSeq(node) && !node.flow && Array.isArray(old) && Array.isArray(next)) {
    editSeq(node, old, next, path, entry, ctx);
  } else if ((isMap(node) || isSeq(node)) && node.flow && collection) {
    ctx.splices.push({ from: node.range![0], to: node.range![1], text: flowText(value, node, path, ctx.w) });
  } else if (isScalar(node) && !collection && node.range![1] > node.range![0]) {
    replaceScalar(node, value, entry, ctx);
  } else rewrite(entry, node, value, path, ctx);
}

/** A scalar in its own style: the same quotes, the same block kind and indentation, the same folding width. */
function replaceScalar(node: Scalar, value: unknown, entry: Entry, ctx: Ctx): void {
  const [from, valueEnd] = node.range!;
  const token = node.srcToken;
  const entryCol = entry.span?.col ?? 0;
  if (node.type === 'BLOCK_FOLDED' || node.type === 'BLOCK_LITERAL') {
    const content = token && 'source' in token ? token.source.split('\n').find((line) => line.trim()) : undefined;
    const lines = scalarLines(value, node, content?.search(/\S/) ?? entryCol + ctx.w.layout.block);
    const newline = ctx.text[valueEnd - 1] === '\n' ? '\n' : '';
    ctx.splices.push({ from, to: valueEnd, text: lines.join('\n') + newline });
    return;
  }
  const [first, ...rest] = scalarLines(value, node, entryCol + ctx.w.layout.block);
  if (rest.length === 0) ctx.splices.push({ from, to: valueEnd, text: first! });
  else {
    // Text with a line break becomes a literal block; a comment after the old value stays on the header line.
    const to = lineEnd(ctx.text, valueEnd);
    ctx.splices.push({ from, to, text: [first + ctx.text.slice(valueEnd, to), ...rest].join('\n') });
  }
}

function editMap(
  map: YAMLMap,
  old: Record<string, unknown>,
  next: Record<string, unknown>,
  path: Path,
  entry: Entry,
  ctx: Ctx,
) {
  const spans = pairSpans(map, ctx);
  const keys = map.items.map((pair) => String(isScalar(pair.key) ? pair.key.value : pair.key));
  const cut = new Set(keys.flatMap((key, i) => (!same(old[key], next[key]) && isEmpty(next[key]) ? [i] : [])));
  const kept = keys.filter((_, i) => !cut.has(i));
  const added = Object.keys(next).filter((key) => !keys.includes(key) && !isEmpty(next[key]));
  const order = orderKeys([...kept, ...added], kept, ctx.w.keyOrder?.(path));
  const firstKept = keys.indexOf(kept[0]!);
  // A compact map (`- name: x`) whose first key goes, or gets a key before it, is simplest written again.
  if (kept.length === 0 || (spans[0]!.inline && (firstKept > 0 || !kept.includes(order[0]!)))) {
    rewrite(entry, map, withoutEmpty(next), path, ctx);
    return;
  }
  keys.forEach((key, i) => {
    if (cut.has(i) || same(old[key], next[key])) return;
    // The same key of the other items of the list this map is in: the style of a key added below this one.
    const siblings = (entry.siblings ?? []).map((item) => (isMap(item) ? item.get(key, true) : undefined));
    const child = { span: spans[i], key, siblings };
    editValue(map.items[i]!.value, old[key], next[key], [...path, key], child, ctx);
  });
  cutRuns(spans, cut, ctx);
  const style = (key: string) => (entry.siblings ?? []).find((item): item is YAMLMap => isMap(item) && item.has(key));
  for (const [anchor, group] of groupAfter(order, kept)) {
    const lines = group.flatMap((key) => {
      const keyStyle = style(key)?.get(key, true) as Node | undefined;
      return pairLines(key, withoutEmpty(next[key]), keyStyle, spans[firstKept]!.col, [...path, key], ctx.w);
    });
    insert(anchor === undefined ? undefined : spans[keys.indexOf(anchor)], spans[firstKept]!, lines, ctx);
  }
}

function editSeq(seq: YAMLSeq, old: unknown[], next: unknown[], path: Path, entry: Entry, ctx: Ctx) {
  const items = seq.items as Node[];
  const spans = itemSpans(seq, ctx);
  const plan = planItems(old, next);
  const survivors = [...plan.edited.keys(), ...plan.kept].sort((a, b) => a - b);
  const first = survivors[0];
  const beforeFirst = plan.added.some((gap) => gap.after === undefined);
  if (first === undefined || (spans[0]!.inline && (first > 0 || beforeFirst))) {
    rewrite(entry, seq, withoutEmpty(next), path, ctx);
    return;
  }
  for (const [i, j] of plan.edited) {
    editValue(items[i], old[i], next[j], [...path, j], { span: spans[i], siblings: items }, ctx);
  }
  cutRuns(spans, plan.cut, ctx);
  for (const { after, indexes } of plan.added) {
    const near = after ?? first;
    const lines = indexes.flatMap((j) => {
      const value = withoutEmpty(next[j]);
      return itemLines(value, neighbour(items, near, value), spans[first]!.col, [...path, j], ctx.w);
    });
    insert(after === undefined ? undefined : spans[after], spans[first]!, lines, ctx);
  }
}

interface ItemPlan {
  kept: number[];
  /** Old index to new index: items that changed in place (same place, same kind), edited rather than replaced. */
  edited: Map<number, number>;
  cut: Set<number>;
  /** New items, by the old item they follow (undefined: before the first). */
  added: { after: number | undefined; indexes: number[] }[];
}

/** How the old list becomes the new: the longest run of same items stays, and the gaps between are edited. */
function planItems(old: unknown[], next: unknown[]): ItemPlan {
  const plan: ItemPlan = { kept: [], edited: new Map(), cut: new Set(), added: [] };
  let [i, j, last] = [0, 0, undefined as number | undefined];
  for (const [mi, mj] of [...commonItems(old, next), [old.length, next.length]] as const) {
    const gone = range(i, mi);
    const come = range(j, mj).filter((k) => !isEmpty(next[k]));
    while (gone.length > 0 && come.length > 0 && kind(old[gone[0]!]) === kind(next[come[0]!])) {
      last = gone.shift()!;
      plan.edited.set(last, come.shift()!);
    }
    for (const k of gone) plan.cut.add(k);
    if (come.length > 0) plan.added.push({ after: last, indexes: come });
    if (mi < old.length) plan.kept.push((last = mi));
    [i, j] = [mi + 1, mj + 1];
  }
  return plan;
}

const range = (from: number, to: number) => Array.from({ length: to - from }, (_, k) => from + k);
const kind = (value: unknown) => (Array.isArray(value) ? 'list' : isRecord(value) ? 'map' : 'scalar');
const nodeKind = (node: unknown) => (isSeq(node) ? 'list' : isMap(node) ? 'map' : 'scalar');

/** The written item nearest to `near` of the same kind as `value`: the style a new item follows. */
function neighbour(items: Node[], near: number, value: unknown): Node | undefined {
  const byDistance = range(0, items.length).sort((a, b) => Math.abs(a - near) - Math.abs(b - near) || b - a);
  const match = byDistance.find((k) => nodeKind(items[k]) === kind(value));
  return items[match ?? near];
}

/** The keys of `order` that are not kept, grouped by the kept key they follow (undefined: before them all). */
function groupAfter(order: string[], kept: string[]): [string | undefined, string[]][] {
  const groups: [string | undefined, string[]][] = [[undefined, []]];
  for (const key of order) {
    if (kept.includes(key)) groups.push([key, []]);
    else groups.at(-1)![1].push(key);
  }
  return groups.filter(([, group]) => group.length > 0);
}

/** Writes the entry again whole, its old value as the style: for a value that changed kind. */
function rewrite(entry: Entry, style: unknown, value: unknown, path: Path, ctx: Ctx): void {
  const { span, key } = entry;
  const node = style as Node | undefined;
  if (!span) {
    const text = blockLines(value, node, 0, path, ctx.w).join('').trimEnd();
    ctx.splices.push({ from: node!.range![0], to: lineEnd(ctx.text, contentEnd(node!, ctx.text)), text });
  } else {
    const lines =
      key === undefined
        ? itemLines(value, node, span.col, path, ctx.w)
        : pairLines(key, value, node, span.col, path, ctx.w);
    ctx.splices.push({ from: span.at, to: span.end, text: lines.join('').slice(span.col) });
  }
}
