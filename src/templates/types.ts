import type { RouteOf, TemplateId } from '../../generator/types/route.ts';
import type { SiteData } from '../site-data.ts';

/** What every template receives: its own route (props typed by template) and the site's data. */
export interface TemplateArgs<T extends TemplateId> {
  route: RouteOf<T>;
  data: SiteData;
}
