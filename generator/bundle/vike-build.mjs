// Vike's build of the bundles, run by generate (bundle.ts) in a child process whose working directory is the
// site: Vike tells an absolute outDir from a relative one by comparing its first folder with the working
// directory's (vike/dist/node/vite/shared/getOutDirs.js), and a process of its own keeps Vite's and Vike's
// process-wide state and memory out of generate.
//
// Plain JavaScript, so that Node runs it without a loader: through tsx's, every module of Vite, Vike and Rolldown
// went through the loader's hooks, which nearly doubled a build's processor time. Vite compiles vite.config.ts and the templates itself. Usage: node generator/bundle/vike-build.mjs OUT_DIR
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'vike/api';
import { INPUTS_FILE, RENDER_ENTRY } from './outputs.mjs';

/**
 * The render function (src/page-html.tsx) as an entry of the server build of its own.
 * @param {string} root
 * @returns {import('vite').Plugin}
 */
function renderEntry(root) {
  return {
    name: 'site:render-entry',
    applyToEnvironment: (environment) => environment.name === 'ssr',
    options(options) {
      // Vike gives the build its entries by name, so the input is an object of them.
      options.input = {
        .../** @type {Record<string, string>} */ (options.input),
        [RENDER_ENTRY]: path.join(root, 'src/page-html.tsx'),
      };
    },
  };
}

/**
 * Records every project file a build reads, for the cache key (bundle.ts): the modules of each bundle, and the
 * files vite.config.ts loads (its plugins shape the output too). That file loads only the model and the build's
 * virtual:site (site-module.ts); the dev server's plugins, which load the check pipeline, are given by npm run dev.
 * @param {string} root
 * @param {Set<string>} found
 * @returns {import('vite').Plugin}
 */
function recordInputs(root, found) {
  /** @param {string} id */
  const add = (id) => {
    const file = /** @type {string} */ (id.split('?')[0]);
    if (
      path.isAbsolute(file) &&
      file.startsWith(root + path.sep) &&
      !file.includes(`${path.sep}node_modules${path.sep}`)
    )
      found.add(path.relative(root, file).split(path.sep).join('/'));
  };
  return {
    name: 'site:record-inputs',
    configResolved(config) {
      config.configFileDependencies.forEach(add);
    },
    buildEnd() {
      for (const id of this.getModuleIds()) add(id);
    },
  };
}

/** @param {string} outDir */
async function main(outDir) {
  const root = process.cwd();
  /** @type {Set<string>} */
  const found = new Set();
  // publicDir: the site's own files are copied by generate, so that the bundles depend on code alone.
  await build({
    viteConfig: {
      root,
      logLevel: 'warn',
      publicDir: false,
      build: { outDir },
      plugins: [renderEntry(root), recordInputs(root, found)],
    },
  });
  fs.writeFileSync(path.join(root, outDir, INPUTS_FILE), JSON.stringify([...found].sort()));
}

const [outDir] = process.argv.slice(2);
if (outDir) {
  // The build is generate's: generate holds the other end of this process's stdin, which closes when generate
  // ends in any way, killed included. Without this, a killed generate left its build running, unseen.
  process.stdin.on('end', () => process.exit(1));
  process.stdin.resume();
  // Not a reason to stay: the process ends when the build is done.
  process.stdin.unref();
  main(outDir).catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
