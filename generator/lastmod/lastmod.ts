// lastmod: the day each page's content last changed, for sitemap.xml, from the content's git history. A page is
// what its route and the values it read make it (render/page-inputs.ts), so its content changed at a commit
// exactly when its fingerprint (state.ts) differs between that commit's content and the one before: a
// town's edit dates that town's page and the pages that show that town, not every page whose footer lists the
// regions' names. Templates and code are no content: a new template changes no date.
//
// The walk goes back from the newest commit that changed the content (lastmod/git.ts), state by state, until every
// page has met a state where it differs; its date is then the committer date (as a UK day) of the oldest commit
// of the run of equal states. Each commit's content is first brought to today's shape (migrations/), so a change
// of the content model is no change of any page. A page equal back to where the content began is dated by that
// first commit; back to the edge of a shallow clone, or to content that fails today's check even once migrated
// (a change of shape no migration covers), it is unknown. A page whose content now differs from the newest
// commit's is not committed yet: unknown too. Unknown means no lastmod, never the day of the build or a guess.
import { hashKey } from '../cache/keyed-cache.mjs';
import { claim } from '../model/collections.ts';
import { ukDate } from '../model/dates.ts';
import type { RenderData } from '../model/render-data.ts';
import type { Route } from '../model/types/route.ts';
import type { PageCache } from '../render/page-cache.ts';
import { SHORT_DIGEST } from '../render/page-inputs.ts';
import { pageFile } from '../render/render.ts';
import { LastmodCache, stateKey, type Walked } from './cache.ts';
import { type ContentCommit, contentHistory, contentTree, type History, readBlobs, type TreeFile } from './git.ts';
import {
  dataAt,
  fingerprints,
  isPresent,
  type PageReads,
  type StateInputs,
  type StateRecord,
  stateRecord,
  type WalkMemo,
} from './state.ts';

/** Commits whose files are asked of git at once. */
const BATCH = 16;

/** The pages as rendered: what each read, and the digest of each read's value in this build's data. */
export interface Rendered {
  pages: PageReads;
  digested: (read: string) => string;
}

/** What each of `routes` read when it was last rendered, from the page cache generate just made. */
export function pageReads(routes: readonly Route[], cache: PageCache): Rendered {
  const sets = cache.readSets.map((set) => set.map((read) => cache.reads[read]!));
  const pages = new Map<string, readonly string[]>();
  for (const route of routes) {
    const record = cache.pages[pageFile(route)];
    if (record) pages.set(route.path, sets[record.reads]!);
  }
  // The page cache keeps each value's SHA-256; a state record, its first characters (page-inputs.ts: shortDigest).
  const values = new Map(cache.reads.map((read, i) => [read, cache.values[i]!.slice(0, SHORT_DIGEST)]));
  return { pages, digested: (read) => values.get(read)! };
}

/** The state records of the commits, newest first, each from the cache or made from git when first asked for. */
class States {
  private readonly records: Array<StateRecord | undefined> = [];
  private readonly trees = new Map<number, TreeFile[] | undefined>();
  private readonly blobs = new Map<string, Uint8Array>();
  private readonly memo: WalkMemo = { parsed: new Map(), made: new Map() };
  /**
   * Records made in this walk, by the files they were made from: a commit that changed only files no collection
   * reads (content/README.md, the guide's pictures) has the record of the commit before it.
   */
  private readonly bySignature = new Map<string, StateRecord>();

  constructor(
    private readonly root: string,
    private readonly commits: readonly ContentCommit[],
    private readonly reads: ReadonlySet<string>,
    private readonly inputs: StateInputs,
    private readonly cache: LastmodCache,
  ) {}

  /** The record of the i-th commit; undefined when git cannot give its content (the history stops there). */
  at(i: number): StateRecord | undefined {
    if (this.records[i]) return this.records[i];
    const commit = this.commits[i]!.id;
    let record = this.cache.state(commit, this.reads);
    if (!record) {
      const files = this.files(i);
      if (!files) return undefined;
      const signature = files.map((file) => `${file.blob} ${file.path}`).join('\n');
      record = this.bySignature.get(signature);
      if (!record) {
        record = stateRecord(dataAt(files, this.blobs, this.memo, this.inputs), this.reads);
        this.bySignature.set(signature, record);
      }
      this.cache.saveState(commit, record);
    }
    return (this.records[i] = record);
  }

