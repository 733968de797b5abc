// A copy of the project with the fixture site's content, built with the given environment and served as the host
// would (npm run preview's server), for browser tests that change the site or need another build environment.
// A test that only reads the site takes servedFixture() (shared-build.ts) instead: built and served once per run.
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from './project.ts';
import { type RunningServer, startPreviewServer } from './servers.ts';
import { haveSharedCaches } from './shared-build.ts';
import { runInProcess } from './site.ts';

export interface BuiltSite extends RunningServer {
  root: string;
}

export async function buildAndServe(env: Record<string, string> = {}): Promise<BuiltSite> {
  // The run's shared bundles and validators, when there are: the site is the same, only built sooner.
  const root = copyProject({ fixture: true, ...(haveSharedCaches() ? { caches: true } : {}) });
  const result = await runInProcess(['generate', '--root', root], undefined, env);
  if (result.code !== 0) throw new Error(`generate failed:\n${result.stderr}`);
  const server = await startPreviewServer(path.join(root, 'dist'));
  return {
    root,
    origin: server.origin,
    stop: async () => {
      await server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
