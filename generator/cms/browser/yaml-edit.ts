// Saving a CMS entry without rewriting its file. Decap hands over the whole data of an entry after every edit;
// serialising that data again would lose the comments, the schema line, the key order, the quoting and the
// flow or block styles, and re-fold long text, so a one-line change would show as hundreds. Instead the
// original text is parsed with its source positions (each node's range), the old data is compared with the
// new, and only the text of what differs is spliced: a changed value's source is replaced, an added key or
// item is inserted as new lines, a removed one's lines are cut. Only those new fragments are written, in the
// style of their neighbours (yaml-write.ts). Every untouched byte stays as it was, and the result is parsed
// again and compared with the data before it is returned.
//
// It runs in the browser (bundled by esbuild), so it imports only the yaml package.
import { type Document, parseDocument } from 'yaml';
import { isEmpty, type KeyOrder, same, withoutEmpty } from './yaml-data.ts';
import { layoutOf } from './yaml-layout.ts';
import type { Splice } from './yaml-lines.ts';
import { splices } from './yaml-splice.ts';
import { blockLines, type Writer } from './yaml-write.ts';

export interface EditOptions {
  /** The order of keys a map should have (the JSON Schema's property order), for placing a key that is added. */
  keyOrder?: KeyOrder;
}

export interface NewFileOptions extends EditOptions {
  /** The first line, e.g. "# yaml-language-server: $schema=../../schemas/blog.schema.json". */
  schemaLine?: string;
  /** The text of a hand-written file of the same kind, whose style the new file follows. */
  exemplar?: string;
}

/** The original text with only the differences between its data and `next` applied; untouched bytes identical. */
export function editYaml(original: string, next: unknown, options: EditOptions = {}): string {
  const doc = parse(original);
  if (!doc) {
    throw new Error(
      `This file cannot be edited in the browser until its YAML is fixed: ${problem(original)}. Open it in a ` +
        'text editor (npm run check shows the line), correct it, then edit it here again.',
    );
  }
  // A file whose every line ends in CRLF is edited as LF and given its CRLF back.
  const crlf = original.includes('\r\n') && !/(^|[^\r])\n/.test(original);
  const text = crlf ? original.replaceAll('\r\n', '\n') : original;
  const lf = crlf ? parse(text)! : doc;
  const w: Writer = { layout: layoutOf(lf, text), keyOrder: options.keyOrder };
  const result = lf.contents === null ? appended(text, next, w) : applied(text, splices(lf, text, next, w));
  return checked(crlf ? result.replaceAll('\n', '\r\n') : result, next);
}

/** The text of a new file for `next`, in the style of `exemplar` (another file of the same collection). */
export function newYaml(next: unknown, options: NewFileOptions): string {
  const exemplar = options.exemplar === undefined ? undefined : parse(options.exemplar);
  const w: Writer = { layout: layoutOf(exemplar, options.exemplar ?? ''), keyOrder: options.keyOrder };
  const body = blockLines(withoutEmpty(next), exemplar?.contents, 0, [], w).join('');
  return checked(options.schemaLine === undefined ? body : `${options.schemaLine}\n${body}`, next);
}

/** The document, or undefined when the text is not valid YAML. */
function parse(text: string): Document | undefined {
  const doc = parseDocument(text, { keepSourceTokens: true });
  return doc.errors.length === 0 ? doc : undefined;
}

/** yaml's first error, without the excerpt of the file it appends (`... at line 3, column 5:\n\n...`). */
function problem(text: string): string {
  const [error] = parseDocument(text).errors;
  return (error?.message ?? 'it is not valid YAML').split(':\n')[0]!;
}

/** A file of comments only (or nothing): the data goes after them. */
function appended(original: string, next: unknown, w: Writer): string {
  if (isEmpty(next)) return original;
  const head = original === '' || original.endsWith('\n') ? original : `${original}\n`;
  return head + blockLines(withoutEmpty(next), undefined, 0, [], w).join('');
}

function applied(text: string, edits: Splice[]): string {
  // Insertions before a cut at the same place; otherwise in the order the walk made them (inner first).
  const sorted = edits.map((edit, i) => ({ ...edit, i })).sort((a, b) => a.from - b.from || a.to - b.to || a.i - b.i);
  let out = '';
  let at = 0;
  for (const edit of sorted) {
    if (edit.from < at) throw new Error('yaml-edit bug: two edits overlap; the file is left as it was');
    out += text.slice(at, edit.from) + edit.text;
    at = edit.to;
  }
  return out + text.slice(at);
}

/** The result, once it is known to parse to the data it was made for. */
function checked(result: string, next: unknown): string {
  const doc = parseDocument(result);
  if (doc.errors.length > 0 || !same(doc.toJS(), next)) {
    throw new Error('yaml-edit bug: the edited text does not hold the edited data; the file is left as it was');
  }
  return result;
}
