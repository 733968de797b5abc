// The two file helpers every part that touches the disk shares: listing a folder, and writing a file whole.
// Plain JavaScript, so that the keyed cache (generator/cache/keyed-cache.mjs), which generator/cli/run.mjs runs
// without a loader, lists folders with the same code; tsc checks its JSDoc types.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir`, as a path relative to it with forward slashes; none when there is no such folder.
 * @param {string} dir
 * @returns {string[]}
 */
export function filesUnder(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/**
 * Writes `text` to `file` so that no reader ever sees half of it: into a temporary file beside it, which then
 * replaces the old one in one rename (and is removed should either step fail). Makes the folder when missing.
 * @param {string} file
 * @param {string} text
 */
export function writeWhole(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  try {
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, file);
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}
