import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { NOT_FOUND_PATH } from '../../generator/types/route.ts';
import { Document } from '../Document.tsx';
import { siteData } from '../site-data.ts';
import '../styles/site.css';

export default function onRenderHtml(pageContext: PageContextServer) {
  const data = siteData();
  const route = data.byPath.get(pageContext.urlPathname) ?? data.byPath.get(NOT_FOUND_PATH)!;
  // React escapes every content value; the document is trusted markup from our own components.
  const html = renderToString(<Document data={data} route={route} />);
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(html)}`;
}
