// The route table's entry: the one type that crosses from generator/ to src/. Hand-written; content types
// are generated from the schemas (types/content.ts).
import type { Area, Image, Testimonial } from './content.ts';

export interface Origin {
  file: string;
  line: number;
  col: number;
}

export interface RouteSeo {
  title: string;
  description: string;
  /** Always the route's own path: canonical URLs are made absolute from site.yaml's url when rendering. */
  canonicalPath: string;
  noindex: boolean;
  keywords: string[];
  ogImage?: Image;
}

/** A link to another area's page, as the "Areas near" list shows it. */
export interface AreaLink {
  name: string;
  path: string;
}

/** An area page's own data: the area, the areas nearest to it (across regions), and its testimonial if it names one. */
export interface AreaProps {
  region: string;
  area: Area;
  nearby: AreaLink[];
  testimonial?: Testimonial;
}

/** What each template is given; content is looked up by these keys, so props stay small and serialisable. */
export interface TemplateProps {
  home: { page: 'home' };
  about: { page: 'about' };
  services: { page: 'services' };
  service: { service: string };
  'extreme-clearance': { service: string };
  contact: { page: 'contact' };
  'marketing-assets': { page: 'marketing-assets' };
  careers: { page: 'careers' };
  locations: { page: 'locations' };
  'case-studies': { page: 'case-studies' };
  'case-study': { caseStudy: string };
  blog: { page: 'blog' };
  'blog-article': { article: string };
  sitemap: { page: 'sitemap' };
  'thank-you': { page: 'thank-you' };
  legal: { page: 'privacy-policy' | 'terms' | 'cookie-policy' };
  'not-found': { page: 'not-found' };
  regional: { region: string };
  town: AreaProps;
  'house-clearance-area': AreaProps;
}

export type TemplateId = keyof TemplateProps;

export type Route = {
  [T in TemplateId]: { path: string; template: T; props: TemplateProps[T]; seo: RouteSeo; origin: Origin };
}[TemplateId];

export type RouteOf<T extends TemplateId> = Extract<Route, { template: T }>;

/** The 404 page is rendered like any page but served for unknown paths, never linked or listed. */
export const NOT_FOUND_PATH = '/404';
