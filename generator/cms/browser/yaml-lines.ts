// Where the entries of a block map or list are written, line by line, and how whole lines are cut from the
// text or inserted into it: the geometry of a YAML edit, on the original text and the nodes' source ranges.
import type { CST, Node, YAMLMap, YAMLSeq } from 'yaml';

/** Replace the text between two offsets of the original. */
export interface Splice {
  from: number;
  to: number;
  text: string;
}

/** The original text and the splices made to it so far. */
export interface Splicing {
  text: string;
  splices: Splice[];
  /** The start of the first line of content: the comments above it (the schema line) are never cut. */
  headerEnd: number;
}

/** Where a pair of a block map or an item of a block list is written. */
export interface Span {
  /** The key or the dash. */
  at: number;
  /** The start of its first line, or `at` when something precedes it on the line (`- name: x`: name's pair). */
  start: number;
  /** After the newline of its last line. */
  end: number;
  /** The column of `at`. */
  col: number;
  inline: boolean;
}

export function pairSpans(map: YAMLMap, s: Splicing): Span[] {
  return map.items.map((pair) => span((pair.key as Node).range![0], (pair.value ?? pair.key) as Node, s.text));
}

/** Each item's span, from its dash: the source tokens of the list say where each dash is. */
export function itemSpans(seq: YAMLSeq, s: Splicing): Span[] {
  const token = seq.srcToken as CST.BlockSequence;
  const dashes = token.items.flatMap((item) =>
    item.start.filter((t) => t.type === 'seq-item-ind').map((t) => t.offset),
  );
  if (dashes.length !== seq.items.length) throw new Error('yaml-edit bug: the list items and their dashes differ');
  return seq.items.map((item, i) => span(dashes[i]!, item as Node, s.text));
}

function span(at: number, last: Node, text: string): Span {
  const start = lineStart(text, at);
  const inline = text.slice(start, at).trim() !== '';
  const end = Math.min(lineEnd(text, contentEnd(last, text)) + 1, text.length);
  return { at, start: inline ? at : start, end, col: at - start, inline };
}

/** New lines after the entry `after`, or before `first` (the first entry that stays). */
export function insert(after: Span | undefined, first: Span, lines: string[], s: Splicing): void {
  const text = lines.join('');
  if (!after) s.splices.push({ from: first.start, to: first.start, text });
  else if (after.end < s.text.length || s.text.endsWith('\n')) s.splices.push({ from: after.end, to: after.end, text });
  else s.splices.push({ from: after.end, to: after.end, text: `\n${text.slice(0, -1)}` });
}

/**
 * Cuts each run of consecutive entries as whole lines. Comment lines right above a run, at its column, go with
 * it when nothing else follows them (the next line is blank, a comment, or out of the collection). When the run
 * was a paragraph of its own, one of the blank lines around it goes too, so that two never meet.
 */
export function cutRuns(spans: Span[], cut: Set<number>, s: Splicing): void {
  const runs = [...cut]
    .sort((a, b) => a - b)
    .reduce<number[][]>((acc, i) => {
      const run = acc.at(-1);
      if (run && run.at(-1) === i - 1) run.push(i);
      else acc.push([i]);
      return acc;
    }, []);
  for (const run of runs) {
    const [first, last] = [spans[run[0]!]!, spans[run.at(-1)!]!];
    const after = lineAt(s.text, last.end);
    const closing = after === undefined || !after.trim() || indentOf(after) < first.col;
    let [from, to] = [first.start, last.end];
    if (closing || after.trim().startsWith('#')) {
      while (from > s.headerEnd && isCommentAt(lineBefore(s.text, from), first.col)) from = previousLine(s.text, from);
    }
    const blankAbove = from > 0 && !lineBefore(s.text, from).trim();
    // At the collection's start or after a blank line, with more of it below a blank line: that blank goes.
    const more = run.at(-1)! < spans.length - 1 && after !== undefined && !after.trim();
    if ((run[0] === 0 || blankAbove) && more) to = lineEnd(s.text, to) + 1;
    else if (blankAbove && closing && from > s.headerEnd) from = previousLine(s.text, from);
    s.splices.push({ from, to: Math.min(to, s.text.length), text: '' });
  }
}

/** After the last character of a node's value that is not white space. */
export function contentEnd(node: Node, text: string): number {
  let end = node.range![1];
  while (end > node.range![0] && /\s/.test(text[end - 1]!)) end--;
  return end;
}

export const lineStart = (text: string, at: number) => text.lastIndexOf('\n', at - 1) + 1;
export const lineEnd = (text: string, at: number) =>
  text.indexOf('\n', at) === -1 ? text.length : text.indexOf('\n', at);
const lineAt = (text: string, start: number) =>
  start >= text.length ? undefined : text.slice(start, lineEnd(text, start));
const previousLine = (text: string, start: number) => lineStart(text, start - 1);
const lineBefore = (text: string, start: number) => text.slice(previousLine(text, start), start - 1);
const indentOf = (line: string) => line.search(/\S/);
const isCommentAt = (line: string, col: number) => line.trim().startsWith('#') && indentOf(line) === col;
