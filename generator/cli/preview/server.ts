// `npm run preview`: serves dist/ as the static host would, from the generated _redirects and _headers:
// clean URLs, trailing slash and www to the clean form, the redirect map with its status codes, the headers,
// and the 404 page with status 404.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { hostAnswer, sendRedirect } from '../../emit/host/answer.ts';
import { headersFor, parseHeaders, parseRedirects } from './host-files.ts';

function previewHandler(dist: string): http.RequestListener {
  const rules = parseRedirects(fs.readFileSync(path.join(dist, '_redirects'), 'utf8'));
  const blocks = parseHeaders(fs.readFileSync(path.join(dist, '_headers'), 'utf8'));
  const notFound = fs.readFileSync(path.join(dist, '404.html'));
  const files = sirv(dist, { extensions: ['html'], dotfiles: false, etag: true });

  const sendNotFound = (res: http.ServerResponse) => {
    res
      .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(notFound.length) })
      .end(notFound);
  };

  return (req, res) => {
    const answer = hostAnswer(rules, req.url ?? '/', req.headers.host);
    if (answer.pathname !== undefined)
      for (const [name, value] of headersFor(blocks, answer.pathname)) res.setHeader(name, value);
    if (answer.kind === 'redirect') return sendRedirect(res, answer);
    if (answer.kind === 'not-found') return sendNotFound(res);
    files(req, res, () => sendNotFound(res));
  };
}

export function startPreview(dist: string, port: number, host = '127.0.0.1'): Promise<http.Server> {
  if (!fs.existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} holds no built site: run npm run generate first`);
  const server = http.createServer(previewHandler(dist));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
