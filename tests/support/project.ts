// A throw-away copy of the whole project (sharing node_modules), to build the site without touching the real dist/:
// with the real content, for tests of relations that hold whatever it says, or with the fixture site's, for tests
// that pin or change content.
//
// Fast: `caches: 'production'` (a copy generate will build by the command line, runGenerator) or `caches: 'test'`
// (a copy runGenerate will build inside the test) starts the copy with the bundles and validators the e2e global
// setup built once for the whole run (see shared-build.ts): its first generate renders, but builds nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { copySharedCaches, type NodeEnv } from './shared-build.ts';
import { FIXTURE, REPO } from './site.ts';

// Build output and caches stay behind: without `caches`, each copy starts as a fresh clone does.
const SKIP = new Set(['node_modules', 'dist', 'host', '.cache', '.git', 'tests', 'bench']);
const CONTENT = ['site.yaml', 'content', 'public', 'published-paths.txt'];

export function copyProject({
  fixture = false,
  caches,
}: {
  fixture?: boolean;
  /** The shared caches to start from: one NODE_ENV's, or several (a copy that is generated both ways). */
  caches?: NodeEnv | NodeEnv[];
} = {}): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'project-'));
  for (const entry of fs.readdirSync(REPO)) {
    if (SKIP.has(entry) || entry.startsWith('.dist-') || (fixture && CONTENT.includes(entry))) continue;
    fs.cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true });
  }
  if (fixture)
    for (const entry of CONTENT) fs.cpSync(path.join(FIXTURE, entry), path.join(root, entry), { recursive: true });
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  for (const env of caches === undefined ? [] : [caches].flat()) copySharedCaches(root, env);
  return root;
}
