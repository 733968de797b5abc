// Development only: what npm run dev and npm run cms do to every request before Vite, Vike or the admin see it:
// a malformed path is answered 400 (the host-routing middleware would otherwise build a header from it), and
// text is compressed as the hosts compress it (serve/compress.ts), the admin's scripts included.
import type { Plugin } from 'vite';
import { requestTarget, sendBadRequest } from '../emit/host/answer.ts';
import { compressText } from '../serve/compress.ts';

export function requestsPlugin(): Plugin {
  return {
    name: 'site:requests',
    apply: 'serve',
    // Before every other plugin's middlewares; Vite's own host check and CORS setting come earlier still.
    enforce: 'pre',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (!requestTarget(req.url ?? '/')) return sendBadRequest(res);
        next();
      });
      server.middlewares.use(compressText());
    },
  };
}