  /**
   * The files of the i-th commit that a collection claims or refuses (ignored ones left out), with every blob
   * read: those of the next few commits are asked for with them.
   */
  private files(i: number): TreeFile[] | undefined {
    if (!this.trees.has(i)) {
      const batch = this.commits.slice(i, i + BATCH).map((_, j) => i + j);
      for (const k of batch) {
        if (this.trees.has(k)) continue;
        const tree = contentTree(this.root, this.commits[k]!.id);
        this.trees.set(
          k,
          tree?.filter((file) => claim(file.path) !== 'ignored'),
        );
      }
      const blobs = new Set(batch.flatMap((k) => this.trees.get(k) ?? []).map((file) => file.blob));
      const unread = [...blobs].filter((id) => !this.blobs.has(id));
      for (const [id, bytes] of readBlobs(this.root, unread)) this.blobs.set(id, bytes);
    }
    const files = this.trees.get(i);
    return files?.every((file) => this.blobs.has(file.blob)) ? files : undefined;
  }
}

/**
 * Each page's fingerprint at the newest content commit and, when the history tells it, its date; `complete`
 * unless git could not give a commit's content. The pages not settled before a commit git cannot give, or whose
 * content fails today's check once migrated, have no date.
 */
function walk(history: History, pages: PageReads, states: States): { walked: Walked; complete: boolean } {
  const { commits } = history;
  const walked: Walked = {};
  const newest = states.at(0);
  if (!newest) return { walked, complete: false };
  const atNewest = fingerprints(newest, pages);
  let pending: string[] = [];
  for (const path of pages.keys()) {
    walked[path] = { fingerprint: atNewest(path) };
    // A page missing from the newest commit, or content that fails there, has no committed content to date.
    if (isPresent(walked[path].fingerprint)) pending.push(path);
  }
  for (let i = 1; pending.length && i < commits.length; i++) {
    const record = states.at(i);
    if (!record) return { walked, complete: false };
    // Content that today's check refuses even once migrated: a change of shape that no migration covers (or
    // content that was wrong then). What the pages were there is unknown, so those still pending stay undated.
    if ('fails' in record) return { walked, complete: true };
    const before = fingerprints(record, pages);
    const date = ukDate(new Date(commits[i - 1]!.date));
    pending = pending.filter((path) => {
      if (before(path) === walked[path]!.fingerprint) return true;
      walked[path]!.date = date;
      return false;
    });
  }
  // Equal back to the oldest commit listed: where the content began, unless the clone is cut short there.
  if (!history.shallow) for (const path of pending) walked[path]!.date = ukDate(new Date(commits.at(-1)!.date));
  return { walked, complete: true };
}

/**
 * The day (YYYY-MM-DD, UK) each page's content last changed, by path, for the pages `rendered` whose day the
 * history of the content under `root` tells; none at all outside a git repository. `data` is this build's
 * site data, `inputs` what past content is checked and expanded with (this build's).
 */
export function lastModified(
  root: string,
  data: RenderData,
  { pages, digested }: Rendered,
  inputs: StateInputs,
  note?: (line: string) => void,
): Map<string, string> {
  const dates = new Map<string, string>();
  const history = contentHistory(root);
  if (!history?.commits.length) return dates;
  const reads = new Set([...pages.values()].flat());
  const cache = new LastmodCache(root, stateKey(root, inputs), note);
  const walkKey = hashKey(
    history.shallow ? 'shallow' : 'full',
    ...history.commits.map((commit) => commit.id),
    ...[...pages].sort(([a], [b]) => (a < b ? -1 : 1)).map(([path, list]) => `${path}\n${list.join('\n')}`),
  );
  let walked = cache.walked(walkKey);
  if (!walked) {
    const walking = walk(history, pages, new States(root, history.commits, reads, inputs, cache));
    walked = walking.walked;
    // What git could not give this time is not kept as unknown for good.
    if (walking.complete) cache.saveWalked(walkKey, walked);
  }
  // Content that differs now from the newest commit's is not committed: its day is not known yet.
  const now = fingerprints(stateRecord(data, reads, digested), pages);
  for (const path of pages.keys()) {
    const { fingerprint: committed, date } = walked[path] ?? {};
    if (date && now(path) === committed) dates.set(path, date);
  }
  cache.prune(history.commits.map((commit) => commit.id));
  return dates;
}
