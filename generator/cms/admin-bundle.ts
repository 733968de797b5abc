// The admin's code (admin/main.ts: Decap CMS with our format, checks and preview), bundled by esbuild into one
// classic script and kept in .cache/admin/<key>/ (an entry of the keyed cache: built aside, filed whole, verified
// when used). Decap's own lazy chunks (code-editor modes, the wasm of its image tools) are loaded by Decap
// from beside the script, so they are copied next to it as they are. The key hashes everything the bundle is
// made from: admin/, src/ (the preview renders with the site's templates), the generator (check runs in the
// browser too), the validators' code, the lockfile and Node's version. Simpler than following the import graph,
// and enough: a change to the generator costs a rebuild of about two seconds.
import fs from 'node:fs';
import path from 'node:path';
import { type Entry, hashKey, KeyedCache, sha256 } from '../cache/keyed-cache.mjs';
import { filesUnder } from '../write/files.mjs';

export const ADMIN_CACHE = '.cache/admin';
/** Part of every key: a change to how the entry is laid out must not reuse old ones. */
const LAYOUT = 'admin v1';
const KEEP = 2;
/** The admin's script, as published under /admin/. */
export const ADMIN_SCRIPT = 'cms.js';
/** The folders and files whose every byte goes into the key. */
const SOURCES = ['admin', 'src', 'generator'];
const CONFIG = ['package-lock.json', 'tsconfig.json'];
/** Decap's lazy chunks and wasm, as its own build names them. */
const DECAP_DIST = 'node_modules/decap-cms-app/dist';
const DECAP_CHUNK = /^\d+\.decap-cms-app\.js$|\.wasm$/;

export interface AdminBundle {
  dir: string;
  /** The files of the entry, relative to it: the script and Decap's chunks. */
  files: string[];
}

function keyOf(root: string, validatorsKey: string): string {
  const files = [
    ...SOURCES.flatMap((dir) => filesUnder(path.join(root, dir)).map((file) => `${dir}/${file}`)),
    ...CONFIG.filter((file) => fs.existsSync(path.join(root, file))),
  ].sort();
  return hashKey(
    LAYOUT,
    `node ${process.version}`,
    `validators ${validatorsKey}`,
    ...files.map((file) => `${file} ${sha256(fs.readFileSync(path.join(root, file)))}`),
  );
}

/** esbuild's run, into `out`: one minified classic script (Decap finds its chunks from the script's address). */
async function build(root: string, validatorsCode: string, out: string): Promise<void> {
  const esbuild = await import('esbuild');
  await esbuild.build({
    absWorkingDir: root,
    entryPoints: [path.join(root, 'admin/main.ts')],
    outfile: path.join(out, ADMIN_SCRIPT),
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'silent',
    // React's production build: its code asks for NODE_ENV, which the bundle fixes (no environment is read here).
    define: { [['process', 'env', 'NODE_ENV'].join('.')]: '"production"' },
    // The templates' islands import their styles; the preview links the site's built stylesheet instead.
    loader: { '.css': 'empty' },
    jsx: 'automatic',
    plugins: [
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
  for (const file of fs.readdirSync(path.join(root, DECAP_DIST)).filter((name) => DECAP_CHUNK.test(name)))
    fs.copyFileSync(path.join(root, DECAP_DIST, file), path.join(out, file));
}

/** The admin's bundle for the validators of `validatorsKey` (whose code is `validatorsCode`): cached or built. */
export async function adminBundle(
  root: string,
  validators: { key: string; code: () => string },
  note?: (line: string) => void,
): Promise<AdminBundle> {
  const cache = new KeyedCache(root, ADMIN_CACHE, note ? { note } : {});
  const key = keyOf(root, validators.key);
  const entry: Entry = cache.read(key) ?? (await cache.add(key, (dir) => build(root, validators.code(), dir)));
  cache.prune({ keep: KEEP, inUse: [key] });
  return { dir: entry.dir, files: entry.files };
}
