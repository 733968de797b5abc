// `npm run preview`: serves dist/ as the static host would, from the generated _redirects and _headers:
// clean URLs, trailing slash and www to the clean form, the redirect map with its status codes, the headers,
// the 404 page with status 404, and text compressed (brotli or gzip) as Cloudflare and Netlify send it.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { hostAnswer, sendBadRequest, sendRedirect } from '../../emit/host/answer.ts';
import { compressText } from '../../serve/compress.ts';
import { isLocalHost } from '../../serve/local-host.ts';
import { headersFor, parseHeaders, parseRedirects } from './host-files.ts';

function previewHandler(dist: string): http.RequestListener {
  const rules = parseRedirects(fs.readFileSync(path.join(dist, '_redirects'), 'utf8'));
  const blocks = parseHeaders(fs.readFileSync(path.join(dist, '_headers'), 'utf8'));
  const notFound = fs.readFileSync(path.join(dist, '404.html'));
  const files = sirv(dist, { extensions: ['html'], dotfiles: false, etag: true });
  const compress = compressText();

  const sendNotFound = (res: http.ServerResponse) => {
    res
      .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Content-Length': String(notFound.length) })
      .end(notFound);
  };

  const answer = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const answer = hostAnswer(rules, req.url ?? '/', req.headers.host);
    if (answer.kind === 'bad-request') return sendBadRequest(res);
    for (const [name, value] of headersFor(blocks, answer.pathname)) res.setHeader(name, value);
    if (answer.kind === 'redirect') return sendRedirect(res, answer);
    if (answer.kind === 'not-found') return sendNotFound(res);
    files(req, res, () => sendNotFound(res));
  };

  return (req, res) => {
    // Another name for this address is a page of another site pointed here (DNS rebinding): refused, as Vite does.
    if (!isLocalHost(req.headers.host))
      return res.writeHead(403).end('This server answers 127.0.0.1 and localhost only.\n');
    try {
      compress(req, res, () => answer(req, res));
    } catch (error) {
      // One strange request must never stop the server: it is answered 500 and told in the terminal.
      console.error(`preview: ${req.method} ${JSON.stringify(req.url)} failed: ${(error as Error).message}`);
      if (!res.headersSent) res.writeHead(500);
      res.end();
    }
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
