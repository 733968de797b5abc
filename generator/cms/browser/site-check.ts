// check, in the browser, on the whole site with the entry being edited in place of its file: the same rules and
// the same words as `npm run check`, run on the text the save would write (format.ts). Each problem is placed on
// the field it is about (the path of the YAML node at its line and column), for the widgets to show beside it.
import { isMap, isPair, isScalar, isSeq, type Node, parseDocument } from 'yaml';
import { checkSources } from '../../check/check-sources.ts';
import type { Diagnostic } from '../../diagnostics/diagnostic.ts';
import type { PictureProbe } from '../../images/image-rules.ts';
import { loadTexts } from '../../load/parse.ts';
import { ukDate } from '../../model/dates.ts';
import type { SchemaRegistry } from '../../validate/schema-registry.ts';
import type { Snapshot } from '../build/snapshot.ts';

export type Path = readonly (string | number)[];

export interface Problem {
  severity: Diagnostic['severity'];
  /** check's own words: the message, then its hint. */
  message: string;
  /** The field it is about, in the entry's data. */
  path: Path;
  line: number;
  col: number;
}

/** Where pictures uploaded in this session go; their files reach the site with the entry's save. */
const UPLOADS = '/images/uploads/';

function pictures(snapshot: Snapshot): PictureProbe {
  // A picture uploaded in this session is not in the snapshot; it is checked in full by CI's check.
  return (src) => snapshot.pictures[src] ?? (src.startsWith(UPLOADS) ? 'present' : 'missing');
}

/** check on the site as generate last built it, with `file` holding `text` when given. */
export function checkEdit(snapshot: Snapshot, schemas: SchemaRegistry, today: string, file?: string, text?: string) {
  const texts = new Map(Object.entries(snapshot.files));
  if (file !== undefined && text !== undefined) texts.set(file, text);
  const loaded = loadTexts(texts, snapshot.published);
  return checkSources({ loaded, schemas, pictures: pictures(snapshot) }, today);
}

/** The path of the deepest node of `text` at `line`:`col` (1-based). */
export function pathAt(text: string, line: number, col: number): Path {
  const lines = text.split('\n');
  let offset = col - 1;
  for (let i = 0; i < line - 1 && i < lines.length; i++) offset += lines[i]!.length + 1;
  const doc = parseDocument(text);
  const within = (node: Node | null | undefined) =>
    !!node?.range && node.range[0] <= offset && offset <= Math.max(node.range[1], node.range[0]);
  let path: (string | number)[] = [];
  let node: unknown = doc.contents;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find(
        (item) => isPair(item) && (within(item.key as Node) || within(item.value as Node) || inPair(item, offset)),
      );
      if (!pair) break;
      path = [...path, String(isScalar(pair.key) ? pair.key.value : pair.key)];
      node = pair.value;
    } else if (isSeq(node)) {
      const index = node.items.findIndex((item) => within(item as Node));
      if (index < 0) break;
      path = [...path, index];
      node = node.items[index];
    } else break;
  }
  return path;
}

/** Whether `offset` is between a pair's key and the end of its value (a problem at the colon, say). */
function inPair(pair: { key: unknown; value: unknown }, offset: number): boolean {
  const start = (pair.key as Node | null)?.range?.[0];
  const end = (pair.value as Node | null)?.range?.[1] ?? (pair.key as Node | null)?.range?.[1];
  return start !== undefined && end !== undefined && start <= offset && offset <= end;
}

/**
 * check's problems with the site if `file` held `text`, those of `file` only (the rest of the site is as
 * generate last built it). `today` is the UK's date, as generate's.
 */
export function problemsOf(
  snapshot: Snapshot,
  schemas: SchemaRegistry,
  file: string,
  text: string,
  today = ukDate(new Date()),
): Problem[] {
  const result = checkEdit(snapshot, schemas, today, file, text);
  return result.diagnostics
    .filter((d) => d.file === file)
    .map((d) => ({
      severity: d.severity,
      message: d.hint ? `${d.message} ${d.hint}` : d.message,
      path: pathAt(text, d.line, d.col),
      line: d.line,
      col: d.col,
    }));
}
