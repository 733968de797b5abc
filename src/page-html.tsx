// The one render function: the HTML of one route, as generate writes it and as the development server (through
// Vike's onRenderHtml) sends it. Only the asset tags differ: generate adds the built ones, Vike its own in dev.
// This is also the entry of the server bundle generate loads, so it exports what generate needs besides.
import { renderToString } from 'react-dom/server';
import type { Route } from '../generator/model/types/route.ts';
import { Document } from './Document.tsx';
import { type PageAssets, withAssets } from './page-assets.ts';
import { SiteContext, type SiteData } from './site-data.ts';

export { withLookups } from './site-data.ts';

export function pageHtml(data: SiteData, route: Route, assets?: PageAssets): string {
  // React escapes every content value; the document is trusted markup from our own components.
  const html = `<!DOCTYPE html>${renderToString(
    <SiteContext value={data}>
      <Document data={data} route={route} />
    </SiteContext>,
  )}`;
  return assets ? withAssets(html, assets) : html;
}
