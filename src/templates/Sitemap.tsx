// /sitemap: every page, built from the route table so that a new town or article appears here by itself.
import { PAGE_NAMES } from '../../generator/model/one-off-pages.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { Hero } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Section } from '../components/Section.tsx';
import type { SiteData } from '../site-data.ts';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

/** One-off pages in the page table's order, which is this page's reading order. */
const pageRank = (r: Route) => ('page' in r.props ? PAGE_NAMES.indexOf(r.props.page) : PAGE_NAMES.length);
const GROUPED = new Set([
  'service',
  'extreme-clearance',
  'regional',
  'town',
  'house-clearance-area',
  'legal',
  'blog-article',
  'case-study',
]);

interface Link {
  path: string;
  name: string;
  children?: Link[];
}

interface Groups {
  main: Link[];
  services: Link[];
  regional: Link[];
  regions: Array<{ slug: string; name: string; links: Link[] }>;
  legal: Link[];
}

/** The route table, minus the pages that are never listed and this page itself, sorted into the page's groups. */
function groups(data: SiteData, self: string): Groups {
  const routes = data.routes.filter((r) => r.path !== self && r.template !== 'not-found' && r.template !== 'thank-you');
  const name = namer(data);
  const links = (list: readonly Route[]): Link[] => list.map((r) => ({ path: r.path, name: name(r) }));
  const of = (...templates: Route['template'][]) => routes.filter((r) => templates.includes(r.template));
  const byRank = (key: (r: Route) => number) => (a: Route, b: Route) => key(a) - key(b) || a.path.localeCompare(b.path);
  const articleDate = (r: Route) => (r.template === 'blog-article' ? data.article(r.props.article).date : '');
  // Articles and case studies have no section title in the content, so they sit under their list pages.
  const nested: Record<string, Link[]> = {
    blog: links(of('blog-article').sort((a, b) => articleDate(b).localeCompare(articleDate(a)))),
    'case-studies': links(of('case-study')),
  };
  const regionOf = (r: Route) => ('region' in r.props ? r.props.region : '');
  const serviceOf = (r: Route) => ('service' in r.props ? r.props.service : '');
  const serviceRank = (r: Route) => data.services.findIndex((s) => s.slug === serviceOf(r));
  return {
    main: routes
      .filter((r) => !GROUPED.has(r.template))
      .sort(byRank(pageRank))
      .map((r) => ({ path: r.path, name: name(r), children: nested[r.template] })),
    services: links(of('service', 'extreme-clearance').sort(byRank(serviceRank))),
    regional: links(of('regional').sort(byRank((r) => data.regions.findIndex((g) => g.slug === regionOf(r))))),
    regions: data.regions.map((region) => ({
      slug: region.slug,
      name: region.name,
      links: links([...of('town'), ...of('house-clearance-area')].filter((r) => regionOf(r) === region.slug)),
    })),
    legal: links(of('legal').sort(byRank(pageRank))),
  };
}

export function Sitemap({ route, data }: PageArgs<'page-sitemap'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  const { main, services, regional, regions, legal } = groups(data, route.path);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(page.heading)} text={fill(page.intro)} />
      <Section id="sitemap-main" title={fill(page.sections.mainPages)}>
        <LinkList links={main} />
      </Section>
      <Section id="sitemap-services" title={fill(page.sections.services)} tone="soft">
        <LinkList links={services} />
      </Section>
      <Section id="sitemap-locations" title={fill(page.sections.locations)}>
        <LinkList links={regional} />
        {regions
          .filter((region) => region.links.length)
          .map((region) => (
            <section className="sitemap__region" key={region.slug} aria-labelledby={`sitemap-region-${region.slug}`}>
              <h3 id={`sitemap-region-${region.slug}`}>{region.name}</h3>
              <LinkList links={region.links} columns />
            </section>
          ))}
      </Section>
      <Section id="sitemap-legal" title={fill(page.sections.legal)} tone="soft">
        <LinkList links={legal} />
      </Section>
      <div className="section">
        <p className="container">
          <a href="/sitemap.xml" target="_blank" rel="noopener">
            {fill(page.xmlLinkLabel)}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      </div>
    </>
  );
}

function LinkList({ links, columns = false }: { links: readonly Link[]; columns?: boolean }) {
  return (
    <ul className={columns ? 'link-list' : 'sitemap__list'}>
      {links.map((link) => (
        <li key={link.path}>
          <a href={link.path}>{link.name}</a>
          {link.children?.length ? <LinkList links={link.children} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** Each page's link text, from the content: its menu label where it has one, otherwise its own heading. */
function namer(data: SiteData): (route: Route) => string {
  const labels = new Map<string, string>();
  for (const item of [...data.site.nav.flatMap((n) => [n, ...(n.children ?? [])]), ...data.site.footer.links]) {
    if (!labels.has(item.href)) labels.set(item.href, item.label);
  }
  const fill = filler(data);
  return (route) => {
    const area = (heading: string) =>
      'area' in route.props
        ? filler(data, { area: route.props.area.name, region: data.region(route.props.region).name })(heading)
        : heading;
    switch (route.template) {
      case 'service':
      case 'extreme-clearance':
        return data.service(route.props.service).title;
      case 'regional':
        return fill(data.region(route.props.region).headline);
      case 'town':
        return area(data.pages.town.heading);
      case 'house-clearance-area':
        return area(data.pages['house-clearance-area'].heading);
      case 'blog-article':
        return fill(data.article(route.props.article).title);
      case 'case-study':
        return fill(data.caseStudy(route.props.caseStudy).title);
      case 'legal':
        return fill(data.pages[route.props.page].heading);
      default:
        return labels.get(route.path) ?? route.seo.title.split(' | ')[0] ?? route.seo.title;
    }
  };
}
