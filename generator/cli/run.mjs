// The command line as `npm run` starts it: generator/cli/main.ts compiled by esbuild into plain JavaScript in
// .cache/cli/ and run from there. Through tsx's loader every start costs about 0.4 s more (the loader's own start,
// then a round trip to its worker for each of the generator's hundred modules), which is most of what a
// generate after a one-town edit takes. The compiled code is used while every file it was compiled from has
// the content it had then (esbuild lists them); after an edit to any of them, the next start compiles again
// (about 0.1 s). Packages stay outside: they are imported from node_modules as they are.
//
// Plain JavaScript, so that Node runs it without a loader. Usage: node generator/cli/run.mjs <command> [options].
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const PROJECT = path.resolve(import.meta.dirname, '../..');
export const CLI_CACHE = path.join(PROJECT, '.cache/cli');
const ENTRY = 'generator/cli/main.ts';
const MANIFEST = path.join(CLI_CACHE, 'cli.json');
/** Part of the manifest: a change to how the compiled code is laid out must not reuse old code. */
const LAYOUT = 'cli v1';
/** Compiled versions kept besides the one in use, so that switching branches back and forth does not compile. */
const KEEP = 3;

const hashOf = (text) => createHash('sha256').update(text).digest('hex');
const esbuildVersion = () => createRequire(import.meta.url)('esbuild/package.json').version;

/** The compiled module's path when every file it was compiled from is unchanged, else undefined. */
function upToDate() {
  let manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(MANIFEST, 'utf8'));
  } catch {
    return undefined;
  }
  if (manifest.layout !== LAYOUT || manifest.esbuild !== esbuildVersion()) return undefined;
  for (const [file, hash] of Object.entries(manifest.inputs)) {
    let text;
    try {
      text = fs.readFileSync(path.join(PROJECT, file));
    } catch {
      return undefined;
    }
    if (hashOf(text) !== hash) return undefined;
  }
  const module = path.join(CLI_CACHE, manifest.dir, 'cli.js');
  return fs.existsSync(module) ? module : undefined;
}

/** Writes `text` to `file` so that no reader ever sees half of it. */
function writeWhole(file, text) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temporary, text);
  fs.renameSync(temporary, file);
}

/** Compiles the command line into .cache/cli/<key>/ and records what it was compiled from. */
async function compile() {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: PROJECT,
    entryPoints: { cli: ENTRY },
    bundle: true,
    // Chunks, so that a command loads only what it needs (check never loads the rendering code).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    outdir: path.join(CLI_CACHE, 'compiling'),
    logLevel: 'error',
  });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .sort()
      .map((file) => [file, hashOf(fs.readFileSync(path.join(PROJECT, file)))]),
  );
  const dir = hashOf(JSON.stringify(inputs)).slice(0, 16);
  const outDir = path.join(CLI_CACHE, dir);
  // The same sources compiled before (another branch, another process): that copy is as good, and may be in use.
  if (!fs.existsSync(outDir)) {
    // Written under a temporary name and renamed whole: a process that starts meanwhile sees all of it or none.
    const temporary = `${outDir}.${process.pid}.tmp`;
    for (const output of result.outputFiles) {
      const file = path.join(temporary, path.relative(path.join(CLI_CACHE, 'compiling'), output.path));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, output.contents);
    }
    try {
      fs.renameSync(temporary, outDir);
    } catch (error) {
      // Another process compiled the same sources at the same moment and renamed its copy first.
      fs.rmSync(temporary, { recursive: true, force: true });
      if (!fs.existsSync(outDir)) throw error;
    }
  }
  writeWhole(MANIFEST, JSON.stringify({ layout: LAYOUT, esbuild: esbuildVersion(), dir, inputs }, null, 1));
  forgetOld(dir);
  return path.join(outDir, 'cli.js');
}

/** Keeps the KEEP most recently compiled versions besides `current`. */
function forgetOld(current) {
  const old = fs
    .readdirSync(CLI_CACHE, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== current && !entry.name.endsWith('.tmp'))
    .map((entry) => ({ name: entry.name, time: fs.statSync(path.join(CLI_CACHE, entry.name)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { name } of old.slice(KEEP)) fs.rmSync(path.join(CLI_CACHE, name), { recursive: true, force: true });
}

/** The compiled command line, compiled first when its sources changed. */
export async function compiledCli() {
  return upToDate() ?? (await compile());
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (invokedDirectly) {
  // Stack traces of a generator bug name the TypeScript source's lines, not the compiled file's.
  process.setSourceMapsEnabled(true);
  let cli;
  try {
    cli = await compiledCli();
  } catch (error) {
    process.stderr.write(
      `generator bug: the command line could not be compiled from ${ENTRY}: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(70);
  }
  const { run } = await import(pathToFileURL(cli).href);
  run(process.argv.slice(2));
}
