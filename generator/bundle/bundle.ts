// bundle: the code the pages are made with, built by Vike (vike-build.mjs) and kept in .cache/bundles/<key>/. The
// key hashes everything the build depends on: every file under src/, every other project file the build read
// (the generator's modules that src/ imports, and those vite.config.ts loads), the configuration and lockfile,
// the versions of Node and of the tools, and the build-time environment. The build itself lists the files it
// read, so the key follows the real import graph: editing a check rule does not rebuild, editing a template does.
// Each bundle is an entry of the keyed cache (keyed-cache.mjs): built in a private folder and filed whole, every
// file verified when it is used, so a bundle cut short or altered on disk is built again, never published.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assetsOf, type PageAssets } from '../../src/page-assets.ts';
import { installedVersion } from '../cache/installed-version.ts';
import { type Entry, KeyedCache } from '../cache/keyed-cache.mjs';
import { EnvironmentError } from '../diagnostics/environment.mjs';
import { filesUnder } from '../write/files.mjs';
import { INPUTS_FILE, RENDER_ENTRY } from './outputs.mjs';
import { stylesheetsOf } from './stylesheets.ts';

export const BUNDLES = '.cache/bundles';
/** Part of every key: a change to how bundles are laid out in the cache must not reuse old ones. */
const LAYOUT = 'bundle v3';
/** Bundles kept besides the one in use, so that switching branches back and forth does not rebuild. */
const KEEP = 3;
/** Code the bundles are made from, whatever the build reports: new files here may be imported by the next build. */
const CODE_DIR = 'src';
/** The configuration, and how generate runs the build and lays out its output (the build does not read these as modules). */
const CONFIG_FILES = [
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'generator/bundle/vike-build.mjs',
  'generator/bundle/outputs.mjs',
  'generator/bundle/bundle.ts',
];
/** The tools whose installed version shapes the output, whatever the lockfile says. */
const TOOLS = ['vite', 'vike', 'rolldown', 'react', 'react-dom'];
/** Build-time environment that reaches the bundles (every VITE_* variable too): the form's e-mail origin, the mode. */
const ENV_NAMES = ['EMAILJS_API_ORIGIN', 'NODE_ENV'];

export interface Bundle {
  key: string;
  /** .cache/bundles/<key>/: client/ (what is published under /assets/) and server/. */
  dir: string;
  /** The tags that load the pages' styles and scripts, and which pages need each stylesheet. */
  assets: PageAssets;
  /** The files under client/ that pages use, directly or through imports: the only ones published. */
  files: string[];
  /** The server bundle's module with the render function. */
  render: string;
}

/** What an entry's manifest keeps of its build. */
interface Recorded {
  /** Project files outside src/ and the configuration that the build read. */
  inputs: string[];
  assets: PageAssets;
  files: string[];
}

/** The files every key covers: all of src/, the configuration, and any .env file Vite would read. */
function fixedInputs(root: string): string[] {
  const envFiles = fs.readdirSync(root).filter((name) => name === '.env' || name.startsWith('.env.'));
  const config = [...CONFIG_FILES, ...envFiles].filter((name) => fs.existsSync(path.join(root, name)));
  return [...filesUnder(path.join(root, CODE_DIR)).map((file) => `${CODE_DIR}/${file}`), ...config];
}

const contentHash = (root: string, file: string) =>
  fs.existsSync(path.join(root, file))
    ? createHash('sha256')
        .update(fs.readFileSync(path.join(root, file)))
        .digest('hex')
    : 'absent';

/** Each file the key covers (the fixed ones and `inputs`), with the hash of its content now. */
export function snapshot(root: string, inputs: readonly string[]): Map<string, string> {
  return new Map([...new Set([...fixedInputs(root), ...inputs])].sort().map((file) => [file, contentHash(root, file)]));
}

/** The key of bundles built from `files` (a snapshot), under `env` and Node `node`. */
export function bundleKey(
  root: string,
  files: ReadonlyMap<string, string>,
  env: NodeJS.ProcessEnv,
  node = process.version,
): string {
  const hash = createHash('sha256').update(`${LAYOUT}\0node ${node}\0`);
  for (const name of TOOLS) hash.update(`${name} ${installedVersion(root, name)}\0`);
  const names = [
    ...ENV_NAMES,
    ...Object.keys(env)
      .filter((name) => name.startsWith('VITE_'))
      .sort(),
  ];
  for (const name of names) hash.update(`${name}=${env[name] ?? ''}\0`);
  for (const [file, content] of files) hash.update(`${file} ${content}\0`);
  return hash.digest('hex').slice(0, 24);
}

const ASSET_URL = /(?:src|href)="(\/assets\/[^"]+)"/g;
/**
 * What Vite's output loads: import(`../chunks/x.js`) (Vite 8 uses backticks), from "./y.js", and the preload
 * lists of lazy islands, which name scripts and styles from the site's root ("assets/static/z.css").
 */
const JS_IMPORT = /["'`](\.{1,2}\/[^"'`\s]+\.(?:js|css)|\/?assets\/[^"'`\s]+\.(?:js|css))["'`]/g;

