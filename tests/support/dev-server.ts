// npm run dev (or npm run cms: the same server with the admin at /admin/) in a copy of the project, started as npm
// starts it (generator/cli/run.mjs dev or cms), on a free port.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { freePort, type RunningServer } from './servers.ts';

export interface DevServer extends RunningServer {
  /** Everything the server printed so far. */
  terminal(): string;
}

/** The commands that start the development server: the site alone, or the site with the admin. */
export type DevCommand = 'dev' | 'cms';

/** Starts the development server of the project at `root`; resolves once it listens. */
export async function startDevServer(
  root: string,
  env: NodeJS.ProcessEnv = process.env,
  command: DevCommand = 'dev',
): Promise<DevServer> {
  const port = await freePort();
  const dev = spawn(
    process.execPath,
    [path.join(root, 'generator/cli/run.mjs'), command, '--port', String(port), '--strictPort'],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Colours are kept out of what the tests read: with FORCE_COLOR (as on CI), Vite prints the port in bold,
  // so the address would not appear as one string.
  // (Stripped from the whole text, not chunk by chunk: a chunk may end inside an escape sequence.)
  let raw = '';
  dev.stdout.on('data', (d) => (raw += d));
  dev.stderr.on('data', (d) => (raw += d));
  const terminal = () => stripVTControlCharacters(raw);
  const origin = `http://127.0.0.1:${port}`;
  // Vike's start-up log names the address once the server listens.
  for (let i = 0; i < 600 && !terminal().includes(origin); i++) {
    if (dev.exitCode !== null) throw new Error(`npm run ${command} exited with ${dev.exitCode}:\n${terminal()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!terminal().includes(origin)) throw new Error(`npm run ${command} did not start:\n${terminal()}`);
  return {
    origin,
    terminal,
    stop: () =>
      new Promise<void>((resolve) => {
        if (dev.exitCode !== null) return resolve();
        dev.once('exit', () => resolve());
        dev.kill('SIGTERM');
      }),
  };
}
