// What a page's share card says: its heading, the place on an area or regional page, the phone number as the site
// shows it and the business's name. Pure, from the render data; the card is drawn again exactly when this changes.
import { pageHeading } from '../model/page-heading.ts';
import type { RenderData } from '../model/render-data.ts';
import type { Route } from '../model/types/route.ts';

export interface CardText {
  heading: string;
  /** The place the page is about: "Whitstable, Kent" on an area page, "Kent" on a regional one. */
  area?: string;
  /** Spaced as the site shows it (020 7946 0418). */
  phone: string;
  brand: string;
}

function areaOf(data: RenderData, route: Route): string | undefined {
  if (route.template !== 'regional' && route.template !== 'town' && route.template !== 'house-clearance-area')
    return undefined;
  const region = data.regions.find((r) => r.slug === route.props.region)?.name;
  return route.template === 'regional' ? region : [route.props.area.name, region].filter(Boolean).join(', ');
}

export function cardText(data: RenderData, route: Route): CardText {
  const area = areaOf(data, route);
  return {
    heading: pageHeading(data, route),
    ...(area ? { area } : {}),
    phone: data.phone.spaced,
    brand: data.site.company.name,
  };
}

/** The card's words as its alt text: "<heading>: <business>, call <phone>" (no colon after a heading's own stop). */
export function cardAlt({ heading, brand, phone }: CardText): string {
  return `${heading}${/[.!?:]$/.test(heading) ? '' : ':'} ${brand}, call ${phone}`;
}
