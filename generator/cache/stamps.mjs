// Stamps: how a keyed cache that opts in (the share cards: thousands of entries read on every generate) trusts an
// entry without reading its files again. When an entry's files are known good (just hashed when filed, or just
// verified by hash), stamp.json beside its manifest records what the file system says of each: device, inode,
// size and modification time (not the change time, which a hard link to the file changes). On the next read, an
// entry whose every file still shows exactly that is trusted; anything else, a stamp missing, damaged, sealed
// for another manifest or naming another size, time or inode, means "verify by hash" as before, never "trust".
// Any write to a file gives it a new modification time, a new file a new inode; the one blind spot, a write
// within the file system clock's tick after the stamp was taken, is closed as git closes its "racily clean"
// index: a file modified too recently is not stamped, and a file just filed is given an earlier time first.
// Plain JavaScript for the same reason as keyed-cache.mjs.
import { hash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const STAMP = 'stamp.json';
/** A file modified less than this before its stamp could be written again within the same clock tick. */
const RACY_MS = 2000;

/**
 * What the file system says of a file, as a stamp keeps it (bigints, so no inode or nanosecond is rounded).
 * @param {string} file
 */
const statOf = (file) => {
  const stat = fs.statSync(file, { bigint: true, throwIfNoEntry: false });
  return stat?.isFile()
    ? { id: `${stat.dev}:${stat.ino}:${stat.size}:${stat.mtimeNs}`, mtimeNs: stat.mtimeNs }
    : undefined;
};

/**
 * The stamp's own check, over the entry's key, its manifest's check and each file's stat.
 * @param {{ key: string; check: string; files: Record<string, string> }} stamp
 */
const seal = ({ key, check, files }) => hash('sha256', JSON.stringify({ key, check, files }), 'hex');

/**
 * Whether every file of the entry in `dir` (its manifest's `files`) is as its stamp recorded: false when there
 * is no stamp, it is damaged, or it was taken for another manifest.
 * @param {string} dir
 * @param {{ key: string; check: string; files: Record<string, string> }} manifest
 */
export function stampHolds(dir, manifest) {
  let stamp;
  try {
    stamp = JSON.parse(fs.readFileSync(path.join(dir, STAMP), 'utf8'));
  } catch {
    return false;
  }
  if (stamp?.key !== manifest.key || stamp.check !== manifest.check || typeof stamp.files !== 'object') return false;
  if (stamp.seal !== seal(stamp)) return false;
  return Object.keys(manifest.files).every((file) => {
    const recorded = stamp.files[file];
    return typeof recorded === 'string' && statOf(path.join(dir, file))?.id === recorded;
  });
}

/**
 * Gives each file of a folder about to be filed a modification time a little in the past, so that it can be
 * stamped at once: any later write gives it the present time, which the stamp does not show.
 * @param {string} dir
 * @param {string[]} files
 */
export function settle(dir, files) {
  // A second beyond RACY_MS: a time set from a Date is a float of seconds, and may come back a nanosecond later
  // than asked, which within the same millisecond would make the file too recent to stamp.
  const past = new Date(Date.now() - RACY_MS - 1000);
  for (const file of files) fs.utimesSync(path.join(dir, file), past, past);
}

/**
 * What the file system says now of each of `files` (relative to `dir`), as a stamp records it; undefined when one
 * is missing or was modified too recently to tell it from a write within the same clock tick.
 * @param {string} dir
 * @param {string[]} files
 * @returns {Record<string, string> | undefined}
 */
export function settledStats(dir, files) {
  const now = BigInt(Date.now()) * 1_000_000n;
  /** @type {Record<string, string>} */
  const stats = {};
  for (const file of files) {
    const stat = statOf(path.join(dir, file));
    if (!stat || now - stat.mtimeNs < BigInt(RACY_MS) * 1_000_000n) return undefined;
    stats[file] = stat.id;
  }
  return stats;
}

/**
 * Whether each file (relative to `dir`) is still as `stats` (settledStats) recorded it.
 * @param {string} dir
 * @param {Record<string, string>} stats
 */
export const statsHold = (dir, stats) =>
  Object.entries(stats).every(([file, recorded]) => statOf(path.join(dir, file))?.id === recorded);

/**
 * Records the stat of every file of the entry in `dir`, known good now, in its stamp.json: written beside it in
 * `scratch` (the cache's folder, where private names are tidied up by pruning) and renamed into place whole. Left
 * unstamped (the next read verifies by hash) when a file was modified too recently, or the entry is gone.
 * @param {string} dir
 * @param {{ key: string; check: string; files: Record<string, string> }} manifest
 * @param {string} scratch
 */
export function stamp(dir, manifest, scratch) {
  const files = settledStats(dir, Object.keys(manifest.files));
  if (!files) return;
  const content = { key: manifest.key, check: manifest.check, files };
  const temporary = path.join(scratch, `.stamp-${process.pid}-${randomBytes(4).toString('hex')}`);
  try {
    fs.writeFileSync(temporary, JSON.stringify({ ...content, seal: seal(content) }));
    // Settled as the entry's files are, so that a process holding the entry can hold its stamp's stat at once.
    settle(scratch, [path.basename(temporary)]);
    fs.renameSync(temporary, path.join(dir, STAMP));
  } catch {
    // The entry was set aside meanwhile, or the cache cannot be written: unstamped, it is verified by hash.
    fs.rmSync(temporary, { force: true });
  }
}
