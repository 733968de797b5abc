// Runs the real command line as `npm run` does: a separate Node process with tsx's loader.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO } from './site.ts';

// Absolute: --import resolves a bare name from the working directory, which is a temporary copy of the site.
const TSX_LOADER = import.meta.resolve('tsx');

/** The environment a user's shell gives the command: without vitest's NODE_ENV=test, which would make generate
 * build React's development bundle (with the source files' paths in it) instead of what is deployed. */
function userEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _vitest, ...env } = process.env;
  return { ...env, ...extra };
}

export function runGenerator(args: string[], cwd = REPO, env: Record<string, string> = {}): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, ['--import', TSX_LOADER, path.join(REPO, 'generator/cli.ts'), ...args], { cwd, encoding: 'utf8', timeout: 120_000, env: userEnv(env) });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
