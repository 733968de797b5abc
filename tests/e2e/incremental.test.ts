// Incremental generate: after an edit, only the pages whose inputs changed are rendered; every other page is
// carried over with its bytes and modification time, and the result is exactly what a full render gives.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CARDS } from '../../generator/cards/make-cards.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { newSession, runGenerate, type Session } from '../../generator/pipeline/run-generate.ts';
import { PAGE_CACHE } from '../../generator/render/page-cache.ts';
import { pageFile } from '../../generator/render/render.ts';
import { loadSchemas } from '../../generator/validate/schema-registry.ts';
import { VALIDATORS } from '../../generator/validate/validator-cache.ts';
import { compilations } from '../support/ajv.ts';
import { environment, today } from '../support/clock.ts';
import { type Fixture, fixture } from '../support/fixture.ts';

let site: Fixture;
let root: string;
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const yaml = <T>(file: string) => parse(read(file)) as T;

/** Every file under dist/ with its bytes, modification time and inode. */
function distState(dir = path.join(root, 'dist')): Map<string, { text: string; mtime: number; inode: number }> {
  const files = (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dir, f)).isFile(),
  );
  return new Map(
    files.map((f) => [
      f,
      {
        text: fs.readFileSync(path.join(dir, f), 'utf8'),
        mtime: fs.statSync(path.join(dir, f)).mtimeMs,
        inode: fs.statSync(path.join(dir, f)).ino,
      },
    ]),
  );
}

/** Watch mode's session (validators, parsed files, render module and page cache kept), or none: a new process each time. */
let session: Session | undefined;

async function generate(): Promise<string[]> {
  const result = await runGenerate(root, { today: today(), env: environment(), ...(session ? { session } : {}) });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  return result.written!.rewritten;
}

const texts = (state: ReturnType<typeof distState>) => new Map([...state].map(([file, { text }]) => [file, text]));

