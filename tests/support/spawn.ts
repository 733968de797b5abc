// Runs the real command line as `npm run` does: a separate Node process running generator/cli/run.mjs.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO } from './site.ts';

/** The command line as `npm run` starts it: generator/cli/run.mjs, which runs the compiled copy of generator/cli/main.ts. */
export const CLI = path.join(REPO, 'generator/cli/run.mjs');

/** The environment a user's shell gives the command: without vitest's NODE_ENV=test, which would make generate
 * build React's development bundle (with the source files' paths in it) instead of what is deployed. */
export function userEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _vitest, ...env } = process.env;
  return { ...env, ...extra };
}

export function runGenerator(
  args: string[],
  cwd = REPO,
  env: Record<string, string> = {},
): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: userEnv(env),
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
