// Recording what a page's render reads, and valuing those reads in a build's data (page-inputs.ts explains how the
// page cache uses them). Free of Node's modules: the admin's Changes view runs the review's page comparison in the
// browser, so an object read whole is valued by the digest handed in (page-inputs.ts hands in SHA-256, for the
// page cache's records; left out, the object's JSON itself is the value, which compares the same).

/** Joins the keys of a path: content keys hold dots and slashes (picture URLs), never this. */
const SEP = '\u001f';
const DEPTH = 3;

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object';

/** A read as recorded: its text, made once, and the last render that made it. */
interface Read {
  text: string;
  render: number;
}

/**
 * A view of the data that records what each render reads: each property read (`=path`; an object counts only
 * as such, unless at the deepest level followed, where it counts whole), each `in` test (`?path`) and each
 * listing of an object's keys (`*path`). One view serves every page of a build: `begin()` before a render,
 * `end()` after it gives that render's reads, each once. An object reached by two paths is two views, each
 * recording its own path: the next build may find different objects there.
 */
export class ReadTracker<T extends object> {
  readonly data: T;
  private render = 0;
  private reads: string[] = [];

  constructor(data: T) {
    this.data = this.wrap(data, '', 0) as T;
  }

  begin(): void {
    this.render++;
    this.reads = [];
  }

  end(): string[] {
    return this.reads;
  }

  /** Records a read once per render; its text is made the first time it is read at all (this runs for every property a page reads). */
  private note(seen: Map<string, Read>, key: string, kind: string, prefix: string): void {
    let read = seen.get(key);
    if (read === undefined) seen.set(key, (read = { text: kind + prefix + key, render: 0 }));
    if (read.render === this.render) return;
    read.render = this.render;
    this.reads.push(read.text);
  }

  private wrap(value: object, at: string, depth: number): object {
    const prefix = depth === 0 ? '' : `${at}${SEP}`;
    const children = new Map<object, object>();
    const got = new Map<string, Read>();
    const tested = new Map<string, Read>();
    const listed = new Map<string, Read>();
    return new Proxy(value, {
      get: (target, key) => {
        const child = (target as Record<PropertyKey, unknown>)[key];
        // Symbols (iterators) and methods (Array.prototype's) are code, not data; their own reads of the data
        // come back through this trap.
        if (typeof key === 'symbol' || typeof child === 'function') return child;
        this.note(got, key, '=', prefix);
        if (child === null || typeof child !== 'object' || depth + 1 >= DEPTH) return child;
        let proxy = children.get(child);
        if (!proxy) children.set(child, (proxy = this.wrap(child, prefix + key, depth + 1)));
        return proxy;
      },
      has: (target, key) => {
        if (typeof key === 'string') this.note(tested, key, '?', prefix);
        return Reflect.has(target, key);
      },
      ownKeys: (target) => {
        this.note(listed, '', '*', at);
        return Reflect.ownKeys(target);
      },
      // Object.keys and spreading ask for descriptors, then read each value through get.
      getOwnPropertyDescriptor: (target, key) => {
        if (typeof key === 'string') this.note(tested, key, '?', prefix);
        return Reflect.getOwnPropertyDescriptor(target, key);
      },
    });
  }
}

/** The keys of a read's path, from the top of the data (none for a listing of the data's own keys). */
export const readKeys = (read: string): string[] => (read.length > 1 ? read.slice(1).split(SEP) : []);

/** Works out what reads give in one build's data, each path looked up and each read valued once. */
export function readValuer(data: object, digest: (text: string) => string = (text) => text): (read: string) => string {
  const objects = new Map<string, unknown>([['', data]]);
  const values = new Map<string, string>();
  const lookUp = (at: string): unknown => {
    if (objects.has(at)) return objects.get(at);
    const cut = at.lastIndexOf(SEP);
    const parent = lookUp(cut < 0 ? '' : at.slice(0, cut));
    const value = isObject(parent) ? parent[at.slice(cut + 1)] : undefined;
    objects.set(at, value);
    return value;
  };
  const valueAt = (read: string): string => {
    const kind = read[0];
    const at = read.slice(1);
    if (kind === '*') {
      const object = lookUp(at);
      return isObject(object) ? JSON.stringify(Object.keys(object)) : '!';
    }
    const cut = at.lastIndexOf(SEP);
    const parent = lookUp(cut < 0 ? '' : at.slice(0, cut));
    if (!isObject(parent)) return '!';
    const key = at.slice(cut + 1);
    if (kind === '?') return String(key in parent);
    const value = parent[key];
    if (!isObject(value)) return JSON.stringify(value) ?? 'undefined';
    // At the deepest level a page reads an object whole: its content is the value.
    if (at.split(SEP).length >= DEPTH) return digest(JSON.stringify(value));
    return Array.isArray(value) ? '[]' : '{}';
  };
  return (read) => {
    let value = values.get(read);
    if (value === undefined) values.set(read, (value = valueAt(read)));
    return value;
  };
}
