// The picture a link preview shows for a page: the one its seo block names, else its share card (its heading, the
// place, the phone number and the brand, drawn by generate: generator/cards/), else site.yaml's default (the
// development server draws no cards). Pure: data in, the picture out; Document makes the URL absolute.

import { CARD_SIZE } from '../../generator/model/share-card.ts';
import type { Image } from '../../generator/model/types/content.ts';
import type { Route } from '../../generator/model/types/route.ts';
import type { SiteData } from '../site-data.ts';

/** A picture with its size where it is known (a card's), for og:image:width and og:image:height. */
export type ShareImage = Image & { width?: number; height?: number };

export function shareImage(data: SiteData, route: Route): ShareImage {
  if (route.seo.ogImage) return route.seo.ogImage;
  const card = data.cards[route.path];
  return card ? { src: card.src, alt: card.alt, ...CARD_SIZE } : data.site.seo.defaultImage;
}
