// The YAML mistakes people who are not programmers make every day, each told in plain English with the line
// as it should be written: a list item indented too far (YAML quietly joins it to the text above), ": " inside
// text without quotes, text wrapped in curly quotes pasted from a word processor, and a quote never closed.
import { type Document, isCollection, isSeq, type Scalar, visit, type YAMLError } from 'yaml';
import { type Diagnostic, diagnostic, type ParamsOf } from '../diagnostics/diagnostic.ts';

/** `text` as a YAML double-quoted scalar; on one line only \ and " need escaping. */
export function doubleQuoted(text: string): string {
  return `"${text.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}

/** The line holding [start, end) with that part replaced, without its indentation (it is shown in a hint). */
function lineWith(text: string, start: number, end: number, replacement: string): string {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  const lineEnd = newline < 0 ? text.length : newline;
  return `${text.slice(lineStart, start)}${replacement}${text.slice(end, lineEnd)}`.trim();
}

/** The text inside a pair of curly quotes (“…”, ‘…’, either way round) wrapping all of `value`. */
export function insideCurlyQuotes(value: string): string | undefined {
  return /^[“”„]([\s\S]*)[“”]$/.exec(value)?.[1] ?? /^[‘’‚]([\s\S]*)[‘’]$/.exec(value)?.[1];
}

/** Text whose ": " makes YAML read a key and a value, [start, end) as written: the line as it should be. */
export function colonInText(text: string, start: number, end: number): ParamsOf<'yaml-colon-in-text'> {
  const written = text.slice(start, end);
  const curly = insideCurlyQuotes(written);
  return { curly: curly !== undefined, fixed: lineWith(text, start, end, doubleQuoted(curly ?? written)) };
}

/** Where text that starts at `start` ends: at the first `stop` on its line, or the line's end; spaces trimmed. */
function textEnd(text: string, start: number, stop?: RegExp): number {
  const newline = text.indexOf('\n', start);
  const line = text.slice(start, newline < 0 ? text.length : newline);
  const found = stop?.exec(line);
  return start + (found ? line.slice(0, found.index) : line).trimEnd().length;
}

// Unquoted text ends at a comment and, inside { } or [ ], at , ] or }; quoted text inside them at , ] or }.
const PLAIN_END = { block: /\s#/, flow: /\s#|[,\]}]/ };
const FLOW_END = /[,\]}]/;

/** A file position from an offset in the text. */
export type At = (offset: number) => { file: string; line: number; col: number };

/** The quoted text the parser ran to the end of: it starts at the quote that was never closed. */
function unclosedQuote(doc: Document, errorAt: number): { node: Scalar; inFlow: boolean } | undefined {
  let found: { node: Scalar; inFlow: boolean } | undefined;
  visit(doc, {
    Scalar(_key, node, path) {
      if (
        (node.type === 'QUOTE_DOUBLE' || node.type === 'QUOTE_SINGLE') &&
        node.range &&
        node.range[0] < errorAt &&
        node.range[1] >= errorAt
      ) {
        const parent = [...path].reverse().find(isCollection);
        found = { node, inFlow: Boolean(parent?.flow) };
      }
    },
  });
  return found;
}

function unclosedQuoteProblem(text: string, doc: Document, error: YAMLError, at: At): Diagnostic | undefined {
  const open = unclosedQuote(doc, error.pos[0]);
  if (!open) return undefined;
  const start = open.node.range![0];
  const quote = text[start]!;
  const close = textEnd(text, start + 1, open.inFlow ? FLOW_END : undefined);
  const example = close > start + 1 ? lineWith(text, start, close, `${text.slice(start, close)}${quote}`) : undefined;
  return diagnostic('yaml-syntax', at(start), { variant: 'unclosed-quote', quote, example });
}

/** A parser error that is one of the everyday mistakes, in plain words; undefined for any other. */
export function parserMistake(text: string, doc: Document, error: YAMLError, at: At): Diagnostic | undefined {
  if (error.code === 'MISSING_CHAR' && /quote/.test(error.message)) return unclosedQuoteProblem(text, doc, error, at);
  if (error.code !== 'BLOCK_AS_IMPLICIT_KEY' && error.code !== 'BLOCK_IN_FLOW') return undefined;
  const start = error.pos[0];
  const end = textEnd(text, start, error.code === 'BLOCK_IN_FLOW' ? PLAIN_END.flow : PLAIN_END.block);
  if (!/:(\s|$)/.test(text.slice(start, end))) return undefined;
  return diagnostic('yaml-colon-in-text', at(start), colonInText(text, start, end));
}

/** The line before a folded "- …" line and that line, cut short around the join, as the page would show it. */
function joined(before: string, after: string): string {
  const head = before.length > 40 ? `…${before.slice(-40).replace(/^\S*\s/, '')}` : before;
  const tail = after.length > 30 ? `${after.slice(0, 30).replace(/\s\S*$/, '')}…` : after;
  return `"${head} ${tail}"`;
}

function foldedListItem(text: string, node: Scalar, listColumn: number | undefined, at: At): Diagnostic | undefined {
  const [start, end] = node.range!;
  const lines = text.slice(start, end).split('\n');
  const index = lines.findIndex((line, i) => i > 0 && /^\s*-(\s|$)/.test(line));
  if (index < 0) return undefined;
  const dash = start + lines.slice(0, index).join('\n').length + 1 + lines[index]!.indexOf('-');
  const before = lines.slice(0, index).findLast((line) => line.trim() !== '')!;
  return diagnostic('yaml-list-item-indent', at(dash), {
    joined: joined(before.trim(), lines[index]!.trim()),
    column: listColumn,
  });
}

function curlyQuoted(text: string, node: Scalar, at: At): Diagnostic | undefined {
  const value = String(node.value);
  const inside = insideCurlyQuotes(value);
  const [start, end] = node.range!;
  if (inside === undefined || text.slice(start, end).includes('\n')) return undefined;
  return diagnostic('yaml-curly-quotes', at(start), {
    marks: `${value[0]} ${value.at(-1)}`,
    straight: lineWith(text, start, end, doubleQuoted(inside)),
    kept: lineWith(text, start, end, doubleQuoted(value)),
  });
}

/** Mistakes in a document that parsed: plain text holding a folded list item, or wrapped in curly quotes. */
export function scalarMistakes(text: string, doc: Document, at: At): Diagnostic[] {
  const out: Diagnostic[] = [];
  visit(doc, {
    Scalar(key, node, path) {
      if (node.type !== 'PLAIN' || typeof node.value !== 'string' || !node.range) return;
      const parent = path.at(-1);
      const listColumn = isSeq(parent) && !parent.flow && parent.range ? at(parent.range[0]).col : undefined;
      const problem =
        foldedListItem(text, node, listColumn, at) ?? (key === 'key' ? undefined : curlyQuoted(text, node, at));
      if (problem) out.push(problem);
    },
  });
  return out;
}
