// One React component per template id. The registry's type makes a missing template a compile error, and so
// is a one-off page given to a template that renders another schema (templates/types.ts, PageArgs).
import type { ReactNode } from 'react';
import type { Route, TemplateId } from '../../generator/model/types/route.ts';
import type { SiteData } from '../site-data.ts';
import type { Registry, TemplateArgs } from './types.ts';
import { Home } from './Home.tsx';
import { About } from './About.tsx';
import { ServicesList } from './ServicesList.tsx';
import { Service } from './Service.tsx';
import { ExtremeClearance } from './ExtremeClearance.tsx';
import { Contact } from './Contact.tsx';
import { MarketingAssets } from './MarketingAssets.tsx';
import { Careers } from './Careers.tsx';
import { Locations } from './Locations.tsx';
import { CaseStudies } from './CaseStudies.tsx';
import { CaseStudy } from './CaseStudy.tsx';
import { BlogList } from './BlogList.tsx';
import { BlogArticle } from './BlogArticle.tsx';
import { Sitemap } from './Sitemap.tsx';
import { ThankYou } from './ThankYou.tsx';
import { Legal } from './Legal.tsx';
import { NotFound } from './NotFound.tsx';
import { Regional } from './Regional.tsx';
import { Town } from './Town.tsx';
import { HouseClearanceArea } from './HouseClearanceArea.tsx';

const TEMPLATES = {
  'home': Home,
  'about': About,
  'services': ServicesList,
  'service': Service,
  'extreme-clearance': ExtremeClearance,
  'contact': Contact,
  'marketing-assets': MarketingAssets,
  'careers': Careers,
  'locations': Locations,
  'case-studies': CaseStudies,
  'case-study': CaseStudy,
  'blog': BlogList,
  'blog-article': BlogArticle,
  'sitemap': Sitemap,
  'thank-you': ThankYou,
  'legal': Legal,
  'not-found': NotFound,
  'regional': Regional,
  'town': Town,
  'house-clearance-area': HouseClearanceArea,
} satisfies Registry<Route>;

export function renderTemplate(data: SiteData, route: Route): ReactNode {
  const Template = TEMPLATES[route.template] as (args: TemplateArgs<TemplateId>) => ReactNode;
  return <Template route={route} data={data} />;
}
