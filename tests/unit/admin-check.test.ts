// The admin's check (generator/cms/browser/site-check.ts): check's own rules and words, run on the text a save would write with
// the rest of the site as generate last built it, each problem placed on the field it is about.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pathAt, problemsOf } from '../../generator/cms/browser/site-check.ts';
import { snapshot } from '../../generator/cms/build/admin-files.ts';
import type { Snapshot } from '../../generator/cms/build/snapshot.ts';
import { sources } from '../../generator/model/content.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { loadSchemas, type SchemaRegistry } from '../../generator/validate/schema-registry.ts';
import { today } from '../support/clock.ts';
import { copySite } from '../support/site.ts';

const KENT = 'content/regions/kent.yaml';
let root: string;
let snap: Snapshot;
let schemas: SchemaRegistry;

beforeAll(() => {
  root = copySite();
  const checked = runCheck(root, today());
  schemas = loadSchemas(root);
  snap = snapshot(root, {
    texts: new Map(sources(checked.content!).map((doc) => [doc.file, doc.text])),
    checked,
    schemas,
    styles: '<link rel="stylesheet" href="/assets/site.css"><script src="/assets/x.js"></script>',
  });
});

/** check's messages for `file` with `text` written on disk, as `npm run check` reports them. */
function diskMessages(file: string, text: string): string[] {
  const copy = copySite();
  fs.writeFileSync(path.join(copy, file), text);
  return runCheck(copy, today())
    .diagnostics.filter((d) => d.file === file && d.severity === 'error')
    .map((d) => (d.hint ? `${d.message} ${d.hint}` : d.message));
}

describe('the admin check', () => {
  it('finds nothing wrong with the site as it is', () => {
    const errors = problemsOf(snap, schemas, KENT, snap.files[KENT]!, today()).filter((p) => p.severity === 'error');
    expect(errors).toEqual([]);
  });

  it('refuses a bad slug on its field, in the words check prints', () => {
    const text = snap.files[KENT]!.replace('    slug: canterbury\n', '    slug: Canter Bury\n');
    const problems = problemsOf(snap, schemas, KENT, text, today()).filter((p) => p.severity === 'error');
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.map((p) => p.path)).toContainEqual(['areas', 1, 'slug']);
    expect(problems.map((p) => p.message).sort()).toEqual(diskMessages(KENT, text).sort());
  });

  it('refuses a reference to a service that does not exist, in check words, on the list that holds it', () => {
    const text = snap.files[KENT]!.replace('slugs: [hoarder-cleaning,', 'slugs: [hoarder-cleaners,');
    const problems = problemsOf(snap, schemas, KENT, text, today()).filter((p) => p.severity === 'error');
    expect(problems.map((p) => p.path)).toContainEqual(['services', 'slugs', 0]);
    expect(problems.map((p) => p.message).sort()).toEqual(diskMessages(KENT, text).sort());
    expect(problems[0]!.message).toContain('hoarder-cleaners');
  });

  it('refuses a malformed postcode district and a duplicate town slug, at their places', () => {
    const text = snap.files[KENT]!.replace('postcodes: [CT1,', 'postcodes: [CT 1,').replace(
      '    slug: canterbury\n',
      '    slug: ashford\n',
    );
    const problems = problemsOf(snap, schemas, KENT, text, today()).filter((p) => p.severity === 'error');
    const paths = problems.map((p) => JSON.stringify(p.path));
    expect(paths).toContain(JSON.stringify(['areas', 1, 'postcodes', 0]));
    expect(problems.map((p) => p.message).sort()).toEqual(diskMessages(KENT, text).sort());
  });

  it('does not publish held-back articles in the snapshot, nor scripts in its styles', () => {
    expect(snap.styles).toBe('<link rel="stylesheet" href="/assets/site.css">');
    for (const file of Object.keys(snap.files)) expect(file.endsWith('.yaml')).toBe(true);
  });
});

describe('pathAt', () => {
  const text = 'a: 1\nlist:\n  - name: x\n    slug: y\n  - [p, q]\n';
  it('names the key or item at a line and column', () => {
    expect(pathAt(text, 1, 4)).toEqual(['a']);
    expect(pathAt(text, 4, 11)).toEqual(['list', 0, 'slug']);
    expect(pathAt(text, 5, 9)).toEqual(['list', 1, 1]);
    expect(pathAt(text, 2, 1)).toEqual(['list']);
  });
});
