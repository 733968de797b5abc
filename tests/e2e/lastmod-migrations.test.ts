// lastmod across a change of the content model: a git history of the fixture site whose first commit is in the
// shape from before councils were ids (names in the region files, no councils.yaml), migrated by lastmod's walk
// before today's check. A page is dated by the change only when what it shows changed then: the pages whose HTML,
// built from the older content migrated, differs from the HTML built at the change. Where the history holds
// content no migration brings to today's shape, the pages whose run reaches it have no lastmod at all.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTexts } from '../../generator/migrations/migrate-content.ts';
import { fixture } from '../support/fixture.ts';
import { commit, generate, git, htmlOf, lastmods, writeContent } from '../support/history.ts';
import { beforeCouncilIds, contentTexts } from '../support/old-content.ts';

/** Commit times and the UK day each falls on. */
const D0 = { at: '2025-02-03T09:00:00+00:00', day: '2025-02-03' };
const D1 = { at: '2025-03-10T09:00:00+00:00', day: '2025-03-10' };
const D2 = { at: '2025-06-01T23:30:00+00:00', day: '2025-06-02' };

const roots: string[] = [];
const today = contentTexts();
const old = beforeCouncilIds(today);

function project(): string {
  const site = fixture({ code: true, caches: 'shared' });
  const { root } = site;
  roots.push(root);
  return root;
}

/** A repository of the fixture site with one commit of each of `states`, oldest first. */
function history(states: Array<{ texts: ReadonlyMap<string, string>; at: string }>): string {
  const root = project();
  git(root, ['init', '-q']);
  for (const [i, { texts, at }] of states.entries()) {
    writeContent(root, texts);
    commit(root, at, `state ${i}`);
  }
  return root;
}

describe('lastmod across a change of the content model', () => {
  /**
   * The pages whose HTML the councils change changed, from the older content migrated to the change's; and the
   * HTML sitemap, which reads each route's props whole (design.md, "lastmod"), so that a council's website added
   * moves it though it shows only the pages' titles.
   */
  let changed: Set<string>;
  let pages: string[];

  beforeAll(async () => {
    const atChange = project();
    pages = [...lastmods(await generate(atChange)).keys()];
    const before = project();
    writeContent(before, migrateTexts(old).texts);
    await generate(before);
    const [a, b] = [htmlOf(before, pages), htmlOf(atChange, pages)];
    changed = new Set([...pages.filter((page) => a.get(page) !== b.get(page)), '/sitemap']);
    // Both kinds are there: the area pages that gained their council's website, and pages it left alone.
    expect(changed.size).toBeGreaterThan(0);
    expect(changed.size).toBeLessThan(pages.length);
    expect(changed.has('/about')).toBe(false);
    expect(changed.has('/kent/canterbury-hoarder-cleaning')).toBe(true);
  }, 240_000);
  afterAll(() => {
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });

  it('dates by the change only the pages it changed; the others keep the day of the older content', async () => {
    const repo = history([
      { texts: old, at: D1.at },
      { texts: today, at: D2.at },
    ]);
    const dates = lastmods(await generate(repo));
    expect([...dates.keys()].sort()).toEqual([...pages].sort());
    for (const [page, day] of dates) expect(day, page).toBe(changed.has(page) ? D2.day : D1.day);
  }, 120_000);

  it('leaves undated, rather than dating by the boundary, the pages whose run reaches content no migration covers', async () => {
    // As if a change of shape before D1 had no migration: site.yaml without a field today's schema requires.
    const unmigrated = new Map(old).set('site.yaml', old.get('site.yaml')!.replace(/^headerButton: .*\n/m, ''));
    expect(migrateTexts(unmigrated).texts.get('site.yaml')).not.toMatch(/^headerButton:/m);
    const repo = history([
      { texts: unmigrated, at: D0.at },
      { texts: old, at: D1.at },
      { texts: today, at: D2.at },
    ]);
    const dates = lastmods(await generate(repo));
    for (const [page, day] of dates) expect(day, page).toBe(changed.has(page) ? D2.day : undefined);
  }, 120_000);
});
