import { describe, expect, it } from 'vitest';
import { expand } from '../../generator/stages/expand.ts';
import { realContent } from '../support/content.ts';

const routes = expand(realContent()).value;
const paths = new Set(routes.map((r) => r.path));
const countOf = (template: string) => routes.filter((r) => r.template === template).length;

// Spec §2, with DESIGN.md's decisions applied (godalming, no /contact page).
const SPEC_TOWNS: Record<string, string[]> = {
  kent: 'ashford canterbury dartford dover folkestone-hythe gravesham maidstone sevenoaks swale thanet tonbridge-malling'.split(' '),
  essex: 'chelmsford colchester southend basildon harlow brentwood braintree clacton grays witham maldon canvey-island rayleigh billericay wickford loughton epping saffron-walden halstead burnham-on-crouch'.split(' '),
  sussex: 'brighton-hove eastbourne worthing crawley hastings horsham bognor-regis littlehampton haywards-heath burgess-hill lewes east-grinstead hove shoreham chichester peacehaven seaford uckfield bexhill arundel'.split(' '),
  surrey: 'guildford woking reigate epsom staines redhill camberley farnham leatherhead dorking esher weybridge godalming chertsey haslemere banstead egham caterham cobham horley'.split(' '),
};
const SERVICES = 'hoarder-cleaning decluttering biohazard-cleanup extreme-cleaning extreme-house-clearance waste-removal house-clearance probate-landlord pest-contaminated-cleaning safeguarding-cleaning'.split(' ');

describe('the route table of the committed content', () => {
  it('has every one-off page of the spec', () => {
    for (const path of ['/', '/about', '/services', '/contact-details', '/marketing-assets', '/careers', '/locations', '/case-studies', '/blog', '/sitemap', '/thank-you', '/privacy-policy', '/terms', '/cookie-policy', '/404']) {
      expect(paths, path).toContain(path);
    }
    expect(paths).not.toContain('/contact');
  });

  it('has the ten service pages, the extreme one with its own template', () => {
    expect(SERVICES.filter((s) => !paths.has(`/services/${s}`))).toEqual([]);
    expect(routes.find((r) => r.path === '/services/extreme-house-clearance')?.template).toBe('extreme-clearance');
    expect(countOf('service') + countOf('extreme-clearance')).toBe(10);
  });

  it('has the five regional pages and every town of spec §2', () => {
    for (const region of ['london', 'kent', 'essex', 'sussex', 'surrey']) expect(paths).toContain(`/hoarder-cleaning-${region}`);
    for (const [region, towns] of Object.entries(SPEC_TOWNS)) {
      expect(towns.filter((t) => !paths.has(`/${region}/${t}-hoarder-cleaning`)), region).toEqual([]);
    }
    expect(routes.filter((r) => r.template === 'town' && r.path.startsWith('/london/'))).toHaveLength(32);
    expect(paths).toContain('/london/westminster-hoarder-cleaning');
    expect(paths).not.toContain('/surrey/godalmin-hoarder-cleaning');
  });

  it('has house-clearance pages: 33 London, 11 Kent, 11 Surrey, 10 Sussex', () => {
    const clearance = (region: string) => routes.filter((r) => r.template === 'house-clearance-area' && r.path.startsWith(`/${region}/house-clearance-`)).length;
    expect([clearance('london'), clearance('kent'), clearance('surrey'), clearance('sussex'), clearance('essex')]).toEqual([33, 11, 11, 10, 0]);
    expect(paths).toContain('/london/house-clearance-city-of-london');
  });

  it('has the articles and case studies', () => {
    for (const slug of ['understanding-hoarding-disorder', 'compassionate-approaches-hoarding', 'health-risks-hoarding']) expect(paths).toContain(`/blog/${slug}`);
    for (const slug of ['transforming-home-life-north-london', 'restoring-comfort-order-london']) expect(paths).toContain(`/case-studies/${slug}`);
  });

  it('gives every route a unique path, an origin line and its own SEO fields', () => {
    expect(paths.size).toBe(routes.length);
    expect([...paths]).toEqual([...paths].sort());
    for (const route of routes) {
      expect(route.origin.line, route.path).toBeGreaterThan(1);
      expect(route.seo.canonicalPath).toBe(route.path);
      expect(route.seo.title).not.toMatch(/\{[a-z]+\}/);
      expect(route.seo.keywords).toContain('hoarder cleaning');
    }
    const townTitles = routes.filter((r) => r.template === 'town').map((r) => r.seo.title);
    expect(new Set(townTitles).size).toBe(townTitles.length);
  });

  it('marks only the thank-you and 404 pages noindex', () => {
    expect(routes.filter((r) => r.seo.noindex).map((r) => r.path)).toEqual(['/404', '/thank-you']);
  });

  it('points a town route at its own line of the region file', () => {
    const dover = routes.find((r) => r.path === '/kent/dover-hoarder-cleaning');
    expect(dover).toMatchObject({ template: 'town', props: { region: 'kent', area: { name: 'Dover', slug: 'dover' } }, origin: { file: 'content/regions/kent.yaml' } });
  });
});
