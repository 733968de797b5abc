// A copy of the project with the fixture site's content, built with the given environment and served as the
// host would (npm run preview's server), for the browser tests.
import fs from 'node:fs';
import path from 'node:path';
import { copyProject } from './project.ts';
import { type RunningServer, startPreviewServer } from './servers.ts';
import { runGenerator } from './spawn.ts';

export interface BuiltSite extends RunningServer {
  root: string;
}

export async function buildAndServe(env: Record<string, string> = {}): Promise<BuiltSite> {
  const root = copyProject({ fixture: true });
  const result = runGenerator(['generate', '--root', root], undefined, env);
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
