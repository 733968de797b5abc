// Runs the real command line as `npm run` does: a separate Node process running generator/cli/run.mjs.
// Use it where the process boundary is what is tested (exit codes, what reaches stdout and stderr, the
// environment, a crash); elsewhere `runInProcess` (site.ts) runs the same main() inside the test, much faster.
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { type CliResult, REPO } from './site.ts';

/** The command line as `npm run` starts it: generator/cli/run.mjs, which runs the compiled copy of generator/cli/main.ts. */
export const CLI = path.join(REPO, 'generator/cli/run.mjs');

/** The environment a user's shell gives the command: without the NODE_ENV vitest sets (`test`, or the e2e
 * project's `production`), which a user's shell does not have; generate sets its own. */
export function userEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_ENV: _vitest, ...env } = process.env;
  return { ...env, ...extra };
}

export function runGenerator(args: string[], cwd = REPO, env: Record<string, string> = {}): CliResult {
  const result = spawnSync(process.execPath, [CLI, ...args], {
    cwd,
    encoding: 'utf8',
    timeout: 120_000,
    env: userEnv(env),
  });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** runGenerator without blocking: several can run at once (the e2e global setup builds two sites in parallel). */
export function runGeneratorAsync(args: string[], cwd = REPO, env: Record<string, string> = {}): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { cwd, env: userEnv(env), timeout: 120_000 });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}
