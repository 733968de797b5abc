// The picture a link preview shows for a page: the one its seo block names, else its own (an article's), else
// site.yaml's default. Pure: data in, the { src, alt } out; Document makes the URL absolute.
import type { Image } from '../../generator/model/types/content.ts';
import type { Route } from '../../generator/model/types/route.ts';
import type { SiteData } from '../site-data.ts';

// Facebook, X and LinkedIn show photos in a card, never an SVG: an article drawn as an SVG (as every article is
// today) keeps the default picture rather than a preview with none.
const CARD_FORMAT = /\.(jpe?g|png|webp)$/i;

export function shareImage(data: SiteData, route: Route): Image {
  if (route.seo.ogImage) return route.seo.ogImage;
  const own = route.template === 'blog-article' ? data.article(route.props.article).image : undefined;
  return own && CARD_FORMAT.test(own.src) ? own : data.site.seo.defaultImage;
}
