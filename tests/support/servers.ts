// Real servers for the host tests: Debian's nginx with the generated snippet, and npm run preview's server.
// Both listen on 127.0.0.1 on a port the OS picks.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startPreview } from '../../generator/cli/preview/server.ts';

export interface RunningServer {
  origin: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const NGINX = '/usr/sbin/nginx';

/** Debian's nginx: installed with apt when missing and this runs as root on Debian, as the browser is. */
function ensureNginx(): string {
  if (fs.existsSync(NGINX)) return NGINX;
  const canInstall = process.getuid?.() === 0 && fs.existsSync('/etc/debian_version');
  if (!canInstall) throw new Error(`nginx is not installed at ${NGINX}: run apt-get install -y nginx`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env, encoding: 'utf8' });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { env, encoding: 'utf8' });
    install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], { env, encoding: 'utf8' });
  }
  if (install.status !== 0 || !fs.existsSync(NGINX)) throw new Error(`could not install nginx:\n${install.stderr}`);
  // The package starts a default server on port 80; the tests run their own.
  spawnSync('service', ['nginx', 'stop'], { encoding: 'utf8' });
  return NGINX;
}

async function waitForPort(port: number, child: ChildProcess, log: () => string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${log()}`);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1', () => socket.end(() => resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nginx did not start listening: ${log()}`);
}

/** nginx's workers run unprivileged, so every folder on the way to the site must be readable (mkdtemp makes 0700). */
function openToWorkers(dir: string): void {
  for (let current = dir; current.startsWith(os.tmpdir()) && current !== os.tmpdir(); current = path.dirname(current)) {
    fs.chmodSync(current, 0o755);
  }
}

export async function startNginx(dist: string, hostDir: string): Promise<RunningServer> {
  const nginx = ensureNginx();
  openToWorkers(dist);
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-'));
  const port = await freePort();
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']
    .map((t) => `${t}_temp_path ${prefix}/${t};`)
    .join(' ');
  fs.writeFileSync(
    path.join(prefix, 'nginx.conf'),
    `daemon off; worker_processes 1; pid ${prefix}/nginx.pid; error_log ${prefix}/error.log;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types; default_type application/octet-stream; access_log off; ${temp}
  server { listen 127.0.0.1:${port}; server_name localhost; root ${dist}; include ${path.join(hostDir, 'nginx.conf')}; }
}
`,
  );
  const child = spawn(nginx, ['-p', prefix, '-c', path.join(prefix, 'nginx.conf')], { stdio: 'ignore' });
  const log = () =>
    fs.existsSync(path.join(prefix, 'error.log')) ? fs.readFileSync(path.join(prefix, 'error.log'), 'utf8') : '';
  await waitForPort(port, child, log);
  return {
    origin: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}

export async function startPreviewServer(dist: string): Promise<RunningServer> {
  const server = await startPreview(dist, 0);
  const { port } = server.address() as net.AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, stop: () => new Promise((resolve) => server.close(() => resolve())) };
}
