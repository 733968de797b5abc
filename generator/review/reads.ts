// Which of the change's values a changed page reads. A page's reads (render/page-inputs.ts) are paths through the
// render data; the objects on such a path are the content's own (a region is its file's data), so a read that
// differs names a file and a place in it, and a value row there, or under it, or above it, is one the page reads.
// A page's route is made from the YAML at its origin: when the route differs, the rows inside that node (a town's
// entry, or the whole file of an article) are read too. A page changed only through values its copy shows by a
// token ({phone}, {email}, {company}) reads those of site.yaml.
import { locate, pathToPointer, type SourceDoc } from '../diagnostics/yaml-position.ts';
import { type Content, entries } from '../model/content.ts';
import type { RenderData } from '../model/render-data.ts';
import type { Origin } from '../model/types/route.ts';
import { readKeys } from '../render/read-values.ts';
import type { PageChange } from './pages.ts';
import type { DataPath, ValueRow } from './values.ts';

/** A place in a content file: the file and the path in its data. */
interface FilePlace {
  file: string;
  at: DataPath;
}

/** The values a page shows through its copy's tokens (model/tokens.ts: siteTokens), by token. */
const TOKEN_PLACES: Readonly<Record<string, DataPath>> = {
  phone: ['phone'],
  email: ['email'],
  company: ['company', 'name'],
};
const TOKEN_VALUES = Object.values(TOKEN_PLACES);

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';
const prefixOf = (a: DataPath, b: DataPath) => a.every((key, i) => String(key) === String(b[i]));
const overlaps = (a: FilePlace, b: FilePlace) => a.file === b.file && (prefixOf(a.at, b.at) || prefixOf(b.at, a.at));

/** Where a read of the render data is in the content: the deepest content object on its path, and the keys after it. */
function placer(data: RenderData, content: Content) {
  const files = new Map<unknown, string>(entries(content).map((entry) => [entry.data, entry.source.file]));
  // The redirects are copied into the render data: they are the file's list.
  files.set(data.redirects, 'content/redirects.yaml');
  const site = content.site.source.file;
  return (read: string): { place?: FilePlace; route?: Origin } => {
    let value: unknown = data;
    let place: FilePlace | undefined;
    let after: string[] = [];
    const keys = readKeys(read);
    // What the render data works out from site.yaml once a build: the phone's forms, and the tokens' values.
    if (keys[0] === 'phone') return { place: { file: site, at: ['phone'] } };
    if (keys[0] === 'tokens') return keys[1] ? { place: { file: site, at: TOKEN_PLACES[keys[1]] ?? [] } } : {};
    for (const [i, key] of keys.entries()) {
      value = isObject(value) ? value[key] : undefined;
      if (keys[0] === 'routes' && i === 1 && isObject(value)) return { route: (value as { origin: Origin }).origin };
      const file = files.get(value);
      if (file) {
        place = { file, at: file === 'content/redirects.yaml' ? ['redirects'] : [] };
        after = [];
      } else after.push(key);
    }
    return place ? { place: { file: place.file, at: [...place.at, ...after] } } : {};
  };
}

const mark = (file: string, at: { line: number; col: number }) => `${file}:${at.line}:${at.col}`;

/**
 * Where the nodes around a row's value start (on the head's side): a route whose origin is one of them is made from
 * YAML that holds the value.
 */
function enclosing(row: ValueRow, docs: ReadonlyMap<string, SourceDoc>): Set<string> {
  const doc = docs.get(row.file);
  const marks = new Set<string>();
  if (!doc || row.side !== 'head') return marks;
  for (let n = row.at.length; n >= 0; n--)
    marks.add(mark(row.file, locate(doc, pathToPointer(row.at.slice(0, n).map(String)))));
  return marks;
}

/** The last key of each value that differs between two routes' props (a list of plain values is one value). */
function differingKeys(before: unknown, after: unknown, key = '', out = new Set<string>()): Set<string> {
  if (JSON.stringify(before) === JSON.stringify(after)) return out;
  const plain = (v: unknown) => !isObject(v) || (Array.isArray(v) && !v.some(isObject));
  if (plain(before) || plain(after)) return out.add(key);
  const [b, a] = [before as Record<string, unknown>, after as Record<string, unknown>];
  for (const k of new Set([...Object.keys(b), ...Object.keys(a)])) differingKeys(b[k], a[k], k, out);
  return out;
}

/**
 * For a changed page of `data` (the head's render data, made from `content`), the indexes of the `rows` it reads.
 */
export function readsOf(data: RenderData, content: Content, rows: readonly ValueRow[], docs: readonly SourceDoc[]) {
  const place = placer(data, content);
  const byFile = new Map(docs.map((doc) => [doc.file, doc]));
  const around = rows.map((row) => enclosing(row, byFile));
  const tokens = rows.flatMap((row, i) =>
    row.file === 'site.yaml' && TOKEN_VALUES.some((at) => prefixOf(at, row.at)) ? [i] : [],
  );
  return (page: PageChange): number[] => {
    const origins = page.routeChanged ? [page.route.origin] : [];
    const places: FilePlace[] = [];
    for (const read of page.reads) {
      const found = place(read);
      if (found.place) places.push(found.place);
      if (found.route) origins.push(found.route);
    }
    const read = rows.flatMap((row, i) =>
      places.some((p) => overlaps(p, row)) || origins.some((o) => around[i]!.has(mark(o.file, o))) ? [i] : [],
    );
    if (read.length) return read;
    // A route made from another entry's values too (a house-clearance page takes its town's postcodes): the
    // rows of its file under a key whose value differs in the route.
    const keys = page.before ? differingKeys(page.before.props, page.route.props) : new Set<string>();
    const taken = rows.flatMap((row, i) =>
      row.file === page.route.origin.file && keys.has(String(row.at.at(-1))) ? [i] : [],
    );
    return taken.length ? taken : tokens;
  };
}
