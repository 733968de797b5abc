// Files that do not change while a server runs (the admin's scripts under npm run cms), compressed once and kept,
// instead of again on every load as the compression middleware would: the admin's vendor.js is most of its bytes,
// and compressing it anew took longer than sending it whole over the loopback. The middleware leaves an answer
// that is already encoded alone.
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

type Coding = 'br' | 'gzip';

const COMPRESS: Record<Coding, (bytes: Buffer) => Promise<Buffer>> = {
  // Made once, so a little more effort than the middleware's (quality 4) pays on every load.
  br: (bytes) =>
    promisify(zlib.brotliCompress)(bytes, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
    }),
  gzip: (bytes) => promisify(zlib.gzip)(bytes),
};

/**
 * The coding to send for an Accept-Encoding header: brotli or gzip, whichever it rates higher (brotli on a tie,
 * as Cloudflare prefers it), or none. `*` stands for any coding not named; a q of 0 refuses one.
 */
export function chooseCoding(header: string | undefined): Coding | undefined {
  const rated = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    if (name) rated.set(name, q ? Number(q.slice(2)) || 0 : 1);
  }
  const rating = (coding: Coding) => rated.get(coding) ?? rated.get('*') ?? 0;
  const best = rating('br') >= rating('gzip') ? 'br' : 'gzip';
  return rating(best) > 0 ? best : undefined;
}

interface Kept {
  stamp: string;
  bytes: Buffer;
  made: Partial<Record<Coding, Promise<Buffer>>>;
}

export interface Precompressed {
  /** Starts making the brotli copy of `file` before anyone asks for it. */
  warm(file: string): void;
  /** `file` as the request accepts it, and the coding to name in Content-Encoding. */
  body(req: IncomingMessage, file: string): Promise<{ body: Buffer; coding?: Coding }>;
}

export function precompressed(): Precompressed {
  const kept = new Map<string, Kept>();
  const entry = (file: string): Kept => {
    const { size, mtimeMs } = fs.statSync(file);
    const stamp = `${size} ${mtimeMs}`;
    const found = kept.get(file);
    if (found?.stamp === stamp) return found;
    const fresh: Kept = { stamp, bytes: fs.readFileSync(file), made: {} };
    kept.set(file, fresh);
    return fresh;
  };
  const made = (kept: Kept, coding: Coding): Promise<Buffer> => {
    if (!kept.made[coding]) {
      const making = COMPRESS[coding](kept.bytes);
      // Whoever awaits it hears of a failure; a warm-up that nobody awaits yet must not stop the server.
      making.catch(() => undefined);
      kept.made[coding] = making;
    }
    return kept.made[coding];
  };
  return {
    warm: (file) => void made(entry(file), 'br'),
    async body(req, file) {
      const found = entry(file);
      const coding = chooseCoding(req.headers['accept-encoding']);
      return coding ? { body: await made(found, coding), coding } : { body: found.bytes };
    },
  };
}
