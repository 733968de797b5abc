// Problems of the user's environment, not of the content and not of the generator: a full disk, a missing
// permission, too many open files, a source file saved while the bundles were being built. Each is said in one
// plain line that names what to do, with exit 1 and dist/ as it was; "generator bug" (exit 70) stays for our
// own invariants. Told apart by the error's type or its system error code, never by its message. Plain
// JavaScript, so that generator/cli/run.mjs says the same as generator/cli/main.ts; tsc checks its JSDoc types.
import path from 'node:path';

/** A problem of the environment found by our own code; its message is the line the user reads. */
export class EnvironmentError extends Error {
  /** @override */
  name = 'EnvironmentError';
}

/**
 * What a failed system call adds to its error (Node's SystemError): `dest` is set by a rename or a copy.
 * @typedef {{ code?: unknown; path?: string; dest?: string }} SystemError
 */

/**
 * The system error code of `error` (ENOENT, ENOSPC…); undefined when it has none.
 * @param {unknown} error
 * @returns {string | undefined}
 */
export function systemCode(error) {
  const code = /** @type {SystemError | null | undefined} */ (error)?.code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * `file` as the user knows it: relative to the project when inside it.
 * @param {string | undefined} file
 * @param {string} root
 */
function shown(file, root) {
  if (!file) return 'a file';
  const relative = path.relative(root, file);
  return relative && !relative.startsWith('..') && !path.isAbsolute(relative) ? relative : file;
}

const AGAIN = 'then run the command again';

/**
 * What each system error code means here, and what to do about it; `where` is the file, as shown().
 * @type {Record<string, (where: string) => string>}
 */
const ADVICE = {
  ENOSPC: (where) => `the disk is full (writing ${where}): free some space, ${AGAIN}`,
  EDQUOT: (where) =>
    `the disk quota is used up (writing ${where}): free some space or ask for a larger quota, ${AGAIN}`,
  EACCES: (where) => `no permission to use ${where}: give this user access to the project folder, ${AGAIN}`,
  EPERM: (where) =>
    `the system refused an operation on ${where}: give this user access to the project folder, ${AGAIN}`,
  EROFS: (where) => `${where} is on a read-only file system: run the command where the project can be written`,
  EMFILE: () => `too many files are open in this process: raise the limit (ulimit -n), ${AGAIN}`,
  ENFILE: () => `too many files are open on this system: close other programs or raise the limit, ${AGAIN}`,
};

/**
 * The line that says what went wrong in the environment and what to do; undefined when it is no such problem.
 * @param {unknown} error
 * @param {string} root
 * @returns {string | undefined}
 */
export function environmentProblem(error, root) {
  if (error instanceof EnvironmentError) return error.message;
  const code = systemCode(error);
  // Our own modules are compiled into one (a wrong import of ours fails there): what Node cannot find at run time
  // is a package, absent from node_modules until npm ci has run (or left out by an install without it).
  if (code === 'MODULE_NOT_FOUND' || code === 'ERR_MODULE_NOT_FOUND') {
    const said = error instanceof Error ? error.message.split('\n')[0] : '';
    return `node_modules lacks a package the generator needs (${said}): run npm ci, ${AGAIN}`;
  }
  const advice = code === undefined ? undefined : ADVICE[code];
  if (!advice) return undefined;
  const { path: file, dest } = /** @type {SystemError} */ (error);
  return advice(shown(file ?? dest, root));
}
