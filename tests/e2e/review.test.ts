// npm run review on a git repository of the fixture site. The review's pages are exactly the pages whose HTML
// differs between two full generates, the base's and the head's (each page rendered, no page cache), over an edit
// of each kind and over random edits of prose; and the command's exit codes and output, run in process.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { CARDS } from '../../generator/cards/make-cards.ts';
import { hasErrors } from '../../generator/diagnostics/diagnostic.ts';
import { runCheck } from '../../generator/pipeline/run-check.ts';
import { newSession, runGenerate, type Session } from '../../generator/pipeline/run-generate.ts';
import { runReview } from '../../generator/pipeline/run-review.ts';
import { PAGE_CACHE } from '../../generator/render/page-cache.ts';
import { pageFile } from '../../generator/render/render.ts';
import type { Review } from '../../generator/review/review.ts';
import { environment, today } from '../support/clock.ts';
import { type Fixture, fixture } from '../support/fixture.ts';
import { seededRandom } from '../support/random.ts';
import { snapshotTree } from '../support/site.ts';

const TRACKED = ['content', 'site.yaml', 'published-paths.txt'];
const KENT = 'content/regions/kent.yaml';
let site: Fixture;
let root: string;
/** The base's pages as a full generate writes them, by path. */
let baseHtml: Map<string, string>;
/** What one process keeps between the full builds (validators, parses, the render module), as watch mode does: never
 * the pages, which each build renders afresh. */
let session: Session;
/** The base's share cards as its build left them in the cache. */
let baseCards: string;

function git(args: string[]): string {
  const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];
  const env = { ...process.env, GIT_AUTHOR_DATE: '2025-03-10T09:00:00Z', GIT_COMMITTER_DATE: '2025-03-10T09:00:00Z' };
  return execFileSync('git', [...identity, ...args], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] }).toString();
}

/** Every page of a full generate (the page cache removed first, on disk and in the session, so that each page is
 * rendered), by path. */
async function fullBuild(): Promise<Map<string, string>> {
  fs.rmSync(path.join(root, PAGE_CACHE), { recursive: true, force: true });
  session.pages = undefined;
  const result = await runGenerate(root, { today: today(), env: environment(), session });
  expect(result.diagnostics.filter((d) => d.severity === 'error')).toEqual([]);
  expect(result.written!.rewritten).toHaveLength(result.routes!.length);
  const read = (route: { path: string }) => fs.readFileSync(path.join(root, 'dist', pageFile(route)), 'utf8');
  return new Map(result.routes!.map((route) => [route.path, read(route)]));
}

/** The pages whose HTML differs between the base's full build and the head's, with how. */
function differing(head: Map<string, string>): string[] {
  const paths = [...new Set([...baseHtml.keys(), ...head.keys()])].sort();
  return paths.flatMap((p) => {
    if (!baseHtml.has(p)) return [`${p} added`];
    if (!head.has(p)) return [`${p} removed`];
    return baseHtml.get(p) === head.get(p) ? [] : [`${p} changed`];
  });
}

async function reviewed(): Promise<Review> {
  const outcome = await runReview(root, { base: 'HEAD', today: today(), env: environment() });
  if (!('review' in outcome)) throw new Error(`test bug: no review: ${JSON.stringify(outcome)}`);
  return outcome.review;
}

const listed = (review: Review) => review.pages!.map((page) => `${page.path} ${page.change}`);

/**
 * The working tree back to the commit, and the base's share cards back in the cache: a build of an edit removes the
 * entries its pages do not use (a new phone number, every card), and drawing them again would prove nothing more.
 */
function restore(): void {
  git(['checkout', '--', ...TRACKED]);
  git(['clean', '-fdq', '--', 'content']);
  fs.cpSync(baseCards, path.join(root, CARDS), { recursive: true, force: false });
}

/** Sets a value in a YAML file of the copy, by its path in the data. */
function setIn(file: string, at: (string | number)[], value: unknown): void {
  site.edit(file, (text) => {
    const doc = parseDocument(text);
    if (value === undefined) doc.deleteIn(at);
    else doc.setIn(at, value);
    return String(doc);
  });
}

