// A throw-away copy of the whole project (sharing node_modules), to build the site without touching the real dist/.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REPO } from './site.ts';

const SKIP = new Set(['node_modules', 'dist', '.git', 'tests', 'bench']);

export function copyProject(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-'));
  for (const entry of fs.readdirSync(REPO)) {
    if (SKIP.has(entry) || entry.startsWith('.dist-')) continue;
    fs.cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  }
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return root;
}
