// Runs the real command line, as a developer or CI does: a separate Node process through tsx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO } from './site.ts';

const TSX = path.join(REPO, 'node_modules/tsx/dist/cli.mjs');

export function runGenerator(args: string[], cwd = REPO): { code: number; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [TSX, path.join(REPO, 'generator/cli.ts'), ...args], { cwd, encoding: 'utf8', timeout: 60_000 });
  return { code: result.status ?? -1, stdout: result.stdout, stderr: result.stderr };
}
