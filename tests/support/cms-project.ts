// A copy of the project with the fixture site, made a git repository so that `git diff` is the witness of what each
// save wrote, served by npm run cms: what the admin's browser tests work on.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type DevServer, startDevServer } from './dev-server.ts';
import { type Fixture, fixture } from './fixture.ts';

export interface CmsProject {
  root: string;
  /** The copy, to read, check or generate. */
  site: Fixture;
  server: DevServer;
  git(...args: string[]): string;
  /** Commits everything as it is now: later diffs show only what comes after. */
  commit(message: string): void;
  /** Stops the server and deletes the copy. */
  stop(): Promise<void>;
}

/** The copy, committed once `prepare` has changed its content as a test needs, and its npm run cms. */
export async function startCmsProject(prepare?: (root: string) => void): Promise<CmsProject> {
  const site = fixture({ code: true, caches: 'shared' });
  const { root } = site;
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  const commit = (message: string) => {
    git('add', '-A');
    git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '-q', '-m', message);
  };
  git('init', '-q');
  // node_modules is a link to the project's, which git would otherwise take for a file of the copy.
  fs.appendFileSync(path.join(root, '.git/info/exclude'), '/node_modules\n');
  prepare?.(root);
  commit('the fixture site');
  const server = await startDevServer(root, process.env, 'cms');
  return {
    root,
    site,
    server,
    git,
    commit,
    stop: async () => {
      await server.stop();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}