/** Edits of each kind content staff make, each from the committed fixture. */
const EDITS: Record<string, () => void> = {
  'a town added': () =>
    site.edit(KENT, (t) => t.replace(/^areas:\n/m, 'areas:\n  - { name: Whitstable, slug: whitstable }\n')),
  'the phone number': () => setIn('site.yaml', ['phone'], '02079460999'),
  "a paragraph of a town's intro": () => site.edit(KENT, (t) => t.replace('Inside and around', 'In and around')),
  'a redirect added': () =>
    site.edit(
      'content/redirects.yaml',
      (t) => `${t}  - { from: /hoarder-cleaning-dover, to: /kent/dover-hoarder-cleaning }\n`,
    ),
  'an area deleted, with a redirect': () => {
    site.edit(KENT, (t) => t.replace(/^ {2}- name: Dover\n(?: {4}.*\n)+/m, ''));
    site.edit(
      'content/redirects.yaml',
      (t) => `${t}  - { from: /kent/dover-hoarder-cleaning, to: /hoarder-cleaning-kent }\n`,
    );
  },
  'an article added': () => {
    const from = 'content/blog/health-risks-hoarding.yaml';
    const text = fs.readFileSync(path.join(root, from), 'utf8');
    fs.writeFileSync(
      path.join(root, 'content/blog/fire-safety.yaml'),
      text
        .replace('slug: health-risks-hoarding', 'slug: fire-safety')
        .replace(/^title: .*$/m, 'title: "Fire Safety at Home"'),
    );
  },
  "a council's end date passed": () =>
    site.edit('content/councils.yaml', (t) => t.replace('ends: 2027-03-31', 'ends: 2024-03-31')),
  'nothing but a comment': () => site.edit(KENT, (t) => `# Kent's towns\n${t}`),
};

const NO_PAGE = ['nothing but a comment', 'a redirect added'];

/** Keys that hold names, addresses, dates or references rather than prose: a random edit leaves them alone. */
const NOT_PROSE = /^(slug|path|src|id|from|to|council|date|successor|sameAs|url|email|phone|href|ends)$/;

/** Every string of prose in a file's data, by its path. */
function prose(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (typeof value === 'string') return value.includes(' ') && !NOT_PROSE.test(String(at.at(-1))) ? [at] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => prose(item, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => prose(v, [...at, k]));
  return [];
}

