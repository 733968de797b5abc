// What the host does with a request before it looks for a file: clean URLs, www to the apex, the redirect map,
// and the addresses it never serves. npm run preview and npm run dev both ask here, so they answer alike.
import type { ServerResponse } from 'node:http';
import { NOT_FOUND_PATH } from '../../model/types/route.ts';
import { type HostRule, matchRule } from './rules.ts';

export type HostAnswer =
  | { kind: 'redirect'; status: number; location: string; pathname: string }
  /** pathname is missing when the address cannot be decoded. */
  | { kind: 'not-found'; pathname?: string }
  /** Serve the page or file at pathname, or the 404 page when there is none. */
  | { kind: 'serve'; pathname: string };

/** Files the host reads but never serves; the 404 page is served for unknown paths, never at its own address. */
const NEVER_SERVED = new Set(['/_redirects', '/_headers', NOT_FOUND_PATH]);

export function hostAnswer(rules: readonly HostRule[], requestUrl: string, host = ''): HostAnswer {
  const url = new URL(requestUrl, 'http://host');
  let pathname: string;
  try {
    pathname = decodeURIComponent(url.pathname);
  } catch {
    return { kind: 'not-found' };
  }
  const redirect = (status: number, location: string): HostAnswer => ({ kind: 'redirect', status, location, pathname });
  if (host.startsWith('www.')) return redirect(301, `http://${host.slice(4)}${url.pathname}${url.search}`);
  if (pathname.length > 1 && pathname.endsWith('/'))
    return redirect(301, `${pathname.replace(/\/+$/, '') || '/'}${url.search}`);
  if (pathname.endsWith('.html'))
    return redirect(301, `${pathname === '/index.html' ? '/' : pathname.slice(0, -5)}${url.search}`);
  if (NEVER_SERVED.has(pathname)) return { kind: 'not-found', pathname };
  const rule = matchRule(rules, pathname);
  if (rule && rule.status >= 300) return redirect(rule.status, rule.to);
  return { kind: 'serve', pathname };
}

export function sendRedirect(res: ServerResponse, { status, location }: { status: number; location: string }): void {
  res.writeHead(status, { Location: location, 'Content-Length': '0' }).end();
}
