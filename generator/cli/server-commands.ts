// The two servers: preview (dist/ as the host serves it) and dev (the live preview). Each runs until stopped; a
// port that is taken or refused is the caller's to change (exit 2).
import path from 'node:path';
import { buildDay } from '../model/dates.ts';
import type { Io, Options } from './options.ts';

export async function commandPreview(io: Io, root: string): Promise<number> {
  const { startPreview } = await import('./preview/server.ts');
  const port = Number(process.env.PORT ?? 4173);
  let server: Awaited<ReturnType<typeof startPreview>>;
  try {
    server = await startPreview(path.join(root, 'dist'), port);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EADDRINUSE' && code !== 'EACCES') throw error;
    io.stderr(
      `port ${port} ${code === 'EADDRINUSE' ? 'is already in use' : 'is not allowed'}: stop the other server, or choose another with PORT=…\n`,
    );
    return 2;
  }
  const address = server.address();
  io.stdout(
    `preview: http://127.0.0.1:${typeof address === 'object' && address ? address.port : port}/ (Ctrl+C to stop)\n`,
  );
  // Runs until stopped; the promise below never settles.
  return new Promise<number>(() => undefined);
}

/** npm run dev: runs until stopped; a port that is taken or refused is the caller's to change (exit 2). */
export async function commandDev(
  io: Io,
  { root, today, env, sourceDateEpoch }: Options,
  port: string | undefined,
  strictPort: boolean,
  cms = false,
) {
  const number = port === undefined ? undefined : Number(port);
  if (number !== undefined && !(Number.isInteger(number) && number >= 0 && number < 65536)) {
    io.stderr(`--port ${port} is not a port: give a whole number from 0 to 65535\n`);
    return 2;
  }
  const { startDev } = await import('./dev.ts');
  // The environment was read once, at the start; the clock is read at every load, as watch mode does.
  const day = () => buildDay(sourceDateEpoch, new Date()) ?? today;
  try {
    await startDev({ root, port: number, strictPort, today: day, siteUrl: env.siteUrl, cms });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as NodeJS.ErrnoException).code;
    if (!/^Port \d+ is already in use/.test(message) && code !== 'EACCES') throw error;
    io.stderr(
      `port ${port} ${code === 'EACCES' ? 'is not allowed' : 'is already in use'}: stop the other server, or choose another with --port\n`,
    );
    return 2;
  }
  // Runs until stopped; the promise below never settles.
  return new Promise<number>(() => undefined);
}
