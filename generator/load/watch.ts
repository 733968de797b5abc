// The eyes of watch mode and of the development server: the site's own files (site.yaml, content/, schemas/
// and the pictures under public/), reported once a burst of saves has settled, since editors write a file in
// several steps (a temporary file, a rename). The code is not watched: a change to it needs a new process.
import fs from 'node:fs';
import path from 'node:path';

/** What generate reads of the site; generate's own output (dist/, host/, .cache/, the ledger) is not among it. */
const FILES = ['site.yaml'];
const FOLDERS = ['content', 'schemas', 'public'];
const SETTLE_MS = 20;

export interface Watching {
  close(): void;
}

/**
 * Calls `onSave` with the files saved (relative to `root`) whenever saves have stopped for a moment. Each folder
 * is watched on its own, not with fs.watch's `recursive`: on Linux that follows files, and loses a file that an
 * editor (or sed -i) replaces by renaming a new one over it; a folder's watch sees every name that changes in it.
 */
export function watchSite(root: string, onSave: (files: string[]) => void): Watching {
  const saved = new Set<string>();
  const watchers = new Map<string, fs.FSWatcher>();
  let timer: NodeJS.Timeout | undefined;
  const settle = () => {
    timer = undefined;
    // Temporary files that came and went are no saves; a file deleted on purpose is one.
    const files = [...saved].sort();
    const present = files.filter((file) => fs.existsSync(path.join(root, file)));
    saved.clear();
    onSave(present.length ? present : files);
  };
  const note = (file: string) => {
    saved.add(file);
    clearTimeout(timer);
    timer = setTimeout(settle, SETTLE_MS);
  };
  const watchFolder = (folder: string) => {
    const full = path.join(root, folder);
    if (watchers.has(folder) || !fs.statSync(full, { throwIfNoEntry: false })?.isDirectory()) return;
    const watcher = fs.watch(full, (_event, name) => {
      if (!name) return;
      const file = path.join(folder, name.toString());
      watchFolder(file);
      note(file);
    });
    // A folder that is deleted ends its watch.
    watcher.on('error', () => watchers.delete(folder));
    watchers.set(folder, watcher);
    for (const entry of fs.readdirSync(full, { withFileTypes: true }))
      if (entry.isDirectory()) watchFolder(path.join(folder, entry.name));
  };
  // site.yaml through the site's folder, for the same reason.
  watchers.set(
    '',
    fs.watch(root, (_event, name) => name && FILES.includes(name.toString()) && note(name.toString())),
  );
  for (const folder of FOLDERS) watchFolder(folder);
  return {
    close() {
      clearTimeout(timer);
      for (const watcher of watchers.values()) watcher.close();
    },
  };
}