beforeAll(async () => {
  site = fixture({ code: true, caches: 'shared' });
  root = site.root;
  session = newSession();
  git(['init', '-q']);
  git(['add', ...TRACKED]);
  git(['commit', '-q', '-m', 'the site']);
  baseHtml = await fullBuild();
  baseCards = fs.mkdtempSync(path.join(os.tmpdir(), 'cards-'));
  fs.cpSync(path.join(root, CARDS), baseCards, { recursive: true });
  restore();
}, 180_000);
afterAll(() => {
  for (const dir of [root, baseCards]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the pages the review lists are exactly those whose HTML differs between full builds', () => {
  it.each(Object.keys(EDITS))(
    '%s',
    async (name) => {
      EDITS[name]!();
      try {
        const review = await reviewed();
        const truth = differing(await fullBuild());
        expect(listed(review)).toEqual(truth);
        // A comment changes no value; a redirect changes the host's files, not a page.
        if (NO_PAGE.includes(name)) expect(truth).toEqual([]);
        else expect(truth.length).toBeGreaterThan(0);
        expect(review.values.length > 0).toBe(name !== 'nothing but a comment');
        if (name === 'the phone number') expect(truth.length).toBe(baseHtml.size);
      } finally {
        restore();
      }
    },
    120_000,
  );

  it.each([1, 2, 3, 4])(
    'random edits of prose (seed %i)',
    async (seed) => {
      const random = seededRandom(seed);
      const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
      const files = [
        'site.yaml',
        ...git(['ls-files', 'content'])
          .split('\n')
          .filter((f) => f.endsWith('.yaml')),
      ];
      try {
        for (let edits = 0, tries = 0; edits < 2 && tries < 20; tries++) {
          const file = pick(files);
          const text = fs.readFileSync(path.join(root, file), 'utf8');
          const places = prose(parseDocument(text).toJS());
          if (!places.length) continue;
          const at = pick(places);
          const words = String(parseDocument(text).getIn(at)).split(' ');
          // A word changed, two swapped, the last dropped: prose of about the same length, within a schema's limits.
          const variants = [
            ['Edited', ...words.slice(1)],
            [words[1]!, words[0]!, ...words.slice(2)],
            words.length > 3 ? words.slice(0, -1) : [...words, 'too'],
          ];
          setIn(file, at, pick(variants).join(' '));
          // A text a schema refuses all the same (a title made too short) is put back, and another is tried.
          if (hasErrors(runCheck(root, today(), { cache: session }).diagnostics))
            fs.writeFileSync(path.join(root, file), text);
          else edits++;
        }
        expect(git(['status', '--porcelain'])).not.toBe('');
        expect(listed(await reviewed())).toEqual(differing(await fullBuild()));
      } finally {
        restore();
      }
    },
    120_000,
  );
});

describe('the review, in the admin’s words', () => {
  it('names the value, the page with its title and the value it reads', async () => {
    site.edit(KENT, (t) =>
      t.replace('postcodes: [CT13, CT14, CT15, CT16, CT17]', 'postcodes: [CT13, CT14, CT15, CT16, CT17, CT3]'),
    );
    try {
      const review = await reviewed();
      expect(review.values.map((v) => [v.labels.join(' › '), v.change])).toEqual([
        ['Regions › Kent › Areas › Dover › Postcodes', { kind: 'items', added: ['CT3'], removed: [], moved: [] }],
      ]);
      const dover = review.pages!.find((p) => p.path === '/kent/dover-hoarder-cleaning')!;
      expect(dover).toMatchObject({ change: 'changed', values: [0] });
      expect(baseHtml.get(dover.path)).toContain(dover.title);
      // Every page listed reads the one value: nothing else changed.
      for (const page of review.pages!) expect(page.values, page.path).toEqual([0]);
    } finally {
      restore();
    }
  }, 60_000);

  it('calls out a published page gone without a redirect, with the redirect check suggests', async () => {
    site.edit(KENT, (t) => t.replace(/^ {2}- name: Dover\n(?: {4}.*\n)+/m, ''));
    site.edit('published-paths.txt', (t) => t.replace('/kent/dover-hoarder-cleaning\n', ''));
    try {
      const review = await reviewed();
      expect(review.addresses).toEqual([
        { path: '/kent/dover-hoarder-cleaning', fate: 'gone', suggest: '/hoarder-cleaning-kent' },
      ]);
      expect(review.values.map((v) => [v.labels.join(' › '), v.change])).toEqual([
        ['Regions › Kent › Areas', { kind: 'entry', was: 'removed', name: 'Dover' }],
      ]);
      expect(review.pages!.find((p) => p.path === '/kent/dover-hoarder-cleaning')?.change).toBe('removed');
    } finally {
      restore();
    }
  }, 60_000);
});

describe('npm run review', () => {
  it('prints the review as Markdown, and as JSON, and writes nothing', async () => {
    setIn('site.yaml', ['phone'], '02079460999');
    try {
      const before = snapshotTree(path.join(root, 'content'));
      const md = await site.run(['review', '--base', 'HEAD']);
      expect(md.code, md.stderr).toBe(0);
      expect(md.stdout).toMatch(/^<!-- content-review -->\n## Content review\n/);
      expect(md.stdout).toContain('| 1 | Site settings › Phone | ~~02079460418~~ **02079460999** | `site.yaml:');
      expect(md.stdout).toContain(`Every page of the site changes (${baseHtml.size}).`);
      const json = await site.run(['review', '--base', 'HEAD', '--format', 'json']);
      expect(json.code).toBe(0);
      const parsed = JSON.parse(json.stdout) as Review;
      expect(parsed.pages).toHaveLength(baseHtml.size);
      expect(parsed.values[0]!.labels).toEqual(['Site settings', 'Phone']);
      expect(snapshotTree(path.join(root, 'content'))).toEqual(before);
    } finally {
      restore();
    }
  }, 60_000);

  it('exits 1 when the head has content errors, naming each at its line', async () => {
    const text = site.edit(KENT, (t) => t.replace('slug: dover', 'slug: Dover Town'));
    try {
      const result = await site.run(['review', '--base', 'HEAD']);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe('');
      const line = text.split('\n').findIndex((l) => l.includes('slug: Dover Town')) + 1;
      expect(result.stderr).toContain('the working tree has 1 content error, so it cannot be reviewed yet');
      expect(result.stderr).toContain(`${KENT}:${line}:11  error  slug-format`);
    } finally {
      restore();
    }
  }, 60_000);

  it('exits 2 on a wrong use: an unknown ref, no --base, a format of another command', async () => {
    const unknown = await site.run(['review', '--base', 'no-such-branch']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      `"no-such-branch" names no commit of the git repository at ${root}: give a branch, a tag or a commit\n`,
    );
    const missing = await site.run(['review']);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('review needs --base');
    expect((await site.run(['review', '--base', 'HEAD', '--format', 'github'])).code).toBe(2);
    expect((await site.run(['check', '--base', 'HEAD'])).code).toBe(2);
    const option = await site.run(['review', '--base', '--upload-pack=touch /tmp/x']);
    expect(option.code).toBe(2);
  }, 60_000);
});
