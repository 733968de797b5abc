// The route table's entry: the one type that crosses from generator/ to src/. Hand-written; content types
// are generated from the schemas (types/content.ts).
import { PAGES, type PageTable, type RoutedName, type RoutedPageName, type RoutedRows } from '../one-off-pages.ts';
import type { Area, Council, Image, Testimonial } from './content.ts';

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

/**
 * An area as its page shows it: its entry's fields, with the council, postcodes and location of the town entry a
 * house-clearance entry names (`sameAs`), and in place of the council's id the council in office on the day of the
 * build (content/councils.yaml, successors followed), so that templates show a plain name.
 */
export type ShownArea = Omit<Area, 'council' | 'sameAs'> & { council?: Council };

/** An area page's own data: the area, the areas nearest to it (across regions), and its testimonial if it names one. */
export interface AreaProps {
  region: string;
  area: ShownArea;
  nearby: AreaLink[];
  testimonial?: Testimonial;
}

/** What each collection template is given; content is looked up by these keys, so props stay small and serialisable. */
export interface CollectionProps {
  service: { service: string };
  'extreme-clearance': { service: string };
  'case-study': { caseStudy: string };
  'blog-article': { article: string };
  regional: { region: string };
  town: AreaProps;
  'house-clearance-area': AreaProps;
}

export type CollectionTemplate = keyof CollectionProps;

// Each route type maps over its own key parameter (a template, a page name), so that a function generic in
// that key builds its entry without a cast: TypeScript resolves `{ [K in T]: X<K> }[T]` to X<T>.
export type CollectionRoute<T extends CollectionTemplate = CollectionTemplate> = {
  [K in T]: { path: string; template: K; props: CollectionProps[K]; seo: RouteSeo; origin: Origin };
}[T];

/** The route of a page of a page table (one-off-pages.ts): its row's path and template, its own name as props. */
export type PageRouteOf<P extends PageTable, N extends RoutedName<P> = RoutedName<P>> = {
  [K in N]: {
    path: RoutedRows<P>[K]['path'];
    template: RoutedRows<P>[K]['template'];
    props: { page: K };
    seo: RouteSeo;
    origin: Origin;
  };
}[N];

export type PageRoute<N extends RoutedPageName = RoutedPageName> = PageRouteOf<typeof PAGES, N>;

export type Route = PageRoute | CollectionRoute;

export type TemplateId = Route['template'];

export type RouteOf<T extends TemplateId> = Extract<Route, { template: T }>;

/** The 404 page is rendered like any page but served for unknown paths, never linked or listed. */
export const NOT_FOUND_PATH = PAGES['not-found'].path;
