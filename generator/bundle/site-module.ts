// The virtual module `virtual:site` through which Vike's page hooks get the site (src/pages/+onRenderHtml.tsx).
// In a build it holds no site: generate renders the pages itself, and Vike's build renders only the asset shell
// (src/page-assets.ts), from which generate takes the tags that load styles and scripts. The development server
// serves the same module with the content in it (generator/dev/site-plugin.ts). vite.config.ts loads this file,
// so it is part of the bundle key; it must stay light: what it imports, Vite records as the bundles' inputs.
import type { Plugin } from 'vite';
import type { SiteState } from '../model/site-state.ts';

export const SITE_MODULE = 'virtual:site';
export const RESOLVED_SITE_MODULE = `\0${SITE_MODULE}`;

/**
 * Where the development server's site plugin leaves, per site root, the function that gives the site as it is now
 * (generator/dev/site-plugin.ts). Vite's module runner evaluates the page hooks in the same process.
 */
const CURRENT_SITE_KEY = 'hoarder-site:current';
export const CURRENT_SITE = Symbol.for(CURRENT_SITE_KEY);

/**
 * The module's text: a function the page hook calls at each render. In development it asks the site plugin for
 * the site as it is at that moment, so no module evaluated before a save can hold the site as it was (a render
 * that had loaded the module just before a save finished its evaluation after the plugin invalidated it, and
 * the page kept the earlier save's state for good); in a build it gives the asset shell's state.
 */
export const siteModuleText = (source: { root: string } | { state: SiteState }) =>
  'root' in source
    ? `export default () => globalThis[Symbol.for(${JSON.stringify(CURRENT_SITE_KEY)})].get(${JSON.stringify(source.root)})();\n`
    : `export default () => (${JSON.stringify(source.state)});\n`;

/** The build's `virtual:site`: the asset shell only. */
export function assetsOnly(): Plugin {
  return {
    name: 'site:assets-only',
    apply: 'build',
    resolveId: (id) => (id === SITE_MODULE ? RESOLVED_SITE_MODULE : undefined),
    load: (id) => (id === RESOLVED_SITE_MODULE ? siteModuleText({ state: { kind: 'assets' } }) : undefined),
  };
}
