// render: Vike pre-renders every route with React (`vike build` through its API) into a build folder.
import fs from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import type { RenderData } from '../render-data.ts';

/** Vike lists every file it pre-renders (10,000 lines on a large site) and has no option to stop it. */
async function quietly<T>(buildDir: string, work: () => Promise<T>): Promise<T> {
  const log = console.log;
  console.log = (...args: unknown[]) => {
    const line = format(...args);
    if (!line.includes(path.basename(buildDir)) && !/pre-render(ing|ed)/.test(line)) log(...args);
  };
  try {
    return await work();
  } finally {
    console.log = log;
  }
}

export async function render(root: string, data: RenderData, buildDir: string): Promise<string> {
  // The render data travels by file so that Vike's build, which loads our page hooks itself, need not load
  // and validate the content a second time.
  fs.mkdirSync(buildDir, { recursive: true });
  const dataFile = path.join(buildDir, 'render-data.json');
  fs.writeFileSync(dataFile, JSON.stringify(data));
  process.env.SITE_DATA_FILE = dataFile;
  const { build } = await import('vike/api');
  // Vike tells an absolute outDir from a relative one by comparing its first folder with the working
  // directory's (vike/dist/node/vite/shared/getOutDirs.js), so the build runs from the root itself.
  const cwd = process.cwd();
  process.chdir(root);
  try {
    await quietly(buildDir, () => build({ viteConfig: { root, logLevel: 'warn', build: { outDir: path.join(buildDir, 'out') } } }));
  } finally {
    process.chdir(cwd);
  }
  return path.join(buildDir, 'out', 'client');
}
