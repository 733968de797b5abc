// The pre-scan: nesting deeper than any content needs, found before the parser runs. The parser keeps every open
// collection in memory (a few megabytes of "[" or "- - -" exhaust it, and a long line of "? ? ?" takes minutes),
// so the depth is measured on the tokens of yaml's own lexer, which holds nothing and reads each character once:
// what is quoted, commented or block text for the parser is so here too (no guess from the characters, which an
// apostrophe in plain text once fooled into hiding megabytes of brackets).
import { CST, Lexer } from 'yaml';

export const MAX_FLOW_DEPTH = 32;
export const MAX_INDENT = 120;

export type Nesting =
  /** A line whose indentation (its leading spaces) passes MAX_INDENT: reported at the line's start. */
  | { kind: 'indent'; offset: number; indent: number }
  /** A line whose "- ", "? " or ": " markers, with its spaces, nest its content past MAX_INDENT columns. */
  | { kind: 'markers'; offset: number; indent: number }
  /** The bracket that opens the collection MAX_FLOW_DEPTH + 1 deep. */
  | { kind: 'brackets'; offset: number };

/** Markers that, at the start of a line, nest what follows as the parser counts indentation. */
const MARKERS = new Set<CST.TokenType>(['seq-item-ind', 'explicit-key-ind', 'map-value-ind']);

/**
 * The first place `text` nests deeper than MAX_FLOW_DEPTH brackets or MAX_INDENT columns, or undefined. Offsets and
 * indentation follow yaml's Parser (parse/parser.js, `next`): a scalar's marker and the lexer's "doc-mode" and
 * "flow-error-end" tokens take no room in the text; spaces and markers at the start of a line are its indentation.
 */
export function deepNesting(text: string): Nesting | undefined {
  let offset = 0;
  let flow = 0;
  let indent = 0;
  let lineStart = 0;
  let atNewLine = true;
  let markers = false;
  let atScalar = false;
  for (const token of new Lexer().lex(text)) {
    if (atScalar) {
      atScalar = false;
      offset += token.length;
      continue;
    }
    const type = CST.tokenType(token);
    if (type === 'scalar') {
      atScalar = true;
      atNewLine = false;
      continue;
    }
    if (type === 'doc-mode') continue;
    if (type === 'flow-error-end') {
      // The lexer ended an unclosed flow collection at a line that goes back to block indentation.
      flow = 0;
      continue;
    }
    if (type === 'newline') [atNewLine, indent, markers, lineStart] = [true, 0, false, offset + token.length];
    else if (type === 'space' || (type !== null && MARKERS.has(type))) {
      // As the parser counts: spaces (not tabs) and markers before a line's content are its indentation.
      if (atNewLine && (type !== 'space' || token[0] === ' ')) {
        indent += token.length;
        markers ||= type !== 'space';
        if (indent > MAX_INDENT)
          return markers ? { kind: 'markers', offset, indent } : { kind: 'indent', offset: lineStart, indent };
      }
    } else {
      atNewLine = false;
      if ((type === 'flow-seq-start' || type === 'flow-map-start') && ++flow > MAX_FLOW_DEPTH)
        return { kind: 'brackets', offset };
      if (type === 'flow-seq-end' || type === 'flow-map-end') flow = Math.max(0, flow - 1);
    }
    offset += token.length;
  }
  return undefined;
}
