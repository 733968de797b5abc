// Content written before a change of the content model, as a branch made before it holds it: check says which
// change and how to bring it up to date (old-content-shape), and npm run migrate does it, rewriting only the
// content files that need it with their layout kept, and writing nothing when it cannot read the content or
// has nothing to do. On copies of the fixture site, the command line run in process.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type Fixture, fixturePerTest } from '../support/fixture.ts';
import { beforeCouncilIds, COUNCILS, checkTexts, contentTexts, REGIONS } from '../support/old-content.ts';
import { FIXTURE, positionOf } from '../support/site.ts';

const KENT = 'content/regions/kent.yaml';
const HINT =
  'The content model changed on 24 November 2026 (councils as ids), so content from before it, such as a branch made earlier, needs bringing up to date. Run npm run migrate: it rewrites only the content files that need it, keeping their comments and layout; then run the check again.';

const old = beforeCouncilIds(contentTexts());

describe("check's word on content from before a change of the content model", () => {
  it('names the change and npm run migrate once per file, at the first council given by name', () => {
    const found = checkTexts(old).diagnostics.filter((d) => d.code === 'old-content-shape');
    const firstName = (file: string) => {
      const text = old.get(file)!;
      const name = /^\s+council: (.+)$/m.exec(text)![1]!;
      return { file, ...positionOf(text, `council: ${name}`, '') };
    };
    expect(found).toEqual(
      REGIONS.map((file) => {
        const at = firstName(file);
        return {
          code: 'old-content-shape',
          severity: 'error',
          message:
            "this is content as it was written before 24 November 2026: areas give their council's name, and there is no content/councils.yaml",
          hint: HINT,
          ...at,
          col: at.col + 'council: '.length,
        };
      }),
    );
  });

  it('says nothing of old shapes about content that passes, or fails for another reason', () => {
    const oldShapes = (texts: ReadonlyMap<string, string>) =>
      checkTexts(texts).diagnostics.filter((d) => d.code === 'old-content-shape');
    expect(oldShapes(contentTexts())).toEqual([]);
    // One heading of a change deleted by mistake: check's missing-field says it, not a change of model.
    const site = contentTexts()
      .get('site.yaml')!
      .replace(/^ {2}areasHeading: .*\n/m, '');
    const texts = new Map(contentTexts()).set('site.yaml', site);
    expect(checkTexts(texts).diagnostics.map((d) => d.code)).toContain('missing-field');
    expect(oldShapes(texts)).toEqual([]);
  });
});

describe('npm run migrate', () => {
  const copy = fixturePerTest({ caches: 'shared' });

  /** A copy of the fixture site (with the run's compiled validators) with `texts` as its content files (those
   * missing from it deleted). */
  function siteWith(texts: ReadonlyMap<string, string>): Fixture {
    const site = copy();
    for (const file of contentTexts(site.root).keys()) if (!texts.has(file)) fs.rmSync(site.path(file));
    for (const [file, text] of texts) site.write(file, text);
    return site;
  }

  /** The files (not folders, whose times change with them) new or changed between two snapshots. */
  const changedFiles = (before: string[], after: string[]) => {
    const was = new Set(before);
    return after.filter((entry) => !was.has(entry) && entry.split(' ')[1] !== '-').map((entry) => entry.split(' ')[0]);
  };

  it('brings a branch from before councils were ids up to date, each file as it was written by hand', async () => {
    const site = siteWith(old);
    const before = site.snapshot();
    const result = await site.run(['migrate']);
    expect(result).toMatchObject({ code: 0, stderr: '' });
    expect(result.stdout.split('\n')).toEqual([
      'Brought the content up to date with these changes of the content model:',
      '  2026-11-24 councils as ids',
      `added ${COUNCILS}`,
      ...REGIONS.map((file) => `rewrote ${file}`),
      'Run npm run check, look over the changes (git diff), then commit them.',
      '',
    ]);
    expect(changedFiles(before, site.snapshot()).sort()).toEqual([COUNCILS, ...REGIONS].sort());
    // Only the council lines changed back: the region files are again the fixture's, byte for byte.
    for (const file of REGIONS) expect(site.read(file)).toBe(fs.readFileSync(path.join(FIXTURE, file), 'utf8'));
    const councils = site.read(COUNCILS);
    expect(councils.split('\n')[0]).toBe('# yaml-language-server: $schema=../schemas/councils.schema.json');
    expect(councils).toContain('  - id: ashford-borough\n    name: Ashford Borough Council\n');
    expect((await site.run(['check'])).code).toBe(0);
  });

  it('keeps comments and places an added field where the schema puts it', async () => {
    const settings = contentTexts().get('site.yaml')!;
    const site = siteWith(
      new Map(contentTexts()).set('site.yaml', settings.replace(/^ {2}(areasHeading|contactHeading): .*\n/gm, '')),
    );
    // The extreme clearance page's headings are part of the same change: without them it is a mistake, not old.
    const extreme = 'content/services/extreme-house-clearance.yaml';
    fs.writeFileSync(
      site.path(extreme),
      contentTexts()
        .get(extreme)!
        .replace(/^ {2}(quoteButtonLabel|storiesTitle|faqsTitle): .*\n/gm, '')
        .replace(/^ {4}(scenariosTitle|inclusionsTitle|formHeading): .*\n/gm, ''),
    );
    expect((await site.run(['migrate'])).code).toBe(0);
    for (const file of ['site.yaml', extreme])
      expect(site.read(file)).toBe(fs.readFileSync(path.join(FIXTURE, file), 'utf8'));
  });

  it('has nothing to do on content in today’s shape, and writes nothing', async () => {
    const site = siteWith(contentTexts());
    const before = site.snapshot();
    const result = await site.run(['migrate']);
    expect(result).toEqual({
      code: 0,
      stdout: 'The content is already in the shape of today’s content model: nothing to migrate.\n',
      stderr: '',
    });
    expect(site.snapshot()).toEqual(before);
  });

  it('writes nothing, exit 1, while a file cannot be read as YAML, saying where', async () => {
    const site = siteWith(new Map(old).set(KENT, old.get(KENT)!.replace('  locality: ', '\tlocality: ')));
    const before = site.snapshot();
    const result = await site.run(['migrate']);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `${KENT}:${positionOf(old.get(KENT)!, '  locality').line}:1  error  yaml-tab-indent`,
    );
    expect(result.stderr).toContain('Correct these first, then run npm run migrate again.');
    expect(site.snapshot()).toEqual(before);
  });
});
