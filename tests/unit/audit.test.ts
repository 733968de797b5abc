// npm run audit's own logic, without its outside tools: how Nu's messages are sorted, which pages are tested, when
// the audit fails, what the report says, and the guard that keeps it on this machine.
import net from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { guardLoopback, isLoopback } from '../../scripts/audit/loopback-guard.ts';
import { type NuMessage, sortMessages } from '../../scripts/audit/nu.ts';
import { type Audit, failed, findings, report } from '../../scripts/audit/report.ts';
import { type PageResult, pagesPerTemplate } from '../../scripts/audit/structured-data.ts';

const ROOT = path.resolve('/project');
const url = (file: string) => pathToFileURL(path.join(ROOT, file)).href;

describe("Nu's messages", () => {
  const messages: NuMessage[] = [
    { type: 'error', url: url('dist/a.html'), lastLine: 3, firstColumn: 7, message: 'Bad value.' },
    { type: 'non-document-error', subType: 'io', url: url('dist/gone.html'), message: 'Cannot read.' },
    { type: 'info', subType: 'warning', url: url('dist/b.html'), firstLine: 2, lastLine: 4, message: 'Consider.' },
    { type: 'info', url: url('dist/a.html'), lastLine: 1, message: 'Trailing slash.' },
    { type: 'info', url: url('dist/b.html'), lastLine: 1, message: 'Trailing slash.' },
  ];

  it('are errors (an unreadable file too), warnings at file:line:col from the project, and notes counted', () => {
    const sorted = sortMessages(messages, ROOT);
    expect(sorted.errors).toEqual([
      { at: path.join('dist', 'a.html:3:7'), message: 'Bad value.' },
      { at: path.join('dist', 'gone.html'), message: 'Cannot read.' },
    ]);
    expect(sorted.warnings).toEqual([{ at: path.join('dist', 'b.html:2:1'), message: 'Consider.' }]);
    expect([...sorted.notes]).toEqual([['Trailing slash.', 2]]);
  });
});

describe('the pages structured data is tested on', () => {
  it('are the first published page of each template, in route-table order', () => {
    const rows = [
      { path: '/', template: 'home' },
      { path: '/blog/a-later-one', template: 'blog-article', state: 'scheduled' },
      { path: '/blog/b', template: 'blog-article' },
      { path: '/blog/c', template: 'blog-article' },
      { path: '/blog/draft', template: 'blog-list', state: 'draft' },
    ];
    expect(pagesPerTemplate(rows).map((r) => r.path)).toEqual(['/', '/blog/b']);
  });
});

const page = (over: Partial<PageResult> = {}): PageResult => ({
  template: 'home',
  path: '/',
  status: 200,
  passed: 10,
  failed: [],
  warnings: [],
  schemas: [],
  ...over,
});

function audit(over: Partial<Audit> = {}): Audit {
  return {
    nu: { pages: 3, errors: [], warnings: [], notes: new Map(), offline: true },
    feed: { errors: [], entries: 2 },
    pages: [page(), page({ template: 'not-found', path: '/404', status: 404, passed: 5, warnings: ['W: w (x)'] })],
    guard: { connected: ['127.0.0.1'], refused: [] },
    untested: [],
    versions: { nu: '1', sdtt: '2', java: '17' },
    ...over,
  };
}

describe('the audit', () => {
  it('passes with no Nu error, no failed test, every page at its status and no refused connection', () => {
    expect(failed(audit())).toBe(false);
    expect(findings(audit())).toEqual([]);
  });

  it.each<[string, Partial<Audit>]>([
    ['a Nu error', { nu: { ...audit().nu, errors: [{ at: 'dist/a.html:1:1', message: 'Bad.' }] } }],
    ['a failed test', { pages: [page({ failed: ['Google: headline'] })] }],
    [
      'a feed that breaks its schema',
      { feed: { errors: ['dist/feed.xml:4:10: error: element "titel" not allowed here'], entries: 2 } },
    ],
    ['a page served with another status', { pages: [page({ template: 'not-found', path: '/404', status: 200 })] }],
    ['a refused connection', { guard: { connected: [], refused: ['example.com'] } }],
  ])('fails on %s, and says where', (_, over) => {
    expect(failed(audit(over))).toBe(true);
    expect(findings(audit(over))).toHaveLength(1);
  });

  it("reports the figures: pages, errors and warnings, each page's tests, and the totals", () => {
    const text = report(audit()).join('\n');
    expect(text).toContain('3 pages, **0 errors**, 0 warnings');
    expect(text).toContain('| home | `/` | 10 | 0 | 0 |');
    expect(text).toContain('| **all** | 2 pages | **15** | **0** | 1 |');
    expect(text).toContain('- W: w (x): `/404`');
    expect(text).toContain('1 connection, all to 127.0.0.1.');
    expect(text).toContain(
      "**Atom feed** (`feed.xml`, 2 entries) against RFC 4287's RELAX NG schema (Appendix B) with jing: **0 errors**",
    );
    expect(report(audit({ feed: undefined })).join('\n')).toContain('**Atom feed**: dist/ has no feed.xml');
  });
});

describe('the loopback guard', () => {
  const real = net.Socket.prototype.connect;
  afterEach(() => {
    net.Socket.prototype.connect = real;
  });

  it.each([
    ['127.0.0.1', true],
    ['127.10.0.3', true],
    ['::1', true],
    ['localhost', true],
    ['example.com', false],
    ['128.0.0.1', false],
    ['127.0.0.1.example.com', false],
  ])('takes %s for this machine: %s', (host, loopback) => {
    expect(isLoopback(host)).toBe(loopback);
  });

  it('lets sockets to this machine through and counts them, and refuses any other host before it is opened', () => {
    // The guard wraps a stand-in, so that no socket is opened whatever it does.
    const opened: unknown[][] = [];
    net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]) {
      opened.push(args);
      return this;
    } as typeof real;
    const guard = guardLoopback();
    const socket = () => new net.Socket();
    socket().connect(80, '127.0.0.1');
    socket().connect({ port: 80 });
    socket().connect({ path: '/tmp/some.sock' });
    expect(() => socket().connect({ host: 'example.com', port: 443 })).toThrow(/refused a connection to example\.com/);
    expect(() => socket().connect([{ host: '192.0.2.1', port: 80 }] as never)).toThrow(/192\.0\.2\.1/);
    expect(() => socket().connect(80, 'example.org')).toThrow(/example\.org/);
    guard.restore();
    socket().connect(80, 'example.net');
    expect(opened).toHaveLength(4);
    expect(guard.connected).toEqual(['127.0.0.1', 'localhost']);
    expect(guard.refused).toEqual(['example.com', '192.0.2.1', 'example.org']);
  });
});
