// Caches that cannot break a build, and environment faults that are not "generator bugs". Each disk cache that
// generate reads (bundles, validators, pages, share cards) is damaged on purpose, a file cut short or overwritten with garbage:
// generate still succeeds, says one line about it, and publishes exactly what a sound cache gives. A full disk, a
// missing permission, too many open files or a file saved during the bundle build: one plain line, exit 1, dist/
// as it was. (The compiled command line: launcher.test.ts; the photos: photos.test.ts.)
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { BUNDLES } from '../../generator/bundle/bundle.ts';
import { CARDS } from '../../generator/cards/make-cards.ts';
import { PAGE_CACHE } from '../../generator/render/page-cache.ts';
import { VALIDATORS } from '../../generator/validate/validator-cache.ts';
import { type Fixture, fixture } from '../support/fixture.ts';

let site: Fixture;
let root: string;
const dist = () => path.join(root, 'dist');

/** Every file of dist/ with the hash of its bytes and its modification time. */
function distState(): Map<string, string> {
  const files = (fs.readdirSync(dist(), { recursive: true }) as string[]).filter((f) =>
    fs.statSync(path.join(dist(), f)).isFile(),
  );
  return new Map(
    files.map((f) => {
      const full = path.join(dist(), f);
      return [f, `${createHash('sha256').update(fs.readFileSync(full)).digest('hex')} ${fs.statSync(full).mtimeMs}`];
    }),
  );
}
/** dist/ by content alone: what a generate must publish whatever state its caches were in. */
const contentOf = (state: Map<string, string>) => new Map([...state].map(([file, v]) => [file, v.split(' ')[0]!]));

/** The newest entry of a cache, as a folder. */
function newestEntry(cache: string): string {
  const dir = path.join(root, cache);
  const [newest] = fs
    .readdirSync(dir)
    .filter((name) => !name.startsWith('.'))
    .sort((a, b) => fs.statSync(path.join(dir, b)).mtimeMs - fs.statSync(path.join(dir, a)).mtimeMs);
  return path.join(dir, newest!);
}

const cutShort = (file: string) => fs.truncateSync(file, Math.floor(fs.statSync(file).size / 3));
const garbage = (file: string) => fs.writeFileSync(file, randomBytes(2048));
const firstFile = (dir: string, pattern: RegExp) => path.join(dir, fs.readdirSync(dir).find((f) => pattern.test(f))!);

/** A note naming the cache entry and the file that was damaged. */
const note = (cache: string, file: string) =>
  new RegExp(
    `^note: ${cache.replaceAll('.', '\\.')}/[0-9a-f]{24} was damaged \\(${file.replaceAll('.', '\\.')} is not what was stored\\): it is set aside and made again\\n$`,
  );

let good: Map<string, string>;

beforeAll(async () => {
  // The run's shared caches: a rebuild below is compared byte for byte with what they give, which holds since
  // production bundles are the same whatever folder they are built in.
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  const first = await site.run(['generate']);
  expect(first.code, first.stderr).toBe(0);
  good = contentOf(distState());
}, 300_000);

afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

