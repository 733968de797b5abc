// Text compressed as the hosts send it (Cloudflare and Netlify: brotli when the browser takes it, else gzip), so
// that what the local servers measure and show is what visitors get. The `compression` package (Express's own)
// negotiates Accept-Encoding, leaves pictures, fonts and already-encoded answers alone, drops Content-Length for
// a compressed body, and sends HEAD and 304 answers without one.
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';

type Middleware = (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => void;

/** Text types only (compressible's list: HTML, CSS, JS, JSON, SVG, XML, YAML, plain text...). */
export function compressText(): Middleware {
  const compress = compression() as unknown as Middleware;
  return (req, res, next) => {
    // Every answer may differ by Accept-Encoding, a 304 too, though it carries no type for `compression` to judge
    // by: a cache must not give one browser's brotli to another that asked for gzip.
    res.setHeader('Vary', 'Accept-Encoding');
    compress(req, res, next);
  };
}
