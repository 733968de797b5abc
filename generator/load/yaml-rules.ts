// The YAML-level rules: content is one plain document with no anchors, aliases, tags or directives.
// Nesting deeper than any content needs stops the parser as it reads (nesting.ts): some inputs (thousands of
// unclosed brackets) would exhaust its memory. The rest is checked on the parsed document.
import { type Document, isAlias, isNode, isScalar, type LineCounter, visit } from 'yaml';
import { type Diagnostic, diagnostic } from '../diagnostics/diagnostic.ts';
import { MAX_FLOW_DEPTH, MAX_INDENT, type Nesting } from './nesting.ts';
import { type At, parserMistake, scalarMistakes } from './yaml-mistakes.ts';

/** Brackets deeper than MAX_FLOW_DEPTH or indentation past MAX_INDENT, where parsing stopped: no content needs it. */
function tooDeep(file: string, deep: Nesting, lineCounter: LineCounter): Diagnostic {
  const at = { file, ...lineCounter.linePos(deep.offset) };
  if (deep.kind === 'brackets')
    return diagnostic('nesting-too-deep', at, { variant: 'brackets', limit: MAX_FLOW_DEPTH });
  return diagnostic('nesting-too-deep', at, { variant: deep.kind, indent: deep.indent, limit: MAX_INDENT });
}

function firstLine(message: string) {
  const line = message.split('\n')[0]!.replace(/ at line \d+, column \d+.*$/, '');
  return line.charAt(0).toLowerCase() + line.slice(1);
}

/**
 * The offset of the first key that repeats an earlier key of its mapping, as yaml's own check (uniqueKeys) finds
 * them: scalar keys with the same value. That check compares each key with every one before it, so a mapping of
 * many keys took time in their square; this one keeps each mapping's keys in a set. The duplicate with the lowest
 * offset is the one the parser would have reported first, since it composes the document in order.
 */
function firstDuplicateKey(doc: Document): number | undefined {
  let first: number | undefined;
  visit(doc, {
    Map(_key, map) {
      const seen = new Set<unknown>();
      for (const { key } of map.items) {
        if (!isScalar(key) || (typeof key.value === 'number' && Number.isNaN(key.value))) continue;
        if (seen.has(key.value)) {
          if (key.range && (first === undefined || key.range[0] < first)) first = key.range[0];
          return;
        }
        seen.add(key.value);
      }
    },
  });
  return first;
}

/** The first of the parser's errors and the first duplicate key, whichever comes first: the one problem reported. */
function parserProblem(text: string, doc: Document, at: At, duplicate: number | undefined): Diagnostic {
  const error = doc.errors[0];
  if (!error || (duplicate !== undefined && duplicate < error.pos[0]))
    return diagnostic('yaml-duplicate-key', at(duplicate!));
  const mistake = parserMistake(text, doc, error, at);
  if (mistake) return mistake;
  if (error.code === 'TAB_AS_INDENT') return diagnostic('yaml-tab-indent', at(error.pos[0]));
  return diagnostic('yaml-syntax', at(error.pos[0]), { variant: 'parser', reason: firstLine(error.message) });
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
  const duplicate = firstDuplicateKey(first);
  if (first.errors.length || duplicate !== undefined) return [parserProblem(text, first, at, duplicate)];
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

export const yamlProblems = { tooDeep, afterParse };
