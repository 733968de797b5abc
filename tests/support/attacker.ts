// Another local server on 127.0.0.1, on a port of its own, whose page (attacker-page.html) tries npm run cms's
// backend as an attacker's page would: what a page of any other local development server could do.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { RunningServer } from './servers.ts';

export async function attackerServer(): Promise<RunningServer> {
  const page = fs.readFileSync(path.join(import.meta.dirname, 'attacker-page.html'));
  const attacker = http.createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(page));
  await new Promise<void>((resolve) => attacker.listen(0, '127.0.0.1', resolve));
  const { port } = attacker.address() as { port: number };
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => attacker.close(() => resolve())) };
}
