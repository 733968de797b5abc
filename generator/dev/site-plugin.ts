// The site data for Vike's page hooks, owned by the generator and served as a virtual module. In development it
// is the content loaded and checked on first use and again after every save of a YAML or schema file (the
// browser then reloads), or, while the content has problems, the problems (every page shows them). In a build
// there is no site in it: generate renders the pages itself, and Vike's build renders only the asset shell
// (src/page-assets.ts) from which generate takes the tags that load styles and scripts.
import type { Plugin, ViteDevServer } from 'vite';
import { formatText, hasErrors } from '../diagnostics/diagnostic.ts';
import { buildDay, sourceDateEpochProblem } from '../model/dates.ts';
import { toRenderData } from '../model/render-data.ts';
import type { SiteState } from '../model/site-state.ts';
import { type CheckCache, runCheck } from '../pipeline/run-check.ts';

const SITE_MODULE = 'virtual:site';
const RESOLVED = `\0${SITE_MODULE}`;
// Folders and files, not globs: Vite's watcher (chokidar 4) takes no globs, so 'schemas/*.json' was never
// watched and a saved schema went unseen. A folder is watched whole; onChange picks the files that matter.
const WATCHED = ['site.yaml', 'content', 'schemas'];

export interface SitePluginApi {
  /** The site as the page hooks see it now, loading the content when it changed since the last call. */
  current(): SiteState;
}

/** What the development server takes from the environment: read once, when it starts. */
interface DevEnv {
  sourceDateEpoch: string | undefined;
  siteUrl: string | undefined;
}

/** The content as the development server shows it: the day is worked out per load, as the CLI does per run. */
function loadSite(root: string, env: DevEnv, cache: CheckCache = {}): SiteState {
  const today = buildDay(env.sourceDateEpoch, new Date());
  if (!today) return { kind: 'problems', report: sourceDateEpochProblem(env.sourceDateEpoch!) };
  const result = runCheck(root, today, { cache });
  if (!result.content || !result.routes || hasErrors(result.diagnostics))
    return { kind: 'problems', report: formatText(result.diagnostics) };
  const siteUrl = env.siteUrl ? { siteUrl: env.siteUrl } : {};
  return { kind: 'site', data: toRenderData(result.content, result.routes, { today, ...siteUrl }) };
}

/** The module's text: the state as one JSON string, which parses faster than the same object as code. */
const moduleText = (state: SiteState) => `export default JSON.parse(${JSON.stringify(JSON.stringify(state))});\n`;

export function sitePlugin(): Plugin<SitePluginApi> & { api: SitePluginApi } {
  let root = process.cwd();
  const env: DevEnv = { sourceDateEpoch: process.env.SOURCE_DATE_EPOCH, siteUrl: process.env.SITE_URL };
  let building = false;
  let state: SiteState | undefined;
  let lastReport = '';
  // The validators and parsed files, kept between loads as watch mode keeps them.
  const cache: CheckCache = { parsed: new Map() };
  const current = (): SiteState => {
    if (building) return { kind: 'assets' };
    if (state) return state;
    state = loadSite(root, env, cache);
    // The terminal shows each new set of problems once, as the page does.
    if (state.kind === 'problems' && state.report !== lastReport) console.error(`\n${state.report}\n`);
    lastReport = state.kind === 'problems' ? state.report : '';
    return state;
  };
  const forget = (server: ViteDevServer) => {
    state = undefined;
    // Vite re-evaluates the page hooks that import the module (its importers are invalidated with it).
    for (const environment of Object.values(server.environments)) {
      const mod = environment.moduleGraph.getModuleById(RESOLVED);
      if (mod) environment.moduleGraph.invalidateModule(mod);
    }
    server.ws.send({ type: 'full-reload' });
  };
  return {
    name: 'site:data',
    api: { current },
    configResolved(config) {
      root = config.root;
      building = config.command === 'build';
    },
    resolveId: (id) => (id === SITE_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? moduleText(current()) : undefined),
    configureServer(server) {
      server.watcher.add(WATCHED);
      const onChange = (file: string) => {
        if (/\.(ya?ml|json)$/.test(file) && !file.includes('node_modules')) forget(server);
      };
      server.watcher.on('change', onChange);
      server.watcher.on('add', onChange);
      server.watcher.on('unlink', onChange);
    },
  };
}
