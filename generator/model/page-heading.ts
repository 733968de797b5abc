// A page's main heading (its h1) from the content, as its template shows it, for what names a page outside it:
// its share card (generator/cards/). The templates give their Hero the same fields with the same tokens filled;
// tests/unit/cards.test.ts checks every page's h1 against this, so a template that takes its heading from
// elsewhere fails there.
import { bySlug } from './by-slug.ts';
import type { RenderData } from './render-data.ts';
import { fill, type Tokens } from './tokens.ts';
import type { Route } from './types/route.ts';

/** The tokens a page fills into its copy: the site's, and on regional and area pages its region and area. */
function pageTokens(data: RenderData, route: Route): Tokens {
  const site = data.tokens;
  if (route.template === 'regional')
    return { ...site, region: bySlug(data.regions, route.props.region, 'region').name };
  if (route.template === 'town' || route.template === 'house-clearance-area')
    return { ...site, area: route.props.area.name, region: bySlug(data.regions, route.props.region, 'region').name };
  return site;
}

/** The words of the page's h1, tokens filled. */
export function pageHeading(data: RenderData, route: Route): string {
  const text = (words: string) => fill(words, pageTokens(data, route));
  switch (route.template) {
    case 'service':
    case 'extreme-clearance':
      return bySlug(data.services, route.props.service, 'service').title;
    case 'case-study':
      return text(bySlug(data.caseStudies, route.props.caseStudy, 'case study').title);
    case 'blog-article':
      return text(bySlug(data.blog, route.props.article, 'article').title);
    case 'regional':
      return text(bySlug(data.regions, route.props.region, 'region').headline);
    case 'town':
    case 'house-clearance-area':
      return text(data.pages[route.template].heading);
    default: {
      const page = data.pages[route.props.page];
      return text('hero' in page ? page.hero.heading : page.heading);
    }
  }
}
