// How a fixture (fixture.ts) runs the command line: inside the test (main() in this process: no Node start, no
// compile, the modules loaded once per worker) or, where the process boundary is what is tested (exit codes, what
// reaches stdout and stderr, the environment, a crash), as `npm run` does: a Node process running
// generator/cli/run.mjs. Both take the same arguments, working folder and environment and give the same result.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { main } from '../../generator/cli/main.ts';
import type { CheckCache } from '../../generator/pipeline/run-check.ts';
import { REPO } from './site.ts';

/** The command line as `npm run` starts it: generator/cli/run.mjs, which runs the compiled copy of generator/cli/main.ts. */
export const CLI = path.join(REPO, 'generator/cli/run.mjs');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  /** `child`: a Node process of its own, as `npm run` starts it; by default main() inside the test. */
  process?: 'child' | 'in';
  /** Variables added to the environment for the command. */
  env?: Record<string, string>;
  /** The working folder of a child process, when it is not the copy (which --root then names). */
  cwd?: string;
  /** In process: the check cache to keep between commands (the validators, the parses), as a server keeps one. */
  cache?: CheckCache;
}

/** The environment a user's shell gives the command: without the NODE_ENV vitest sets (`test`, or the e2e
 * project's `production`), which a user's shell does not have; generate sets its own. */
export function userEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const { NODE_ENV: _vitest, ...env } = process.env;
  return { ...env, ...extra };
}

/** The command line with `args` on the project at `root`: its working folder, or the --root added in process. */
export function runCommand(args: string[], root: string, options: RunOptions = {}): Promise<CliResult> {
  return options.process === 'child'
    ? inChild(args, options.cwd ?? root, options.env)
    : inProcess(args.includes('--root') ? args : [...args, '--root', root], options.env, options.cache);
}

function inChild(args: string[], cwd: string, env: Record<string, string> = {}): Promise<CliResult> {
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

/**
 * The same without the process: the environment is set for the call, then restored. NODE_ENV is the project's:
 * in the e2e project `production` (vitest.config.ts), as the command line sets it for generate, so a generate uses
 * the shared bundles and renders with React's production build; a throw (exit 70 in a real process) fails the test
 * with its stack.
 */
async function inProcess(args: string[], env: Record<string, string> = {}, cache?: CheckCache): Promise<CliResult> {
  let stdout = '';
  let stderr = '';
  const saved = Object.fromEntries(Object.keys(env).map((name) => [name, process.env[name]]));
  Object.assign(process.env, env);
  try {
    const code = await main(args, {
      stdout: (t) => void (stdout += t),
      stderr: (t) => void (stderr += t),
      ...(cache ? { cache } : {}),
    });
    return { code, stdout, stderr };
  } finally {
    for (const [name, value] of Object.entries(saved))
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
  }
}