/** A specifier found in `script` (a URL path) as a URL path. */
const resolveIn = (script: string, spec: string) =>
  spec.startsWith('/')
    ? spec
    : spec.startsWith('assets/')
      ? `/${spec}`
      : path.posix.join(path.posix.dirname(script), spec);

/** The client files the asset tags name, and every script and style those scripts load in turn (relative to client/). */
export function usedFiles(clientDir: string, assets: PageAssets): string[] {
  const found = new Set<string>();
  const queue: string[] = [];
  const add = (url: string) => {
    if (found.has(url)) return;
    found.add(url);
    if (url.endsWith('.js')) queue.push(url);
  };
  const tags = `${assets.styles.map(({ tag }) => tag).join('')}${assets.head}${assets.body}`;
  for (const match of tags.matchAll(ASSET_URL)) add(match[1]!);
  for (let script = queue.pop(); script; script = queue.pop()) {
    const text = fs.readFileSync(path.join(clientDir, script), 'utf8');
    for (const [, spec] of text.matchAll(JS_IMPORT)) add(resolveIn(script, spec!));
  }
  return [...found].map((url) => url.slice(1)).sort();
}

/** Runs vike-build.mjs in a child process, which ends when this one does (its stdin); its output is shown only when it fails. */
function runVikeBuild(root: string, outDir: string, env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<void> {
  const script = path.join(root, 'generator/bundle/vike-build.mjs');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script, outDir], {
      cwd: root,
      env,
      stdio: ['pipe', 'pipe', 'pipe'],
      ...(signal ? { signal } : {}),
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`the bundles could not be built (vike build exited with ${code}):\n${output}`)),
    );
  });
}

/** Builds into a private folder of the cache, then files it under its key. */
async function buildBundle(
  root: string,
  cache: KeyedCache<Recorded>,
  env: NodeJS.ProcessEnv,
  signal?: AbortSignal,
): Promise<Entry<Recorded>> {
  const missing = ['src', 'vite.config.ts', 'generator/bundle/vike-build.mjs'].filter(
    (name) => !fs.existsSync(path.join(root, name)),
  );
  if (missing.length)
    throw new Error(`${root} has no ${missing.join(', ')}: the site's code must be beside its content to build it`);
  const building = cache.begin();
  try {
    // The code as it was when the build started: a file saved during the build must not be taken as built.
    const before = snapshot(
      root,
      filesUnder(path.join(root, 'generator')).map((file) => `generator/${file}`),
    );
    await runVikeBuild(root, path.relative(root, building), env, signal);
    const fixed = new Set(fixedInputs(root));
    const inputs = (JSON.parse(fs.readFileSync(path.join(building, INPUTS_FILE), 'utf8')) as string[]).filter(
      (file) => !fixed.has(file),
    );
    const files = snapshot(root, inputs);
    const changed = [...files]
      .filter(([file, content]) => before.has(file) && before.get(file) !== content)
      .map(([file]) => file);
    if (changed.length)
      throw new EnvironmentError(
        `${changed.join(', ')} changed while the site's code was being built: run generate again`,
      );
    const key = bundleKey(root, files, env);
    const shell = path.join(building, 'client/index.html');
    const client = path.join(building, 'client');
    const shellTags = assetsOf(fs.readFileSync(shell, 'utf8'));
    const assets: PageAssets = { ...stylesheetsOf(client, shellTags.head), body: shellTags.body };
    fs.rmSync(shell);
    // Another generate may have filed the same bundle meanwhile: theirs is as good as ours.
    return cache.commit(building, key, { inputs, assets, files: usedFiles(client, assets) });
  } finally {
    cache.abandon(building);
  }
}

/** The cached bundle whose inputs are all as they are now, every file of it as stored, if any. */
function lookUp(root: string, cache: KeyedCache<Recorded>, env: NodeJS.ProcessEnv): Entry<Recorded> | undefined {
  for (const key of cache.keys()) {
    const inputs = cache.manifest(key)?.meta.inputs;
    if (!inputs || bundleKey(root, snapshot(root, inputs), env) !== key) continue;
    const entry = cache.read(key);
    if (entry) return entry;
  }
  return undefined;
}

/**
 * The bundles for the code as it is now: from the cache, or built (and cached) when none matches or the one
 * that matches is damaged (`note` hears of it). `signal` stops a build under way (generate no longer needs it:
 * the content has errors).
 */
export async function bundle(
  root: string,
  { env, signal, note }: { env: NodeJS.ProcessEnv; signal?: AbortSignal; note?: (line: string) => void },
): Promise<Bundle & { built: boolean }> {
  const cache = new KeyedCache<Recorded>(root, BUNDLES, note ? { note } : {});
  const found = lookUp(root, cache, env);
  const entry = found ?? (await buildBundle(root, cache, env, signal));
  cache.prune({ keep: KEEP, inUse: [entry.key] });
  const { key, dir, meta } = entry;
  return {
    key,
    dir,
    assets: meta.assets,
    files: meta.files,
    render: path.join(dir, 'server', `${RENDER_ENTRY}.mjs`),
    built: !found,
  };
}
