// npm run cms's local backend: decap-server's file-system mode, which Decap's proxy backend talks to, behind our
// own checks, so that nothing but the admin this server serves can use it, and the admin only on content.
// - Same origin only: a request another page sent (another local server's, or one with an injected script) is
//   refused by its Origin and Sec-Fetch-Site; the development server sends no CORS headers (cli/dev.ts), and
//   decap-server's own CORS (every loopback origin) is left out.
// - A secret made at each start, in the address the served config.yml gives the admin
//   (`/api/v1/<secret>`): a page of another origin cannot read that file, so it cannot know the address.
// - Every path a request names is checked against the content's allow-list (backend-request.ts), and listings
//   return only allowed files.
// Anything refused is answered 403 with one plain line, also printed in the terminal.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Connect } from 'vite';
import { allowedPath, type Role } from './backend-paths.ts';
import { refusal } from './backend-request.ts';

/** Where decap-server answers; the admin is given this with the secret after it. */
const BACKEND_PATH = '/api/v1';

type Handler = (
  req: IncomingMessage & { body?: unknown },
  res: ServerResponse & Reply,
  next: (e?: unknown) => void,
) => void;
interface Reply {
  json(body: unknown): void;
  status(code: number): Reply;
}
interface App {
  (req: IncomingMessage, res: ServerResponse, next: (e?: unknown) => void): void;
  post(route: string, ...handlers: Handler[]): void;
  use(handler: (error: unknown, req: IncomingMessage, res: ServerResponse & Reply, next: unknown) => void): void;
}
type Express = (() => App) & { json(options: { limit: string }): Handler };

export interface ContentBackend {
  /** The address the admin's configuration names: the backend's path and this start's secret. */
  path: string;
  middleware: Connect.NextHandleFunction;
}

function refuse(res: ServerResponse, log: (line: string) => void, why: string): void {
  log(`cms: refused ${why}`);
  const body = JSON.stringify({ error: `Refused: ${why}.` });
  res.writeHead(403, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(body) });
  res.end(body);
}

/** Why a request is not the admin's own, or undefined when it is. */
function notTheAdmin(req: IncomingMessage, pathname: string, secretPath: string): string | undefined {
  const from = req.headers.origin ?? req.headers.referer ?? 'another page';
  const site = req.headers['sec-fetch-site'];
  if (
    (site !== undefined && site !== 'same-origin') ||
    (req.headers.origin ?? `http://${req.headers.host}`) !== `http://${req.headers.host}`
  )
    return `a request to the admin's backend from ${from}: only the admin served here may use it`;
  if (req.method !== 'POST') return `a ${req.method} request to the admin's backend: it answers POST only`;
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
    return `a request to the admin's backend that is not JSON (${req.headers['content-type'] ?? 'no type'})`;
  const given = Buffer.from(pathname);
  const secret = Buffer.from(secretPath);
  if (given.length !== secret.length || !timingSafeEqual(given, secret))
    return "a request to the admin's backend without this start's key: reload the admin at /admin/";
  return undefined;
}

/** A listing (entries of a folder, pictures of the media folder) keeps only the files the admin may read. */
function keepAllowed(root: string, log: (line: string) => void): Handler {
  const listings: Record<
    string,
    { role: Role; pathOf: (item: { path?: unknown; file?: { path?: unknown } }) => unknown }
  > = {
    entriesByFolder: { role: 'content', pathOf: (item) => item.file?.path },
    getMedia: { role: 'picture', pathOf: (item) => item.path },
  };
  return (req, res, next) => {
    const listing = listings[String((req.body as { action?: unknown }).action)];
    if (listing) {
      const json = res.json.bind(res);
      res.json = (items: unknown) =>
        json(
          Array.isArray(items)
            ? items.filter((item) => {
                const found = listing.pathOf(item ?? {});
                const kept = allowedPath(root, found, listing.role) !== undefined;
                if (!kept)
                  log(`cms: left ${JSON.stringify(found)} out of a listing: it is not a file the admin may read`);
                return kept;
              })
            : items,
        );
    }
    next();
  };
}

/** decap-server's two handlers for POST /api/v1 (its request validation, then the file system), after ours. */
async function decapHandlers(root: string, log: (line: string) => void): Promise<App> {
  const require = createRequire(import.meta.url);
  const express = require('express') as Express;
  const { registerLocalFs } = require('decap-server/dist/middlewares') as {
    registerLocalFs(app: unknown, options: { logLevel: string }): Promise<void>;
  };
  // decap-server works on GIT_REPO_DIRECTORY when it is set: the allow-list would then guard another folder.
  const repo = process.env.GIT_REPO_DIRECTORY;
  if (repo && path.resolve(repo) !== path.resolve(root))
    throw new Error(`GIT_REPO_DIRECTORY is set to ${repo}: npm run cms edits the site's own folder, so unset it`);
  const app = express();
  const checked: Handler = (req, res, next) => {
    const why = refusal(root, req.body);
    return why ? refuse(res, log, why) : next();
  };
  app.post(BACKEND_PATH, express.json({ limit: '50mb' }), checked, keepAllowed(root, log));
  // decap-server registers its request log, its CORS and its JSON parser with `use`, its handlers with `post`.
  await registerLocalFs(
    { use: () => undefined, post: (route: string, handler: Handler) => app.post(route, handler) },
    {
      logLevel: 'warn',
    },
  );
  // Four parameters: Express tells an error handler by its length.
  app.use((error, _req, res, _next) => {
    log(`cms: refused a request to the admin's backend: ${(error as Error).message}`);
    res.status(400).json({ error: 'Refused: the request is not one the admin sends.' });
  });
  return app;
}

/** The backend for the site at `root` (the server's working directory, which decap-server writes). */
export async function contentBackend(root: string, log: (line: string) => void): Promise<ContentBackend> {
  const secretPath = `${BACKEND_PATH}/${randomBytes(32).toString('base64url')}`;
  const app = await decapHandlers(root, log);
  const middleware: Connect.NextHandleFunction = (req, res, next) => {
    const pathname = (req.url ?? '').split('?')[0]!;
    if (pathname !== BACKEND_PATH && !pathname.startsWith(`${BACKEND_PATH}/`)) return next();
    const why = notTheAdmin(req, pathname, secretPath);
    if (why) return refuse(res, log, why);
    req.url = BACKEND_PATH;
    app(req, res, next);
  };
  return { path: secretPath, middleware };
}
