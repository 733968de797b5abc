import type { Content } from '../model/content.ts';
import type { Tokens } from '../model/tokens.ts';
import type { Route } from '../model/types/route.ts';
import { href } from '../model/urls.ts';
import { type AreaSpec, areaRoutes } from './town.ts';

export const clearanceAreaSpec: AreaSpec = {
  template: 'house-clearance-area',
  page: 'house-clearance-area',
  list: (r) => ({ pointer: '/houseClearance/areas', areas: r.houseClearance?.areas ?? [] }),
  path: href.clearanceArea,
};

/** /<region>/house-clearance-<area> for every entry of a region's houseClearance.areas. */
export const clearanceAreaRoutes = (content: Content, tokens: Tokens, today: string): Route[] =>
  areaRoutes(content, tokens, today, clearanceAreaSpec);
