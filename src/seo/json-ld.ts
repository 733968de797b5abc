// Structured data from the same content the pages show. Pure: data in, plain objects out.

import type { Faq, Region } from '../../generator/model/types/content.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { absoluteUrl, href, LOGO_PATH } from '../../generator/model/urls.ts';
import type { SiteData } from '../site-data.ts';

type Thing = Record<string, unknown>;

export const absolute = (data: SiteData, path: string) => absoluteUrl(data.siteUrl, path);

/** The region a page belongs to: a regional, town or house-clearance page. */
function regionOf(data: SiteData, route: Route): Region | undefined {
  if (route.template === 'regional' || route.template === 'town' || route.template === 'house-clearance-area')
    return data.region(route.props.region);
  return undefined;
}

/**
 * An area page's place: its name, its centre, its postcode districts and the council in office on the day of the
 * build, as far as the content gives them.
 */
function areaPlace(route: Route, region: Region | undefined): Thing | undefined {
  if ((route.template !== 'town' && route.template !== 'house-clearance-area') || !region) return undefined;
  const { name, location, postcodes, council } = route.props.area;
  return {
    '@type': 'Place',
    name,
    ...(location
      ? { geo: { '@type': 'GeoCoordinates', latitude: location.latitude, longitude: location.longitude } }
      : {}),
    address: {
      '@type': 'PostalAddress',
      addressLocality: name,
      addressRegion: region.name,
      addressCountry: 'GB',
      ...(postcodes ? { postalCode: postcodes } : {}),
    },
    ...(council
      ? {
          containedInPlace: {
            '@type': 'AdministrativeArea',
            name: council.name,
            ...(council.website ? { url: council.website } : {}),
          },
        }
      : {}),
  };
}

export function localBusiness(data: SiteData, route: Route): Thing {
  const { site } = data;
  const region = regionOf(data, route);
  const london = region?.slug === 'london';
  const business: Thing = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${data.siteUrl}/#business`,
    name: site.company.name,
    description: site.company.description,
    url: absolute(data, href.page('home')),
    telephone: data.phone.tel,
    image: absolute(data, site.seo.defaultImage.src),
    priceRange: site.business.priceRange,
    address: {
      '@type': 'PostalAddress',
      addressLocality: region?.address.locality ?? site.address.locality,
      addressRegion: region?.address.region ?? site.address.region,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: site.hours.structuredData.days,
      opens: site.hours.structuredData.opens,
      closes: site.hours.structuredData.closes,
    },
    // Only a verified rating, and the same numbers the page shows (Rating in components/Proof.tsx).
    ...(site.business.rating?.verified
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: site.business.rating.value,
            reviewCount: site.business.rating.count,
            bestRating: 5,
          },
        }
      : {}),
    serviceType: site.business.serviceTypes,
    areaServed: areaPlace(route, region) ?? {
      '@type': 'GeoCircle',
      geoMidpoint: { '@type': 'GeoCoordinates', ...site.business.londonCentre },
      geoRadius: london ? site.business.londonRadiusMetres : site.business.serviceRadiusMetres,
    },
  };
  // Spec §3: the county pages carry the contact e-mail.
  if (region && !london) business.email = site.email;
  return business;
}

/** The business as an article's publisher: its name and logo, and its @id, so it is one with the page's LocalBusiness. */
export function publisher(data: SiteData): Thing {
  return {
    '@type': 'Organization',
    '@id': `${data.siteUrl}/#business`,
    name: data.site.company.name,
    url: absolute(data, href.page('home')),
    logo: { '@type': 'ImageObject', url: absolute(data, LOGO_PATH) },
  };
}

// An article's author is a plain name: the content signs its articles as a team of the business ("The Care
// Team") or as the business, both organisations; any other name is a person's.
const TEAM = /\bteam\b/i;

export function articleAuthor(data: SiteData, name: string): Thing {
  return TEAM.test(name) || name === data.site.company.name
    ? { '@type': 'Organization', name }
    : { '@type': 'Person', name };
}

export function faqPage(faqs: readonly Faq[], fill: (s: string) => string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faqs.map((f) => ({
      '@type': 'Question',
      name: fill(f.question),
      acceptedAnswer: { '@type': 'Answer', text: fill(f.answer) },
    })),
  };
}

export function breadcrumbs(data: SiteData, trail: ReadonlyArray<{ name: string; path: string }>): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: crumb.name,
      item: absolute(data, crumb.path),
    })),
  };
}

export function service(data: SiteData, path: string, name: string, description: string): Thing {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name,
    description,
    url: absolute(data, path),
    serviceType: name,
    provider: { '@id': `${data.siteUrl}/#business` },
    areaServed: data.regions.map((r) => ({ '@type': 'AdministrativeArea', name: r.name })),
  };
}

const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;
const ESCAPED: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/** A JSON-LD block that no content value can end early: <, > and & become \u escapes, valid JSON all the same. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(SCRIPT_UNSAFE, (c) => ESCAPED[c]!);
}
