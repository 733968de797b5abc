// Where the tests' throw-away copies go: a folder of this run in memory (/dev/shm) when the machine has one with
// room, else the system's temporary folder. Each project's global setup (unit-setup.ts, global-setup.ts) makes it
// and points TMPDIR at it before any worker starts: vitest starts its workers after the global setups, with the
// main process's environment, so os.tmpdir() gives it to every test file and the commands they start
// (tests/unit/scratch.test.ts holds it). On these machines a copy on disk (ext4) costs the kernel
// about ten times the processor time a copy in memory does, and the tests make many copies. The folder goes when the run ends, with anything a test left in it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const MEMORY = '/dev/shm';
/** What a run puts there at most, with room to spare: a few dozen copies of the project and one npm install. */
const ROOM = 3 * 1024 ** 3;
/** Set for the run's processes once the folder is made, so that none makes another. */
const MARK = 'HOARDER_TEST_SCRATCH';

function roomInMemory(): boolean {
  try {
    fs.accessSync(MEMORY, fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync(MEMORY);
    return bavail * bsize >= ROOM;
  } catch {
    return false;
  }
}

/**
 * Makes the run's folder in memory, when there is room, and sets TMPDIR to it (once for the run: the second
 * project's setup finds it); removed when this process exits. Returns the folder the run's copies go to.
 */
export function scratchFolder(): string {
  const made = process.env[MARK];
  if (made) return made;
  if (!roomInMemory()) return os.tmpdir();
  const dir = fs.mkdtempSync(path.join(MEMORY, 'hoarder-tests-'));
  // Readable on the way down, as the system's temporary folder is: nginx's workers run unprivileged.
  fs.chmodSync(dir, 0o755);
  process.env.TMPDIR = dir;
  process.env[MARK] = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  if (os.tmpdir() !== dir) throw new Error(`test bug: TMPDIR is ${dir} but os.tmpdir() gives ${os.tmpdir()}`);
  return dir;
}
