import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseDocument } from 'yaml';
import { runCheck } from '../../generator/build.ts';
import { copySite, edit, positionOf, REPO, snapshotTree } from '../support/site.ts';
import { runGenerator } from '../support/spawn.ts';

const roots: string[] = [];
afterAll(() => roots.forEach((r) => fs.rmSync(r, { recursive: true, force: true })));
const site = () => {
  const root = copySite();
  roots.push(root);
  return root;
};

describe('the real command line', () => {
  it('check passes on the committed content with a summary line, and writes nothing', () => {
    const root = site();
    const before = snapshotTree(root);
    const result = runGenerator(['check'], root);
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    // The counts are the content's own (a content pull request changes them), read back from the stages.
    const { files, areas, pages } = runCheck(root).stats;
    expect(result.stdout).toContain(`check passed: ${files} files, ${areas} areas, ${pages} pages; no problems found\n`);
    expect(pages).toBe(runCheck(root).routes!.length);
    expect(snapshotTree(root)).toEqual(before);
  });

  it('routes prints one line per route: path, template, origin file:line', () => {
    const result = runGenerator(['routes']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n');
    expect(lines.at(-1)).toBe(`${runCheck(REPO).routes!.length} routes`);
    expect(lines).toHaveLength(runCheck(REPO).routes!.length + 1);
    expect(lines).toContainEqual(expect.stringMatching(/^\/kent\/dover-hoarder-cleaning\s+town\s+content\/regions\/kent\.yaml:\d+$/));
    expect(lines).toContainEqual(expect.stringMatching(/^\/services\/extreme-house-clearance\s+extreme-clearance\s+content\/services\/extreme-house-clearance\.yaml:\d+$/));
  });

  it('adding one town to kent.yaml gives it a page, and check warns that it has no local copy yet', () => {
    const root = site();
    const before = runCheck(root).stats;
    const text = edit(root, 'content/regions/kent.yaml', (t) => t.replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: whitstable }\n'));
    const { line, col } = positionOf(text, '- { name: Whitstable');
    const check = runGenerator(['check'], root);
    expect(check.code).toBe(0);
    expect(check.stdout).toContain(`${before.areas + 1} areas, ${before.pages + 1} pages; 1 warning`);
    expect(check.stderr).toContain(`content/regions/kent.yaml:${line}:${col + 2}  warning  no-local-copy  Whitstable has no local copy yet: /kent/whitstable-hoarder-cleaning`);
    expect(check.stderr).toMatch(/^0 errors, 1 warning in 1 file$/m);
    const strict = runGenerator(['check', '--strict'], root);
    expect(strict.code).toBe(1);
    const github = runGenerator(['check', '--format', 'github'], root);
    expect(github.code).toBe(0);
    expect(github.stderr).toContain(`::warning file=content/regions/kent.yaml,line=${line},col=${col + 2}::Whitstable has no local copy yet`);
    const routes = runGenerator(['routes'], root);
    expect(routes.stdout).toMatch(new RegExp(`^/kent/whitstable-hoarder-cleaning\\s+town\\s+content/regions/kent\\.yaml:${line}$`, 'm'));
  });

  it('--format github prints one ::error annotation per problem at file, line and column', () => {
    const root = site();
    const text = edit(root, 'content/regions/kent.yaml', (t) => t.replace('areas:\n', 'areas:\n  - { name: Whit Stable, slug: Whit Stable }\n'));
    const { line, col } = positionOf(text, 'Whit Stable }');
    const result = runGenerator(['check', '--format', 'github'], root);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      `::error file=content/regions/kent.yaml,line=${line},col=${col}::"Whit Stable" is not a valid slug (slug-format). A slug is lowercase letters and digits joined by single hyphens, with no spaces, accents, dots or slashes: try "whit-stable".`,
    ]);
  });

  it('--format json prints the diagnostics as a JSON array on stdout', () => {
    const root = site();
    edit(root, 'site.yaml', (t) => t.replace('email: help@example.com', 'email: not-an-address'));
    const result = runGenerator(['check', '--format', 'json'], root);
    expect(result.code).toBe(1);
    const list = JSON.parse(result.stdout) as Array<Record<string, unknown>>;
    expect(list).toEqual([
      expect.objectContaining({ code: 'invalid-format', severity: 'error', file: 'site.yaml', message: '"not-an-address" is not a valid e-mail address' }),
    ]);
  });

  it('reports every mistake at once, grouped by file and sorted by line, with a summary', () => {
    const root = site();
    const kent = edit(root, 'content/regions/kent.yaml', (t) => t.replace('order: 2', 'order: two').replace('areas:\n', 'areas:\n  - { name: Whitstable, slug: Whitstable }\n'));
    const essex = edit(root, 'content/regions/essex.yaml', (t) => t.replace('headline:', 'headlin:'));
    const at = (file: string, text: string, needle: string) => {
      const { line, col } = positionOf(text, needle);
      return `${file}:${line}:${col}`;
    };
    const result = runGenerator(['check'], root);
    expect(result.code).toBe(1);
    const located = result.stderr.split('\n').filter((l) => l.includes('  error  ')).map((l) => l.split('  ').slice(0, 3).join(' '));
    expect(located).toEqual([
      `${at('content/regions/essex.yaml', essex, 'slug: essex')} error missing-field`,
      `${at('content/regions/essex.yaml', essex, 'headlin:')} error unknown-field`,
      `${at('content/regions/kent.yaml', kent, 'two')} error wrong-type`,
      `${at('content/regions/kent.yaml', kent, 'Whitstable }')} error slug-format`,
    ]);
    expect(result.stderr).toMatch(/\n\ncontent\/regions\/kent\.yaml:/); // a blank line between files
    expect(result.stderr.trim().split('\n').at(-1)).toBe('4 errors in 2 files');
  });

  it('accepts a UTF-8 byte-order mark and CRLF line endings, keeping line numbers right', () => {
    const root = site();
    const file = path.join(root, 'content/regions/kent.yaml');
    const text = fs.readFileSync(file, 'utf8').replace('order: 2', 'order: two');
    fs.writeFileSync(file, `\ufeff${text.replace(/\n/g, '\r\n')}`);
    const { line, col } = positionOf(text, 'two');
    const result = runGenerator(['check'], root);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`content/regions/kent.yaml:${line}:${col}  error  wrong-type  "order" should be a whole number, not text`);
    fs.writeFileSync(file, `\ufeff${text.replace('order: two', 'order: 2').replace(/\n/g, '\r\n')}`);
    expect(runGenerator(['check'], root).code).toBe(0);
  });

  it('passes again once the redirect the guard asks for is added, and paths:update acknowledges a removal', () => {
    const root = site();
    edit(root, 'content/regions/kent.yaml', (t) => t.replace(/^  - name: Folkestone and Hythe\n(    .*\n)+/m, ''));
    expect(runGenerator(['check'], root).code).toBe(1);
    edit(root, 'content/redirects.yaml', (t) => `${t}  - { from: /kent/folkestone-hythe-hoarder-cleaning, to: /hoarder-cleaning-kent }\n`);
    expect(runGenerator(['check'], root).code).toBe(0);

    const other = site();
    edit(other, 'content/regions/kent.yaml', (t) => t.replace(/^  - name: Folkestone and Hythe\n(    .*\n)+/m, ''));
    const update = runGenerator(['paths:update'], other);
    expect(update.code).toBe(0);
    // Every page but the 404 page, the removed town now gone.
    expect(update.stdout).toBe(`wrote published-paths.txt: ${runCheck(other).routes!.length - 1} paths\n`);
    expect(fs.readFileSync(path.join(other, 'published-paths.txt'), 'utf8')).not.toContain('/kent/folkestone-hythe-hoarder-cleaning');
    expect(runGenerator(['check'], other).code).toBe(0);
  });

  it('warns when two area pages are near-copies, naming both pages and where the local copy belongs', () => {
    const root = site();
    // Give the second area of kent.yaml the first one's local copy, word for word.
    const text = edit(root, 'content/regions/kent.yaml', (t) => {
      const doc = parseDocument(t);
      const first = doc.getIn(['areas', 0]) as { get(key: string): unknown; toJSON(): Record<string, unknown> };
      for (const key of ['intro', 'council', 'postcodes']) doc.setIn(['areas', 1, key], doc.createNode(first.toJSON()[key]));
      return doc.toString();
    });
    const areas = parseDocument(text).toJS().areas as Array<{ name: string; slug: string }>;
    const at = (i: number) => ({ ...positionOf(text, `- name: ${areas[i]!.name}\n`), path: `/kent/${areas[i]!.slug}-hoarder-cleaning` });
    const [a, b] = [at(0), at(1)];
    const result = runGenerator(['check'], root);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(new RegExp(`^content/regions/kent\\.yaml:${a.line}:${a.col + 2}  warning  similar-pages  ${a.path} is \\d+% alike ${b.path}; the limit is 60%$`, 'm'));
    expect(result.stderr).toMatch(new RegExp(`^content/regions/kent\\.yaml:${b.line}:${b.col + 2}  warning  similar-pages  ${b.path} is \\d+% alike ${a.path}; the limit is 60%$`, 'm'));
    expect(result.stderr).toContain(`or ${areas[1]!.name}'s at content/regions/kent.yaml:${b.line}.`);
    expect(result.stderr).toMatch(/^0 errors, 2 warnings in 1 file$/m);
    expect(runGenerator(['check', '--strict'], root).code).toBe(1);
    // The threshold is site.yaml's: raised above the pair's similarity, the warning goes.
    edit(root, 'site.yaml', (t) => `${t}\nlocalPages: { similarityThreshold: 0.99 }\n`);
    expect(runGenerator(['check'], root).stderr).not.toContain('similar-pages');
  });

  it('reports wrong usage in one plain line with exit 2, never as a generator bug', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'not-a-site-'));
    roots.push(empty);
    const cases: Array<[string[], RegExp]> = [
      [['check', '--root', empty], /is not a site: it has neither site\.yaml nor content\//],
      [['check', '--root', path.join(empty, 'missing')], /is not a folder/],
      [['check', '--bogus'], /Unknown option '--bogus'/],
    ];
    const noSchemas = site();
    fs.rmSync(path.join(noSchemas, 'schemas'), { recursive: true });
    cases.push([['generate', '--root', noSchemas], /has no schemas\/ folder/]);
    // preview without a built site (a copy of the site has no dist/).
    cases.push([['preview', '--root', site()], /there is no built site in .*dist: run npm run generate first/]);
    for (const [args, message] of cases) {
      const result = runGenerator(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toMatch(message);
      expect(result.stderr).not.toMatch(/generator bug|\n\s+at /);
    }
    // A preview's address without its scheme would make every canonical URL and the sitemap wrong.
    const root = site();
    const before = snapshotTree(root);
    for (const bad of ['preview.example.net', 'https://preview.example.net/site', 'ftp://preview.example.net']) {
      const result = runGenerator(['generate', '--root', root], undefined, { SITE_URL: bad });
      expect(result.code, bad).toBe(2);
      expect(result.stderr).toBe(`SITE_URL "${bad}" is not a site's address: give one like https://preview.example.net (http or https, no path)\n`);
    }
    expect(snapshotTree(root)).toEqual(before);
  });

  it('says which port is taken when preview cannot listen, with exit 2', async () => {
    const root = site();
    fs.mkdirSync(path.join(root, 'dist'));
    for (const file of ['index.html', '404.html', '_redirects', '_headers']) fs.writeFileSync(path.join(root, 'dist', file), '');
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = String((taken.address() as net.AddressInfo).port);
    try {
      // The port stays bound while this process waits for the command: spawnSync blocks the loop, not the socket.
      const result = runGenerator(['preview', '--root', root], undefined, { PORT: port });
      expect(result.code).toBe(2);
      expect(result.stderr).toBe(`port ${port} is already in use: stop the other server, or choose another with PORT=…\n`);
    } finally {
      taken.close();
    }
  });

  it('exits 2 with the usage on a wrong command', () => {
    const result = runGenerator(['frobnicate']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('unknown command "frobnicate"');
    expect(result.stderr).toContain('usage:');
  });
});
