// A copy of the project with the fixture site made a git repository, served by npm run cms: the browser tests of
// the admin edit it through the form, and `git diff` is the witness of what each save wrote.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type DevServer, startDevServer } from './dev-server.ts';
import { copyProject } from './project.ts';

export interface CmsProject {
  root: string;
  server: DevServer;
  git(...args: string[]): string;
  stop(): Promise<void>;
}

/** The copy, committed once `prepare` has changed its content as a test needs, and its npm run cms. */
export async function startCmsProject(prepare?: (root: string) => void): Promise<CmsProject> {
  const root = copyProject({ fixture: true, caches: true });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  prepare?.(root);
  git('init', '-q');
  // node_modules is a link to the project's, which git would otherwise take for a file of the copy.
  fs.appendFileSync(path.join(root, '.git/info/exclude'), '/node_modules\n');
  git('add', '-A');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', 'the fixture site');
  const server = await startDevServer(root, process.env, 'cms');
  return {
    root,
    server,
    git,
    stop: async () => {
      await server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
