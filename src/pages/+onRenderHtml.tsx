import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import { NOT_FOUND_PATH } from '../../generator/types/route.ts';
import { Problems } from '../dev/Problems.tsx';
import { Document } from '../Document.tsx';
import { ContentErrors, siteData } from '../site-data.ts';
import '../styles/site.css';
import '../styles/home-about.css';
import '../styles/services-areas.css';
import '../styles/blog-cases.css';
import '../styles/careers-assets.css';

let lastReport = '';

function page(pageContext: PageContextServer): string {
  try {
    const data = siteData();
    const route = data.byPath.get(pageContext.urlPathname) ?? data.byPath.get(NOT_FOUND_PATH)!;
    // React escapes every content value; the document is trusted markup from our own components.
    return renderToString(<Document data={data} route={route} />);
  } catch (error) {
    // Only the development server gets here: a build validates the content before rendering anything.
    if (!(error instanceof ContentErrors)) throw error;
    if (error.report !== lastReport) console.error(`\n${error.report}\n`);
    lastReport = error.report;
    return renderToString(<Problems report={error.report} />);
  }
}

export default function onRenderHtml(pageContext: PageContextServer) {
  return escapeInject`<!DOCTYPE html>${dangerouslySkipEscape(page(pageContext))}`;
}
