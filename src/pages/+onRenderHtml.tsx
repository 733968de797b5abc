import currentSite from 'virtual:site';
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { NOT_FOUND_PATH } from '../../generator/model/types/route.ts';
import { Problems } from '../dev/Problems.tsx';
import { ASSET_SHELL } from '../page-assets.ts';
import { pageHtml } from '../page-html.tsx';
import { withLookups } from '../site-data.ts';
import '../styles/site.css';
import '../styles/home-about.css';
import '../styles/services-areas.css';
import '../styles/blog-cases.css';
import '../styles/careers-assets.css';

function page(pathname: string): string {
  const site = currentSite();
  // Only the development server gets problems: generate checks the content before anything is rendered.
  if (site.kind === 'problems') return `<!DOCTYPE html>${renderToString(<Problems report={site.report} />)}`;
  // Vike's build, inside generate: the empty document whose asset tags generate copies into every page.
  if (site.kind === 'assets') return ASSET_SHELL;
  const { routes } = site.data;
  const route = routes.find((r) => r.path === pathname) ?? routes.find((r) => r.path === NOT_FOUND_PATH)!;
  return pageHtml(withLookups(site.data), route);
}

export default function onRenderHtml(pageContext: PageContextServer) {
  return escapeInject`${dangerouslySkipEscape(page(pageContext.urlPathname))}`;
}
