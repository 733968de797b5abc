// The admin's check (generator/cms/browser/site-check.ts): check's own rules on the whole site as a save or delete would leave it,
// every problem whichever file it is reported against, in content staff's words and placed on the field it is
// about; and the redirect it offers for a published address a save would leave with nothing to serve it.
import fs from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { fieldLabels, whereIs } from '../../generator/cms/browser/field-labels.ts';
import { withRedirects } from '../../generator/cms/browser/redirect-fix.ts';
import { pathAt, problemsOf, siteProblems } from '../../generator/cms/browser/site-check.ts';
import type { Snapshot } from '../../generator/cms/build/snapshot.ts';
import { staffWords } from '../../generator/diagnostics/staff-wording.ts';
import { REDIRECTS_FILE } from '../../generator/model/collections.ts';
import { type CheckCache, runCheck } from '../../generator/pipeline/run-check.ts';
import type { SchemaRegistry } from '../../generator/validate/schema-registry.ts';
import { adminSnapshot } from '../support/admin-snapshot.ts';
import { today } from '../support/clock.ts';
import { fixture } from '../support/fixture.ts';

const KENT = 'content/regions/kent.yaml';
const ARTICLE = 'content/blog/health-risks-hoarding.yaml';
let snap: Snapshot;
let schemas: SchemaRegistry;

beforeAll(() => {
  ({ snap, schemas } = adminSnapshot(
    '<link rel="stylesheet" href="/assets/site.css"><script src="/assets/x.js"></script>',
  ));
});

/** The validators, loaded once for the file's checks of its copies, as a server keeps them. */
const cache: CheckCache = {};

/** check's errors with `changes` written on disk, as `npm run check` finds them, in staff words, by file. */
function diskErrors(changes: Record<string, string | undefined>): Array<[string, string]> {
  const copy = fixture();
  for (const [file, text] of Object.entries(changes)) {
    if (text === undefined) fs.rmSync(copy.path(file));
    else copy.write(file, text);
  }
  return runCheck(copy.root, today(), { cache })
    .diagnostics.filter((d) => d.severity === 'error')
    .map((d): [string, string] => [d.file, staffWords(d)])
    .sort();
}

const errors = (changes: Record<string, string | undefined>) =>
  siteProblems(
    snap,
    schemas,
    Object.entries(changes).map(([file, text]) => (text === undefined ? { file } : { file, text })),
    today(),
  ).filter((p) => p.severity === 'error');

/** Kent's text without its town `name` (a town in no other list of the fixture: Dover). */
const withoutTown = (text: string, name: string) => {
  const start = text.indexOf(`  - name: ${name}\n`);
  const end = text.indexOf('\n  - name: ', start + 1);
  return text.slice(0, start) + text.slice(end + 1);
};