describe('a damaged cache', () => {
  const cases: Array<[string, string, (entry: string) => string, (file: string) => void, RegExp?]> = [
    ['the bundle record (manifest) cut short', BUNDLES, () => 'manifest.json', cutShort],
    ['the bundle record (manifest) overwritten with garbage', BUNDLES, () => 'manifest.json', garbage],
    [
      "the site's stylesheet in the bundle cut short",
      BUNDLES,
      (entry) => path.relative(entry, firstFile(path.join(entry, 'client/assets/static'), /^src_styles_site-.*\.css$/)),
      cutShort,
    ],
    [
      'a script chunk in the bundle overwritten with garbage',
      BUNDLES,
      (entry) => path.relative(entry, firstFile(path.join(entry, 'client/assets/chunks'), /\.js$/)),
      garbage,
    ],
    ['the server render module overwritten with garbage', BUNDLES, () => 'server/page-html.mjs', garbage],
    ['the server render module cut short', BUNDLES, () => 'server/page-html.mjs', cutShort],
    ['the compiled validators cut short', VALIDATORS, () => 'validators.cjs', cutShort],
    ['the compiled validators overwritten with garbage', VALIDATORS, () => 'validators.cjs', garbage],
    ['the page cache cut short', PAGE_CACHE, () => 'pages.json', cutShort],
    ['the page cache overwritten with garbage', PAGE_CACHE, () => 'pages.json', garbage],
    // A card is published from the cache: one cut short or garbled must be drawn again, never copied into dist/.
    ['a share card cut short', CARDS, () => 'card.png', cutShort],
    ['a share card overwritten with garbage', CARDS, () => 'card.png', garbage],
  ];
  it.each(cases)(
    '%s: generate succeeds, says so in one line, and publishes what a sound cache gives',
    async (_, cache, fileOf, harm) => {
      const entry = newestEntry(cache);
      const file = fileOf(entry);
      harm(path.join(entry, file));
      const result = await site.run(['generate']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(note(cache, file));
      expect(result.stdout).toMatch(/^generated \d+ pages/);
      if (cache === PAGE_CACHE) expect(result.stdout).not.toContain('unchanged');
      expect(contentOf(distState())).toEqual(good);
      // Made again whole: the next generate finds it sound and says nothing.
      const again = await site.run(['generate']);
      expect(again).toMatchObject({ code: 0, stderr: '' });
      expect(again.stdout).toMatch(/: 0 rendered, \d+ unchanged/);
    },
    300_000,
  );
});

describe('a share card published as a link to its cache entry', () => {
  /** A published card, with the cache entry whose file it is (the same inode). */
  function publishedCard(): { published: string; entry: string } {
    const cards = path.join(dist(), 'cards');
    const folder = path.join(cards, fs.readdirSync(cards)[0]!);
    const published = path.join(folder, fs.readdirSync(folder)[0]!);
    const entries = path.join(root, CARDS);
    const { ino } = fs.statSync(published);
    // The entries, not the cache's private names (.held.json, folders being built or removed).
    const entry = fs
      .readdirSync(entries)
      .filter((name) => !name.startsWith('.'))
      .map((name) => path.join(entries, name))
      .find((dir) => fs.statSync(path.join(dir, 'card.png'), { throwIfNoEntry: false })?.ino === ino);
    expect(entry, 'the published card is a link to a cache entry').toBeDefined();
    return { published, entry: entry! };
  }
  /** Overwrites a file in place with garbage of its own size, its modification time put back. */
  const hiddenGarbage = (file: string) => {
    const { atime, mtime, size } = fs.statSync(file);
    fs.writeFileSync(file, randomBytes(size));
    fs.utimesSync(file, atime, mtime);
  };
  const cases: Array<[string, (card: { published: string; entry: string }) => void]> = [
    ['written over in place through dist/', ({ published }) => garbage(published)],
    [
      'garbled to its own size and time, with its stamp cut short',
      ({ entry }) => (hiddenGarbage(path.join(entry, 'card.png')), cutShort(path.join(entry, 'stamp.json'))),
    ],
  ];
  it.each(cases)(
    '%s: drawn again and published as a sound cache gives it',
    async (_, harm) => {
      harm(publishedCard());
      const result = await site.run(['generate']);
      expect(result.code, result.stderr).toBe(0);
      expect(result.stderr).toMatch(note(CARDS, 'card.png'));
      expect(contentOf(distState())).toEqual(good);
      const again = await site.run(['generate']);
      expect(again).toMatchObject({ code: 0, stderr: '' });
    },
    300_000,
  );
});

/** A system error as Node gives it. */
const systemError = (code: string, file: string) =>
  Object.assign(new Error(`${code}: a fault injected by the test, open '${file}'`), { code, path: file });

/**
 * Makes every write of a file into generate's staging folder throw `error`: written afresh, or a share card linked
 * from its cache entry. (Only what changed is written there: the article edited below gives the admin's snapshot of
 * the content, the feed and the article's share card.)
 */
function failStagingWrites(error: (file: string) => Error): void {
  const write = fs.writeFileSync;
  const link = fs.linkSync;
  const staged = (file: unknown) => String(file).includes(`${path.sep}.dist-staging-`);
  vi.spyOn(fs, 'writeFileSync').mockImplementation((file, ...rest) => {
    if (staged(file)) throw error(String(file));
    return write(file, ...rest);
  });
  vi.spyOn(fs, 'linkSync').mockImplementation((existing, target) => {
    if (staged(target)) throw error(String(target));
    return link(existing, target);
  });
}

const leftovers = () => fs.readdirSync(root).filter((name) => name.startsWith('.dist-'));

describe('a fault of the environment while generating', () => {
  // A change to publish, so that generate has files to write: an article's new title.
  beforeAll(() =>
    site.edit('content/blog/health-risks-hoarding.yaml', (text) =>
      text.replace(/^title: "(.*)"$/m, 'title: "$1, Room by Room"'),
    ),
  );
  const faults: Array<[string, RegExp]> = [
    [
      'ENOSPC',
      /^the disk is full \(writing \.dist-staging-dist-\d+\/\S+\): free some space, then run the command again\n$/,
    ],
    [
      'EDQUOT',
      /^the disk quota is used up \(writing \.dist-staging-dist-\d+\/\S+\): free some space or ask for a larger quota, then run the command again\n$/,
    ],
    [
      'EACCES',
      /^no permission to use \.dist-staging-dist-\d+\/\S+: give this user access to the project folder, then run the command again\n$/,
    ],
    [
      'EPERM',
      /^the system refused an operation on \.dist-staging-dist-\d+\/\S+: give this user access to the project folder, then run the command again\n$/,
    ],
    [
      'EROFS',
      /^\.dist-staging-dist-\d+\/\S+ is on a read-only file system: run the command where the project can be written\n$/,
    ],
    [
      'EMFILE',
      /^too many files are open in this process: raise the limit \(ulimit -n\), then run the command again\n$/,
    ],
    [
      'ENFILE',
      /^too many files are open on this system: close other programs or raise the limit, then run the command again\n$/,
    ],
  ];
  it.each(faults)('%s: one plain line, exit 1, dist/ exactly as it was', async (code, line) => {
    const before = distState();
    failStagingWrites((file) => systemError(code, file));
    const result = await site.run(['generate']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(line);
    expect(result.stderr).not.toContain('generator bug');
    expect(result.stdout).toBe('');
    expect(distState()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('EACCES while the changes move into dist/: one plain line, exit 1, dist/ exactly as it was', async () => {
    const before = distState();
    const rename = fs.renameSync;
    let into = 0;
    vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      // The second file moved into dist/ (the first, and whatever a changed file replaced, are moved back).
      if (String(to).startsWith(`${dist()}${path.sep}`) && ++into === 2) throw systemError('EACCES', String(to));
      return rename(from, to);
    });
    const result = await site.run(['generate']);
    expect(into).toBeGreaterThan(2);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^no permission to use dist\/\S+: give this user access to the project folder, then run the command again\n$/,
    );
    expect(distState()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it('our own bug is still one: "generator bug" with its stack, exit 70, dist/ exactly as it was', async () => {
    const before = distState();
    failStagingWrites(() => new TypeError('an invariant that does not hold'));
    const result = await site.run(['generate']);
    expect(result.code).toBe(70);
    expect(result.stderr).toMatch(/^generator bug: TypeError: an invariant that does not hold\n\s+at /);
    expect(distState()).toEqual(before);
    expect(leftovers()).toEqual([]);
  });

  it("a source file saved while the site's code is being built: one line, exit 1, nothing cached, dist/ as it was", async () => {
    const before = distState();
    const bundles = path.join(root, BUNDLES);
    const entries = () => fs.readdirSync(bundles).filter((name) => !name.startsWith('.'));
    const cached = entries();
    site.edit('src/Document.tsx', (text) => `${text}\n// an edit, so that the bundles are built again\n`);
    const generating = site.run(['generate']);
    // The build has started once its private folder is there (the code it starts from is noted before that).
    await vi.waitFor(() => expect(fs.readdirSync(bundles).some((name) => name.startsWith('.tmp-'))).toBe(true), {
      timeout: 120_000,
      interval: 20,
    });
    site.edit('src/Document.tsx', (text) => `${text}// saved again during the build\n`);
    const result = await generating;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe("src/Document.tsx changed while the site's code was being built: run generate again\n");
    expect(distState()).toEqual(before);
    expect(entries()).toEqual(cached);
    expect(leftovers()).toEqual([]);
  }, 300_000);
});
