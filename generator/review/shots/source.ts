// The HTML of a changed page on each side, for the pictures: rendered again by the review's one render function
// (review/pages.ts), so that the pictures show exactly the pages the review compared.
import type { RenderData } from '../../model/render-data.ts';
import type { PageRenderer } from '../pages.ts';
import type { ShotSite } from './serve.ts';
import type { ShotSource } from './shots.ts';

export type { ShotSource };

export function shotSource(site: ShotSite, render: PageRenderer, base: RenderData, head: RenderData): ShotSource {
  const [was, now] = [base, head].map((data) => new Map(data.routes.map((route) => [route.path, route])));
  return {
    site,
    html(page, side) {
      const route = (side === 'base' ? was : now)!.get(page.path);
      if (!route) return undefined;
      return side === 'base' ? render.base(route) : render.head(route).html;
    },
  };
}
