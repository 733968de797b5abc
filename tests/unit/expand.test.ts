import { describe, expect, it } from 'vitest';
import { expand } from '../../generator/expand/expand.ts';
import type { Content } from '../../generator/model/content.ts';
import { fill, siteTokens } from '../../generator/model/tokens.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { fixtureContent, realContent } from '../support/content.ts';

const ONE_OFF_PATHS = [
  '/',
  '/about',
  '/services',
  '/contact-details',
  '/marketing-assets',
  '/careers',
  '/locations',
  '/case-studies',
  '/blog',
  '/sitemap',
  '/thank-you',
  '/privacy-policy',
  '/terms',
  '/cookie-policy',
  '/404',
];

/** The pages a site's content asks for, read from the content itself: one per area, service, article, case study. */
function expectedPaths(content: Content): string[] {
  return [
    ...ONE_OFF_PATHS,
    ...content.services.map((s) => `/services/${s.data.slug}`),
    ...content.regions.flatMap(({ data: r }) => [
      `/hoarder-cleaning-${r.slug}`,
      ...r.areas.map((a) => `/${r.slug}/${a.slug}-hoarder-cleaning`),
      ...(r.houseClearance?.areas ?? []).map((a) => `/${r.slug}/house-clearance-${a.slug}`),
    ]),
    ...content.blog.map((b) => `/blog/${b.data.slug}`),
    ...content.caseStudies.map((c) => `/case-studies/${c.data.slug}`),
  ].sort();
}

function sharedRules(routes: Route[]) {
  const paths = routes.map((r) => r.path);
  expect(new Set(paths).size, 'every path once').toBe(paths.length);
  expect(paths, 'sorted').toEqual([...paths].sort());
  expect(paths).not.toContain('/contact');
  for (const route of routes) {
    expect(route.origin.line, route.path).toBeGreaterThan(1);
    expect(route.seo.canonicalPath).toBe(route.path);
    expect(route.seo.title, route.path).not.toMatch(/\{[a-z]+\}/);
    expect(route.seo.keywords).toContain('hoarder cleaning');
  }
  const townTitles = routes.filter((r) => r.template === 'town').map((r) => r.seo.title);
  expect(new Set(townTitles).size, 'town titles are unique').toBe(townTitles.length);
  expect(routes.filter((r) => r.seo.noindex).map((r) => r.path)).toEqual(['/404', '/thank-you']);
  expect(routes.find((r) => r.path === '/services/extreme-house-clearance')?.template).toBe('extreme-clearance');
}

describe('the route table of the fixture site', () => {
  const content = fixtureContent();
  const routes = expand(content, '2026-11-23').value;

  it('has exactly the pages its content asks for, one-off pages included', () => {
    expect(routes.map((r) => r.path)).toEqual(expectedPaths(content));
  });

  it('counts its templates as the fixture holds them', () => {
    const count = (template: string) => routes.filter((r) => r.template === template).length;
    // tests/fixtures/site: Kent (Ashford, Canterbury, Dover, Maidstone), London (Bromley, Camden, Islington) and
    // Surrey (Guildford) towns; house clearance in Canterbury, Maidstone and Camden; 7 services; 3 articles; 2 case
    // studies.
    expect([
      count('town'),
      count('house-clearance-area'),
      count('regional'),
      count('service') + count('extreme-clearance'),
      count('blog-article'),
      count('case-study'),
    ]).toEqual([8, 3, 3, 7, 3, 2]);
  });

  it('keeps the rules every route table keeps', () => sharedRules(routes));

  it('points a town route at its own line of the region file', () => {
    const maidstone = routes.find((r) => r.path === '/kent/maidstone-hoarder-cleaning');
    expect(maidstone).toMatchObject({
      template: 'town',
      props: { region: 'kent', area: { name: 'Maidstone', slug: 'maidstone' } },
      origin: { file: 'content/regions/kent.yaml' },
    });
  });
});

describe("a page without its own title or description: the site's defaults (site.yaml, seo)", () => {
  it('takes the default title and description for a page with no seo block, and for one that gives neither', () => {
    const content = fixtureContent();
    const { defaultTitle, defaultDescription } = content.site.data.seo;
    delete (content.pages.about.data as { seo?: unknown }).seo;
    const article = content.blog[0]!;
    const keywords = ['hoarding in later life'];
    article.data.seo = { keywords };
    const routes = expand(content, '2026-11-23').value;
    const about = routes.find((r) => r.path === '/about')!;
    const post = routes.find((r) => r.path === `/blog/${article.data.slug}`)!;
    expect([about.seo.title, about.seo.description]).toEqual([defaultTitle, defaultDescription]);
    expect([post.seo.title, post.seo.description]).toEqual([defaultTitle, defaultDescription]);
    expect(post.seo.keywords).toEqual([...keywords, ...content.site.data.seo.keywords]);
    // Every other page keeps its own.
    const services = routes.find((r) => r.path === '/services')!;
    expect(services.seo.title).toBe(fill(content.pages.services.data.seo!.title!, siteTokens(content.site.data)));
  });

  it("keeps a page's own title and takes only the missing description from the defaults", () => {
    const content = fixtureContent();
    const seo = content.pages.careers.data.seo!;
    delete seo.description;
    const careers = expand(content, '2026-11-23').value.find((r) => r.path === '/careers')!;
    expect([careers.seo.title, careers.seo.description]).toEqual([
      fill(seo.title!, siteTokens(content.site.data)),
      content.site.data.seo.defaultDescription,
    ]);
  });
});

// Relations only: a content pull request that adds a town or an article must pass these untouched.
describe('the route table of the committed content', () => {
  const content = realContent();
  const routes = expand(content, '2026-11-23').value;

  it('has a page for every area, service, article and case study, and every one-off page', () => {
    expect(routes.map((r) => r.path)).toEqual(expectedPaths(content));
  });

  it('keeps the rules every route table keeps', () => sharedRules(routes));
});
