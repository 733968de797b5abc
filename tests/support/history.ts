// A git history of a project copy's content, commit by commit at fixed dates, and the lastmod dates generate then
// writes into sitemap.xml, and each page's HTML: what the tests of lastmod's walk (lastmod.test.ts,
// lastmod-migrations.test.ts) and of a review across a change of shape (review-migrated.test.ts) share.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { expect } from 'vitest';
import { newSession, runGenerate } from '../../generator/pipeline/run-generate.ts';
import { pageFile } from '../../generator/render/render.ts';
import { environment, today } from './clock.ts';
import { contentTexts } from './old-content.ts';

export function git(root: string, args: string[], date?: string): string {
  const env = { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) };
  const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];
  return execFileSync('git', [...identity, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/** Commits the content (content/ and site.yaml only: the rest of the copy stays untracked) at `date`. */
export const commit = (root: string, date: string, message: string) => {
  git(root, ['add', '--all', 'content', 'site.yaml']);
  git(root, ['commit', '-q', '-m', message], date);
};

/** generate in process; the sitemap's text. */
export async function generate(root: string): Promise<string> {
  const result = await runGenerate(root, { today: today(), env: environment(), session: newSession() });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return fs.readFileSync(path.join(root, 'dist/sitemap.xml'), 'utf8');
}

/** Each page's lastmod, by path (undefined when it has none), from the sitemap, checked structurally on the way. */
export function lastmods(xml: string): Map<string, string | undefined> {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({ isArray: (name) => name === 'url' }).parse(xml) as {
    urlset: { url: Array<{ loc: string; lastmod?: string }> };
  };
  const dates = new Map<string, string | undefined>();
  for (const url of parsed.urlset.url) {
    expect(Object.keys(url).filter((key) => !['loc', 'lastmod'].includes(key))).toEqual([]);
    if (url.lastmod !== undefined) expect(url.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    dates.set(new URL(url.loc).pathname, url.lastmod);
  }
  return dates;
}

/** The copy's content files made `texts`: those it lacks deleted, the others written. */
export function writeContent(root: string, texts: ReadonlyMap<string, string>): void {
  for (const file of contentTexts(root).keys()) if (!texts.has(file)) fs.rmSync(path.join(root, file));
  for (const [file, text] of texts) fs.writeFileSync(path.join(root, file), text);
}

/** Each page's HTML, by path, as built in `root`. */
export const htmlOf = (root: string, pages: Iterable<string>): Map<string, string> =>
  new Map([...pages].map((page) => [page, fs.readFileSync(path.join(root, 'dist', pageFile({ path: page })), 'utf8')]));
