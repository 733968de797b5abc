// What check counts before building (generator/deploy/), with the bundle's files generate adds once built, beside
// what a generate of the same site wrote in dist/: the same files, folder by folder.
import path from 'node:path';
import { bundle } from '../../generator/bundle/bundle.ts';
import { measureSite } from '../../generator/deploy/measure.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { filesUnder } from '../../generator/write/files.mjs';
import { environment, today } from './clock.ts';

/** How many files each folder holds: the photos' sizes are named by a hash of the photo, so folders, not names. */
const byFolder = (files: readonly string[]) => {
  const counts = new Map<string, number>();
  for (const file of files) counts.set(path.posix.dirname(file), (counts.get(path.posix.dirname(file)) ?? 0) + 1);
  return Object.fromEntries([...counts].sort(([a], [b]) => a.localeCompare(b)));
};

/** The files counted for `root` (a generated site) and the files its dist/ holds, each by folder and by name. */
export async function countedAndWritten(root: string) {
  const checked = runCheck(root, today());
  const measured = measureSite(root, { ...checked, content: checked.content!, routes: checked.routes! });
  // The bundle generate used: found in .cache/bundles/ under the same key, never built again here.
  const built = await bundle(root, { env: environment().process });
  const counted = [...measured.files.map((f) => f.path), ...built.files];
  const written = filesUnder(path.join(root, 'dist'));
  return {
    counted: { byFolder: byFolder(counted), named: counted.filter((file) => !file.startsWith('images/_/')) },
    written: { byFolder: byFolder(written), all: written },
    fromBundle: built.files.length,
  };
}
