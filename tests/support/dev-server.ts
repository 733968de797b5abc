// npm run dev (or npm run cms: the same server with the admin at /admin/) in a copy of the project, started as npm
// starts it (generator/cli/run.mjs dev or cms), on a free port; and npm run preview the same way, where the
// process itself is what a test watches (that it stays up).
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { freePort, type RunningServer } from './servers.ts';

export interface DevServer extends RunningServer {
  /** Everything the server printed so far. */
  terminal(): string;
  /** The server's process: a test of a crash asks whether it is still running. */
  process: ChildProcess;
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
  return startServer(root, [command, '--port', String(port), '--strictPort'], env, port);
}

/** npm run preview of the project at `root` (which must have been generated), as a process of its own. */
export async function startPreviewProcess(root: string, env: NodeJS.ProcessEnv = process.env): Promise<DevServer> {
  const port = await freePort();
  return startServer(root, ['preview'], { ...env, PORT: String(port) }, port);
}

async function startServer(root: string, args: string[], env: NodeJS.ProcessEnv, port: number): Promise<DevServer> {
  const server = spawn(process.execPath, [path.join(root, 'generator/cli/run.mjs'), ...args], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Colours are kept out of what the tests read: with FORCE_COLOR (as on CI), Vite prints the port in bold,
  // so the address would not appear as one string.
  // (Stripped from the whole text, not chunk by chunk: a chunk may end inside an escape sequence.)
  let raw = '';
  server.stdout.on('data', (d) => (raw += d));
  server.stderr.on('data', (d) => (raw += d));
  const terminal = () => stripVTControlCharacters(raw);
  const origin = `http://127.0.0.1:${port}`;
  // Both print the address once the server listens (Vike's start-up log, or the preview's line).
  for (let i = 0; i < 600 && !terminal().includes(origin); i++) {
    if (server.exitCode !== null) throw new Error(`npm run ${args[0]} exited with ${server.exitCode}:\n${terminal()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  if (!terminal().includes(origin)) throw new Error(`npm run ${args[0]} did not start:\n${terminal()}`);
  return {
    origin,
    terminal,
    process: server,
    stop: () =>
      new Promise<void>((resolve) => {
        if (server.exitCode !== null) return resolve();
        server.once('exit', () => resolve());
        server.kill('SIGTERM');
      }),
  };
}

/**
 * Seconds from `from` (a performance.now()) until `url` answers 200, and its page holds `shows` when given; polled,
 * since the server reloads the site only after a save reaches the disk.
 */
export async function secondsUntilServed(url: string, from: number, shows?: string): Promise<number> {
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 25))) {
    const response = await fetch(url);
    const body = await response.text();
    if (response.status === 200 && (shows === undefined || body.includes(shows)))
      return (performance.now() - from) / 1000;
  }
  throw new Error(`${url} never answered 200${shows === undefined ? '' : ` with "${shows}"`}`);
}
