// The YAML-level rules: content is one plain document with no anchors, aliases, tags or directives.
// Checked before and after parsing, because some inputs (thousands of unclosed brackets) would exhaust the
// parser's memory: those are refused by a cheap scan before it ever runs.
import { type Document, isAlias, isNode, isScalar, type LineCounter, visit } from 'yaml';
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { type At, parserMistake, scalarMistakes } from './yaml-mistakes.ts';

const MAX_FLOW_DEPTH = 32;
const MAX_INDENT = 120;

/** Flow brackets deeper than MAX_FLOW_DEPTH or indentation past MAX_INDENT: no content needs either. */
function nestingProblem(file: string, text: string): Diagnostic | undefined {
  let depth = 0;
  let line = 1;
  let lineStart = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      line++;
      lineStart = i + 1;
      let indent = 0;
      while (text[i + 1 + indent] === ' ') indent++;
      if (indent > MAX_INDENT) {
        return diagnostic('nesting-too-deep', { file, line, col: 1 }, { variant: 'indent', indent, limit: MAX_INDENT });
      }
    } else if (quote) {
      if (c === quote) quote = '';
    } else if ((c === '"' || c === "'") && /[\s[{,:]/.test(text[i - 1] ?? ' ')) quote = c;
    else if (c === '[' || c === '{') {
      if (++depth > MAX_FLOW_DEPTH) {
        return diagnostic(
          'nesting-too-deep',
          { file, line, col: i - lineStart + 1 },
          { variant: 'brackets', limit: MAX_FLOW_DEPTH },
        );
      }
    } else if (c === ']' || c === '}') depth = Math.max(0, depth - 1);
  }
  return undefined;
}

function beforeParse(file: string, text: string): Diagnostic[] {
  const nesting = nestingProblem(file, text);
  return nesting ? [nesting] : [];
}

/** The parser's errors that have a code of their own. */
const PARSER_CODES: Record<string, 'yaml-tab-indent' | 'yaml-duplicate-key'> = {
  TAB_AS_INDENT: 'yaml-tab-indent',
  DUPLICATE_KEY: 'yaml-duplicate-key',
};

function firstLine(message: string) {
  const line = message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '');
  return line.charAt(0).toLowerCase() + line.slice(1);
}

function parserProblems(text: string, doc: Document, at: At): Diagnostic[] {
  return doc.errors.slice(0, 1).map((error) => {
    const mistake = parserMistake(text, doc, error, at);
    if (mistake) return mistake;
    const known = PARSER_CODES[error.code];
    if (known) return diagnostic(known, at(error.pos[0]));
    return diagnostic('yaml-syntax', at(error.pos[0]), { variant: 'parser', reason: firstLine(error.message) });
  });
}

/** The nearest `marker…` token before a node: its anchor or tag as written, which the node's range omits. */
function tokenBefore(text: string, offset: number, marker: string): { offset: number; token: string } {
  let start = text.lastIndexOf(marker, offset);
  while (start > 0 && /\S/.test(text[start - 1]!)) start--; // "!!binary" ends in "!binary"
  const token = /^\S+/.exec(text.slice(start))?.[0] ?? marker;
  return { offset: Math.max(start, 0), token };
}

function structureProblems(text: string, doc: Document, at: At): Diagnostic[] {
  const out: Diagnostic[] = [];
  visit(doc, (_key, node) => {
    if (isAlias(node)) {
      out.push(diagnostic('yaml-alias', at(node.range![0]), { alias: node.source }));
    } else if (isNode(node)) {
      const start = node.range![0];
      if (node.anchor) {
        const anchor = tokenBefore(text, start, `&${node.anchor}`);
        out.push(diagnostic('yaml-anchor', at(anchor.offset), { anchor: anchor.token }));
      }
      if (node.tag) {
        const tag = tokenBefore(text, start, '!');
        const written = tag.token.startsWith('!') ? tag.token : node.tag;
        out.push(diagnostic('yaml-tag', at(tag.offset), { tag: written }));
      }
    }
  });
  return out;
}

function directiveProblem(file: string, text: string, doc: Document): Diagnostic[] {
  const extraTags = Object.keys(doc.directives?.tags ?? {}).some((t) => t !== '!!' && t !== '!');
  if (!doc.directives?.yaml.explicit && !extraTags) return [];
  const line = text.split('\n').findIndex((l) => l.startsWith('%')) + 1;
  return [diagnostic('yaml-directive', { file, line: Math.max(line, 1), col: 1 })];
}

function afterParse(file: string, text: string, docs: Document[], lineCounter: LineCounter): Diagnostic[] {
  const contents = docs[0]?.contents;
  if (!contents || (isScalar(contents) && (contents.value === null || contents.value === ''))) {
    return [diagnostic('empty-file', { file, line: 1, col: 1 })];
  }
  const first = docs[0]!;
  const at: At = (offset) => ({ file, ...lineCounter.linePos(offset) });
  if (first.errors.length) return parserProblems(text, first, at);
  const out = [
    ...directiveProblem(file, text, first),
    ...structureProblems(text, first, at),
    ...scalarMistakes(text, first, at),
  ];
  if (docs.length > 1) {
    const second = docs[1]!;
    out.push(diagnostic('yaml-multi-document', at(second.range?.[0] ?? 0), { count: docs.length }));
  }
  return out;
}

export const yamlProblems = { beforeParse, afterParse };
