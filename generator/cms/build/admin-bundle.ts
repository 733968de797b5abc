// The admin's code (cms/browser/main.ts: Decap CMS with our format, checks and preview), bundled by esbuild into two
// classic scripts, each an entry of the keyed cache (built aside, filed whole, verified when used):
// - vendor.js, under .cache/admin-vendor/<key>/: Decap CMS and the React it runs on, which the page loads first.
//   Decap is most of the admin's code (most of esbuild's work on the admin), and changes only with
//   the lockfile, so its key hashes that, the installed versions, Node's and this file. Decap's own lazy chunks
//   (code-editor modes, the wasm of its image tools) are loaded by Decap from beside it, so they are copied there
//   as they are.
// - cms.js, under .cache/admin/<key>/: ours, which takes Decap and React from vendor.js (one React for Decap
//   and the previews, which render with the site's templates). Its key hashes everything it is made from:
//   src/, the generator (check runs in the browser too), the validators' code, the lockfile and Node's version.
//   Simpler than following the import graph, and enough: a change to the generator rebuilds only this small part.
import fs from 'node:fs';
import path from 'node:path';
import type { BuildOptions, Plugin } from 'esbuild';
import { installedVersion } from '../../cache/installed-version.ts';
import { type Entry, hashKey, KeyedCache, sha256 } from '../../cache/keyed-cache.mjs';
import { filesUnder } from '../../write/files.mjs';

/** The caches of cms.js and of vendor.js. */
export const ADMIN_CACHES = ['.cache/admin', '.cache/admin-vendor'] as const;
const [APP_CACHE, VENDOR_CACHE] = ADMIN_CACHES;
/** Part of every key: a change to how the entries are laid out must not reuse old ones. */
const LAYOUT = 'admin v2';
const KEEP = 2;
/** The admin's scripts, as published under /admin/, in the order the page loads them. */
export const ADMIN_SCRIPTS = ['vendor.js', 'cms.js'] as const;
const [VENDOR_SCRIPT, APP_SCRIPT] = ADMIN_SCRIPTS;
/** The folders and files whose every byte goes into the app's key (the admin's browser code is under generator/). */
const SOURCES = ['src', 'generator'];
/** This module, whose code goes into vendor.js's key (tests/unit/admin-vendor.test.ts holds that it is this file). */
export const BUNDLE_MODULE = 'generator/cms/build/admin-bundle.ts';
/** The admin's browser code starts here. */
const BROWSER_ENTRY = 'generator/cms/browser/main.ts';
const CONFIG = ['package-lock.json', 'tsconfig.json'];
/** Decap's lazy chunks and wasm, as its own build names them. */
export const DECAP_DIST = 'node_modules/decap-cms-app/dist';
const DECAP_CHUNK = /^\d+\.decap-cms-app\.js$|\.wasm$/;
/** The packages whose installed version shapes vendor.js, whatever the lockfile says. */
const VENDOR_TOOLS = ['esbuild', 'decap-cms-app', 'react', 'react-dom'];
/**
 * The modules vendor.js holds for cms.js: Decap, and the React it renders with, which the previews (and the
 * templates' packages) must share. Any other module of React's, but for its server renderer (which takes React
 * from these), would be a second React in cms.js: the build refuses it.
 */
const VENDOR_MODULES = ['decap-cms-app', 'react', 'react/jsx-runtime', 'react-dom', 'react-dom/client'];
const REACT_MODULE = /^(?:react|react-dom|decap-cms-app)(?:\/.*)?$/;
const OWN_COPY = /^react-dom\/server(?:\.browser)?$/;
/** Where vendor.js leaves the modules for cms.js. */
const VENDOR_GLOBAL = '__siteAdminVendor';

export interface AdminBundle {
  /** The files to publish under /admin/, by name, with where each is: the scripts and Decap's chunks. */
  files: Map<string, string>;
}

const hashOf = (root: string, file: string) => `${file} ${sha256(fs.readFileSync(path.join(root, file)))}`;

function vendorKey(root: string): string {
  return hashKey(
    LAYOUT,
    `node ${process.version}`,
    ...VENDOR_TOOLS.map((name) => `${name} ${installedVersion(root, name)}`),
    ...['package-lock.json'].filter((file) => fs.existsSync(path.join(root, file))).map((file) => hashOf(root, file)),
    hashOf(root, BUNDLE_MODULE),
  );
}

function appKey(root: string, validatorsKey: string): string {
  const files = [
    ...SOURCES.flatMap((dir) => filesUnder(path.join(root, dir)).map((file) => `${dir}/${file}`)),
    ...CONFIG.filter((file) => fs.existsSync(path.join(root, file))),
  ].sort();
  return hashKey(
    LAYOUT,
    `node ${process.version}`,
    `validators ${validatorsKey}`,
    ...files.map((file) => hashOf(root, file)),
  );
}

