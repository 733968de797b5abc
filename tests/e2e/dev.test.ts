// npm run dev: the live preview re-validates on every YAML edit, shows problems in the page and the terminal,
// and shows the page again once they are fixed.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyProject } from '../support/project.ts';
import { freePort } from '../support/servers.ts';

let root: string;
let dev: ChildProcess;
let origin: string;
let terminal = '';

async function page(pathname: string): Promise<string> {
  const response = await fetch(`${origin}${pathname}`);
  return response.text();
}

/** Polls until the page satisfies `ready`: the watcher reacts to a save within moments, not instantly. */
async function until(pathname: string, ready: (html: string) => boolean): Promise<string> {
  let html = '';
  for (let i = 0; i < 100; i++) {
    html = await page(pathname);
    if (ready(html)) return html;
    await new Promise((r) => setTimeout(r, 100));
  }
  return html;
}

beforeAll(async () => {
  root = copyProject();
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = spawn(process.execPath, [path.join(root, 'node_modules/vike/bin.js'), 'dev', '--port', String(port), '--strictPort'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
  dev.stdout!.on('data', (d) => (terminal += d));
  dev.stderr!.on('data', (d) => (terminal += d));
  for (let i = 0; i < 300 && !terminal.includes(`${port}`); i++) await new Promise((r) => setTimeout(r, 100));
}, 60_000);

afterAll(() => {
  dev?.kill('SIGTERM');
  fs.rmSync(root, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('serves a page from the route table, shows content problems in the page and the terminal, and recovers', async () => {
    expect(await until('/kent/dover-hoarder-cleaning', (h) => h.includes('<h1'))).toContain('Dover');

    const kent = path.join(root, 'content/regions/kent.yaml');
    const good = fs.readFileSync(kent, 'utf8');
    fs.writeFileSync(kent, good.replace('order: 2', 'order: two'));
    const broken = await until('/kent/dover-hoarder-cleaning', (h) => h.includes('The content has problems'));
    expect(broken).toContain('content/regions/kent.yaml:4:8  error  wrong-type  &quot;order&quot; should be a whole number, not text');
    expect(terminal).toContain('content/regions/kent.yaml:4:8  error  wrong-type');

    fs.writeFileSync(kent, good.replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: whitstable }\n'));
    const added = await until('/kent/whitstable-hoarder-cleaning', (h) => h.includes('Whitstable') && !h.includes('The content has problems'));
    expect(added).toContain('<h1');
  }, 60_000);
});
