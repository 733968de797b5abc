// The virtual module `virtual:site` through which Vike's page hooks get the site (src/pages/+onRenderHtml.tsx).
// In a build it holds no site: generate renders the pages itself, and Vike's build renders only the asset shell
// (src/page-assets.ts), from which generate takes the tags that load styles and scripts. The development server
// serves the same module with the content in it (generator/dev/site-plugin.ts). vite.config.ts loads this file,
// so it is part of the bundle key; it must stay light: what it imports, Vite records as the bundles' inputs.
import type { Plugin } from 'vite';
import type { SiteState } from '../model/site-state.ts';

export const SITE_MODULE = 'virtual:site';
export const RESOLVED_SITE_MODULE = `\0${SITE_MODULE}`;

/** The module's text: the state as one JSON string, which parses faster than the same object as code. */
export const siteModuleText = (state: SiteState) =>
  `export default JSON.parse(${JSON.stringify(JSON.stringify(state))});\n`;

/** The build's `virtual:site`: the asset shell only. */
export function assetsOnly(): Plugin {
  return {
    name: 'site:assets-only',
    apply: 'build',
    resolveId: (id) => (id === SITE_MODULE ? RESOLVED_SITE_MODULE : undefined),
    load: (id) => (id === RESOLVED_SITE_MODULE ? siteModuleText({ kind: 'assets' }) : undefined),
  };
}
