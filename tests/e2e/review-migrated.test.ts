// The review of a branch made before a change of the content model: its base, committed in the older shape (councils
// by name in the region files, no councils.yaml), is read through the content migrations, so its values are compared
// in today's shape and its pages are built and compared as any base's are. The pages it lists are exactly those whose
// HTML differs between a full build of the older content migrated and one of today's.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { migrateTexts } from '../../generator/migrations/migrate-content.ts';
import { runReview } from '../../generator/pipeline/run-review.ts';
import { environment, today } from '../support/clock.ts';
import { fixture } from '../support/fixture.ts';
import { commit, generate, git, htmlOf, lastmods, writeContent } from '../support/history.ts';
import { beforeCouncilIds, contentTexts } from '../support/old-content.ts';

const roots: string[] = [];
const now = contentTexts();
const old = beforeCouncilIds(now);

function project(): string {
  const site = fixture({ code: true, caches: 'shared' });
  const { root } = site;
  roots.push(root);
  return root;
}

describe('the review of a base from before a change of the content model', () => {
  let repo: string;
  let expected: string[];

  beforeAll(async () => {
    // The pages whose HTML the change of shape changed: the older content migrated, against today's.
    const todays = project();
    const pages = [...lastmods(await generate(todays)).keys()];
    const before = project();
    writeContent(before, migrateTexts(old).texts);
    await generate(before);
    const [a, b] = [htmlOf(before, pages), htmlOf(todays, pages)];
    expected = pages.filter((page) => a.get(page) !== b.get(page)).sort();
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(pages.length);
    // A repository whose commit is the older shape, with today's content in the working tree.
    repo = project();
    git(repo, ['init', '-q']);
    writeContent(repo, old);
    commit(repo, '2025-02-03T09:00:00+00:00', 'before councils were ids');
    writeContent(repo, now);
  }, 240_000);
  afterAll(() => {
    for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
  });

  it('compares the base in today’s shape: no base errors, and exactly the pages whose HTML differs', async () => {
    const outcome = await runReview(repo, { base: 'HEAD', today: today(), env: environment() });
    if (!('review' in outcome)) throw new Error(`test bug: no review: ${JSON.stringify(outcome)}`);
    const { review } = outcome;
    expect(review.baseErrors ?? []).toEqual([]);
    expect(review.pages?.filter((p) => p.change !== 'changed')).toEqual([]);
    expect(review.pages?.map((p) => p.path).sort()).toEqual(expected);
    // The councils the migration made from the names areas gave are today's; listed as added are only those no
    // area named then (a successor, which the older content could not know of).
    const named = [...old.values()].join('\n');
    const todays = (parse(now.get('content/councils.yaml')!) as { councils: Array<{ name: string }> }).councils;
    const added = review.values.flatMap((row) =>
      row.file === 'content/councils.yaml' && row.change.kind === 'entry'
        ? [`${row.change.was} ${row.change.name}`]
        : [],
    );
    expect(added.sort()).toEqual(
      todays
        .filter((council) => !named.includes(council.name))
        .map((council) => `added ${council.name}`)
        .sort(),
    );
  }, 240_000);
});
