// The one-off pages: a route for each row of the page table that is a page of its own.
import type { Content } from '../model/content.ts';
import { ROUTED_PAGES, ROUTED_ROWS, type RoutedPageName, type RoutedRow } from '../model/one-off-pages.ts';
import type { Tokens } from '../model/tokens.ts';
import type { PageRoute, Route } from '../model/types/route.ts';
import { originOf } from './origin.ts';
import { routeSeo } from './seo.ts';

const forcedNoindex = (row: RoutedRow) => row.noindex === true;

function pageRoute<N extends RoutedPageName>(content: Content, tokens: Tokens, page: N): PageRoute<N> {
  const row = ROUTED_ROWS[page];
  const entry = content.pages[page];
  return {
    path: row.path,
    template: row.template,
    props: { page },
    seo: routeSeo(content.site.data, entry.data.seo, row.path, tokens, forcedNoindex(row)),
    origin: originOf(entry),
  };
}

export const pageRoutes = (content: Content, tokens: Tokens): Route[] =>
  ROUTED_PAGES.map((page) => pageRoute(content, tokens, page));
