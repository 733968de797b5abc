// hostAnswer: how npm run preview and npm run dev answer an address before looking for a page or file.
import { describe, expect, it } from 'vitest';
import { hostAnswer } from '../../generator/emit/host/answer.ts';
import { hostRules } from '../../generator/emit/host/rules.ts';
import type { Route } from '../../generator/model/types/route.ts';

const rules = hostRules({
  redirects: [
    { from: '/old', to: '/new', status: 302 },
    { from: '/blog/*', to: '/blog' },
  ],
  // Only a route's path matters to the rules.
  routes: [{ path: '/blog/kept' }, { path: '/new' }] as Route[],
});

describe('hostAnswer', () => {
  it.each([
    ['/old', 302, '/new'],
    ['/old?ref=mail', 302, '/new'],
    ['/blog/gone', 301, '/blog'],
    ['/new/', 301, '/new'],
    ['/new/?ref=mail', 301, '/new?ref=mail'],
    ['/new.html', 301, '/new'],
    ['/index.html', 301, '/'],
  ])('redirects %s with %i to %s', (url, status, location) => {
    expect(hostAnswer(rules, url)).toMatchObject({ kind: 'redirect', status, location });
  });

  it('sends www to the apex, keeping the path and query', () => {
    expect(hostAnswer(rules, '/new?x=1', 'www.example.co.uk')).toMatchObject({
      kind: 'redirect',
      status: 301,
      location: 'http://example.co.uk/new?x=1',
    });
  });

  it('serves a page a wildcard would catch, and any other path, decoded', () => {
    expect(hostAnswer(rules, '/blog/kept')).toEqual({ kind: 'serve', pathname: '/blog/kept' });
    expect(hostAnswer(rules, '/caf%C3%A9')).toEqual({ kind: 'serve', pathname: '/café' });
  });

  it('never serves the host files, the 404 page at its own address, or an address that cannot be decoded', () => {
    for (const url of ['/_redirects', '/_headers', '/404'])
      expect(hostAnswer(rules, url)).toEqual({ kind: 'not-found', pathname: url });
    expect(hostAnswer(rules, '/%E0%A4%A')).toEqual({ kind: 'not-found' });
  });
});
