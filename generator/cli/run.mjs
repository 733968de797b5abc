// The command line as `npm run` starts it: generator/cli/main.ts compiled by esbuild into plain JavaScript in
// .cache/cli/ and run from there. Through tsx's loader every start costs more (the loader's own start,
// then a round trip to its worker for each of the generator's hundred modules), which is most of what a
// generate after a one-town edit takes. The compiled code is used while every file it was compiled from has
// the content it had then (esbuild lists them); after an edit to any of them, the next start compiles again
// (quickly: esbuild). Packages stay outside: they are imported from node_modules as they are. The copies are entries
// of the keyed cache (generator/cache/keyed-cache.mjs): a copy whose files are not what was stored is set aside
// with one note and compiled again, never run.
//
// A one-off generate runs in a worker thread under a heap bound (GENERATE_HEAP_MB, below), every other command on
// this thread. Plain JavaScript, so that Node runs it without a loader; tsc checks its JSDoc types. Usage: node
// generator/cli/run.mjs <command> [options].
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isMainThread, Worker, workerData } from 'node:worker_threads';
import { hashKey, KeyedCache, sha256 } from '../cache/keyed-cache.mjs';
import { environmentProblem } from '../diagnostics/environment.mjs';

const PROJECT = path.resolve(import.meta.dirname, '../..');
const ENTRY = 'generator/cli/main.ts';
/** Part of every key: a change to how the compiled code is laid out must not reuse old code. */
const LAYOUT = 'cli v2';
/** Compiled versions kept besides the one in use, so that switching branches back and forth does not compile. */
const KEEP = 3;
/** Where esbuild is told it writes: as deep as an entry, so that the source maps' relative paths hold there. */
const OUT_DIR = '.cache/cli/compiling';

/**
 * What a compiled copy records in its manifest: the esbuild that compiled it, and each file it was compiled from
 * (relative to the project) with its SHA-256.
 * @typedef {{ esbuild: string; inputs: Record<string, string> }} Compiled
 */

/** @returns {string} */
const esbuildVersion = () => createRequire(import.meta.url)('esbuild/package.json').version;

/**
 * The cache of compiled copies (.cache/cli/<key>/), each with the files it was compiled from in its manifest.
 * @returns {KeyedCache<Compiled>}
 */
const cliCache = () =>
  new KeyedCache(PROJECT, '.cache/cli', { note: (line) => process.stderr.write(`note: ${line}\n`) });

/**
 * The hash of a project file as it is now; undefined when it is gone.
 * @param {string} file
 */
function hashNow(file) {
  try {
    return sha256(fs.readFileSync(path.join(PROJECT, file)));
  } catch {
    return undefined;
  }
}

/**
 * The compiled module of an entry whose every source file is unchanged, its files verified; else undefined.
 * @param {KeyedCache<Compiled>} cache
 */
function upToDate(cache) {
  /** @type {Map<string, string | undefined>} */
  const now = new Map();
  /** @param {[string, string]} input */
  const unchanged = ([file, hash]) => {
    if (!now.has(file)) now.set(file, hashNow(file));
    return now.get(file) === hash;
  };
  for (const key of cache.keys()) {
    const meta = cache.manifest(key)?.meta;
    if (meta?.esbuild !== esbuildVersion() || !Object.entries(meta.inputs).every(unchanged)) continue;
    const entry = cache.read(key);
    if (entry) return path.join(entry.dir, 'cli.js');
  }
  return undefined;
}

/**
 * Compiles the command line into .cache/cli/<key>/, recording what it was compiled from.
 * @param {KeyedCache<Compiled>} cache
 */
async function compile(cache) {
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
    outdir: path.join(PROJECT, OUT_DIR),
    logLevel: 'error',
  });
  const inputs = Object.fromEntries(
    Object.keys(result.metafile.inputs)
      .sort()
      .map((file) => [file, sha256(fs.readFileSync(path.join(PROJECT, file)))]),
  );
  const esbuild = esbuildVersion();
  // The same sources compiled by another process meanwhile: its copy is as good (commit keeps it).
  const entry = await cache.add(hashKey(LAYOUT, esbuild, JSON.stringify(inputs)), (dir) => {
    for (const output of result.outputFiles) {
      const file = path.join(dir, path.relative(path.join(PROJECT, OUT_DIR), output.path));
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, output.contents);
    }
    return { esbuild, inputs };
  });
  cache.prune({ keep: KEEP, inUse: [entry.key] });
  return path.join(entry.dir, 'cli.js');
}

