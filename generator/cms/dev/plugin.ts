// npm run cms: the admin on the development server, with Decap's local backend (decap-server, in its file-system
// mode, behind our checks: content-backend.ts) answering POST /api/v1/<secret> on the same address, so that a save
// writes the YAML in the working tree, and the site beside it reloads as after any save. The server listens on
// 127.0.0.1 only (cli/dev.ts). The admin's files are made afresh on every request from the working tree: its
// configuration (with the local backend's address) and the snapshot of the site its checks and preview use; its
// script is the one generate publishes (admin-bundle.ts).
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { Plugin } from 'vite';
import { type CheckCache, runCheck } from '../../pipeline/run-check.ts';
import { precompressed } from '../../serve/precompressed.ts';
import { loadSchemas } from '../../validate/schema-registry.ts';
import { validatorsCode } from '../../validate/validator-cache.ts';
import { ADMIN_SCRIPTS, type AdminBundle, adminBundle } from '../build/admin-bundle.ts';
import {
  ADMIN_TITLE,
  type AdminConfigMemo,
  adminConfigText,
  adminPage,
  SNAPSHOT_FILE,
  snapshot,
} from '../build/admin-files.ts';
import { adminCsp } from '../csp.ts';
import { type ContentBackend, contentBackend } from './content-backend.ts';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.yml': 'text/yaml; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
};

/** The site's stylesheets as Vite serves them from the sources, for the preview (dist/ is not served here). */
function styles(root: string): string {
  const dir = path.join(root, 'src/styles');
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.css'))
    .sort()
    .map((file) => `<link rel="stylesheet" href="/src/styles/${file}">`)
    .join('');
}

function send(res: ServerResponse, file: string, body: string | Buffer): void {
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    'cache-control': 'no-store',
    'content-security-policy': adminCsp(),
    'x-robots-tag': 'noindex',
    'content-length': Buffer.byteLength(body),
  });
  res.end(body);
}

export function cmsPlugin({ today }: { today: () => string }): Plugin {
  let root = process.cwd();
  let backend: ContentBackend | undefined;
  const cache: CheckCache = { parsed: new Map() };
  const config: AdminConfigMemo = {};
  // The admin's scripts change only with its bundle: compressed once each, not on every load.
  const scripts = precompressed();
  // The bundle for the validators of the schemas as they are: made again when a schema is saved meanwhile.
  let bundle: { key: string; made: Promise<AdminBundle> } | undefined;
  const script = () => {
    const schemas = (cache.schemas = loadSchemas(root, cache.schemas));
    if (bundle?.key === schemas.key) return bundle.made;
    // The validators' code is what the admin's bundle is given: kept in the cache, where it is read from.
    schemas.save();
    const made = adminBundle(root, { key: schemas.key, code: () => validatorsCode(root, schemas.key)! });
    bundle = { key: schemas.key, made };
    return made;
  };
  const answer = async (req: IncomingMessage, res: ServerResponse): Promise<boolean> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/admin') {
      res.writeHead(301, { location: '/admin/' }).end();
      return true;
    }
    if (!url.pathname.startsWith('/admin/')) return false;
    const name = url.pathname.slice('/admin/'.length) || 'index.html';
    if (name === 'index.html') return (send(res, name, adminPage(ADMIN_TITLE)), true);
    if (name === 'config.yml') {
      // Decap wants the local backend's address whole; it is this server's own, with this start's secret, which
      // only this file (same origin: no other page can read it) gives.
      const local = `http://${req.headers.host ?? '127.0.0.1'}${backend!.path}`;
      runCheck(root, today(), { cache });
      const docs = [...cache.parsed!.values()].flatMap(({ parsed }) => (parsed.value ? [parsed.value] : []));
      return (send(res, name, adminConfigText({ schemas: cache.schemas!, docs, cms: {}, local, memo: config })), true);
    }
    if (name === SNAPSHOT_FILE) {
      const checked = runCheck(root, today(), { cache });
      const texts = new Map([...cache.parsed!].map(([file, { text }]) => [file, text]));
      const made = snapshot(root, { texts, checked, schemas: cache.schemas!, styles: styles(root) });
      return (send(res, name, JSON.stringify(made)), true);
    }
    const file = (await script()).files.get(name);
    if (!file) return false;
    const { body, coding } = await scripts.body(req, file);
    if (coding) res.setHeader('Content-Encoding', coding);
    return (send(res, name, body), true);
  };
  return {
    name: 'site:cms',
    apply: 'serve',
    configResolved(config) {
      root = config.root;
    },
    async configureServer(server) {
      backend = await contentBackend(root, (line) => server.config.logger.warn(line, { timestamp: true }));
      server.middlewares.use(backend.middleware);
      server.middlewares.use((req, res, next) => {
        answer(req, res).then(
          (answered) => (answered ? undefined : next()),
          (error: unknown) => next(error),
        );
      });
      // Built (and its scripts compressed) while the person opens the browser, not on their first request.
      script().then(
        (made) => ADMIN_SCRIPTS.forEach((name) => made.files.has(name) && scripts.warm(made.files.get(name)!)),
        () => undefined,
      );
    },
  };
}