describe('the admin check', () => {
  it('finds nothing wrong with the site as it is', () => {
    expect(problemsOf(snap, schemas, KENT, snap.files[KENT]!, today()).filter((p) => p.severity === 'error')).toEqual(
      [],
    );
  });

  it("refuses a bad slug on its field, in staff words for check's problem", () => {
    const text = snap.files[KENT]!.replace('    slug: canterbury\n', '    slug: Canter Bury\n');
    const problems = errors({ [KENT]: text });
    expect(problems.map((p) => p.path)).toContainEqual(['areas', 1, 'slug']);
    expect(problems.map((p): [string, string] => [p.file, p.message]).sort()).toEqual(diskErrors({ [KENT]: text }));
    expect(problems.find((p) => p.code === 'slug-format')!.message).toMatch(/^"Canter Bury" is not a valid slug\. /);
  });

  it('refuses a reference to a service that does not exist, on the list that holds it', () => {
    const text = snap.files[KENT]!.replace('slugs: [hoarder-cleaning,', 'slugs: [hoarder-cleaners,');
    const problems = errors({ [KENT]: text });
    expect(problems.map((p) => p.path)).toContainEqual(['services', 'slugs', 0]);
    expect(problems.map((p): [string, string] => [p.file, p.message]).sort()).toEqual(diskErrors({ [KENT]: text }));
    expect(problems[0]!.message).toContain('"hoarder-cleaners" does not exist; did you mean "hoarder-cleaning"?');
  });

  it('places a missing field on that field, not on the first field of its object', () => {
    const text = snap.files[ARTICLE]!.replace(/^date: .*\n/m, '');
    const problems = errors({ [ARTICLE]: text });
    expect(problems.map((p) => [p.path, p.message])).toEqual([[['date'], 'This needs filling in.']]);
  });

  it('finds a published address a town removed would leave with nothing to serve it, with the redirect', () => {
    const text = withoutTown(snap.files[KENT]!, 'Dover');
    const problems = errors({ [KENT]: text });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      code: 'page-disappeared',
      file: 'published-paths.txt',
      redirect: { from: '/kent/dover-hoarder-cleaning', to: '/hoarder-cleaning-kent' },
    });
    expect(problems[0]!.message).toMatch(
      /^\/kent\/dover-hoarder-cleaning is live; visitors and search engines would find nothing there\. /,
    );
    expect(problems.map((p): [string, string] => [p.file, p.message])).toEqual(diskErrors({ [KENT]: text }));
    // With the redirect added, in the same save, nothing is left.
    const redirects = withRedirects(snap.files[REDIRECTS_FILE]!, [problems[0]!.redirect!]);
    expect(errors({ [KENT]: text, [REDIRECTS_FILE]: redirects })).toEqual([]);
  });

  it('refuses deleting an article that others link to, with the links in the other articles', () => {
    const linked = 'content/blog/compassionate-approaches-hoarding.yaml';
    const problems = errors({ [linked]: undefined });
    expect(problems.map((p) => p.code)).toEqual(['broken-link', 'broken-link']);
    expect(problems.map((p) => p.file).sort()).toEqual([
      'content/blog/health-risks-hoarding.yaml',
      'content/blog/understanding-hoarding-disorder.yaml',
    ]);
    expect(problems.map((p): [string, string] => [p.file, p.message]).sort()).toEqual(
      diskErrors({ [linked]: undefined }),
    );
    const where = problems.map((p) => whereIs(p, { file: linked, data: undefined }, snap.files));
    expect(where).toContain('Blog › The Health and Safety Risks of Hoarding, and How to Reduce Them › Content');
  });

  it('finds an article deleted as a published address to redirect, when no wildcard covers it', () => {
    const redirects = snap.files[REDIRECTS_FILE]!.replace(/^ {2}- \{ from: \/blog\/\*.*\n/m, '');
    const problems = errors({ [ARTICLE]: undefined, [REDIRECTS_FILE]: redirects });
    expect(problems.map((p) => [p.code, p.redirect])).toEqual([
      ['page-disappeared', { from: '/blog/health-risks-hoarding', to: '/blog' }],
    ]);
  });

  it('does not publish held-back articles in the snapshot, nor scripts in its styles', () => {
    expect(snap.styles).toBe('<link rel="stylesheet" href="/assets/site.css">');
    for (const file of Object.keys(snap.files)) expect(file.endsWith('.yaml')).toBe(true);
  });
});

describe('the redirect offered', () => {
  const text = () => snap.files[REDIRECTS_FILE]!;

  it('is added before the first wildcard, in the style of its neighbours, changing no other line', () => {
    const after = withRedirects(text(), [{ from: '/kent/dover-hoarder-cleaning', to: '/hoarder-cleaning-kent' }]);
    const added = after.split('\n').filter((line) => !text().split('\n').includes(line));
    expect(added).toEqual(['  - { from: /kent/dover-hoarder-cleaning, to: /hoarder-cleaning-kent }']);
    expect(after.replace(`${added[0]}\n`, '')).toBe(text());
    const froms = (parse(after) as { redirects: Array<{ from: string }> }).redirects.map((r) => r.from);
    const first = froms.findIndex((f) => f.endsWith('/*'));
    expect(froms.indexOf('/kent/dover-hoarder-cleaning')).toBe(first - 1);
  });

  it('is added once, and not again when its source is already redirected', () => {
    const one = { from: '/a-b', to: '/about' };
    const after = withRedirects(text(), [one, one]);
    expect(after.split('\n').length).toBe(text().split('\n').length + 1);
    expect(withRedirects(after, [one])).toBe(after);
  });
});

describe('where a problem is, in the words of the form', () => {
  it('names fields by their labels and items by their names', () => {
    const data = parse(snap.files[KENT]!);
    expect(fieldLabels(data, ['areas', 2, 'postcodes', 0])).toEqual(['Areas', 'Dover', 'Postcodes']);
    expect(fieldLabels(data, ['featuredOnLocations'])).toEqual(['Featured on locations']);
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
