// `npm run preview`: serves dist/ as the static host would, from the generated _redirects and _headers:
// clean URLs, trailing slash and www to the clean form, the redirect map with its status codes, the headers,
// and the 404 page with status 404.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { matchRule } from '../host/rules.ts';
import { headersFor, parseHeaders, parseRedirects } from './host-files.ts';

/** Files the host reads but never serves. */
const HOST_ONLY = new Set(['/_redirects', '/_headers']);

export function previewHandler(dist: string): http.RequestListener {
  const rules = parseRedirects(fs.readFileSync(path.join(dist, '_redirects'), 'utf8'));
  const blocks = parseHeaders(fs.readFileSync(path.join(dist, '_headers'), 'utf8'));
  const notFound = fs.readFileSync(path.join(dist, '404.html'));
  const files = sirv(dist, { extensions: ['html'], dotfiles: false, etag: true });

  const redirect = (res: http.ServerResponse, status: number, location: string) => {
    res.writeHead(status, { Location: location, 'Content-Length': '0' }).end();
  };
  const sendNotFound = (res: http.ServerResponse) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(notFound.length) }).end(notFound);
  };

  return (req, res) => {
    const url = new URL(req.url ?? '/', 'http://preview');
    const host = req.headers.host ?? '';
    let pathname: string;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return sendNotFound(res);
    }
    for (const [name, value] of headersFor(blocks, pathname)) res.setHeader(name, value);
    if (host.startsWith('www.')) return redirect(res, 301, `http://${host.slice(4)}${url.pathname}${url.search}`);
    if (pathname.length > 1 && pathname.endsWith('/')) return redirect(res, 301, `${pathname.replace(/\/+$/, '') || '/'}${url.search}`);
    if (pathname.endsWith('.html')) return redirect(res, 301, `${pathname === '/index.html' ? '/' : pathname.slice(0, -5)}${url.search}`);
    if (HOST_ONLY.has(pathname) || pathname === '/404') return sendNotFound(res);
    const rule = matchRule(rules, pathname);
    if (rule && rule.status >= 300) return redirect(res, rule.status, rule.to);
    files(req, res, () => sendNotFound(res));
  };
}

export function startPreview(dist: string, port: number, host = '127.0.0.1'): Promise<http.Server> {
  if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error(`${dist} holds no built site: run npm run generate first`);
  const server = http.createServer(previewHandler(dist));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
