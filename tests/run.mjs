// npm test: the linters (npm run lint), the type check and every vitest project side by side (the linters and the
// type check take one core for a while, which the test files' first seconds leave free).
// Arguments go to vitest (`npm test -- tests/unit/dates.test.ts`). Exits non-zero when any fails, after all end.
import { spawn } from 'node:child_process';

/**
 * Runs `command` with `args`, its output shown as it comes; resolves to its exit code (1 when it could not start
 * or a signal ended it).
 * @param {string} command
 * @param {string[]} args
 * @returns {Promise<number>}
 */
const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

/** @param {string} name */
const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const [lint, types, tests] = await Promise.all([
  run('npm', ['run', '-s', 'lint']),
  run(bin('tsc'), ['--noEmit']),
  run(bin('vitest'), ['run', ...process.argv.slice(2)]),
]);
if (lint !== 0) process.stderr.write('npm test: npm run lint (biome, knip) found problems (above)\n');
if (types !== 0) process.stderr.write('npm test: tsc --noEmit found type errors (above)\n');
process.exit(lint || types || tests);
