// Redirects that share a shape, written as one rule for nginx and Vercel: the grouping, and Vercel's own reading
// of vercel.json (@vercel/routing-utils turns it into the routes Vercel matches) answering exactly what the rules
// one by one answered. nginx's reading is tested on nginx itself (tests/e2e/host.test.ts).
import { getTransformedRoutes } from '@vercel/routing-utils';
import { describe, expect, it } from 'vitest';
import { nginxConf, vercelJson } from '../../generator/emit/host/files.ts';
import { headerBlocks } from '../../generator/emit/host/headers.ts';
import { type HostRule, hostRules, matchRule } from '../../generator/emit/host/rules.ts';
import { shareShapes } from '../../generator/emit/host/shapes.ts';
import type { Route } from '../../generator/model/types/route.ts';

const TOWNS = ['chelmsford', 'canvey-island', 'southend'];
const BOROUGHS = ['bromley', 'richmond-upon-thames', 'camden'];
const redirects = [
  { from: '/contact', to: '/contact-details' },
  ...BOROUGHS.map((b) => ({ from: `/hoarder-cleaning-${b}`, to: `/london/${b}-hoarder-cleaning` })),
  ...TOWNS.map((t) => ({ from: `/hoarder-cleaning-essex/${t}`, to: `/essex/${t}-hoarder-cleaning` })),
  { from: '/signs-of-a-hoarder', to: '/services/hoarder-cleaning' },
  { from: '/self-help-tips', to: '/services/hoarder-cleaning' },
  { from: '/old-guide', to: '/services/hoarder-cleaning', status: 302 },
  { from: '/blog/*', to: '/blog' },
];
// Only a route's path matters to the rules; a page under the wildcard is kept by a 200 rule.
const routes = [
  '/contact-details',
  '/blog',
  '/blog/kept',
  '/services/hoarder-cleaning',
  ...BOROUGHS.map((b) => `/london/${b}-hoarder-cleaning`),
  ...TOWNS.map((t) => `/essex/${t}-hoarder-cleaning`),
].map((path) => ({ path })) as Route[];
const rules = hostRules({ redirects, routes });

describe('shareShapes', () => {
  it('groups the redirects of one shape, each name once, and keeps the others one by one in their order', () => {
    const { shapes, single } = shareShapes(rules);
    expect(shapes).toEqual([
      { from: ['/hoarder-cleaning-', ''], to: ['/london/', '-hoarder-cleaning'], names: BOROUGHS, status: 301 },
      { from: ['/hoarder-cleaning-essex/', ''], to: ['/essex/', '-hoarder-cleaning'], names: TOWNS, status: 301 },
      {
        from: ['/', ''],
        to: '/services/hoarder-cleaning',
        names: ['signs-of-a-hoarder', 'self-help-tips'],
        status: 301,
      },
    ]);
    // A rule of another status is another shape; a page kept from a wildcard and the wildcard stay as they are.
    expect(single.map((r) => r.from)).toEqual(['/contact', '/old-guide', '/blog/kept', '/blog/*']);
  });

  it('makes no shape of one rule, and none of names a pattern would read specially', () => {
    const odd: HostRule[] = [
      { from: '/a_b', to: '/x/a_b', status: 301 },
      { from: '/c.d', to: '/x/c.d', status: 301 },
      { from: '/only-one', to: '/y/only-one', status: 301 },
    ];
    expect(shareShapes(odd)).toEqual({ shapes: [], single: odd });
  });
});

/** What Vercel answers for `path` before it looks for a file: the first of its routes that redirects, if one does. */
function vercelAnswer(json: string, path: string): { status: number; location: string } | undefined {
  const { routes, error } = getTransformedRoutes(JSON.parse(json));
  expect(error).toBeNull();
  for (const route of routes ?? []) {
    if ('handle' in route) break;
    const match = new RegExp(route.src).exec(path);
    if (!match || !route.status || !route.headers?.Location) continue;
    const location = route.headers.Location.replace(/\$(\d+|[a-z]\w*)/gi, (_, n: string) =>
      /^\d+$/.test(n) ? (match[Number(n)] ?? '') : (match.groups?.[n] ?? ''),
    );
    return { status: route.status, location };
  }
  return undefined;
}

describe("vercel.json's shapes, as Vercel reads them", () => {
  const json = vercelJson(rules, headerBlocks("default-src 'self'"));
  /** What the rules one by one answer: a redirect, or nothing (the page or the 404 page). */
  const oneByOne = (path: string) => {
    const rule = matchRule(rules, path);
    return rule && rule.status >= 300 && !rule.from.endsWith('/*')
      ? { status: rule.status, location: rule.to }
      : undefined;
  };
  const unlisted = [
    '/hoarder-cleaning-nowhere',
    '/hoarder-cleaning-essex/nowhere',
    '/hoarder-cleaning-essex/chelmsford-north',
    '/hoarder-cleaning-essex/canvey',
    '/hoarder-cleaning-bromley/chelmsford',
    '/self-help',
    '/x/signs-of-a-hoarder',
    '/Hoarder-cleaning-bromley',
  ];

  it('holds fewer redirects than rules, one per shape', () => {
    expect(JSON.parse(json).redirects).toHaveLength(3 + 2);
  });

  it('redirects every old address as its own rule did, and no address that was not redirected', () => {
    const paths = [
      ...redirects.map((r) => r.from).filter((p) => !p.endsWith('*')),
      ...routes.map((r) => r.path),
      ...unlisted,
    ];
    expect(paths.map((path) => [path, vercelAnswer(json, path)])).toEqual(paths.map((path) => [path, oneByOne(path)]));
    expect(vercelAnswer(json, '/hoarder-cleaning-essex/canvey-island')).toEqual({
      status: 301,
      location: '/essex/canvey-island-hoarder-cleaning',
    });
  });

  it('writes nginx one rule per shape, at server level (no prefix location can hide it)', () => {
    const lines = nginxConf(rules, headerBlocks("default-src 'self'")).split('\n');
    expect(lines).toContain(
      'if ($uri ~ "^/hoarder-cleaning-essex/(chelmsford|canvey-island|southend)$") { return 301 /essex/$1-hoarder-cleaning; }',
    );
    expect(lines.filter((line) => line.startsWith('if ($uri ~'))).toHaveLength(3);
    expect(lines.filter((line) => line.startsWith('location = /hoarder-cleaning-'))).toEqual([]);
  });
});
