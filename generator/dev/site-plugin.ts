// The site for the development server: the content loaded and checked on first use and again after every save
// of a YAML or schema file (the browser then reloads), or, while the content has problems, the problems (every
// page shows them). Vike's page hooks read it from the virtual module `virtual:site` (the build's counterpart,
// with no site in it, is generator/bundle/site-module.ts). npm run dev passes this plugin to Vite itself
// (generator/cli/dev.ts): it loads the whole check pipeline, which must be no input of the bundles.
import type { Plugin, ViteDevServer } from 'vite';
import { CURRENT_SITE, RESOLVED_SITE_MODULE, SITE_MODULE, siteModuleText } from '../bundle/site-module.ts';
import { formatText, hasErrors } from '../diagnostics/diagnostic.ts';
import { watchSite } from '../load/watch.ts';
import { toRenderData } from '../model/render-data.ts';
import type { SiteState } from '../model/site-state.ts';
import { type CheckCache, runCheck } from '../pipeline/run-check.ts';

/** The saves that change the site: content and site.yaml, and the schemas that govern them. */
const SITE_FILE = /\.(ya?ml|json)$/;

export interface SitePluginApi {
  /** The site as the page hooks see it now, loading the content when it changed since the last call. */
  current(): SiteState;
}

/** The content as the development server shows it, checked for `today`; `siteUrl` is SITE_URL as read at start. */
function loadSite(root: string, today: string, siteUrl: string | undefined, cache: CheckCache): SiteState {
  const result = runCheck(root, today, { cache });
  if (!result.content || !result.routes || hasErrors(result.diagnostics))
    return { kind: 'problems', report: formatText(result.diagnostics) };
  return {
    kind: 'site',
    data: toRenderData(result.content, result.routes, { today, ...(siteUrl ? { siteUrl } : {}) }),
  };
}

/**
 * `today`: the day of the build, asked at every load (the server may run past midnight), as watch mode does;
 * `siteUrl`: SITE_URL as the command line read it.
 */
export function sitePlugin({
  today,
  siteUrl,
}: {
  today: () => string;
  siteUrl?: string | undefined;
}): Plugin<SitePluginApi> & { api: SitePluginApi } {
  let root = process.cwd();
  let state: SiteState | undefined;
  let lastReport = '';
  // The validators and parsed files, kept between loads as watch mode keeps them.
  const cache: CheckCache = { parsed: new Map() };
  const current = (): SiteState => {
    if (state) return state;
    state = loadSite(root, today(), siteUrl, cache);
    // The terminal shows each new set of problems once, as the page does.
    if (state.kind === 'problems' && state.report !== lastReport) console.error(`\n${state.report}\n`);
    lastReport = state.kind === 'problems' ? state.report : '';
    return state;
  };
  // The page hook asks for the site at each render (site-module.ts), so a save needs no module evaluated again:
  // the next render loads the content afresh, and the browser is told to reload.
  const forget = (server: ViteDevServer) => {
    state = undefined;
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'site:data',
    apply: 'serve',
    api: { current },
    configResolved(config) {
      root = config.root;
    },
    resolveId: (id) => (id === SITE_MODULE ? RESOLVED_SITE_MODULE : undefined),
    load: (id) => (id === RESOLVED_SITE_MODULE ? siteModuleText({ root }) : undefined),
    configureServer(server) {
      const sites = ((globalThis as Record<symbol, Map<string, () => SiteState>>)[CURRENT_SITE] ??= new Map());
      sites.set(root, current);
      server.httpServer?.once('close', () => sites.delete(root));
      // Watch mode's watcher, not Vite's: chokidar passes on at most one change of a file in 50 ms and drops the
      // rest, so a save soon after the previous one's event (a fix saved just after the broken version was
      // shown) went unseen and the problems of the earlier save stayed on every page. watchSite reports every
      // burst of saves once it has settled, the last save included.
      const watching = watchSite(root, (files) => {
        if (files.some((file) => SITE_FILE.test(file))) forget(server);
      });
      server.httpServer?.once('close', () => watching.close());
    },
  };
}
