import type { ReactNode } from 'react';
import type { PageSchema, PagesWithSchema } from '../../generator/model/one-off-pages.ts';
import type { PageRoute, RouteOf, TemplateId } from '../../generator/model/types/route.ts';
import type { SiteData } from '../site-data.ts';

/** What every template receives: its own route (props typed by template) and the site's data. */
export interface TemplateArgs<T extends TemplateId> {
  route: RouteOf<T>;
  data: SiteData;
}

/**
 * What a one-off page's template receives: the route of a page whose file has schema `S`. A template states the
 * schema it renders, so a page the table gives to a template of another schema is a compile error at the
 * registry; it reads its copy as `data.pages[route.props.page]`.
 */
export interface PageArgs<S extends PageSchema> {
  route: PageRoute<PagesWithSchema<S>>;
  data: SiteData;
}

/** One component for each template of a route table, each able to render every route the table gives it. */
export type Registry<R extends { template: string }> = {
  [T in R['template']]: (args: { route: Extract<R, { template: T }>; data: SiteData }) => ReactNode;
};
