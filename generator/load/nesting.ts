// Parsing within bounds. yaml's parser keeps every open collection in memory: a few megabytes of "[" or of "- - -"
// exhaust it, and a long line of "? ? ?" takes minutes. So each token of yaml's own lexer is watched before the
// parser takes it, and parsing stops at the first that nests deeper than any content needs. The watch sees what
// the parser sees: what is quoted, commented or block text for one is so for the other (a scan that guessed quotes
// from characters once took an apostrophe in plain text for a quote, which hid megabytes of brackets from it).
import { Composer, CST, type Document, Lexer, type LineCounter, Parser } from 'yaml';

export const MAX_FLOW_DEPTH = 32;
export const MAX_INDENT = 120;

export type Nesting =
  /** A line whose indentation (its leading spaces) passes MAX_INDENT: reported at the line's start. */
  | { kind: 'indent'; offset: number; indent: number }
  /** A line whose "- ", "? " or ": " marks, with its spaces, nest its content past MAX_INDENT columns. */
  | { kind: 'markers'; offset: number; indent: number }
  /** The bracket that opens the collection MAX_FLOW_DEPTH + 1 deep. */
  | { kind: 'brackets'; offset: number };

/**
 * A watch over the lexer's tokens, given one at a time in order: the first place they nest deeper than
 * MAX_FLOW_DEPTH brackets or MAX_INDENT columns. Offsets and indentation are counted as yaml's Parser counts them
 * (parse/parser.js, `next`): a scalar's mark and the "doc-mode" and "flow-error-end" tokens take no room in the
 * text; spaces and marks at the start of a line are its indentation.
 */
function nestingWatch(): (token: string) => Nesting | undefined {
  let [offset, flow, indent, lineStart] = [0, 0, 0, 0];
  let [atNewLine, markers, atScalar] = [true, false, false];
  return (token) => {
    const type = atScalar ? 'scalar source' : CST.tokenType(token);
    atScalar = type === 'scalar';
    switch (type) {
      case 'scalar':
        atNewLine = false;
        return undefined;
      case 'doc-mode':
        return undefined;
      case 'flow-error-end':
        // The lexer ends a flow collection left open at a line that goes back to block indentation.
        flow = 0;
        return undefined;
      case 'newline':
        [atNewLine, indent, markers, lineStart] = [true, 0, false, offset + token.length];
        break;
      case 'space':
      case 'seq-item-ind':
      case 'explicit-key-ind':
      case 'map-value-ind':
        // Spaces (not tabs) and marks before a line's content are its indentation.
        if (atNewLine && (type !== 'space' || token[0] === ' ')) {
          indent += token.length;
          markers ||= type !== 'space';
          if (indent > MAX_INDENT)
            return markers ? { kind: 'markers', offset, indent } : { kind: 'indent', offset: lineStart, indent };
        }
        break;
      default:
        atNewLine &&= type === null;
        if ((type === 'flow-seq-start' || type === 'flow-map-start') && ++flow > MAX_FLOW_DEPTH)
          return { kind: 'brackets', offset };
        if (type === 'flow-seq-end' || type === 'flow-map-end') flow = Math.max(0, flow - 1);
    }
    offset += token.length;
    return undefined;
  };
}

type Options = ConstructorParameters<typeof Composer>[0];

/**
 * yaml's parseAllDocuments (public-api.js), with the lexer's tokens watched on their way to the parser: the
 * documents, or where the text first nests too deep (nothing past it parsed). Lines are counted into
 * `lineCounter` as the parser meets them, so every offset up to that place has its line.
 */
export function parseWithinLimits(
  text: string,
  lineCounter: LineCounter,
  options: Options,
): { docs: Document[] } | { deep: Nesting } {
  const parser = new Parser(lineCounter.addNewLine);
  const watch = nestingWatch();
  let deep: Nesting | undefined;
  function* tokens() {
    lineCounter.addNewLine(0);
    for (const token of new Lexer().lex(text)) {
      deep = watch(token);
      if (deep) return;
      yield* parser.next(token);
    }
    yield* parser.end();
  }
  const docs = Array.from(new Composer(options).compose(tokens())) as Document[];
  return deep ? { deep } : { docs };
}
