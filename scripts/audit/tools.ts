// The two outside checkers, installed where the project never sees them: in a folder of their own under the
// user's cache, not in the project's package.json, node_modules or lockfile. Pinned, so that a figure in an issue
// note can be had again; change a version here to move on.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const PACKAGES = { 'vnu-jar': '26.9.27', 'structured-data-testing-tool': '4.5.0' } as const;

export interface Tools {
  /** The Nu HTML checker's jar. */
  vnuJar: string;
  /** The folder `require` resolves structured-data-testing-tool from. */
  modules: string;
  versions: typeof PACKAGES;
}

/** AUDIT_TOOLS_DIR, else ~/.cache/hoarder-audit-tools. */
export const toolsDir = (env: NodeJS.ProcessEnv = process.env) =>
  env.AUDIT_TOOLS_DIR || path.join(os.homedir(), '.cache', 'hoarder-audit-tools');

function installedVersion(modules: string, name: string): string | undefined {
  try {
    return JSON.parse(fs.readFileSync(path.join(modules, name, 'package.json'), 'utf8')).version;
  } catch {
    return undefined;
  }
}

/**
 * The tools, installed first when one is missing or at another version; undefined (with npm's output on stderr)
 * when npm could not install them. Install scripts are not run: vnu-jar's would download a Java runtime, and
 * this machine's own Java is the one the audit checks for.
 */
export function ensureTools(dir: string): Tools | undefined {
  const modules = path.join(dir, 'node_modules');
  const missing = Object.entries(PACKAGES).filter(([name, version]) => installedVersion(modules, name) !== version);
  if (missing.length) {
    process.stderr.write(`installing ${missing.map(([n, v]) => `${n}@${v}`).join(', ')} into ${dir}\n`);
    fs.mkdirSync(dir, { recursive: true });
    const specs = Object.entries(PACKAGES).map(([name, version]) => `${name}@${version}`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    const result = spawnSync(
      npm,
      ['install', '--prefix', dir, '--ignore-scripts', '--no-audit', '--no-fund', ...specs],
      {
        cwd: dir,
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    if (result.status !== 0) return undefined;
  }
  return { vnuJar: path.join(modules, 'vnu-jar', 'build', 'dist', 'vnu.jar'), modules, versions: PACKAGES };
}

/** The Java runtime's version ("17.0.15"), or undefined when there is no `java` to run. */
export function javaVersion(): string | undefined {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return undefined;
  return /version "([^"]+)"/.exec(`${result.stderr}${result.stdout}`)?.[1] ?? 'unknown';
}
