// The fixture site's content as texts, and as it would have been written before a change of the content model:
// what the migrations' tests, check's hint, npm run migrate and lastmod's walk over a fixture history start from.
// The old shapes are written as the content of the time was, never by the migrations under test.
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { checkSources } from '../../generator/check/check-sources.ts';
import { loadTexts } from '../../generator/load/parse.ts';
import { claim } from '../../generator/model/collections.ts';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { filesUnder } from '../../generator/write/files.mjs';
import { FIXTURE, REPO } from './site.ts';

export const COUNCILS = 'content/councils.yaml';
export const REGIONS = ['content/regions/kent.yaml', 'content/regions/london.yaml', 'content/regions/surrey.yaml'];

/** The content files (site.yaml, content/…) of the site at `root`, by path. */
export function contentTexts(root = FIXTURE): Map<string, string> {
  const files = ['site.yaml', ...filesUnder(path.join(root, 'content')).map((file) => `content/${file}`)];
  return new Map(
    files
      .filter((file) => claim(file) !== 'ignored')
      .map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]),
  );
}

/** Each council's name by id, from a councils.yaml text. */
function councilNames(councils: string): Map<string, string> {
  const list = (parse(councils) as { councils: Array<{ id: string; name: string }> }).councils;
  return new Map(list.map((council) => [council.id, council.name]));
}

/** A region file's text with every `council: <id>` written as the council's name, as areas gave it before. */
const withCouncilNames = (text: string, names: ReadonlyMap<string, string>): string =>
  text.replace(/^(\s+council: )([a-z0-9-]+)$/gm, (_, key: string, id: string) => `${key}${names.get(id) ?? id}`);

/** The content from before councils were ids: names in the region files, and no councils.yaml. */
export function beforeCouncilIds(texts: ReadonlyMap<string, string>): Map<string, string> {
  const names = councilNames(texts.get(COUNCILS)!);
  const out = new Map(texts);
  out.delete(COUNCILS);
  for (const file of REGIONS) out.set(file, withCouncilNames(texts.get(file)!, names));
  return out;
}

let schemas: ReturnType<typeof loadSchemas> | undefined;

/** Today's check of content given as texts (pictures taken as present, as lastmod takes past content). */
export function checkTexts(texts: ReadonlyMap<string, string>, today = '2026-11-27') {
  schemas ??= loadSchemas(REPO);
  return checkSources({ loaded: loadTexts(texts), schemas, pictures: () => 'present' }, today);
}
