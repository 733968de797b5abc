// The blog's Atom feed against the format's own schema: RFC 4287's RELAX NG grammar (atom.rnc, Appendix B), with
// jing (Debian's package `jing`, Java). Well-formedness and what the RFC's prose requires beyond the grammar are
// the feed's tests (tests/unit/feed.test.ts); this is the proof that the file is an Atom document.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface FeedResult {
  /** jing's findings, as `file:line:col: error: …`, the feed's path relative to the project. */
  errors: string[];
  /** How many entries the feed holds (articles). */
  entries: number;
}

/** Whether jing is installed (it prints its usage and exits 0 when given nothing). */
export const haveJing = (): boolean => !spawnSync('jing', [], { encoding: 'utf8' }).error;

/** Validates dist/feed.xml; undefined when the built site has no feed. */
export function checkFeed(root: string, dist: string): FeedResult | undefined {
  const feed = path.join(dist, 'feed.xml');
  if (!fs.existsSync(feed)) return undefined;
  const result = spawnSync('jing', ['-c', path.join(import.meta.dirname, 'atom.rnc'), feed], { encoding: 'utf8' });
  // Debian's launcher warns about optional jars it does not need; those lines are no findings.
  const errors = `${result.stdout}${result.stderr}`
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('[warning]'))
    .map((line) => line.replace(feed, path.relative(root, feed)));
  if (result.status !== 0 && errors.length === 0) errors.push(`jing exited with ${result.status}`);
  return { errors, entries: fs.readFileSync(feed, 'utf8').match(/<entry>/g)?.length ?? 0 };
}
