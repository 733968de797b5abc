import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { parseDocument } from 'yaml';
import { type CheckCache, runCheck } from '../../generator/pipeline/run-check.ts';
import { addArticle, dated, draft } from '../support/articles.ts';
import { today } from '../support/clock.ts';
import { type Fixture, type FixtureOptions, fixture } from '../support/fixture.ts';
import { positionOf } from '../support/site.ts';

const sites: Fixture[] = [];
// In process, one check cache for every copy, as a server keeps one: what these tests are about is what a command
// says, never what it reads afresh (the commands run as processes of their own start without one).
const cache: CheckCache = { parsed: new Map() };
afterAll(() => sites.forEach((site) => site.remove()));
// Copies start with the run's compiled validators (shared-build.ts), so that a check compiles nothing.
const copy = (options: FixtureOptions = {}) => {
  const site = fixture({ caches: 'shared', ...options });
  sites.push(site);
  return site;
};

describe('the real command line', () => {
  it('check passes on the committed content with a summary line, and writes nothing', async () => {
    const site = copy();
    const { root } = site;
    const before = site.snapshot();
    const result = await site.run(['check'], { process: 'child' });
    expect(result.code).toBe(0);
    // The only warnings the committed content may give are the calendar's (its job posting closes within 30
    // days, or has closed: they come with time, and ask for new dates in the content) and the ledger's (a content
    // pull request made in the CMS adds pages without recording them: paths:update is the fix, not this test).
    const warned = result.stderr.split('\n').filter((line) => /^\S+:\d+:\d+  /.test(line));
    expect(
      warned.filter((line) => !/  warning  (job-posting-(expiring|expired)|unrecorded-address)  /.test(line)),
    ).toEqual([]);
    if (!warned.length) expect(result.stderr).toBe('');
    // The counts are the content's own (a content pull request changes them), read back from the stages.
    const { files, areas, pages } = runCheck(root, today(), { cache }).stats;
    expect(result.stdout).toContain(
      `check passed: ${files} files, ${areas} areas, ${pages} pages; ${warned.length ? `${warned.length} warning` : 'no problems found'}`,
    );
    expect(pages).toBe(runCheck(root, today(), { cache }).routes!.length);
    expect(site.snapshot()).toEqual(before);
  });

  it('routes prints one line per route: path, template, origin file:line', async () => {
    const site = copy();
    const { root } = site;
    const result = await site.run(['routes'], { cache });
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    const { routes, held } = runCheck(root, today(), { cache });
    // Articles not published yet (the content may have some) are listed too, and counted apart.
    expect(lines.at(-1)).toMatch(new RegExp(`^${routes!.length} routes(; not published yet: .+)?$`));
    expect(lines).toHaveLength(routes!.length + held!.length + 1);
    expect(lines).toContainEqual(
      expect.stringMatching(/^\/kent\/dover-hoarder-cleaning\s+town\s+content\/regions\/kent\.yaml:\d+$/),
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\/services\/extreme-house-clearance\s+extreme-clearance\s+content\/services\/extreme-house-clearance\.yaml:\d+$/,
      ),
    );
  });

  it('routes lists a scheduled article and a draft with their state; check counts neither as a page', async () => {
    const site = copy();
    const { root } = site;
    const before = runCheck(root, today(), { cache });
    const later = addArticle(root, 'an-article-for-later', dated('2099-12-31'));
    const unfinished = addArticle(root, 'an-unfinished-article', draft);
    const routes = await site.run(['routes'], { cache });
    expect(routes.code).toBe(0);
    const line = (file: string, text: string, slug: string) => `${file}:${positionOf(text, `slug: ${slug}`).line}`;
    expect(routes.stdout).toMatch(
      new RegExp(
        `^/blog/an-article-for-later\\s+blog-article\\s+${line(later.file, later.text, 'an-article-for-later')}\\s+scheduled 2099-12-31$`,
        'm',
      ),
    );
    expect(routes.stdout).toMatch(
      new RegExp(
        `^/blog/an-unfinished-article\\s+blog-article\\s+${line(unfinished.file, unfinished.text, 'an-unfinished-article')}\\s+draft$`,
        'm',
      ),
    );
    expect(routes.stdout.trim().split('\n').at(-1)).toBe(
      `${before.routes!.length} routes; not published yet: 1 scheduled, 1 draft`,
    );
    const json = JSON.parse((await site.run(['routes', '--format', 'json'], { cache })).stdout) as Array<
      Record<string, unknown>
    >;
    expect(json.find((r) => r.path === '/blog/an-article-for-later')).toMatchObject({
      template: 'blog-article',
      state: 'scheduled',
      date: '2099-12-31',
      origin: { file: later.file },
    });
    expect(json.find((r) => r.path === '/blog/an-unfinished-article')).toMatchObject({ state: 'draft' });
    expect(json.find((r) => r.path === '/blog')).not.toHaveProperty('state');
    const check = await site.run(['check'], { cache });
    expect(check.code).toBe(0);
    expect(check.stdout).toContain(`${before.stats.pages} pages`);
  });

  it('takes the day from SOURCE_DATE_EPOCH when it is set, as a UK date, and refuses one that is not a number', async () => {
    const site = copy();
    const { root } = site;
    addArticle(root, 'a-summer-article', dated('2030-07-01'));
    const state = async (iso: string) => {
      const result = await site.run(['routes'], { cache, env: { SOURCE_DATE_EPOCH: String(Date.parse(iso) / 1000) } });
      expect(result.code).toBe(0);
      return /^\/blog\/a-summer-article .*$/m.exec(result.stdout)![0];
    };
    // 22:59:59 UTC on 30 June is still 30 June in London (BST); a second later it is 1 July there.
    expect(await state('2030-06-30T22:59:59Z')).toMatch(/scheduled 2030-07-01$/);
    expect(await state('2030-06-30T23:00:00Z')).toMatch(/content\/blog\/a-summer-article\.yaml:\d+$/);
    const wrong = await site.run(['check'], { cache, env: { SOURCE_DATE_EPOCH: 'yesterday' } });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toBe(
      'SOURCE_DATE_EPOCH is "yesterday": it must be a whole number of seconds since 1 January 1970, or unset to use the clock\n',
    );
  });

  it('adding one town to kent.yaml gives it a page, and check warns that it has no local copy yet', async () => {
    const site = copy();
    const { root } = site;
    const before = runCheck(root, today(), { cache }).stats;
    const text = site.edit('content/regions/kent.yaml', (t) =>
      t.replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: whitstable }\n'),
    );
    const { line, col } = positionOf(text, '- { name: Whitstable');
    const check = await site.run(['check'], { cache });
    expect(check.code).toBe(0);
    // The second warning is the ledger's: the new page is not recorded yet (see the URL ledger's tests below).
    expect(check.stdout).toContain(`${before.areas + 1} areas, ${before.pages + 1} pages; 2 warnings`);
    expect(check.stderr).toContain(
      `content/regions/kent.yaml:${line}:${col + 2}  warning  no-local-copy  Whitstable has no local copy yet: /kent/whitstable-hoarder-cleaning`,
    );
    expect(check.stderr).toMatch(/^0 errors, 2 warnings in 1 file$/m);
    const strict = await site.run(['check', '--strict'], { cache });
    expect(strict.code).toBe(1);
    const github = await site.run(['check', '--format', 'github'], { cache });
    expect(github.code).toBe(0);
    expect(github.stderr).toContain(
      `::warning file=content/regions/kent.yaml,line=${line},col=${col + 2}::Whitstable has no local copy yet`,
    );
    const routes = await site.run(['routes'], { cache });
    expect(routes.stdout).toMatch(
      new RegExp(`^/kent/whitstable-hoarder-cleaning\\s+town\\s+content/regions/kent\\.yaml:${line}$`, 'm'),
    );
  });

  it('warns at its line and column about a phone number or e-mail address typed instead of its token', async () => {
    const site = copy();
    const text = site.edit('content/services/decluttering.yaml', (t) =>
      t.replace(
        /^ctaSubText: .*$/m,
        'ctaSubText: "Call 0161 496 0000 or write to old-help@example.com; our Manchester line is {phone}."',
      ),
    );
    const at = (needle: string) => {
      const { line, col } = positionOf(text, needle);
      return `content/services/decluttering.yaml:${line}:${col}`;
    };
    const check = await site.run(['check'], { cache });
    expect(check.code).toBe(0);
    expect(check.stderr).toContain(
      `${at('0161 496 0000')}  warning  typed-contact  the phone number "0161 496 0000" is typed into the text\n    hint: Write {phone} instead`,
    );
    expect(check.stderr).toContain(
      `${at('old-help@')}  warning  typed-contact  the e-mail address "old-help@example.com" is typed into the text\n    hint: Write {email} instead`,
    );
    expect(check.stderr).toMatch(/^0 errors, 2 warnings in 1 file$/m);
    expect((await site.run(['check', '--strict'], { cache })).code).toBe(1);
  });

  it('--format github prints one ::error annotation per problem at file, line and column', async () => {
    const site = copy();
    const text = site.edit('content/regions/kent.yaml', (t) =>
      t.replace('areas:\n', 'areas:\n  - { name: Whit Stable, slug: Whit Stable }\n'),
    );
    const { line, col } = positionOf(text, 'Whit Stable }');
    const result = await site.run(['check', '--format', 'github'], { cache });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `::error file=content/regions/kent.yaml,line=${line},col=${col}::"Whit Stable" is not a valid slug (slug-format). A slug is lowercase letters and digits joined by single hyphens, with no spaces, accents, dots or slashes, such as tunbridge-wells. Try "whit-stable".`,
    ]);
  });

  it('--format json prints the diagnostics as a JSON array on stdout', async () => {
    const site = copy();
    site.edit('site.yaml', (t) => t.replace('email: help@example.com', 'email: not-an-address'));
    const result = await site.run(['check', '--format', 'json'], { cache });
    expect(result.code).toBe(1);
    const list = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(list).toEqual([
      expect.objectContaining({
        code: 'invalid-format',
        severity: 'error',
        file: 'site.yaml',
        message: '"not-an-address" is not a valid e-mail address',
      }),
    ]);
  });

  it('reports every mistake at once, grouped by file and sorted by line, with a summary', async () => {
    const site = copy();
    const kent = site.edit('content/regions/kent.yaml', (t) =>
      t.replace('order: 2', 'order: two').replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: Whitstable }\n'),
    );
    const london = site.edit('content/regions/london.yaml', (t) => t.replace('headline:', 'headlin:'));
    const at = (file: string, text: string, needle: string) => {
      const { line, col } = positionOf(text, needle);
      return `${file}:${line}:${col}`;
    };
    const result = await site.run(['check'], { cache });
    expect(result.code).toBe(1);
    const located = result.stderr
      .split('\n')
      .filter((l) => l.includes('  error  '))
      .map((l) => l.split('  ').slice(0, 3).join(' '));
    expect(located).toEqual([
      `${at('content/regions/kent.yaml', kent, 'two')} error wrong-type`,
      `${at('content/regions/kent.yaml', kent, 'Whitstable }')} error slug-format`,
      `${at('content/regions/london.yaml', london, 'slug: london')} error missing-field`,
      `${at('content/regions/london.yaml', london, 'headlin:')} error unknown-field`,
    ]);
    expect(result.stderr).toMatch(/\n\ncontent\/regions\/london\.yaml:/); // a blank line between files
    expect(result.stderr.trim().split('\n').at(-1)).toBe('4 errors in 2 files');
  });

  it('accepts a UTF-8 byte-order mark and CRLF line endings, keeping line numbers right', async () => {
    const site = copy();
    const { root } = site;
    const file = path.join(root, 'content/regions/kent.yaml');
    const text = fs.readFileSync(file, 'utf8').replace('order: 2', 'order: two');
    fs.writeFileSync(file, `\ufeff${text.replace(/\n/g, '\r\n')}`);
    const { line, col } = positionOf(text, 'two');
    const result = await site.run(['check'], { cache });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      `content/regions/kent.yaml:${line}:${col}  error  wrong-type  "order" should be a whole number, not text`,
    );
    fs.writeFileSync(file, `\ufeff${text.replace('order: two', 'order: 2').replace(/\n/g, '\r\n')}`);
    expect((await site.run(['check'], { cache })).code).toBe(0);
  });

  it('warns when two area pages are near-copies, naming both pages and where the local copy belongs', async () => {
    const site = copy();
    // Give the second area of kent.yaml the first one's local copy, word for word.
    const text = site.edit('content/regions/kent.yaml', (t) => {
      const doc = parseDocument(t);
      const first = doc.getIn(['areas', 0]) as { get(key: string): unknown; toJSON(): Record<string, unknown> };
      for (const key of ['intro', 'council', 'postcodes'])
        doc.setIn(['areas', 1, key], doc.createNode(first.toJSON()[key]));
      return doc.toString();
    });
    const areas = parseDocument(text).toJS().areas as Array<{ name: string; slug: string }>;
    const at = (i: number) => ({
      ...positionOf(text, `- name: ${areas[i]!.name}\n`),
      path: `/kent/${areas[i]!.slug}-hoarder-cleaning`,
    });
    const [a, b] = [at(0), at(1)];
    const result = await site.run(['check'], { cache });
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(
      new RegExp(
        `^content/regions/kent\\.yaml:${a.line}:${a.col + 2}  warning  similar-pages  ${a.path} is \\d+% alike ${b.path}; the limit is 60%$`,
        'm',
      ),
    );
    expect(result.stderr).toMatch(
      new RegExp(
        `^content/regions/kent\\.yaml:${b.line}:${b.col + 2}  warning  similar-pages  ${b.path} is \\d+% alike ${a.path}; the limit is 60%$`,
        'm',
      ),
    );
    expect(result.stderr).toContain(`or ${areas[1]!.name}'s at content/regions/kent.yaml:${b.line}.`);
    expect(result.stderr).toMatch(/^0 errors, 2 warnings in 1 file$/m);
    expect((await site.run(['check', '--strict'], { cache })).code).toBe(1);
    // The threshold is site.yaml's: raised above the pair's similarity, the warning goes.
    site.edit('site.yaml', (t) => `${t}\nlocalPages: { similarityThreshold: 0.99 }\n`);
    expect((await site.run(['check'], { cache })).stderr).not.toContain('similar-pages');
  });

  it('reports wrong usage in one plain line with exit 2, never as a generator bug', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'not-a-site-'));
    onTestFinished(() => fs.rmSync(empty, { recursive: true, force: true }));
    const cases: Array<[string[], RegExp]> = [
      [['check', '--root', empty], /is not a site: it has neither site\.yaml nor content\//],
      [['check', '--root', path.join(empty, 'missing')], /is not a folder/],
      [['check', '--bogus'], /Unknown option '--bogus'/],
      [['check', '--watch'], /^--watch goes only with generate: npm run generate -- --watch\n$/],
      [['generate', '--port', '5174'], /^--port and --strictPort go only with dev: npm run dev -- --port 5174\n$/],
      [['check', '--strictPort'], /^--port and --strictPort go only with dev: npm run dev -- --port 5174\n$/],
    ];
    const noSchemas = copy().root;
    fs.rmSync(path.join(noSchemas, 'schemas'), { recursive: true });
    cases.push([['generate', '--root', noSchemas], /has no schemas\/ folder/]);
    // preview without a built site (a copy of the site has no dist/).
    cases.push([['preview', '--root', copy().root], /there is no built site in .*dist: run npm run generate first/]);
    cases.push([
      ['dev', '--root', copy().root, '--port', 'abc'],
      /^--port abc is not a port: give a whole number from 0 to 65535\n$/,
    ]);
    // Run in a copy of its own (the default --root when none is given), never in the repository.
    const usage = copy();
    for (const [args, message] of cases) {
      const result = await usage.run(args, { process: 'child' });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stderr).not.toMatch(/generator bug|\n\s+at /);
    }
    // A preview's address without its scheme would make every canonical URL and the sitemap wrong.
    const site = copy();
    const { root } = site;
    const before = site.snapshot();
    for (const bad of ['preview.example.net', 'https://preview.example.net/site', 'ftp://preview.example.net']) {
      const result = await site.run(['generate', '--root', root], { process: 'child', env: { SITE_URL: bad } });
      expect(result.code, bad).toBe(2);
      expect(result.stderr).toBe(
        `SITE_URL "${bad}" is not a site's address: give one like https://preview.example.net (http or https, no path)\n`,
      );
    }
    expect(site.snapshot()).toEqual(before);
  });

  it('says which port is taken when preview cannot listen, with exit 2', async () => {
    const site = copy();
    const { root } = site;
    fs.mkdirSync(path.join(root, 'dist'));
    for (const file of ['index.html', '404.html', '_redirects', '_headers'])
      fs.writeFileSync(path.join(root, 'dist', file), '');
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = String((taken.address() as net.AddressInfo).port);
    try {
      // The port stays bound while this process waits for the command: spawnSync blocks the loop, not the socket.
      const result = await site.run(['preview', '--root', root], { process: 'child', env: { PORT: port } });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `port ${port} is already in use: stop the other server, or choose another with PORT=…\n`,
      );
    } finally {
      taken.close();
    }
  });

  it('says which port is taken when dev cannot listen on the one asked for, with exit 2', async () => {
    const site = copy({ code: true, caches: 'none' });
    // Vike's start-up reads src/pages/+config.ts through a temporary file beside it: folders' times change,
    // files must not.
    const files = () => site.snapshot().filter((entry) => !entry.includes(' - '));
    const before = files();
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = String((taken.address() as net.AddressInfo).port);
    try {
      const result = await site.run(['dev', '--port', port, '--strictPort'], { process: 'child' });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(
        `port ${port} is already in use: stop the other server, or choose another with --port\n`,
      );
    } finally {
      taken.close();
    }
    expect(files()).toEqual(before);
  });

  it('exits 2 with the usage on a wrong command', async () => {
    const result = await copy().run(['frobnicate'], { process: 'child' });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown command "frobnicate"');
    expect(result.stderr).toContain('usage:');
  });
});

