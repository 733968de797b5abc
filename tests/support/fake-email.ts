// A stand-in for the e-mail service on 127.0.0.1: answers POST /api/v1.0/email/send (with CORS, as the real one
// does, since the site calls it from the browser), records every request body, and fails when told to.
import http from 'node:http';
import type net from 'node:net';

const SEND_PATH = '/api/v1.0/email/send';

export interface FakeEmailService {
  origin: string;
  /** Every parsed JSON body sent to SEND_PATH, oldest first. */
  readonly sent: unknown[];
  /** The next send answers with this status (and 'Failed' as its body) instead of 200 'OK'. */
  failNext(status: number): void;
  /** The next send is held unanswered until the returned function is called (to watch the 'Submitting...' state). */
  holdNext(): () => void;
  /** Forgets the recorded requests and any pending failure. */
  clear(): void;
  stop(): Promise<void>;
}

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'Content-Type',
};

function readBody(request: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

export async function startFakeEmailService(): Promise<FakeEmailService> {
  const sent: unknown[] = [];
  const failures: number[] = [];
  const holds: Array<Promise<void>> = [];
  const server = http.createServer(async (request, response) => {
    if (request.method === 'OPTIONS') {
      response.writeHead(204, CORS).end();
      return;
    }
    if (request.method !== 'POST' || request.url !== SEND_PATH) {
      response.writeHead(404, CORS).end('Not found');
      return;
    }
    const body = await readBody(request);
    try {
      sent.push(JSON.parse(body));
    } catch {
      sent.push(body);
    }
    await holds.shift();
    const status = failures.shift() ?? 200;
    response.writeHead(status, { ...CORS, 'Content-Type': 'text/plain' }).end(status === 200 ? 'OK' : 'Failed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    sent,
    failNext: (status) => void failures.push(status),
    holdNext: () => {
      let release = () => {};
      holds.push(new Promise<void>((resolve) => (release = resolve)));
      return release;
    },
    clear: () => {
      sent.length = 0;
      failures.length = 0;
      holds.length = 0;
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
