// The one disk cache every cache of the generator is made of: the compiled command line, the bundles, the
// validators, the page cache and the processed photos each keep entries in a folder of their own under
// .cache/ (README, "The cache folder"). An entry is a folder named by its key, holding its files and a
// manifest.json that lists each file with its SHA-256, the entry's own data (`meta`) and the layout, and
// checks itself. A cache is an optimisation, never a source of truth:
// - an entry is built in a private folder and renamed into place whole, so no reader sees half of one;
// - reading an entry verifies every file against the manifest: anything missing, cut short, garbage or altered
//   sets the whole entry aside (one note), and the caller makes it again; what is published comes only from
//   verified entries;
// - an entry of another layout, or a folder without a manifest, is not read, and pruning removes it;
// - a cache made with `stamps` (the share cards) trusts without reading them again the files of an entry whose
//   stamp still holds (stamps.mjs): the same size, modification time and inode as when they were last verified;
//   with `held` (watch mode's session), what this process verified is held in memory on the same terms, so that
//   a save reads no manifest or stamp again for an entry whose files the file system still shows so; saved in one
//   sealed file of the cache's folder (saveHeld, loadHeld), they spare the next process those reads too.
// Plain JavaScript, so that generator/cli/run.mjs (run by Node without a loader) uses the same code as the
// TypeScript stages; its types are the JSDoc below, which tsc checks (checkJs) and the stages import.
import { hash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { systemCode } from '../diagnostics/environment.mjs';
import { filesUnder, writeWhole } from '../write/files.mjs';
import { STAMP, settle, settledStats, stamp, stampHolds, statsHold } from './stamps.mjs';

/** Part of every manifest: a change to how entries are laid out must not read old ones. */
const LAYOUT = 'keyed-cache v1';
const MANIFEST = 'manifest.json';
/** Private folders (an entry being built, one being removed) start with this; entry keys never do. */
const PRIVATE = '.';
/** The file of a cache's folder that keeps the entries a process held (saveHeld); never an entry's name. */
const HELD = `${PRIVATE}held.json`;
/** A private folder older than this was left by a process that died: nobody will rename or remove it. */
const ABANDONED_MS = 10 * 60_000;

/**
 * SHA-256 in hex, made in one call (crypto.hash: the same digest as createHash's, without a Hash object each).
 * @param {string | NodeJS.ArrayBufferView} data
 */
export const sha256 = (data) => hash('sha256', data, 'hex');

/**
 * A key from the parts an entry is made from: any change to one gives another key.
 * @param {...string} parts
 */
export const hashKey = (...parts) => sha256(parts.join('\0')).slice(0, 24);

/**
 * An entry as read or filed: its key, its folder, its own data and its files (relative to `dir`).
 * @template [Meta=unknown]
 * @typedef {object} Entry
 * @property {string} key
 * @property {string} dir
 * @property {Meta} meta
 * @property {string[]} files
 */

/**
 * What manifest.json holds: the layout, the key, the entry's own data, each file of the entry (relative to it)
 * with its SHA-256, and the check of all of that.
 * @template [Meta=unknown]
 * @typedef {object} Manifest
 * @property {string} layout
 * @property {string} key
 * @property {Meta} meta
 * @property {Record<string, string>} files
 * @property {string} check
 */

/**
 * An entry this process verified, with what the file system said of each of its files then (stamps.mjs).
 * @template [Meta=unknown]
 * @typedef {object} Held
 * @property {Entry<Meta>} entry
 * @property {Record<string, string>} stats
 */

/**
 * The manifest's own check: the hash of everything else in it.
 * @param {Omit<Manifest, 'check'>} manifest
 */
const seal = ({ layout, key, meta, files }) => sha256(JSON.stringify({ layout, key, meta, files }));

/**
 * Whether `error` is a system error of one of `codes`.
 * @param {unknown} error
 * @param {...string} codes
 */
const isCode = (error, ...codes) => codes.includes(systemCode(error) ?? '');

/**
 * A read that failed, in a few words: its system error code, else its message.
 * @param {unknown} error
 */
const failure = (error) => systemCode(error) ?? (error instanceof Error ? error.message : String(error));

/**
 * One cache's folder of entries; `Meta` is the type of each entry's own data.
 * @template [Meta=unknown]
 */
export class KeyedCache {
  /**
   * `dir`: the cache's folder relative to `root` (e.g. .cache/bundles); `note` is told, in one line, of each
   * entry set aside as damaged; with `stamps`, an entry whose files are as they were when last verified is
   * trusted without hashing them again (stamps.mjs); `held`, kept by the caller from one run to the next, holds
   * each entry verified with its files' stats, and an entry whose files still show them is used at no read.
   * @param {string} root
   * @param {string} dir
   * @param {{ note?: (line: string) => void; stamps?: boolean; held?: Map<string, Held<Meta>> }} [options]
   */
  constructor(root, dir, { note = () => {}, stamps = false, held } = {}) {
    /** @readonly */
    this.root = root;
    /** @readonly */
    this.name = dir;
    /** @readonly */
    this.dir = path.join(root, dir);
    /** @private @readonly */
    this.note = note;
    /** @private @readonly */
    this.stamps = stamps;
    /** @private @readonly */
    this.held = held;
    /** Whether this object changed `held` (an entry held anew, or dropped): then it is worth saving again. */
    this.heldChanged = false;
  }

  /**
   * Puts into `held` the entries the last saveHeld() kept: each is used, as one held in memory is, only while the
   * file system shows every file of it exactly as when it was verified. Nothing when none was saved, or the file
   * is not what was written (its seal: then it is as if none was).
   * @param {Map<string, Held<Meta>>} held
   */
  loadHeld(held) {
    let text;
    try {
      text = fs.readFileSync(path.join(this.dir, HELD), 'utf8');
    } catch {
      return;
    }
    const line = text.indexOf('\n');
    const body = text.slice(line + 1);
    if (line < 0 || text.slice(0, line) !== sha256(body)) return;
    /** @type {{ layout?: unknown; entries?: Record<string, { meta: Meta; stats: Record<string, string> }> }} */
    let saved;
    try {
      saved = JSON.parse(body);
    } catch {
      return;
    }
    if (saved?.layout !== LAYOUT || typeof saved.entries !== 'object' || saved.entries === null) return;
    for (const [key, saving] of Object.entries(saved.entries)) {
      const stats = saving?.stats;
      if (key !== path.basename(key) || key.startsWith(PRIVATE) || typeof stats !== 'object' || !stats) continue;
      // A stamped entry is held with its stamp's stat (#hold), or not at all.
      if (this.stamps && typeof stats[STAMP] !== 'string') continue;
      const files = Object.keys(stats).filter((file) => file !== STAMP);
      held.set(key, { entry: { key, dir: path.join(this.dir, key), meta: saving.meta, files }, stats });
    }
  }

  /**
   * Keeps `held` (the entries this process verified, with their files' stats) for the next process's loadHeld:
   * written beside the entries and renamed into place whole, behind the hash of its text. Left unsaved when the
   * cache cannot be written: the next process then reads each entry's manifest and stamp, as before.
   * @param {ReadonlyMap<string, Held<Meta>>} held
   */
  saveHeld(held) {
    const entries = Object.fromEntries([...held].map(([key, { entry, stats }]) => [key, { meta: entry.meta, stats }]));
    const body = JSON.stringify({ layout: LAYOUT, entries });
    try {
      // Its temporary name starts as HELD does, with PRIVATE: pruning leaves it to this process.
      writeWhole(path.join(this.dir, HELD), `${sha256(body)}\n${body}`);
    } catch {
      // Unsaved: the next process reads each entry's manifest and stamp.
    }
  }

  /**
   * The keys of the entries there (folders with a manifest), most recently used first.
   * @returns {string[]}
   */
  keys() {
    return this.#byRecency(this.#entries());
  }

  /**
   * The entry's manifest, its own check passed, without reading its files (to decide which entry to read);
   * undefined when there is no such entry or it is of another layout. A damaged manifest sets the entry aside.
   * @param {string} key
   * @returns {Manifest<Meta> | undefined}
   */
  manifest(key) {
    const file = path.join(this.dir, key, MANIFEST);
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (error) {
      // No entry, or a folder without a manifest (another layout, or one that was being removed): none.
      if (isCode(error, 'ENOENT')) return undefined;
      return this.#damaged(key, `${MANIFEST} cannot be read (${failure(error)})`);
    }
    /** @type {Manifest<Meta> | null} */
    let manifest;
    try {
      manifest = JSON.parse(text);
    } catch {
      return this.#damaged(key, `${MANIFEST} is not what was stored`);
    }
    if (manifest?.layout !== LAYOUT) return undefined;
    if (manifest.key !== key || manifest.check !== seal(manifest) || typeof manifest.files !== 'object')
      return this.#damaged(key, `${MANIFEST} is not what was stored`);
    return manifest;
  }

  /**
   * The entry, every file of it verified against its manifest, marked as just used unless `touch` is false (a
   * command that writes nothing, such as check); undefined when there is none or it is damaged (then set aside:
   * the caller makes it again).
   * @param {string} key
   * @param {{ touch?: boolean }} [options]
   * @returns {Entry<Meta> | undefined}
   */
  read(key, { touch = true } = {}) {
    // Held since this process verified it (and touched it then): used while its files are as they were.
    const held = this.held?.get(key);
    if (held && statsHold(held.entry.dir, held.stats)) return held.entry;
    if (this.held?.delete(key)) this.heldChanged = true;
    const manifest = this.manifest(key);
    if (!manifest) return undefined;
    const dir = path.join(this.dir, key);
    if (!this.stamps || !stampHolds(dir, manifest)) {
      const problem = this.#verify(dir, manifest.files);
      if (problem) return this.#damaged(key, problem);
      if (this.stamps) stamp(dir, manifest, this.dir);
    }
    if (touch) this.touch(key);
    const entry = { key, dir, meta: manifest.meta, files: Object.keys(manifest.files) };
    this.#hold(entry);
    return entry;
  }

  /**
   * Holds an entry just verified or filed, with its files' stats, unless one was modified too recently to tell.
   * @param {Entry<Meta>} entry
   */
  #hold(entry) {
    // With its stamp: a stamp damaged since (the sign to verify by hash) stops the entry being held too.
    const stats = this.held && settledStats(entry.dir, this.stamps ? [...entry.files, STAMP] : entry.files);
    if (!stats) return;
    this.held?.set(entry.key, { entry, stats });
    this.heldChanged = true;
  }

  /**
   * Marks an entry as just used: pruning keeps the most recently used.
   * @param {string} key
   */
  touch(key) {
    const now = new Date();
    try {
      fs.utimesSync(path.join(this.dir, key), now, now);
    } catch {
      // Another process set it aside meanwhile: what was verified is still ours to use.
    }
  }

  /**
   * The first file of `files` whose content is not what was stored, said in a few words; undefined when none.
   * @param {string} dir
   * @param {Record<string, string>} files
   * @returns {string | undefined}
   */
  #verify(dir, files) {
    const present = new Set(filesUnder(dir));
    for (const [file, hash] of Object.entries(files)) {
      if (!present.has(file)) return `${file} is missing`;
      let content;
      try {
        content = fs.readFileSync(path.join(dir, file));
      } catch (error) {
        return `${file} cannot be read (${failure(error)})`;
      }
      if (sha256(content) !== hash) return `${file} is not what was stored`;
    }
    const extra = [...present].find((file) => file !== MANIFEST && file !== STAMP && !(file in files));
    return extra ? `${extra} was not stored` : undefined;
  }

  /**
   * A private folder to build an entry in; commit() files it under its key, abandon() removes it.
   * @returns {string}
   */
  begin() {
    const dir = path.join(this.dir, `${PRIVATE}tmp-${process.pid}-${randomBytes(4).toString('hex')}`);
    fs.mkdirSync(dir, { recursive: true });
    return dir;
  }

  /**
   * Files the folder from begin() under `key` with its manifest and `meta`, renamed into place whole. Another
   * process may have filed the same key meanwhile: then theirs is as good, and ours is dropped. An entry without
   * `meta` stores null (JSON has no undefined).
   * @param {string} building
   * @param {string} key
   * @param {Meta} [meta]
   * @returns {Entry<Meta>}
   */
  commit(building, key, meta = /** @type {Meta} */ (null)) {
    const files = Object.fromEntries(
      filesUnder(building).map((file) => [file, sha256(fs.readFileSync(path.join(building, file)))]),
    );
    const manifest = { layout: LAYOUT, key, meta, files };
    const check = seal(manifest);
    fs.writeFileSync(path.join(building, MANIFEST), JSON.stringify({ ...manifest, check }));
    if (this.stamps) {
      settle(building, Object.keys(files));
      stamp(building, { key, check, files }, this.dir);
    }
    const target = path.join(this.dir, key);
    // Twice at most: when another process filed a damaged entry under the key, it is set aside and ours goes in.
    for (let attempt = 0; ; attempt++) {
      try {
        fs.renameSync(building, target);
        const entry = { key, dir: target, meta, files: Object.keys(files) };
        if (this.stamps) this.#hold(entry);
        return entry;
      } catch (error) {
        if (!isCode(error, 'ENOTEMPTY', 'EEXIST') || attempt > 0) throw error;
      }
      const theirs = this.read(key);
      if (theirs) {
        this.abandon(building);
        return theirs;
      }
    }
  }

  /**
   * Removes a folder from begin() that will not be filed.
   * @param {string} building
   */
  abandon(building) {
    fs.rmSync(building, { recursive: true, force: true });
  }

  /**
   * Builds the entry of `key` with `fill(folder)`, which writes its files and returns its meta.
   * @param {string} key
   * @param {(dir: string) => Promise<Meta | undefined> | Meta | undefined} fill
   * @returns {Promise<Entry<Meta>>}
   */
  async add(key, fill) {
    const building = this.begin();
    try {
      return this.commit(building, key, await fill(building));
    } catch (error) {
      this.abandon(building);
      throw error;
    }
  }

  /**
   * add(), for a `fill` that does its work synchronously.
   * @param {string} key
   * @param {(dir: string) => Meta | undefined} fill
   * @returns {Entry<Meta>}
   */
  addSync(key, fill) {
    const building = this.begin();
    try {
      return this.commit(building, key, fill(building));
    } catch (error) {
      this.abandon(building);
      throw error;
    }
  }

  /**
   * Sets the entry aside (renamed, so that no reader sees it half-removed), then removes it.
   * @param {string} key
   */
  remove(key) {
    const aside = path.join(this.dir, `${PRIVATE}removed-${process.pid}-${randomBytes(4).toString('hex')}`);
    try {
      fs.renameSync(path.join(this.dir, key), aside);
    } catch {
      // Already gone.
      return;
    }
    fs.rmSync(aside, { recursive: true, force: true });
  }

  /**
   * Keeps the entries in `inUse` and the `keep` most recently used others; removes the rest, anything else in
   * the folder (files of an earlier layout) and private folders their processes abandoned.
   * @param {{ keep?: number; inUse?: Iterable<string> }} [options]
   */
  prune({ keep = 0, inUse = [] } = {}) {
    const kept = new Set(inUse);
    // An entry in use is left as it is without a look at it: a cache of thousands (the cards) costs no call each.
    const rest = this.#entries().filter((entry) => !kept.has(entry.name));
    const others = this.#byRecency(rest);
    for (const key of others.slice(keep)) this.remove(key);
    const now = Date.now();
    const entries = new Set(others);
    for (const { name } of rest) {
      if (entries.has(name) || name === HELD) continue;
      if (name.startsWith(PRIVATE) && now - this.#time(name) < ABANDONED_MS) continue;
      fs.rmSync(path.join(this.dir, name), { recursive: true, force: true });
    }
  }

  /**
   * The keys of the entries among `found`, most recently used first.
   * @param {fs.Dirent[]} found
   */
  #byRecency(found) {
    return found
      .filter((entry) => this.#isEntry(entry))
      .map((entry) => ({ key: entry.name, time: this.#time(entry.name) }))
      .sort((a, b) => b.time - a.time)
      .map(({ key }) => key);
  }

  /** @param {fs.Dirent} entry */
  #isEntry(entry) {
    return (
      entry.isDirectory() && !entry.name.startsWith(PRIVATE) && fs.existsSync(path.join(this.dir, entry.name, MANIFEST))
    );
  }

  #entries() {
    try {
      return fs.readdirSync(this.dir, { withFileTypes: true });
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
  }

  /** @param {string} name */
  #time(name) {
    return fs.statSync(path.join(this.dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0;
  }

  /**
   * Notes that the entry of `key` is damaged (`why`), and sets it aside.
   * @param {string} key
   * @param {string} why
   * @returns {undefined}
   */
  #damaged(key, why) {
    this.note(`${this.name}/${key} was damaged (${why}): it is set aside and made again`);
    this.remove(key);
    return undefined;
  }
}
