// What the files generate would publish are, read from the disk: public/ as it is, the admin's files (its scripts,
// as built or, before a build, by name; Decap's chunks, copied as they are), the bundle's files once built.
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_SCRIPTS, type AdminBundle, DECAP_DIST, decapChunks } from '../cms/build/admin-bundle.ts';
import { ADMIN_PAGES } from '../cms/build/admin-files.ts';
import { filesUnder } from '../write/files.mjs';

const sizeOf = (file: string) => fs.statSync(file).size;

/** Every file under public/, by its path there, with its size. */
export function ownOnDisk(root: string): Map<string, number> {
  const own = path.join(root, 'public');
  return new Map(filesUnder(own).map((file) => [file, sizeOf(path.join(own, file))]));
}

/**
 * The admin's files by name under admin/, with their sizes: as generate made them (`built`: the scripts and Decap's
 * chunks, and the texts of its pages), or, before a build, its two scripts by name and Decap's chunks.
 */
export function adminOnDisk(
  root: string,
  built?: { bundle: AdminBundle; files: ReadonlyMap<string, string> },
): Map<string, number | undefined> {
  if (built)
    return new Map<string, number | undefined>([
      ...[...built.bundle.files].map(([name, file]): [string, number] => [name, sizeOf(file)]),
      ...[...built.files].map(([name, text]): [string, number] => [name, Buffer.byteLength(text)]),
    ]);
  // A site checked away from the project's packages (check --root) has no Decap to count: generate counts it.
  const chunks = path.join(root, DECAP_DIST);
  const decap = fs.existsSync(chunks) ? decapChunks(root) : [];
  return new Map<string, number | undefined>([
    ...ADMIN_SCRIPTS.map((name): [string, undefined] => [name, undefined]),
    ...decap.map((name): [string, number] => [name, sizeOf(path.join(chunks, name))]),
    ...ADMIN_PAGES.map((name): [string, undefined] => [name, undefined]),
  ]);
}

/** The bundle's scripts and stylesheets, by path under dist/, with their sizes. */
export const bundleOnDisk = (client: string, files: readonly string[]): Map<string, number> =>
  new Map(files.map((file) => [file, sizeOf(path.join(client, file))]));
