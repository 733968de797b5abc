// One React component per template id. The registry's type makes a missing template a compile error, and so
// is a one-off page given to a template that renders another schema (templates/types.ts, PageArgs).
import type { ReactNode } from 'react';
import type { Route, TemplateId } from '../../generator/model/types/route.ts';
import type { SiteData } from '../site-data.ts';
import { About } from './About.tsx';
import { BlogArticle } from './BlogArticle.tsx';
import { BlogList } from './BlogList.tsx';
import { Careers } from './Careers.tsx';
import { CaseStudies } from './CaseStudies.tsx';
import { CaseStudy } from './CaseStudy.tsx';
import { Contact } from './Contact.tsx';
import { ExtremeClearance } from './ExtremeClearance.tsx';
import { Home } from './Home.tsx';
import { HouseClearanceArea } from './HouseClearanceArea.tsx';
import { Legal } from './Legal.tsx';
import { Locations } from './Locations.tsx';
import { MarketingAssets } from './MarketingAssets.tsx';
import { NotFound } from './NotFound.tsx';
import { Regional } from './Regional.tsx';
import { Service } from './Service.tsx';
import { ServicesList } from './ServicesList.tsx';
import { Sitemap } from './Sitemap.tsx';
import { ThankYou } from './ThankYou.tsx';
import { Town } from './Town.tsx';
import type { Registry, TemplateArgs } from './types.ts';

const TEMPLATES = {
  home: Home,
  about: About,
  services: ServicesList,
  service: Service,
  'extreme-clearance': ExtremeClearance,
  contact: Contact,
  'marketing-assets': MarketingAssets,
  careers: Careers,
  locations: Locations,
  'case-studies': CaseStudies,
  'case-study': CaseStudy,
  blog: BlogList,
  'blog-article': BlogArticle,
  sitemap: Sitemap,
  'thank-you': ThankYou,
  legal: Legal,
  'not-found': NotFound,
  regional: Regional,
  town: Town,
  'house-clearance-area': HouseClearanceArea,
} satisfies Registry<Route>;

/** Every template id, from the registry: the tests that visit a page of each template take their list from here. */
export const TEMPLATE_IDS = Object.keys(TEMPLATES) as TemplateId[];

export function renderTemplate(data: SiteData, route: Route): ReactNode {
  const Template = TEMPLATES[route.template] as (args: TemplateArgs<TemplateId>) => ReactNode;
  return <Template route={route} data={data} />;
}
