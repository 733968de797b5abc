// Requests to the local servers with full control of the path and the headers (node:http, which adds none of its
// own and normalises no path): any request as written, and requests to npm run cms's local backend (Decap's proxy
// protocol: POST { action, params }) as Decap sends them and as an attacker would; and the state of files before
// and after, to show a refused request left them exactly as they were.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A request with its path sent exactly as written and only the headers given. */
export function request(
  origin: string,
  target: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const { hostname, port } = new URL(origin);
    http
      .request({ hostname, port, path: target, method, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .once('error', reject)
      .end();
  });
}

/** An answer's body as sent before compression. */
export function decoded(answer: Answer): Buffer {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return zlib.brotliDecompressSync(answer.body);
  if (encoding === 'gzip') return zlib.gunzipSync(answer.body);
  return answer.body;
}

export interface Sent {
  status: number;
  body: string;
}

export interface SendOptions {
  /** The path on the server: the configuration's backend address by default. */
  path: string;
  headers?: Record<string, string>;
  method?: string;
}

/** POSTs `body` as JSON to the server at `origin`, from the same origin unless the headers say otherwise. */
export function send(
  origin: string,
  body: unknown,
  { path: at, headers = {}, method = 'POST' }: SendOptions,
): Promise<Sent> {
  const data = typeof body === 'string' ? body : JSON.stringify(body);
  const url = new URL(at, origin);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        headers: {
          'content-type': 'application/json',
          origin,
          'sec-fetch-site': 'same-origin',
          'content-length': Buffer.byteLength(data),
          ...headers,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, body: text }));
      },
    );
    request.once('error', reject);
    request.end(data);
  });
}

/** persistEntry writing `raw` at `file` (and the pictures `assets`), as Decap's proxy backend sends it. */
export const persistEntry = (file: string, raw = 'written by an attacker\n', extra: Record<string, unknown> = {}) => ({
  action: 'persistEntry',
  params: {
    branch: 'main',
    dataFiles: [{ slug: 'x', path: file, raw, ...extra }],
    assets: [],
    options: { commitMessage: 'x', useWorkflow: false, status: 'draft' },
  },
});

export const withParams = (action: string, params: Record<string, unknown>) => ({
  action,
  params: { branch: 'main', ...params },
});

/** A file's bytes and mode, or that it is absent: what a refused request must leave as it was. */
export function state(root: string, file: string): { bytes: string; mode: number } | 'absent' {
  const full = path.join(root, file);
  if (!fs.existsSync(full)) return 'absent';
  return { bytes: fs.readFileSync(full).toString('base64'), mode: fs.statSync(full).mode };
}

/** A picture as Decap sends one (an SVG drawing, base64), to be saved at `file`. */
export function picture(file: string) {
  const drawing = '<svg xmlns="http://www.w3.org/2000/svg"/>';
  return { path: file, content: Buffer.from(drawing).toString('base64'), encoding: 'base64' };
}

/** A content entry saved with a picture at `file`. */
export function entryWithPicture(file: string) {
  const entry = persistEntry('content/blog/x.yaml');
  return { ...entry, params: { ...entry.params, assets: [picture(file)] } };
}