/** What both scripts are built with: minified classic scripts (Decap finds its chunks from vendor.js's address). */
const common = (root: string): BuildOptions => ({
  absWorkingDir: root,
  bundle: true,
  format: 'iife',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  legalComments: 'none',
  logLevel: 'silent',
  // React's production build: its code asks for NODE_ENV, which the bundle fixes (no environment is read here).
  define: { [['process', 'env', 'NODE_ENV'].join('.')]: '"production"' },
});

/** esbuild's run of vendor.js into `out`, and Decap's chunks beside it. */
async function buildVendor(root: string, out: string): Promise<void> {
  const esbuild = await import('esbuild');
  const names = VENDOR_MODULES.map((name, i) => [name, `m${i}`] as const);
  await esbuild.build({
    ...common(root),
    stdin: {
      contents: [
        ...names.map(([name, local]) => `import ${local} from ${JSON.stringify(name)};`),
        `globalThis.${VENDOR_GLOBAL} = { ${names.map(([name, local]) => `${JSON.stringify(name)}: ${local}`).join(', ')} };`,
      ].join('\n'),
      resolveDir: root,
      loader: 'js',
    },
    outfile: path.join(out, VENDOR_SCRIPT),
  });
  for (const file of decapChunks(root)) fs.copyFileSync(path.join(root, DECAP_DIST, file), path.join(out, file));
}

/** Decap's lazy chunks and wasm, published beside vendor.js as they are. */
export const decapChunks = (root: string): string[] =>
  fs.readdirSync(path.join(root, DECAP_DIST)).filter((name) => DECAP_CHUNK.test(name));

/** Decap and React, as vendor.js leaves them: each import of one is the object vendor.js holds. */
export const fromVendor: Plugin = {
  name: 'admin-vendor',
  setup(on) {
    on.onResolve({ filter: REACT_MODULE }, (args) => {
      if (VENDOR_MODULES.includes(args.path)) return { path: args.path, namespace: 'vendor' };
      if (OWN_COPY.test(args.path)) return undefined;
      return {
        errors: [
          {
            text: `generator bug: the admin imports ${args.path}, which would be a second copy beside vendor.js's: add it to VENDOR_MODULES (${BUNDLE_MODULE})`,
          },
        ],
      };
    });
    // Each as its default import: React's CommonJS exports, Decap's CMS object. As CommonJS exports here, they are
    // what both a default import (the project's modules are Node's ES modules) and named imports expect.
    on.onLoad({ filter: /.*/, namespace: 'vendor' }, (args) => ({
      contents: `module.exports = globalThis.${VENDOR_GLOBAL}[${JSON.stringify(args.path)}];`,
      loader: 'js',
    }));
  },
};

/** esbuild's run of cms.js into `out`: our code, with the validators' code given. */
async function buildApp(root: string, validatorsCode: string, out: string): Promise<void> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    ...common(root),
    entryPoints: [path.join(root, BROWSER_ENTRY)],
    outfile: path.join(out, APP_SCRIPT),
    // The templates' islands import their styles; the preview links the site's built stylesheet instead.
    loader: { '.css': 'empty' },
    jsx: 'automatic',
    plugins: [
      fromVendor,
      {
        name: 'site-validators',
        setup(on) {
          on.onResolve({ filter: /^site:validators$/ }, () => ({ path: 'validators', namespace: 'site' }));
          const formats = JSON.stringify(path.join(root, 'generator/validate/formats.ts'));
          const modules: Record<string, string> = {
            validators: validatorsCode,
            formats: `module.exports = require(${formats}).formats();`,
          };
          on.onLoad({ filter: /.*/, namespace: 'site' }, (args) => ({
            contents: modules[args.path],
            loader: 'js',
            resolveDir: root,
          }));
          // What ajv's standalone code requires the formats by (FORMATS_MODULE of validator-cache.ts): the object.
          on.onResolve({ filter: /^schema-registry\/formats$/ }, () => ({ path: 'formats', namespace: 'site' }));
        },
      },
    ],
  });
}

/** The entry of `key` in `cache`, or built into it by `build`; the others pruned but for the newest few. */
async function cached(cache: KeyedCache, key: string, build: (dir: string) => Promise<void>): Promise<Entry> {
  const entry: Entry = cache.read(key) ?? (await cache.add(key, build));
  cache.prune({ keep: KEEP, inUse: [key] });
  return entry;
}

/** The admin's scripts for the validators of `validatorsKey` (whose code is `validatorsCode`): cached or built. */
export async function adminBundle(
  root: string,
  validators: { key: string; code: () => string },
  note?: (line: string) => void,
): Promise<AdminBundle> {
  const options = note ? { note } : {};
  const [vendor, app] = await Promise.all([
    cached(new KeyedCache(root, VENDOR_CACHE, options), vendorKey(root), (dir) => buildVendor(root, dir)),
    cached(new KeyedCache(root, APP_CACHE, options), appKey(root, validators.key), (dir) =>
      buildApp(root, validators.code(), dir),
    ),
  ]);
  return {
    files: new Map(
      [vendor, app].flatMap((entry) => entry.files.map((file): [string, string] => [file, path.join(entry.dir, file)])),
    ),
  };
}