describe('the URL ledger (published-paths.txt)', () => {
  const LEDGER = 'published-paths.txt';
  const ledger = (root: string) => fs.readFileSync(path.join(root, LEDGER), 'utf8');
  const disappearedAt = (text: string, from: string) => {
    const { line, col } = positionOf(text, `${from}\n`);
    return `${LEDGER}:${line}:${col}  error  page-disappeared  "${from}" was published, but no page or redirect serves it now`;
  };

  it("keeps a renamed town's old address: the redirect check proposes passes, and removing it later fails again", async () => {
    const site = copy();
    const { root } = site;
    const redirects = fs.readFileSync(path.join(root, 'content/redirects.yaml'), 'utf8');
    // Every reference to the town follows it; its council's id (maidstone-borough) stays.
    site.edit('content/regions/kent.yaml', (t) => t.replace(/\bmaidstone\b(?!-borough)/g, 'maidstone-town'));
    const renamed = await site.run(['check'], { cache });
    expect(renamed.code).toBe(1);
    // Add exactly the redirects the hints propose, as the staff guide says.
    const proposed = renamed.stderr.match(/- \{ from: [^}]+ \}/g)!;
    expect(proposed).toContain(
      '- { from: /kent/maidstone-hoarder-cleaning, to: /kent/maidstone-town-hoarder-cleaning }',
    );
    site.edit('content/redirects.yaml', (t) => `${t}${proposed.map((r) => `  ${r}\n`).join('')}`);
    expect((await site.run(['check'], { cache })).code).toBe(0);
    // Recording without building: the new pages join the list, the old addresses stay in it.
    const update = await site.run(['paths:update'], { cache });
    expect(update.code).toBe(0);
    expect(update.stdout).toMatch(new RegExp(`^${LEDGER}: \\d+ recorded, 0 retired; commit it with your change\n$`));
    const listed = ledger(root).split('\n');
    expect(listed).toContain('/kent/maidstone-hoarder-cleaning');
    expect(listed).toContain('/kent/maidstone-town-hoarder-cleaning');
    // Someone tidies the redirects away: the old address is unserved again, and check says so at its line.
    fs.writeFileSync(path.join(root, 'content/redirects.yaml'), redirects);
    const removed = await site.run(['check'], { cache });
    expect(removed.code).toBe(1);
    expect(removed.stderr).toContain(disappearedAt(ledger(root), '/kent/maidstone-hoarder-cleaning'));
    expect(removed.stderr).toContain('npm run paths:update -- --retire /kent/maidstone-hoarder-cleaning');
    // Giving the old addresses up on purpose.
    const olds = proposed.map((r) => /from: (\S+),/.exec(r)![1]!);
    const retire = await site.run(['paths:update', ...olds.flatMap((p) => ['--retire', p])], { cache });
    expect(retire.stdout).toBe(`${LEDGER}: 0 recorded, ${olds.length} retired; commit it with your change\n`);
    expect(ledger(root).split('\n')).not.toContain('/kent/maidstone-hoarder-cleaning');
    expect((await site.run(['check'], { cache })).code).toBe(0);
  });

  it('check warns about a new page and redirect source not in the ledger, at their lines, until paths:update records them', async () => {
    const site = copy();
    const { root } = site;
    // The fixture's own ledger lists every page it has, so what follows is only the new town's and redirect's.
    expect((await site.run(['check'], { cache })).stderr).not.toContain('unrecorded-address');
    const kent = site.edit('content/regions/kent.yaml', (t) =>
      t.replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: whitstable }\n'),
    );
    const redirects = site.edit(
      'content/redirects.yaml',
      (t) => `${t}  - { from: /whitstable, to: /kent/whitstable-hoarder-cleaning }\n`,
    );
    const town = positionOf(kent, '{ name: Whitstable');
    const rule = positionOf(redirects, '{ from: /whitstable');
    const LISTED = `${LEDGER} (the list of every address the site has published)`;
    const page = `/kent/whitstable-hoarder-cleaning is a new page, not yet in ${LISTED}`;
    const source = `the redirect from /whitstable is new, and that address is not yet in ${LISTED}`;
    const hint =
      'Run npm run paths:update (npm run generate does it too) and commit published-paths.txt with this change. Once the address is listed, check makes sure it keeps working: if the page is later renamed or removed, check asks for a redirect.';

    const check = await site.run(['check'], { cache });
    expect(check.code).toBe(0);
    expect(check.stderr).toContain(
      `content/regions/kent.yaml:${town.line}:${town.col}  warning  unrecorded-address  ${page}\n    hint: ${hint}`,
    );
    expect(check.stderr).toContain(
      `content/redirects.yaml:${rule.line}:${rule.col}  warning  unrecorded-address  ${source}\n    hint: ${hint}`,
    );
    // The town has no local copy yet either: that is the third warning.
    expect(check.stderr).toMatch(/^0 errors, 3 warnings in 2 files$/m);
    expect((await site.run(['check', '--strict'], { cache })).code).toBe(1);
    const github = await site.run(['check', '--format', 'github'], { cache });
    expect(github.code).toBe(0);
    expect(github.stderr.split('\n')).toContain(
      `::warning file=content/regions/kent.yaml,line=${town.line},col=${town.col}::${page} (unrecorded-address). ${hint}`,
    );

    expect((await site.run(['paths:update'], { cache })).code).toBe(0);
    const after = await site.run(['check'], { cache });
    expect(after.code).toBe(0);
    expect(after.stderr).not.toContain('unrecorded-address');
    expect(after.stderr).toMatch(/^0 errors, 1 warning in 1 file$/m);

    // Without a ledger there is nothing to protect yet, and nothing to warn about.
    fs.rmSync(path.join(root, LEDGER));
    expect((await site.run(['check'], { cache })).stderr).not.toContain('unrecorded-address');
  });

  it('paths:update refuses to retire an address the site still serves or does not list, with exit 2 and nothing written', async () => {
    const site = copy();
    const { root } = site;
    const before = site.snapshot();
    const about = runCheck(root, today(), { cache }).routes!.find((r) => r.path === '/about')!;
    const cases: Array<[string[], string]> = [
      [
        ['paths:update', '--retire', '/about'],
        `/about is still a page (made by ${about.origin.file}:${about.origin.line}), so it cannot be retired\n`,
      ],
      [
        ['paths:update', '--retire', '/contact'],
        '/contact is still redirected by content/redirects.yaml: remove that redirect first if its visitors should no longer be sent on\n',
      ],
      [
        ['paths:update', '--retire', '/kent/maidstone-hoardr-cleaning'],
        `/kent/maidstone-hoardr-cleaning is not listed in ${LEDGER}; did you mean /kent/maidstone-hoarder-cleaning?\n`,
      ],
      [['check', '--retire', '/about'], '--retire goes only with paths:update\n'],
    ];
    for (const [args, message] of cases) {
      const result = await site.run(args, { cache });
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toBe(message);
    }
    expect(site.snapshot()).toEqual(before);
  });

  it('generate records a new town and a redirect source, only when it succeeds, and writes nothing when nothing is new', async () => {
    const site = copy({ code: true, caches: 'shared' });
    const { root } = site;
    // Bring the copy's list up to date first, so that what follows adds exactly two lines.
    expect((await site.run(['paths:update'], { cache })).code).toBe(0);
    const before = ledger(root);
    site.edit('content/regions/kent.yaml', (t) =>
      t.replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: whitstable }\n'),
    );
    const redirects = site.edit(
      'content/redirects.yaml',
      (t) => `${t}  - { from: /whitstable, to: /kent/whitstable-hoarder-cleaning }\n`,
    );

    // A generate that fails (--strict, and the new town has no local copy yet) leaves the list alone.
    expect((await site.run(['generate', '--strict'], { cache })).code).toBe(1);
    expect(ledger(root)).toBe(before);

    const first = await site.run(['generate'], { cache });
    expect(first.code).toBe(0);
    expect(first.stdout).toContain(`recorded 2 new addresses in ${LEDGER}: commit it with your change\n`);
    // generate records them itself, so it does not warn that they are not recorded (check does).
    expect(first.stderr).not.toContain('unrecorded-address');
    const after = ledger(root).split('\n');
    const added = ['/kent/whitstable-hoarder-cleaning', '/whitstable'];
    expect(added.every((p) => after.includes(p))).toBe(true);
    expect(after.filter((l) => !added.includes(l)).join('\n')).toBe(before);
    const paths = after.filter((l) => l.startsWith('/'));
    expect(paths).toEqual([...paths].sort());

    // Nothing new: the file is not even rewritten.
    const written = fs.statSync(path.join(root, LEDGER)).mtimeMs;
    const second = await site.run(['generate'], { cache });
    expect(second.code).toBe(0);
    expect(second.stdout).not.toContain('recorded');
    expect(ledger(root)).toBe(after.join('\n'));
    expect(fs.statSync(path.join(root, LEDGER)).mtimeMs).toBe(written);

    // The redirect removed later: check and generate fail at the recorded source, and the list stays as it was.
    fs.writeFileSync(
      path.join(root, 'content/redirects.yaml'),
      redirects.replace('  - { from: /whitstable, to: /kent/whitstable-hoarder-cleaning }\n', ''),
    );
    for (const command of ['check', 'generate']) {
      const result = await site.run([command], { cache });
      expect(result.code, command).toBe(1);
      expect(result.stderr).toContain(disappearedAt(ledger(root), '/whitstable'));
    }
    expect(ledger(root)).toBe(after.join('\n'));
  }, 240_000);
});
