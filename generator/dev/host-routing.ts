// Development only: the live preview answers addresses as the host does, from the same rules as npm run preview
// and the host files: the clean-URL and redirect-map redirects with their status, and the 404 page with status
// 404 for any address that is no page. While the content has problems it steps aside: every address then shows
// them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderPage } from 'vike/server';
import type { Connect, Plugin } from 'vite';
import { hostAnswer, sendBadRequest, sendRedirect } from '../emit/host/answer.ts';
import { type HostRule, hostRules } from '../emit/host/rules.ts';
import type { RenderData } from '../model/render-data.ts';
import { NOT_FOUND_PATH } from '../model/types/route.ts';
import type { SitePluginApi } from './site-plugin.ts';

interface Answering {
  rules: HostRule[];
  paths: Set<string>;
}

/** The site's own 404 page, rendered by Vike like any page (with the styles it links), sent with status 404. */
async function sendNotFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { httpResponse } = await renderPage({ urlOriginal: NOT_FOUND_PATH, headersOriginal: req.headers });
  // A failure to render the 404 page keeps Vike's own status, so it is not mistaken for a plain miss.
  res
    .writeHead(
      httpResponse.statusCode === 200 ? 404 : httpResponse.statusCode,
      Object.fromEntries(httpResponse.headers),
    )
    .end(httpResponse.body);
}

function middleware(site: SitePluginApi): Connect.NextHandleFunction {
  // The rules change only when the content does, and then the site data is a new object.
  const known = new WeakMap<RenderData, Answering>();
  const answering = (data: RenderData) =>
    known.get(data) ??
    known.set(data, { rules: hostRules(data), paths: new Set(data.routes.map((r) => r.path)) }).get(data)!;
  return (req, res, next) => {
    const state = site.current();
    if (state.kind !== 'site') return next();
    const { rules, paths } = answering(state.data);
    const answer = hostAnswer(rules, req.originalUrl ?? req.url ?? '/', req.headers.host);
    if (answer.kind === 'bad-request') return sendBadRequest(res);
    if (answer.kind === 'redirect') return sendRedirect(res, answer);
    if (answer.kind === 'serve' && paths.has(answer.pathname)) return next();
    sendNotFound(req, res).catch(next);
  };
}

/** `site`: the site plugin's view of the content (generator/dev/site-plugin.ts). */
export function hostRouting(site: SitePluginApi): Plugin {
  return {
    name: 'site:host-routing',
    apply: 'serve',
    configureServer(server) {
      // Returned, so it runs after Vite's own middlewares (its client, modules and public files) and, Vike's
      // plugin being `enforce: 'post'` (its page middleware is added after every other plugin's), just before
      // Vike renders a page.
      return () => {
        server.middlewares.use(middleware(site));
      };
    },
  };
}
