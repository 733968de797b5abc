// The site as generate last built it (generator/cms/build/snapshot.ts), fetched once from beside the admin's page,
// and what the admin knows of its collections: which folder holds each, and a hand-written file of each to
// take the style of a new one from.

import { FOLDERS as CONTENT_FOLDERS } from '../../model/collections.ts';
import type { Snapshot } from '../build/snapshot.ts';

let loading: Promise<Snapshot> | undefined;

/** The snapshot; the admin asks for it as soon as it starts, so that it is there by the first save. */
export function site(): Promise<Snapshot> {
  loading ??= fetch('/admin/content.json', { cache: 'no-cache' }).then((response) => {
    if (!response.ok) throw new Error(`The admin could not load content.json (${response.status}).`);
    return response.json() as Promise<Snapshot>;
  });
  return loading;
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
