// hostAnswer: how npm run preview and npm run dev answer an address before looking for a page or file.
import { validateHeaderValue } from 'node:http';
import { describe, expect, it } from 'vitest';
import { hostAnswer, requestTarget } from '../../generator/emit/host/answer.ts';
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

  it('never serves the host files or the 404 page at its own address', () => {
    for (const url of ['/_redirects', '/_headers', '/404'])
      expect(hostAnswer(rules, url)).toEqual({ kind: 'not-found', pathname: url });
  });

  it.each([
    ['a percent sign that starts no escape', '/%E0%A4%A'],
    ['an escape that is not UTF-8', '/%C3%28/'],
    ['an encoded newline', '/%0a/'],
    ['an encoded carriage return and line feed', '/a%0D%0ASet-Cookie:%20x=1/'],
    ['an encoded NUL', '/a%00.html'],
    ['an encoded tab', '/%09/evil.example/'],
    ['an encoded DEL', '/%7F/'],
    ['a raw space', '/a b/'],
    ['a raw non-ASCII character', '/café/'],
    ['a raw tab', '/\t/'],
    ['a raw backslash, which browsers send as a slash', '/\\evil.example/'],
    ['an absolute URL', 'http://evil.example/'],
    ['an asterisk', '*'],
    ['nothing', ''],
  ])('answers %s (%j) as a bad request', (_what, url) => {
    expect(hostAnswer(rules, url)).toEqual({ kind: 'bad-request' });
  });
});

describe('redirects stay on this site', () => {
  // What a browser does with a Location: tabs and newlines are stripped, backslashes are slashes, and it is
  // resolved against the page's address.
  const followed = (location: string) => new URL(location.replace(/[\t\n\r]/g, ''), 'http://127.0.0.1:4173/from/here');

  it.each([
    ['/%2Fevil.example/', '/evil.example'],
    ['/%5Cevil.example/', '/evil.example'],
    ['/%2F%2Fevil.example/', '/evil.example'],
    ['/%5C%5Cevil.example/', '/evil.example'],
    ['/%2F%5Cevil.example/', '/evil.example'],
    ['/%5C%2Fevil.example/', '/evil.example'],
    ['/a/%5Cevil.example/', '/a/%5Cevil.example'],
    ['//evil.example/', '/evil.example'],
    ['///evil.example/', '/evil.example'],
    ['/%2Fevil.example.html', '/evil.example'],
    ['/%2fevil.example/?next=1', '/evil.example?next=1'],
    ['/%E2%80%99/', '/%E2%80%99'],
    ['/caf%C3%A9/', '/caf%C3%A9'],
    ['/a%3Fb/', '/a%3Fb'],
    ['/a%23b/', '/a%23b'],
  ])('%s redirects to %s, on this site', (url, location) => {
    const answer = hostAnswer(rules, url);
    expect(answer).toMatchObject({ kind: 'redirect', status: 301, location });
    expect(followed(location).origin).toBe('http://127.0.0.1:4173');
    expect(() => validateHeaderValue('Location', location)).not.toThrow();
  });

  it('keeps every Location of any mixture of slashes, backslashes and their escapes on this site', () => {
    const pieces = ['/', '\\', '%2F', '%2f', '%5C', '%5c', '%252F', 'evil.example', '.', '..', '%2E', '%09', '%0A'];
    let redirects = 0;
    // Every path of up to four pieces, as a page of its own, with a trailing slash and as a .html file.
    const paths = (n: number): string[] => (n === 0 ? [''] : paths(n - 1).flatMap((p) => pieces.map((q) => p + q)));
    for (const body of paths(4))
      for (const url of [`/${body}`, `/${body}/`, `/${body}.html`]) {
        const answer = hostAnswer(rules, url);
        if (answer.kind !== 'redirect') continue;
        redirects++;
        expect(followed(answer.location).origin, `${url} → ${answer.location}`).toBe('http://127.0.0.1:4173');
        expect(() => validateHeaderValue('Location', answer.location), url).not.toThrow();
      }
    expect(redirects).toBeGreaterThan(1000);
  });

  it('sends www to the apex only for a host name, never for a Host header that smuggles a path', () => {
    expect(hostAnswer(rules, '/new', 'www.localhost:4173')).toMatchObject({ location: 'http://localhost:4173/new' });
    expect(hostAnswer(rules, '/%2Fx', 'www.example.co.uk')).toMatchObject({ location: 'http://example.co.uk/x' });
    for (const host of ['www.evil.example/x', 'www.evil.example@other', 'www.', 'www.a b'])
      expect(hostAnswer(rules, '/new', host), host).toEqual({ kind: 'serve', pathname: '/new' });
  });
});

describe('requestTarget', () => {
  it('decodes the path, resolves its dot segments and keeps the query', () => {
    expect(requestTarget('/a/%2e%2e/caf%C3%A9?x=1')).toEqual({ pathname: '/café', search: '?x=1' });
    expect(requestTarget('//evil.example/')).toEqual({ pathname: '//evil.example/', search: '' });
    // A query may hold a backslash (browsers leave it as it is there); only the path may not.
    expect(requestTarget('/a?b=\\c')).toEqual({ pathname: '/a', search: '?b=\\c' });
  });
});
