// Decap's backends, extended for two things. A save or a delete carries the redirects staff chose to add with it
// (save-guard.ts): Decap saves one entry at a time, so the redirects file travels as a second data file of the
// same save. Decap's local backend (decap-server) writes every data file of a save, and its GitHub backend commits
// them together: in one commit on the branch (simple mode) or on the entry's branch and pull request (editorial
// workflow), which CI checks and a person merges whole. A delete is one request with no room for a second file:
// on GitHub the delete and the redirects are made one commit through the backend's own Git Data API calls; the
// local backend writes the redirects, then deletes. And after each save or delete the admin's picture of the site
// follows (site.ts).
import { REDIRECTS_FILE } from '../../model/collections.ts';
import { withRedirects } from './redirect-fix.ts';
import type { Site } from './site.ts';
import type { Redirect } from './site-check.ts';

/** A file of a save, as Decap hands it to a backend. */
export interface DataFile {
  path: string;
  slug: string;
  raw: string;
  newPath?: string;
}

/** What a save writes besides its entry: the redirects chosen for it, by the path of the entry's file. */
export type Pending = Map<string, Redirect[]>;

type Tree = { path: string; sha: string | null };
/** The calls of Decap's GitHub API (decap-cms-backend-github, API.ts) a one-commit delete needs. */
interface GitApi {
  branch: string;
  uploadBlob(file: { raw: string; sha?: string }): Promise<{ sha?: string }>;
  getDefaultBranch(): Promise<{ commit: { sha: string } }>;
  updateTree(base: string, files: Tree[]): Promise<{ sha: string }>;
  commit(message: string, tree: { sha: string }): Promise<{ sha: string }>;
  patchBranch(branch: string, sha: string): Promise<unknown>;
}

/** The methods of a Decap backend implementation this extends (both the local one and GitHub's have them). */
export interface Implementation {
  getEntry(path: string): Promise<{ data: string | null }>;
  persistEntry(entry: { dataFiles: DataFile[]; assets: unknown[] }, options: Record<string, unknown>): Promise<unknown>;
  deleteFiles(paths: string[], message: string): Promise<unknown>;
  unpublishedEntry?: (
    args: Record<string, unknown>,
  ) => Promise<{ collection?: string; diffs: Array<{ path: string }> }>;
  api?: GitApi;
}

/** The redirects file with `redirects` added, from its text in the backend now (a save may follow others). */
async function redirectsFile(impl: Implementation, redirects: readonly Redirect[]): Promise<DataFile[]> {
  if (!redirects.length) return [];
  const { data } = await impl.getEntry(REDIRECTS_FILE);
  const raw = withRedirects(data ?? '', redirects);
  return [{ path: REDIRECTS_FILE, slug: 'redirects', raw }];
}

/** `paths` deleted and `files` written in one commit, as GitHub's own delete makes its commit. */
async function oneCommit(api: GitApi, paths: string[], files: DataFile[], message: string): Promise<void> {
  const blobs = await Promise.all(
    files.map(async (file) => ({ path: file.path, sha: (await api.uploadBlob(file)).sha! })),
  );
  const head = await api.getDefaultBranch();
  const tree = await api.updateTree(head.commit.sha, [...paths.map((path) => ({ path, sha: null })), ...blobs]);
  const commit = await api.commit(message, tree);
  await api.patchBranch(api.branch, commit.sha);
}

/**
 * `impl` with the redirects of `pending` written with the save or delete they were chosen for, and `site` told
 * of every save and delete. `local`: decap-server's backend, whose server makes the snapshot of the working tree.
 */
export function extendBackend(
  impl: Implementation,
  { pending, site, local }: { pending: Pending; site: Site; local: boolean },
) {
  const take = (paths: readonly string[]) =>
    paths.flatMap((path) => {
      const redirects = pending.get(path) ?? [];
      pending.delete(path);
      return redirects;
    });
  const { persistEntry, deleteFiles, unpublishedEntry } = impl;
  impl.persistEntry = async (entry, options) => {
    const dataFiles = [...entry.dataFiles, ...(await redirectsFile(impl, take(entry.dataFiles.map((f) => f.path))))];
    const done = await persistEntry.call(impl, { ...entry, dataFiles }, options);
    site.saved(
      dataFiles.map((f) => ({ file: f.newPath ?? f.path, text: f.raw })),
      local,
    );
    return done;
  };
  impl.deleteFiles = async (paths, message) => {
    const files = await redirectsFile(impl, take(paths));
    if (!files.length) await deleteFiles.call(impl, paths, message);
    else if (impl.api) await oneCommit(impl.api, paths, files, message);
    else {
      await persistEntry.call(impl, { dataFiles: files, assets: [] }, { commitMessage: message, useWorkflow: false });
      await deleteFiles.call(impl, paths, message);
    }
    site.saved([...paths.map((file) => ({ file })), ...files.map((f) => ({ file: f.path, text: f.raw }))], local);
  };
  // Decap reads an entry's pull request back as its first data file by the length of the path: the redirects file
  // that travelled with it is left out of what it reads (it stays in the pull request).
  if (unpublishedEntry)
    impl.unpublishedEntry = async (args) => {
      const found = await unpublishedEntry.call(impl, args);
      if (found.collection === 'redirects') return found;
      return { ...found, diffs: found.diffs.filter((d) => d.path !== REDIRECTS_FILE) };
    };
  return impl;
}
