// Development only: the live preview answers addresses as the host does, from the same rules as npm run preview
// and the host files: the clean-URL and redirect-map redirects with their status, and the 404 page with status
// 404 for any address that is no page. While the content has problems it steps aside: every address then shows
// them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { renderPage } from 'vike/server';
import type { Connect, Plugin } from 'vite';
import { hostAnswer, sendRedirect } from '../../generator/host/answer.ts';
import { hostRules, type HostRule } from '../../generator/host/rules.ts';
import { NOT_FOUND_PATH } from '../../generator/types/route.ts';
import { ContentErrors, siteData, type SiteData } from '../site-data.ts';

/** The site while its content is sound; undefined while it has problems. */
function soundSite(): SiteData | undefined {
  try {
    return siteData();
  } catch (error) {
    if (error instanceof ContentErrors) return undefined;
    throw error;
  }
}

/** The site's own 404 page, rendered by Vike like any page (with the styles it links), sent with status 404. */
async function sendNotFound(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { httpResponse } = await renderPage({ urlOriginal: NOT_FOUND_PATH, headersOriginal: req.headers });
  // A failure to render the 404 page keeps Vike's own status, so it is not mistaken for a plain miss.
  res.writeHead(httpResponse.statusCode === 200 ? 404 : httpResponse.statusCode, Object.fromEntries(httpResponse.headers)).end(httpResponse.body);
}

function middleware(): Connect.NextHandleFunction {
  // The rules change only when the content does, and then the site data is a new object.
  const rulesOf = new WeakMap<SiteData, HostRule[]>();
  return (req, res, next) => {
    const site = soundSite();
    if (!site) return next();
    if (!rulesOf.has(site)) rulesOf.set(site, hostRules(site));
    const answer = hostAnswer(rulesOf.get(site)!, req.originalUrl ?? req.url ?? '/', req.headers.host);
    if (answer.kind === 'redirect') return sendRedirect(res, answer);
    if (answer.kind === 'serve' && site.byPath.has(answer.pathname)) return next();
    sendNotFound(req, res).catch(next);
  };
}

export function hostRouting(): Plugin {
  return {
    name: 'site:host-routing',
    apply: 'serve',
    configureServer(server) {
      // Returned, so it runs after Vite's own middlewares (its client, modules and public files) and, being
      // listed before Vike's plugin, just before Vike renders a page.
      return () => {
        server.middlewares.use(middleware());
      };
    },
  };
}
