// npm test: the linters, then the type check and every vitest project side by side (the type check takes one
// core for ~10 s; the test files mostly wait on browsers, servers and child processes). Arguments go to vitest
// (`npm test -- tests/unit/dates.test.ts`). Exits non-zero when either fails.
import { spawn } from 'node:child_process';

const run = (command, args) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('error', () => resolve(1));
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname;
const [types, tests] = await Promise.all([
  run(bin('tsc'), ['--noEmit']),
  run(bin('vitest'), ['run', ...process.argv.slice(2)]),
]);
if (types !== 0) process.stderr.write('npm test: tsc --noEmit found type errors (above)\n');
process.exit(types || tests);
