// The share cards of the real site: every indexed page's card drawn cold (empty cache), then again with the cache filled,
// then published warm as generate publishes them (made from the stamped cache and linked into a staging folder), and
// their sizes. Wall time and processor time (all threads: satori on the main one, sharp on libuv's), since on
// a shared machine the wall time says more about the other processes than about the cards. Prints figures,
// asserts nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { makeCards } from '../generator/cards/make-cards.ts';
import { toRenderData } from '../generator/model/render-data.ts';
import { LOGO_PATH } from '../generator/model/urls.ts';
import { runCheck } from '../generator/pipeline/run-check.ts';
import { linkFiles, SiteOutput } from '../generator/write/write.ts';

const REPO = path.resolve(import.meta.dirname, '..');
const today = new Date().toISOString().slice(0, 10);
const checked = runCheck(REPO, today);
if (!checked.content || !checked.routes) throw new Error('the real content has errors: run npm run check');
const data = toRenderData(checked.content, checked.routes, { today });

// A folder of its own for the cache, with the logo the cards show.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
fs.mkdirSync(path.dirname(path.join(root, 'public', LOGO_PATH)), { recursive: true });
fs.copyFileSync(path.join(REPO, 'public', LOGO_PATH), path.join(root, 'public', LOGO_PATH));

/** Makes the cards, and with `publish` links them into a new staging folder as generate does (no dist/ yet). */
const time = async (publish = false) => {
  const [start, cpu] = [performance.now(), process.cpuUsage()];
  const made = await makeCards(root, data);
  if (publish)
    linkFiles(made.files, new SiteOutput(fs.mkdtempSync(path.join(root, 'staging-')), path.join(root, 'dist')));
  const { user, system } = process.cpuUsage(cpu);
  return { seconds: (performance.now() - start) / 1000, cpu: (user + system) / 1e6, made };
};
const cold = await time();
const cached = await time();
const published = await time(true);
const sizes = [...cold.made.files.values()].map((file) => fs.statSync(file).size).sort((a, b) => a - b);
const kib = (bytes: number) => `${(bytes / 1024).toFixed(0)} KiB`;
console.log(
  `cards, ${data.routes.length} pages of the real site: cold ${cold.seconds.toFixed(1)} s, ${cold.cpu.toFixed(1)} s of processor time (${cold.made.drawn} drawn, ${cold.made.files.size} files); cached ${cached.seconds.toFixed(2)} s (${cached.made.drawn} drawn)`,
);
console.log(
  `cards, published warm (made from the cache, linked): ${published.seconds.toFixed(3)} s, ${published.cpu.toFixed(3)} s of processor time for ${published.made.files.size} files`,
);
console.log(
  `cards, sizes: ${kib(sizes.reduce((a, b) => a + b, 0))} in all, median ${kib(sizes[sizes.length >> 1]!)}, largest ${kib(sizes.at(-1)!)}`,
);
fs.rmSync(root, { recursive: true, force: true });
