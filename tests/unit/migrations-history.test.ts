// The councils migration on the repository's own history: the content of the commit before councils became ids
// (the first parent of the commit that added content/councils.yaml), migrated, passes today's check and names
// every area's council by the id the real change gave it. Relations only: no count or text of the real content.
// Skipped where that commit is not in the clone (a shallow clone, a copy without git).
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { contentTree, readBlobs } from '../../generator/lastmod/git.ts';
import { councilsAsIds } from '../../generator/migrations/2026-11-24-councils-as-ids.ts';
import { migrateTexts } from '../../generator/migrations/migrate-content.ts';
import { claim } from '../../generator/model/collections.ts';
import { COUNCILS, checkTexts } from '../support/old-content.ts';
import { REPO } from '../support/site.ts';

const git = (...args: string[]): string | undefined => {
  try {
    return execFileSync('git', ['-C', REPO, ...args], { stdio: ['ignore', 'pipe', 'ignore'] }).toString();
  } catch {
    return undefined;
  }
};

/** The commit that added councils.yaml along the first parents, and its first parent, when the clone has both. */
function theChange(): { before: string; after: string } | undefined {
  const added = git('log', '--first-parent', '--diff-filter=A', '--format=%H', '--', COUNCILS)?.trim().split('\n');
  const after = added?.at(-1);
  const before = after && git('rev-parse', '--verify', '--quiet', `${after}^1`)?.trim();
  return after && before ? { before, after } : undefined;
}

/** The content's texts at a commit, by path, read as lastmod reads them (one git process for the blobs). */
function textsAt(commit: string): Map<string, string> {
  const files = contentTree(REPO, commit)!.filter((file) => claim(file.path) !== 'ignored');
  const blobs = readBlobs(
    REPO,
    files.map((file) => file.blob),
  );
  return new Map(files.map((file) => [file.path, Buffer.from(blobs.get(file.blob)!).toString('utf8')]));
}

/** Each area's council, by region file, list and slug. */
function councilsOfAreas(texts: ReadonlyMap<string, string>): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [file, text] of texts) {
    if (!file.startsWith('content/regions/')) continue;
    const region = parse(text);
    for (const [list, areas] of [
      ['areas', region.areas],
      ['houseClearance', region.houseClearance?.areas],
    ])
      for (const area of areas ?? []) out.set(`${file} ${list} ${area.slug}`, area.council);
  }
  return out;
}

const change = theChange();

describe.skipIf(!change)('the councils migration on the commit before the real change', () => {
  it('passes today’s check, each area naming the council the change gave it', () => {
    const old = textsAt(change!.before);
    const real = textsAt(change!.after);
    expect(old.has(COUNCILS)).toBe(false);
    const migrated = migrateTexts(old);
    expect(migrated.applied).toContain(councilsAsIds);
    expect(checkTexts(migrated.texts).diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    const ours = councilsOfAreas(migrated.texts);
    const theirs = councilsOfAreas(real);
    // Towns whose council the change left in place (a house-clearance entry that took sameAs has none of its own).
    const compared = [...ours].filter(([area, council]) => council !== undefined && theirs.get(area) !== undefined);
    expect(compared.length).toBeGreaterThan(0);
    for (const [area, council] of compared) expect(council, area).toBe(theirs.get(area));
    // Each council keeps the name the areas gave it, which is the name the real list gives that id.
    const names = (texts: ReadonlyMap<string, string>) =>
      new Map((parse(texts.get(COUNCILS)!).councils as Array<{ id: string; name: string }>).map((c) => [c.id, c.name]));
    const realNames = names(real);
    for (const [id, name] of names(migrated.texts)) expect(name, id).toBe(realNames.get(id));
  });
});
