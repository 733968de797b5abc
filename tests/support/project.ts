// A throw-away copy of the whole project (sharing node_modules), to build the site without touching the real dist/:
// with the real content, for tests of relations that hold whatever it says, or with the fixture site's, for tests
// that pin or change content.
//
// Fast: `caches: true` starts the copy with the bundles, validators and share cards the e2e global setup built
// once for the whole run (see shared-build.ts): its first generate, by the command line or inside the test,
// renders, but builds nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copySharedCaches } from './shared-build.ts';
import { FIXTURE, REPO } from './site.ts';

// Build output and caches stay behind: without `caches`, each copy starts as a fresh clone does.
const SKIP = new Set(['node_modules', 'dist', 'host', '.cache', '.git', 'tests', 'bench']);
const CONTENT = ['site.yaml', 'content', 'public', 'published-paths.txt'];

export function copyProject({
  fixture = false,
  caches,
}: {
  fixture?: boolean;
  /** Whether to start from the shared caches (the e2e project's). */
  caches?: boolean;
} = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-'));
  for (const entry of fs.readdirSync(REPO)) {
    if (SKIP.has(entry) || entry.startsWith('.dist-') || (fixture && CONTENT.includes(entry))) continue;
    fs.cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  }
  if (fixture)
    for (const entry of CONTENT) fs.cpSync(path.join(FIXTURE, entry), path.join(root, entry), { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  if (caches) copySharedCaches(root, { realContent: !fixture });
  return root;
}
