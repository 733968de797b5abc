// The cache of lastmod's walk (.cache/lastmod/, entries of the keyed cache, keyed-cache.mjs): each commit's state
// record (state.ts), so that a new commit costs one state, not the whole history again; and each walk's
// outcome, so that a generate with no new commit and the same pages walks nothing. Every key holds the code
// that makes a state (the generator, the schemas, the installed packages) and this build's inputs to it (the
// day, the address, the pictures): a state depends on all of them. An entry damaged or missing is made again
// from git, so it cannot change a date.
import fs from 'node:fs';
import path from 'node:path';
import { hashKey, KeyedCache, sha256 } from '../cache/keyed-cache.mjs';
import { filesUnder } from '../write/files.mjs';
import { covers, type StateInputs, type StateRecord } from './state.ts';

export const LASTMOD_CACHE = '.cache/lastmod';
/** Part of every key: records of another version of this code are not read. */
const VERSION = 'lastmod v1';
const FILE = 'record.json';
/** Entries kept besides those of the history walked now: another branch's walks and states. */
const KEEP = 64;

/** A walk's outcome, by page path: its fingerprint at the newest content commit and its date, when known. */
export type Walked = Record<string, { fingerprint: string; date?: string }>;

/**
 * What a state is made with besides the commit: every file of the generator (it checks, expands and values
 * reads), the schemas as compiled, the installed packages, and this build's day, address, pictures and share cards.
 */
export function stateKey(root: string, { schemas, today, siteUrl, images, cards }: StateInputs): string {
  const generator = path.join(root, 'generator');
  const code = filesUnder(generator)
    .sort()
    .map((file) => `${file} ${sha256(fs.readFileSync(path.join(generator, file)))}`);
  const lock = path.join(root, 'package-lock.json');
  return hashKey(
    VERSION,
    ...code,
    `lock ${fs.existsSync(lock) ? sha256(fs.readFileSync(lock)) : ''}`,
    `schemas ${schemas.key}`,
    `today ${today}`,
    `site ${siteUrl ?? ''}`,
    `images ${sha256(JSON.stringify(images))}`,
    `cards ${sha256(JSON.stringify(cards))}`,
  );
}

export class LastmodCache {
  private readonly cache: KeyedCache;
  private readonly inUse = new Set<string>();
  private wrote = false;

  /** `key`: stateKey's. */
  constructor(
    root: string,
    private readonly key: string,
    note?: (line: string) => void,
  ) {
    this.cache = new KeyedCache(root, LASTMOD_CACHE, note ? { note } : {});
  }

  private read<T>(key: string): T | undefined {
    this.inUse.add(key);
    const entry = this.cache.read(key);
    return entry && (JSON.parse(fs.readFileSync(path.join(entry.dir, FILE), 'utf8')) as T);
  }

  private write(key: string, value: unknown): void {
    this.inUse.add(key);
    // An entry that lacked reads is replaced whole.
    this.cache.remove(key);
    const text = JSON.stringify(value);
    this.cache.addSync(key, (dir) => fs.writeFileSync(path.join(dir, FILE), text));
    this.wrote = true;
  }

  private stateEntry = (commit: string) => hashKey(this.key, 'state', commit);

  /** The record of `commit` when one was kept that values every one of `reads`. */
  state(commit: string, reads: Iterable<string>): StateRecord | undefined {
    const record = this.read<StateRecord>(this.stateEntry(commit));
    return record && covers(record, reads) ? record : undefined;
  }

  saveState(commit: string, record: StateRecord): void {
    this.write(this.stateEntry(commit), record);
  }

  /** `walk`: what a walk's outcome depends on besides the state key (the commits, the pages and their reads). */
  walked(walk: string): Walked | undefined {
    return this.read<Walked>(hashKey(this.key, 'walk', walk));
  }

  saveWalked(walk: string, walked: Walked): void {
    this.write(hashKey(this.key, 'walk', walk), walked);
  }

  /** After a walk that kept anything: the entries it used stay, with a few others; every commit's, if `commits`. */
  prune(commits: readonly string[]): void {
    if (!this.wrote) return;
    for (const commit of commits) this.inUse.add(this.stateEntry(commit));
    this.cache.prune({ keep: KEEP, inUse: this.inUse });
  }
}
