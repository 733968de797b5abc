// The version of an installed package, as part of a cache key: a cached output made by another version of the
// tool that made it is not used (the bundles by Vite's and Vike's, the share cards by satori's and sharp's).
import fs from 'node:fs';
import path from 'node:path';

/** The package's version in the project's node_modules, or `absent`. */
export function installedVersion(root: string, name: string): string {
  const manifest = path.join(root, 'node_modules', name, 'package.json');
  return fs.existsSync(manifest)
    ? (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version: string }).version
    : 'absent';
}
