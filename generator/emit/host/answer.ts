// What the host does with a request before it looks for a file: clean URLs, www to the apex, the redirect map,
// and the addresses it never serves. npm run preview and npm run dev both ask here, so they answer alike.
import type { ServerResponse } from 'node:http';
import { NOT_FOUND_PATH } from '../../model/types/route.ts';
import { type HostRule, matchRule } from './rules.ts';

export type HostAnswer =
  | { kind: 'redirect'; status: number; location: string; pathname: string }
  /** A request target no browser sends for a page: answered 400, never looked up. */
  | { kind: 'bad-request' }
  | { kind: 'not-found'; pathname: string }
  /** Serve the page or file at pathname, or the 404 page when there is none. */
  | { kind: 'serve'; pathname: string };

/** Files the host reads but never serves; the 404 page is served for unknown paths, never at its own address. */
const NEVER_SERVED = new Set(['/_redirects', '/_headers', NOT_FOUND_PATH]);

/** A `www.` host name with an optional port, as a browser sends it; the apex is the rest. */
const WWW_HOST = /^www\.((?:[a-z0-9-]+\.)*[a-z0-9-]+(?::\d+)?)$/i;

/**
 * A request target's path, decoded (dot segments resolved), and its query; undefined when it is malformed.
 * Browsers send a path percent-encoded in printable ASCII, with a backslash made a slash, and no page's path holds
 * a control character, so anything else is a bad request rather than a lookup (nor a header value, where it
 * would throw, nor a redirect that another router might build from it).
 */
export function requestTarget(target: string): { pathname: string; search: string } | undefined {
  if (!target.startsWith('/') || /[^\x21-\x7e]/.test(target) || /^[^?#]*\\/.test(target)) return undefined;
  let url: URL;
  let pathname: string;
  try {
    // Parsed after an origin of its own, so that a target of `//host/` stays a path rather than becoming a host.
    url = new URL(`http://host${target}`);
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return undefined;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses in a path
  if (/[\u0000-\u001f\u007f]/.test(pathname)) return undefined;
  return { pathname, search: url.search };
}

/**
 * A path of this site as a Location: its segments encoded again and a single slash first, so that a decoded
 * `//host` or `/\host` (from `%2F` or `%5C`) can never send the browser to another site.
 */
function onThisSite(pathname: string): string {
  return `/${pathname
    .replace(/^[/\\]+/, '')
    .split('/')
    .map(encodeURIComponent)
    .join('/')}`;
}

export function hostAnswer(rules: readonly HostRule[], requestUrl: string, host = ''): HostAnswer {
  const target = requestTarget(requestUrl);
  if (!target) return { kind: 'bad-request' };
  const { pathname, search } = target;
  const redirect = (status: number, location: string): HostAnswer => ({ kind: 'redirect', status, location, pathname });
  const apex = WWW_HOST.exec(host)?.[1];
  if (apex) return redirect(301, `http://${apex}${onThisSite(pathname)}${search}`);
  if (pathname.length > 1 && pathname.endsWith('/'))
    return redirect(301, `${onThisSite(pathname.replace(/\/+$/, ''))}${search}`);
  if (pathname.endsWith('.html'))
    return redirect(301, `${pathname === '/index.html' ? '/' : onThisSite(pathname.slice(0, -5))}${search}`);
  if (NEVER_SERVED.has(pathname)) return { kind: 'not-found', pathname };
  const rule = matchRule(rules, pathname);
  if (rule && rule.status >= 300) return redirect(rule.status, rule.to);
  return { kind: 'serve', pathname };
}

export function sendRedirect(res: ServerResponse, { status, location }: { status: number; location: string }): void {
  res.writeHead(status, { Location: location, 'Content-Length': '0' }).end();
}

/** The answer to a malformed request target, on every local server. */
export function sendBadRequest(res: ServerResponse): void {
  const body = 'Bad request: this address is not a path of the site.\n';
  res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}
