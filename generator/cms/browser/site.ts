// The site as the admin knows it, and what it knows of its collections: which folder holds each, and a
// hand-written file of each to take the style of a new one from. It starts as the snapshot beside the admin's page
// (generator/cms/build/snapshot.ts) and follows every save and delete, so that what was just saved can be referred to at
// once (a redirect, a service, a town): the files a save wrote take their new text as soon as it succeeds, and
// under npm run cms, where the server makes the snapshot afresh from the working tree on every request, the
// whole snapshot is fetched again (the ledger of published addresses and the pictures with it). The published
// admin saves to GitHub, whose snapshot is the last deploy's: there the saved texts are what it learns.

import { FOLDERS as CONTENT_FOLDERS } from '../../model/collections.ts';
import type { Snapshot } from '../build/snapshot.ts';
import type { Change } from './site-check.ts';

export interface Site {
  /** The site as it is now. */
  snapshot(): Snapshot;
  /** A save or delete has written `changes`; `fresh` when the server can make the snapshot of the result. */
  saved(changes: readonly Change[], fresh: boolean): void;
}

/** The snapshot beside the admin's page, as the server makes it now. */
export async function loadSnapshot(): Promise<Snapshot> {
  const response = await fetch('/admin/content.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`The admin could not load content.json (${response.status}).`);
  return (await response.json()) as Snapshot;
}

/** `snapshot` with `changes` made to its files. */
function withChanges(snapshot: Snapshot, changes: readonly Change[]): Snapshot {
  const files = { ...snapshot.files };
  for (const { file, text } of changes) {
    if (text === undefined) delete files[file];
    else files[file] = text;
  }
  return { ...snapshot, files };
}

/** The site from `first` on, following saves; `load` makes a fresh snapshot where the server can. */
export function liveSite(first: Snapshot, load: () => Promise<Snapshot> = loadSnapshot): Site {
  let current = first;
  // Only the snapshot asked for after the latest save replaces the site: an earlier one may arrive later.
  let saves = 0;
  return {
    snapshot: () => current,
    saved(changes, fresh) {
      current = withChanges(current, changes);
      const save = ++saves;
      if (!fresh) return;
      load().then(
        (made) => {
          if (save === saves) current = made;
        },
        // The texts saved are already known; the rest follows with the next save.
        () => undefined,
      );
    },
  };
}

/** The folder of each folder collection of the admin's configuration (named as in generator/cms/config/config.ts). */
export const FOLDERS: Record<string, string> = Object.fromEntries(
  Object.keys(CONTENT_FOLDERS).map((name) => [name, `content/${name}`]),
);

/** A file of the collection in `folder`, for the style of a new one: the first by name. */
export function exemplar(snapshot: Snapshot, folder: string): { file: string; text: string } | undefined {
  const file = Object.keys(snapshot.files)
    .filter((name) => name.startsWith(`${folder}/`))
    .sort()[0];
  return file ? { file, text: snapshot.files[file]! } : undefined;
}
