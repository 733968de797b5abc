// The admin's Changes view (generator/cms/browser/changes.ts): the review of an entry as edited against the site as
// last saved, with the review's own code, so its rows are `npm run review`'s rows for the same two texts, and the
// pages it lists are exactly those whose HTML differs when every page of both sides is rendered.
import { beforeAll, describe, expect, it } from 'vitest';
import { entryChanges } from '../../generator/cms/browser/changes.ts';
import { checkSite } from '../../generator/cms/browser/site-check.ts';
import type { Snapshot } from '../../generator/cms/build/snapshot.ts';
import { cmsCollections, registrySchemas } from '../../generator/cms/config/config.ts';
import { existingSlugs } from '../../generator/cms/config/slugs.ts';
import { toRenderData } from '../../generator/model/render-data.ts';
import { valueChanges } from '../../generator/review/values.ts';
import type { SchemaRegistry } from '../../generator/validate/schema-registry.ts';
import { pageHtml, withLookups } from '../../src/page-html.tsx';
import { adminSnapshot } from '../support/admin-snapshot.ts';
import { today } from '../support/clock.ts';

const KENT = 'content/regions/kent.yaml';
let snap: Snapshot;
let schemas: SchemaRegistry;

beforeAll(() => {
  ({ snap, schemas } = adminSnapshot());
});

/** Kent as saved, with Dover's postcodes given CT3 and its intro's first words changed. */
const editedKent = () =>
  snap.files[KENT]!.replace(
    'postcodes: [CT13, CT14, CT15, CT16, CT17]',
    'postcodes: [CT13, CT14, CT15, CT16, CT17, CT3]',
  ).replace('"Dover lies in a valley', '"Dover sits in a valley');

/** Every page of the site with `changes` made, rendered, by address. */
function allPages(changes: { file: string; text: string }[]): Map<string, string> {
  const { checked } = checkSite(snap, schemas, changes, today());
  const site = withLookups(toRenderData(checked.content!, checked.routes!, { today: today() }));
  return new Map(checked.routes!.map((route) => [route.path, pageHtml(site, route)]));
}

describe('the Changes view', () => {
  it('words each changed field as the review does, against the last saved text', () => {
    const text = editedKent();
    expect(text).not.toBe(snap.files[KENT]);
    const model = entryChanges(snap, schemas, { file: KENT, text }, today());
    const docs = checkSite(snap, schemas, [{ file: KENT, text }], today()).docs;
    const saved = checkSite(snap, schemas, [], today()).docs;
    const collections = cmsCollections({ schemas: registrySchemas(schemas), slugs: existingSlugs(docs) });
    const data = (list: typeof docs) => list.find((doc) => doc.file === KENT)!.data;
    const rows = valueChanges(collections, [{ file: KENT, before: data(saved), after: data(docs) }]);
    expect(model.values.map(({ line: _, ...row }) => row)).toEqual(rows);
    expect(model.values.map((row) => row.labels.join(' › '))).toEqual([
      'Regions › Kent › Areas › Dover › Intro',
      'Regions › Kent › Areas › Dover › Postcodes',
    ]);
    expect(model.values[1]!.change).toEqual({ kind: 'items', added: ['CT3'], removed: [], moved: [] });
  });

  it('lists exactly the pages whose HTML differs, the town’s own among them', () => {
    const text = editedKent();
    const model = entryChanges(snap, schemas, { file: KENT, text }, today());
    const [before, after] = [allPages([]), allPages([{ file: KENT, text }])];
    const differ = [...after.keys()].filter((path) => before.get(path) !== after.get(path)).sort();
    expect(differ.length).toBeGreaterThan(0);
    expect(model.pages!.map((page) => page.path)).toEqual(differ);
    expect(model.pages!.every((page) => page.change === 'changed' && page.values.length > 0)).toBe(true);
    const dover = model.pages!.find((page) => page.title.includes('Dover'));
    expect(dover?.values).toEqual([0, 1]);
  });

  it('lists nothing for an entry as it was saved', () => {
    const model = entryChanges(snap, schemas, { file: KENT, text: snap.files[KENT]! }, today());
    expect(model.values).toEqual([]);
    expect(model.pages).toEqual([]);
  });
});
