// bundle: the code the pages are made with, built by Vike (vike-build.ts) and kept in .cache/bundles/<key>/. The
// key hashes everything the build depends on: every file under src/, every other project file the build read
// (the generator's modules that src/ imports, and those vite.config.ts loads), the configuration and lockfile,
// the versions of Node and of the tools, and the build-time environment. The build itself lists the files it
// read, so the key follows the real import graph: editing a check rule does not rebuild, editing a template does.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assetsOf, type PageAssets } from '../../src/page-assets.ts';
import { filesUnder } from '../write/files.ts';

export const BUNDLES = '.cache/bundles';
/** The server bundle's copy of the render function, beside Vike's own server entry. */
export const RENDER_ENTRY = 'page-html';
/** The project files a build read, relative to the site (written by vike-build.ts). */
export const INPUTS_FILE = 'inputs.json';
const BUNDLE_FILE = 'bundle.json';
/** Part of every key: a change to how bundles are laid out in the cache must not reuse old ones. */
const LAYOUT = 'bundle v1';
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
  'generator/bundle/vike-build.ts',
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
  /** The tags that load every page's styles and scripts. */
  assets: PageAssets;
  /** The files under client/ that pages use, directly or through imports: the only ones published. */
  files: string[];
  /** The server bundle's module with the render function. */
  render: string;
}

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

function toolVersion(root: string, name: string): string {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
    : 'absent';
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
  for (const name of TOOLS) hash.update(`${name} ${toolVersion(root, name)}\0`);
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
  for (const match of `${assets.head}${assets.body}`.matchAll(ASSET_URL)) add(match[1]!);
  for (let script = queue.pop(); script; script = queue.pop()) {
    const text = fs.readFileSync(path.join(clientDir, script), 'utf8');
    for (const [, spec] of text.matchAll(JS_IMPORT)) add(resolveIn(script, spec!));
  }
  return [...found].map((url) => url.slice(1)).sort();
}

/** Runs vike-build.ts in a child process, which ends when this one does (its stdin); its output is shown only when it fails. */
function runVikeBuild(root: string, outDir: string, env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<void> {
  const script = path.join(root, 'generator/bundle/vike-build.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script, outDir], {
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

/** Builds into a private folder, then files it under its key; returns the key. */
async function buildBundle(root: string, env: NodeJS.ProcessEnv, signal?: AbortSignal): Promise<string> {
  const missing = ['src', 'vite.config.ts', 'generator/bundle/vike-build.ts'].filter(
    (name) => !fs.existsSync(path.join(root, name)),
  );
  if (missing.length)
    throw new Error(`${root} has no ${missing.join(', ')}: the site's code must be beside its content to build it`);
  const building = path.join(BUNDLES, `.building-${process.pid}`);
  const full = path.join(root, building);
  fs.rmSync(full, { recursive: true, force: true });
  try {
    // The code as it was when the build started: a file saved during the build must not be taken as built.
    const before = snapshot(
      root,
      filesUnder(path.join(root, 'generator')).map((file) => `generator/${file}`),
    );
    await runVikeBuild(root, building, env, signal);
    const fixed = new Set(fixedInputs(root));
    const inputs = (JSON.parse(fs.readFileSync(path.join(full, INPUTS_FILE), 'utf8')) as string[]).filter(
      (file) => !fixed.has(file),
    );
    const files = snapshot(root, inputs);
    const changed = [...files]
      .filter(([file, content]) => before.has(file) && before.get(file) !== content)
      .map(([file]) => file);
    if (changed.length)
      throw new Error(`${changed.join(', ')} changed while the site's code was being built: run generate again`);
    const key = bundleKey(root, files, env);
    const shell = path.join(full, 'client/index.html');
    const assets = assetsOf(fs.readFileSync(shell, 'utf8'));
    fs.rmSync(shell);
    const recorded: Recorded = { inputs, assets, files: usedFiles(path.join(full, 'client'), assets) };
    fs.writeFileSync(path.join(full, BUNDLE_FILE), JSON.stringify(recorded));
    // Another generate may have finished the same bundle meanwhile: theirs is as good as ours.
    if (!fs.existsSync(path.join(root, BUNDLES, key))) fs.renameSync(full, path.join(root, BUNDLES, key));
    return key;
  } finally {
    fs.rmSync(full, { recursive: true, force: true });
  }
}

/** The cached bundles, most recently used first. */
function cached(root: string): Array<{ key: string; time: number }> {
  const dir = path.join(root, BUNDLES);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.') && fs.existsSync(path.join(dir, name, BUNDLE_FILE)))
    .map((key) => ({ key, time: fs.statSync(path.join(dir, key)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
}

const readRecorded = (root: string, key: string) =>
  JSON.parse(fs.readFileSync(path.join(root, BUNDLES, key, BUNDLE_FILE), 'utf8')) as Recorded;

/** The cached bundle whose inputs are all as they are now, if any. */
function lookUp(root: string, env: NodeJS.ProcessEnv): string | undefined {
  return cached(root).find(({ key }) => bundleKey(root, snapshot(root, readRecorded(root, key).inputs), env) === key)
    ?.key;
}

/**
 * The bundles for the code as it is now: from the cache, or built (and cached) when none matches. `signal`
 * stops a build under way (generate no longer needs it: the content has errors).
 */
export async function bundle(
  root: string,
  { env, signal }: { env: NodeJS.ProcessEnv; signal?: AbortSignal },
): Promise<Bundle & { built: boolean }> {
  let key = lookUp(root, env);
  const built = key === undefined;
  key ??= await buildBundle(root, env, signal);
  const dir = path.join(root, BUNDLES, key);
  // Most recently used first: pruning keeps those.
  const now = new Date();
  fs.utimesSync(dir, now, now);
  for (const old of cached(root).slice(KEEP + 1))
    fs.rmSync(path.join(root, BUNDLES, old.key), { recursive: true, force: true });
  const { assets, files } = readRecorded(root, key);
  return { key, dir, assets, files, render: path.join(dir, 'server', `${RENDER_ENTRY}.mjs`), built };
}
