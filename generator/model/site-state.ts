// What Vike's page hooks are given as the site (the virtual module `virtual:site`, served by dev/site-plugin.ts).
import type { RenderData } from './render-data.ts';

export type SiteState =
  /** The content, checked and ready to render. */
  | { kind: 'site'; data: RenderData }
  /** Development only: what check reported, shown instead of every page. */
  | { kind: 'problems'; report: string }
  /** A build: the page hooks render the asset shell and nothing else. */
  | { kind: 'assets' };
