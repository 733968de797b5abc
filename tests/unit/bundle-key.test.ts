// The bundles' cache key: a change to anything the build depends on must give a new key (an incomplete key
// would publish stale code); a change to a file the build does not read must not.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bundleKey, snapshot } from '../../generator/bundle/bundle.ts';

/** A project as the key sees it: code, configuration, installed tools, and a generator module src/ imports. */
const PROJECT: Record<string, string> = {
  'src/Document.tsx': 'export const Document = () => null;',
  'src/styles/site.css': 'body { margin: 0 }',
  'generator/model/tokens.ts': 'export const fill = (s: string) => s;',
  'generator/cli/main.ts': 'console.log("cli")',
  'generator/bundle/vike-build.mjs': '// the build',
  'generator/bundle/outputs.mjs': '// the names of what the build writes',
  'generator/bundle/bundle.ts': '// the cache',
  'vite.config.ts': 'export default {}',
  'tsconfig.json': '{}',
  'package.json': '{"name":"site"}',
  'package-lock.json': '{"lockfileVersion":3}',
  'node_modules/vite/package.json': '{"version":"8.3.8"}',
  'node_modules/vike/package.json': '{"version":"0.4.266"}',
  'node_modules/react/package.json': '{"version":"19.3.1"}',
};
/** What the build reported reading besides src/ and the configuration. */
const READ = ['generator/model/tokens.ts'];
const ENV = { EMAILJS_API_ORIGIN: 'https://api.emailjs.com', NODE_ENV: 'production' };

let root: string;
const put = (file: string, text: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), text);
};
const key = (env: NodeJS.ProcessEnv = ENV, node = 'v20.20.2') => bundleKey(root, snapshot(root, READ), env, node);

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'bundle-key-'));
  for (const [file, text] of Object.entries(PROJECT)) put(file, text);
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the bundle key', () => {
  it('is the same for the same inputs', () => {
    expect(key()).toBe(key());
    expect(key()).toMatch(/^[0-9a-f]{24}$/);
  });

  const edits: Array<[string, () => void]> = [
    ['a template under src/', () => put('src/Document.tsx', 'export const Document = () => "x";')],
    ['a style under src/', () => put('src/styles/site.css', 'body { margin: 1px }')],
    ['a new file under src/', () => put('src/islands/new.ts', 'export {};')],
    ['a removed file under src/', () => fs.rmSync(path.join(root, 'src/styles/site.css'))],
    [
      'a generator module the build read',
      () => put('generator/model/tokens.ts', 'export const fill = (s: string) => s.trim();'),
    ],
    ['vite.config.ts', () => put('vite.config.ts', 'export default { build: {} }')],
    ['tsconfig.json', () => put('tsconfig.json', '{"compilerOptions":{}}')],
    ['package.json', () => put('package.json', '{"name":"site","type":"module"}')],
    ['package-lock.json', () => put('package-lock.json', '{"lockfileVersion":3,"packages":{}}')],
    ['an .env file Vite reads', () => put('.env.production', 'VITE_X=1')],
    ['the build script', () => put('generator/bundle/vike-build.mjs', '// the build, changed')],
    ["the names of the build's outputs", () => put('generator/bundle/outputs.mjs', '// other names')],
    ['the cache layout', () => put('generator/bundle/bundle.ts', '// the cache, changed')],
    ['the installed Vite', () => put('node_modules/vite/package.json', '{"version":"8.3.9"}')],
    ['the installed Vike', () => put('node_modules/vike/package.json', '{"version":"0.4.267"}')],
    ['the installed React', () => put('node_modules/react/package.json', '{"version":"19.3.2"}')],
  ];
  for (const [what, change] of edits) {
    it(`changes with ${what}`, () => {
      const before = key();
      change();
      expect(key()).not.toBe(before);
    });
  }

  it('changes with the build-time environment: EMAILJS_API_ORIGIN, NODE_ENV and any VITE_ variable', () => {
    const before = key();
    expect(key({ ...ENV, EMAILJS_API_ORIGIN: 'http://127.0.0.1:9999' })).not.toBe(before);
    expect(key({ ...ENV, NODE_ENV: 'development' })).not.toBe(before);
    expect(key({ EMAILJS_API_ORIGIN: ENV.EMAILJS_API_ORIGIN })).not.toBe(before);
    expect(key({ ...ENV, VITE_FEATURE: 'on' })).not.toBe(before);
  });

  it('changes with the version of Node', () => {
    expect(key(ENV, 'v22.12.0')).not.toBe(key(ENV, 'v20.20.2'));
  });

  it('stays the same when only a file the build did not read changes, or an environment variable that does not reach it', () => {
    const before = key();
    put('generator/cli/main.ts', 'console.log("changed")');
    put('content/regions/kent.yaml', 'areas: []');
    expect(key({ ...ENV, SITE_URL: 'https://preview.example.net', SOURCE_DATE_EPOCH: '1' })).toBe(before);
  });
});
