import type { Content } from '../content.ts';
import type { Route } from '../types/route.ts';
import type { Tokens } from '../tokens.ts';
import { href } from '../urls.ts';
import { areaRoutes, type AreaSpec } from './town.ts';

export const clearanceAreaSpec: AreaSpec = {
  template: 'house-clearance-area',
  page: 'house-clearance-area',
  list: (r) => ({ pointer: '/houseClearance/areas', areas: r.houseClearance?.areas ?? [] }),
  path: href.clearanceArea,
};

/** /<region>/house-clearance-<area> for every entry of a region's houseClearance.areas. */
export const clearanceAreaRoutes = (content: Content, tokens: Tokens): Route[] => areaRoutes(content, tokens, clearanceAreaSpec);
