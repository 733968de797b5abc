// The breadcrumb trail of a nested page, shown on the page and given to search engines.

import type { Route } from '../../generator/model/types/route.ts';
import { href } from '../../generator/model/urls.ts';
import type { SiteData } from '../site-data.ts';

export interface Crumb {
  name: string;
  path: string;
}

export function trailFor(data: SiteData, route: Route): Crumb[] {
  const home = { name: 'Home', path: href.page('home') };
  switch (route.template) {
    case 'service':
    case 'extreme-clearance':
      return [
        home,
        { name: 'Services', path: href.page('services') },
        { name: data.service(route.props.service).title, path: route.path },
      ];
    case 'town':
    case 'house-clearance-area': {
      const region = data.region(route.props.region);
      return [
        home,
        { name: region.name, path: href.region(region.slug) },
        { name: route.props.area.name, path: route.path },
      ];
    }
    case 'blog-article':
      return [
        home,
        { name: 'Blog', path: href.page('blog') },
        { name: data.article(route.props.article).title, path: route.path },
      ];
    case 'case-study':
      return [
        home,
        { name: 'Case Studies', path: href.page('case-studies') },
        { name: data.caseStudy(route.props.caseStudy).title, path: route.path },
      ];
    default:
      return [];
  }
}