/** The compiled command line, compiled first when its sources changed or its copy is damaged. */
async function compiledCli() {
  const cache = cliCache();
  return upToDate(cache) ?? (await compile(cache));
}

/**
 * The heap bound (MB of V8's old generation) a one-off generate runs under. V8 lets a heap grow to about four times
 * what is live before it collects when the bound is 2 GiB or more (a bound Node sets from the machine's memory),
 * and to about twice below that, scaled with the bound (docs/design.md, and npm run bench for the peaks). What runs
 * out of it runs again without it (launch()).
 */
export const GENERATE_HEAP_MB = 1536;

/**
 * Whether the command is a one-off generate, which runs in a worker under GENERATE_HEAP_MB.
 * @param {string[]} args
 */
const bounded = (args) => args[0] === 'generate' && !args.includes('--watch');

/**
 * Says what escaped the command line's own handling (its compile, its modules failing to load) and gives the exit
 * code: a full disk, a missing permission or a package missing from node_modules is the user's to fix (1),
 * anything else a generator bug (70), said as `bug` words it (by default the error's stack).
 * @param {unknown} error
 * @param {(error: unknown) => string} [bug]
 * @returns {number}
 */
function escaped(error, bug = (e) => (e instanceof Error ? (e.stack ?? e.message) : String(e))) {
  const problem = environmentProblem(error, PROJECT);
  process.stderr.write(problem ? `${problem}\n` : `generator bug: ${bug(error)}\n`);
  return problem ? 1 : 70;
}

/**
 * Runs the compiled command line `cli` with `args` in a worker thread whose heap is bounded to `heapMb`: its
 * output reaches this process's, its exit code is the result; 'out of memory' when it outgrew the bound.
 * @param {string} cli
 * @param {string[]} args
 * @param {number} heapMb
 * @returns {Promise<number | 'out of memory'>}
 */
function inWorker(cli, args, heapMb) {
  return new Promise((resolve) => {
    const worker = new Worker(new URL(import.meta.url), {
      workerData: { launcher: { cli, args } },
      resourceLimits: { maxOldGenerationSizeMb: heapMb },
    });
    /** @type {unknown} */
    let failure;
    worker.on('error', (error) => (failure = error));
    worker.on('exit', (code) => {
      if (failure === undefined) return resolve(code);
      if (/** @type {{ code?: unknown } | null} */ (failure)?.code === 'ERR_WORKER_OUT_OF_MEMORY')
        return resolve('out of memory');
      resolve(escaped(failure));
    });
  });
}

/**
 * The command line with `args`, compiled first when its sources changed: a one-off generate in a worker under
 * `heapMb` (and again in this thread, with a note, should it outgrow that); every other command in this thread,
 * where a server or watch mode hears the process's signals. Resolves to the exit code, or never when the command
 * ran in this thread (it exits the process itself).
 * @param {string[]} args
 * @param {{ heapMb?: number }} [options]
 * @returns {Promise<number>}
 */
export async function launch(args, { heapMb = GENERATE_HEAP_MB } = {}) {
  let cli;
  try {
    cli = await compiledCli();
  } catch (error) {
    // A source that does not compile is ours: said with esbuild's message, which names its line.
    return escaped(
      error,
      (e) => `the command line could not be compiled from ${ENTRY}: ${e instanceof Error ? e.message : String(e)}`,
    );
  }
  if (bounded(args)) {
    const result = await inWorker(cli, args, heapMb);
    if (result !== 'out of memory') return result;
    process.stderr.write(
      `note: generate needed more than its ${heapMb} MB heap; it runs again without that bound, which takes more memory\n`,
    );
  }
  let run;
  try {
    ({ run } = await import(pathToFileURL(cli).href));
  } catch (error) {
    return escaped(error);
  }
  run(args);
  return new Promise(() => {});
}

const invokedDirectly =
  process.argv[1] !== undefined && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
/** @type {{ launcher?: { cli: string; args: string[] } } | undefined} */
const data = workerData;
if (!isMainThread && data?.launcher) {
  // The worker inWorker() starts: the command line's run(), which exits this thread with its code.
  process.setSourceMapsEnabled(true);
  const { run } = await import(pathToFileURL(data.launcher.cli).href);
  run(data.launcher.args);
} else if (invokedDirectly) {
  // Stack traces of a generator bug name the TypeScript source's lines, not the compiled file's.
  process.setSourceMapsEnabled(true);
  process.exit(await launch(process.argv.slice(2)));
}
