// Types of keyed-cache.mjs (plain JavaScript, shared with generator/cli/run.mjs).

export function sha256(data: string | NodeJS.ArrayBufferView): string;
/** A key from the parts an entry is made from: any change to one gives another key. */
export function hashKey(...parts: string[]): string;

/** An entry as read or filed: its key, its folder, its own data and its files (relative to `dir`). */
export interface Entry<Meta = unknown> {
  key: string;
  dir: string;
  meta: Meta;
  files: string[];
}

export interface Manifest<Meta = unknown> {
  layout: string;
  key: string;
  meta: Meta;
  /** Each file of the entry, relative to it, with its SHA-256. */
  files: Record<string, string>;
  check: string;
}

export class KeyedCache<Meta = unknown> {
  /** `dir`: the cache's folder relative to `root`; `note` is told, in one line, of each entry set aside as damaged. */
  constructor(root: string, dir: string, options?: { note?: (line: string) => void });
  readonly root: string;
  readonly name: string;
  readonly dir: string;
  keys(): string[];
  manifest(key: string): Manifest<Meta> | undefined;
  read(key: string, options?: { touch?: boolean }): Entry<Meta> | undefined;
  touch(key: string): void;
  begin(): string;
  commit(building: string, key: string, meta?: Meta): Entry<Meta>;
  abandon(building: string): void;
  add(key: string, fill: (dir: string) => Promise<Meta | undefined> | Meta | undefined): Promise<Entry<Meta>>;
  addSync(key: string, fill: (dir: string) => Meta | undefined): Entry<Meta>;
  remove(key: string): void;
  prune(options?: { keep?: number; inUse?: Iterable<string> }): void;
}
