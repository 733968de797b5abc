// The pages of both sides served on 127.0.0.1 for the browser, each at /_review/<side>/<n>, beside the site's
// files as the host serves them: the head's bundle (scripts, styles, fonts under /assets/), the processed photos
// and public/. Nothing is written: the pages are held in memory, and the server answers only its own address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sirv from 'sirv';
import { isLocalHost } from '../../serve/local-host.ts';

export interface ShotSite {
  /** The head's bundle's client folder (served at the root, as generate publishes it). */
  client: string;
  /** The project's public/ folder. */
  public: string;
  /** Processed photos: site path → file. */
  images: ReadonlyMap<string, string>;
}

export interface ShotServer {
  origin: string;
  close(): Promise<void>;
}

const PAGE = /^\/_review\/(base|head)\/(\d+)$/;

/** Serves `pages[side][n]` at /_review/<side>/<n>, and the site's files. */
export function serveShots(
  site: ShotSite,
  pages: { base: readonly string[]; head: readonly string[] },
): Promise<ShotServer> {
  const options = { dotfiles: false, etag: false };
  const [client, own] = [sirv(site.client, options), sirv(site.public, options)];
  const server = http.createServer((req, res) => {
    if (!isLocalHost(req.headers.host)) return res.writeHead(403).end();
    const url = (req.url ?? '/').split('?')[0]!;
    const page = PAGE.exec(url);
    const html = page && pages[page[1] as 'base' | 'head'][Number(page[2])];
    if (html !== undefined && html !== null)
      return res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
    const image = site.images.get(decodeURIComponentSafe(url));
    if (image) return sirv(image.slice(0, image.lastIndexOf('/')), options)(withUrl(req, image), res);
    client(req, res, () =>
      own(req, res, () => {
        res.writeHead(404).end();
      }),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        origin: `http://127.0.0.1:${port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

/** The request as sirv should see it for a file served from its own folder. */
function withUrl(req: http.IncomingMessage, file: string): http.IncomingMessage {
  req.url = `/${encodeURIComponent(file.slice(file.lastIndexOf('/') + 1))}`;
  return req;
}

function decodeURIComponentSafe(url: string): string {
  try {
    return decodeURIComponent(url);
  } catch {
    return url;
  }
}