/** What a full render of the same content writes: a copy of the project without dist/ or the page cache. */
async function fullRender(): Promise<Map<string, string>> {
  const copy = `${root}-full`;
  fs.cpSync(root, copy, {
    recursive: true,
    filter: (from) => !from.startsWith(path.join(root, 'dist')) && from !== path.join(root, PAGE_CACHE),
  });
  try {
    const result = await runGenerate(copy, { today: today(), env: environment() });
    expect(result.written!.rewritten.length).toBe(result.written!.pages);
    return texts(distState(path.join(copy, 'dist')));
  } finally {
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

/**
 * The share cards drawn after an edit below, kept for the other mode's copy: both modes make the same edits, and
 * drawing a card is the same code whether or not a session is kept, so the second to make an edit takes its cards
 * from the cache (verified there as any cached card) instead of drawing them again. Stocked before the edit, since
 * every generate removes the cards no page uses.
 */
const drawnCards = fs.mkdtempSync(path.join(os.tmpdir(), 'drawn-cards-'));
afterAll(() => fs.rmSync(drawnCards, { recursive: true, force: true }));
const shareCards = (from: string, to: string) => fs.cpSync(from, to, { recursive: true, force: false });

/** `change`, then generate: with the cards the other mode drew for it in the cache, and keeping those it drew. */
async function generateAfter(change: () => void): Promise<string[]> {
  shareCards(drawnCards, path.join(root, CARDS));
  change();
  const rewritten = await generate();
  shareCards(path.join(root, CARDS), drawnCards);
  return rewritten;
}

/** A top-level field of a YAML file set to a new text. */
const setField = (file: string, key: string, value: string) =>
  site.edit(file, (text) => text.replace(new RegExp(`^${key}: .*$`, 'm'), `${key}: ${JSON.stringify(value)}`));

const kent = 'content/regions/kent.yaml';
const firstTown = () => yaml<{ areas: Array<{ name: string; slug: string }> }>(kent).areas[0]!;
const townFile = (slug: string) =>
  pageFile(runCheck(root, today()).routes!.find((r) => r.template === 'town' && r.props.area.slug === slug)!);

describe.each([
  ['a new process each time', false],
  ['watch mode, with what it keeps between runs', true],
])('generate after an edit, %s', (_, watching) => {
  beforeAll(async () => {
    site = fixture({ code: true, caches: 'shared' });
    root = site.root;
    session = watching ? newSession() : undefined;
    expect((await generate()).length).toBeGreaterThan(0);
  }, 120_000);

  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('renders nothing when nothing changed, and keeps every file as it was', async () => {
    const before = distState();
    expect(await generate()).toEqual([]);
    const after = distState();
    for (const [file, state] of before) if (file.endsWith('.html')) expect(after.get(file), file).toEqual(state);
    // The files beside the pages too: feed readers polling feed.xml are told nothing changed (same bytes, and
    // the same modification time, which nginx makes Last-Modified and the ETag from).
    for (const file of ['feed.xml', 'sitemap.xml', 'robots.txt', '_redirects', '_headers', 'redirects.json'])
      expect(after.get(file), file).toEqual(before.get(file));
  }, 60_000);

  it('renders every page again once the page cache is gone, and keeps the file of each whose HTML is the same', async () => {
    const before = distState();
    fs.rmSync(path.join(root, PAGE_CACHE), { recursive: true, force: true });
    if (session) session.pages = undefined;
    const rewritten = await generate();
    expect(rewritten).toContain('index.html');
    const after = distState();
    // The same file (inode) and modification time: kept in dist/, nothing written.
    for (const file of rewritten) expect(after.get(file), file).toEqual(before.get(file));
  }, 60_000);

  it('leaves the validators it compiled for the next process: a check loads them and compiles nothing', () => {
    expect(fs.readdirSync(path.join(root, VALIDATORS))).toEqual([expect.stringMatching(/^[0-9a-f]{24}$/)]);
    const checked = compilations(() => runCheck(root, today(), { cache: { schemas: loadSchemas(root) } }));
    expect(checked.count).toBe(0);
    expect(checked.value.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
    expect(checked.value.routes!.length).toBeGreaterThan(0);
  });

  it("after a town's name changes, renders the pages that show it and carries the others over untouched", async () => {
    const town = firstTown();
    const renamed = `${town.name} Vale`;
    const before = distState();
    const rewritten = await generateAfter(() =>
      site.edit(kent, (text) => text.replace(`- name: ${town.name}\n`, `- name: ${renamed}\n`)),
    );
    const after = distState();
    const regional = pageFile({ path: `/hoarder-cleaning-${yaml<{ slug: string }>(kent).slug}` });
    for (const file of [townFile(town.slug), regional, 'sitemap.html']) {
      expect(rewritten, file).toContain(file);
      expect(after.get(file)!.text, file).toContain(renamed);
    }
    expect(read('dist/sitemap.xml')).toContain(`/${town.slug}-hoarder-cleaning`);
    expect(rewritten.length).toBeLessThan(runCheck(root, today()).routes!.length / 2);
    // Untouched: same bytes, same modification time, the very same file.
    expect(after.get('about.html')).toEqual(before.get('about.html'));
    for (const [file, state] of after) {
      if (file.endsWith('.html') && !rewritten.includes(file)) expect(state, file).toEqual(before.get(file));
    }
    expect(await fullRender()).toEqual(texts(after));
  }, 60_000);

  const edits: Array<[string, () => void]> = [
    [
      "the site's phone number",
      () =>
        site.edit('site.yaml', (text) =>
          text.replace(`"${yaml<{ phone: string }>('site.yaml').phone}"`, '"02079460999"'),
        ),
    ],
    [
      "the town pages' shared heading",
      () =>
        setField(
          'content/pages/town.yaml',
          'heading',
          `${yaml<{ heading: string }>('content/pages/town.yaml').heading} Today`,
        ),
    ],
    [
      "a service's title",
      () => setField('content/services/hoarder-cleaning.yaml', 'title', 'Hoarder Cleaning and Clearing'),
    ],
    [
      "an article's title",
      () =>
        setField(
          `content/blog/${fs.readdirSync(path.join(root, 'content/blog'))[0]}`,
          'title',
          'A Gentle Guide to Hoarding',
        ),
    ],
    ["a region's headline", () => setField(kent, 'headline', 'Calm, discreet hoarder cleaning in Kent')],
    [
      'a town added',
      () => site.edit(kent, (text) => text.replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: whitstable }\n')),
    ],
  ];
  for (const [what, change] of edits) {
    it(`writes what a full render writes after a change to ${what}`, async () => {
      const rewritten = await generateAfter(change);
      expect(rewritten.length).toBeGreaterThan(0);
      expect(await fullRender()).toEqual(texts(distState()));
    }, 60_000);
  }

  it('publishes a changed file of public/ anew, a file changed by hand in dist/ from its source, and keeps the others', async () => {
    const before = distState();
    const favicon = fs.readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
    fs.writeFileSync(path.join(root, 'public/favicon.svg'), favicon.replace('<svg', '<svg data-edited="yes"'));
    fs.appendFileSync(path.join(root, 'dist/images/logo.svg'), '<!-- edited in dist -->');
    await generate();
    const after = distState();
    expect(after.get('favicon.svg')!.text).toContain('data-edited="yes"');
    expect(after.get('images/logo.svg')!.text).toBe(read('public/images/logo.svg'));
    const untouched = [...before.keys()].filter(
      (f) => !f.endsWith('.html') && !['favicon.svg', 'images/logo.svg'].includes(f),
    );
    expect(untouched.length).toBeGreaterThan(5);
    for (const file of untouched) expect(after.get(file), file).toEqual(before.get(file));
  }, 60_000);

  it('renders a page again when its file in dist/ was changed by hand', async () => {
    fs.appendFileSync(path.join(root, 'dist/about.html'), '<!-- edited -->');
    expect(await generate()).toEqual(['about.html']);
    expect(read('dist/about.html')).not.toContain('<!-- edited -->');
  }, 60_000);

  it('leaves dist/ and the page cache as they were when the content has an error, and carries on from them once fixed', async () => {
    const before = distState();
    const good = read(kent);
    fs.writeFileSync(path.join(root, kent), good.replace(/^order: .*$/m, 'order: two'));
    const failed = await runGenerate(root, { today: today(), env: environment(), ...(session ? { session } : {}) });
    expect(failed.written).toBeUndefined();
    expect(distState()).toEqual(before);
    fs.writeFileSync(path.join(root, kent), good);
    expect(await generate()).toEqual([]);
  }, 60_000);
});
