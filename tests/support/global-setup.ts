// The e2e project's global setup (vitest.config.ts): before any e2e file runs, the fixture site is generated
// twice in parallel by the real command line, once as users run it (NODE_ENV unset: production) and once with
// NODE_ENV=test (what runGenerate inside a test builds), and the first is served. This compiles the command line
// (.cache/cli of the repository, which every spawned command then uses), builds both sets of bundles and the
// validators once for the run, and leaves them for the copies (shared-build.ts says how tests use them).
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { copyProject } from './project.ts';
import { startPreviewServer } from './servers.ts';
import type { NodeEnv, SharedBuild } from './shared-build.ts';
import { runGeneratorAsync } from './spawn.ts';

async function generated(env: NodeEnv): Promise<string> {
  const root = copyProject({ fixture: true });
  const result = await runGeneratorAsync(
    ['generate', '--root', root],
    undefined,
    env === 'test' ? { NODE_ENV: env } : {},
  );
  if (result.code !== 0)
    throw new Error(`the shared fixture build (NODE_ENV=${env}) failed:\n${result.stdout}\n${result.stderr}`);
  return root;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [production, test] = await Promise.all([generated('production'), generated('test')]);
  const server = await startPreviewServer(path.join(production, 'dist'));
  const build: SharedBuild = { caches: { production, test }, served: { root: production, origin: server.origin } };
  project.provide('sharedBuild', build);
  return async () => {
    await server.stop();
    for (const root of [production, test]) fs.rmSync(root, { recursive: true, force: true });
  };
}
