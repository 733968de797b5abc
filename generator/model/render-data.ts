// What the renderer needs: the content's data (without YAML documents) and the route table. Serialisable, so
// generate can hand it to Vike's build through a file instead of loading and validating the content twice.

import type { Content } from './content.ts';
import type { ImageManifest } from './image-manifest.ts';
import { byPage, type PageData } from './one-off-pages.ts';
import type { CardManifest } from './share-card.ts';
import { type PhoneForms, phoneForms, siteTokens, type Tokens } from './tokens.ts';
import type { Blog, CaseStudy, Region, Service, Site } from './types/content.ts';
import type { Route } from './types/route.ts';

export interface RenderData {
  site: Site;
  /**
   * site.phone in the forms the pages show, worked out once a build: libphonenumber's parse is the costliest call
   * a page would otherwise make, many times over.
   */
  phone: PhoneForms;
  /** The values of the tokens every text may use ({phone}, {email}, {company}), from the same once. */
  tokens: Tokens;
  /** site.url, or SITE_URL for preview deployments; no trailing slash. */
  siteUrl: string;
  /** The day of the build (YYYY-MM-DD, UK), for what depends on it: the job posting's structured data. */
  today: string;
  /** Built for another address than site.yaml's url: a preview, kept out of search engines. */
  preview: boolean;
  services: Service[];
  regions: Region[];
  /** The articles published at this build: those with a page in the route table. */
  blog: Blog[];
  caseStudies: CaseStudy[];
  pages: PageData;
  routes: Route[];
  /** Each photo the content shows, by src: its widths and formats (generate fills it; empty in development). */
  images: ImageManifest;
  /** Each page's share card, by its path (generate fills it; empty in development). */
  cards: CardManifest;
  /** content/redirects.yaml, in file order. */
  redirects: Array<{ from: string; to: string; status?: number }>;
}

export interface RenderOptions {
  today: string;
  /** SITE_URL, as the command line or the development server read it; site.yaml's url when absent. */
  siteUrl?: string;
  images?: ImageManifest;
  cards?: CardManifest;
}

const bare = (url: string) => url.replace(/\/+$/, '');

export function toRenderData(
  content: Content,
  routes: readonly Route[],
  { today, siteUrl, images = {}, cards = {} }: RenderOptions,
): RenderData {
  // A scheduled or draft article has no route, so it is in no list, related articles or sitemap either.
  const published = new Set(routes.flatMap((r) => (r.template === 'blog-article' ? [r.props.article] : [])));
  const url = bare(siteUrl || content.site.data.url);
  const phone = phoneForms(content.site.data.phone);
  return {
    site: content.site.data,
    phone,
    tokens: siteTokens(content.site.data, phone),
    siteUrl: url,
    preview: url.toLowerCase() !== bare(content.site.data.url).toLowerCase(),
    today,
    services: content.services.map((e) => e.data),
    regions: content.regions.map((e) => e.data),
    blog: content.blog.map((e) => e.data).filter((a) => published.has(a.slug)),
    caseStudies: content.caseStudies.map((e) => e.data),
    pages: byPage<PageData>((name) => content.pages[name].data),
    routes: [...routes],
    images,
    cards,
    redirects: redirectList(content),
  };
}

/** content/redirects.yaml's redirects, in file order, as the host files are made from them. */
export const redirectList = (content: Pick<Content, 'redirects'>): RenderData['redirects'] =>
  content.redirects?.data.redirects.map(({ from, to, status }) => ({ from, to, ...(status ? { status } : {}) })) ?? [];
