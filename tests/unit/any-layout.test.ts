// The real content in any valid layout: content staff's editors, a stock CMS or a formatter may save the YAML
// otherwise than by hand (long strings folded at 80 columns, flow lists broken onto lines, quotes changed). The
// real content, laid out afresh by the yaml library, must check as it does now and make the same pages, so that
// the tests which read it (relations only, never its layout: tests/unit/expand.test.ts, tests/e2e/build.test.ts)
// hold for a content pull request saved that way. Tests whose subject is a file's layout read the fixture site.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { checkSources } from '../../generator/check/check-sources.ts';
import { picturesOnDisk } from '../../generator/images/picture-files.ts';
import { loadTexts } from '../../generator/load/parse.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { projectSchemas } from '../support/content.ts';
import { REPO } from '../support/site.ts';

/** site.yaml and every file under content/ that YAML tools would open, as text. */
function contentTexts(): Map<string, string> {
  const files = [
    'site.yaml',
    ...(fs.readdirSync(path.join(REPO, 'content'), { recursive: true }) as string[])
      .filter((file) => file.endsWith('.yaml'))
      .map((file) => `content/${file.split(path.sep).join('/')}`),
  ];
  return new Map(files.map((file) => [file, fs.readFileSync(path.join(REPO, file), 'utf8')]));
}

/** Each text as the yaml library writes the document back: its default layout, comments kept. */
const relaidOut = (texts: Map<string, string>) =>
  new Map([...texts].map(([file, text]) => [file, parseDocument(text).toString()]));

function checked(texts: Map<string, string>) {
  const published = fs.readFileSync(path.join(REPO, 'published-paths.txt'), 'utf8').split('\n');
  const loaded = loadTexts(texts, published);
  return checkSources({ loaded, schemas: projectSchemas(), pictures: picturesOnDisk(REPO) }, '2026-11-27');
}

/** A route without where its YAML stood, which a new layout moves. */
const page = ({ origin: _, ...route }: Route) => route;
const codes = (result: ReturnType<typeof checked>) => result.diagnostics.map((d) => `${d.severity} ${d.code}`).sort();

describe('the real content in the layout of the yaml library', () => {
  const original = contentTexts();
  const relaid = relaidOut(original);
  const before = checked(original);
  const after = checked(relaid);

  it('is laid out otherwise: the test is not run on the same texts', () => {
    const changed = [...relaid].filter(([file, text]) => text !== original.get(file));
    expect(changed.length).toBeGreaterThan(original.size / 2);
    expect([...relaid.values()].some((text) => /^ {4}\S/m.test(text) && text.includes('[\n'))).toBe(true);
  });

  it('checks as the original does: no error, the same warnings', () => {
    expect(codes(after).filter((c) => c.startsWith('error'))).toEqual([]);
    expect(codes(after)).toEqual(codes(before));
  });

  it('makes the same pages, with the same contents', () => {
    expect(after.routes?.map(page)).toEqual(before.routes?.map(page));
    expect(after.routes?.length).toBeGreaterThan(0);
  });
});
