// The breadcrumb trail of a nested page, shown on the page and given to search engines.
import type { Route } from '../../generator/types/route.ts';
import type { SiteData } from '../site-data.ts';

export interface Crumb {
  name: string;
  path: string;
}

export function trailFor(data: SiteData, route: Route): Crumb[] {
  const home = { name: 'Home', path: '/' };
  switch (route.template) {
    case 'service':
    case 'extreme-clearance':
      return [home, { name: 'Services', path: '/services' }, { name: data.service(route.props.service).title, path: route.path }];
    case 'town':
    case 'house-clearance-area': {
      const region = data.region(route.props.region);
      return [home, { name: region.name, path: `/hoarder-cleaning-${region.slug}` }, { name: route.props.area.name, path: route.path }];
    }
    case 'blog-article':
      return [home, { name: 'Blog', path: '/blog' }, { name: data.article(route.props.article).title, path: route.path }];
    case 'case-study':
      return [home, { name: 'Case Studies', path: '/case-studies' }, { name: data.caseStudy(route.props.caseStudy).title, path: route.path }];
    default:
      return [];
  }
}
