// Every JSON-LD block of a page, by template: the business on every page, and Service, FAQPage,
// BreadcrumbList, Article and JobPosting where the spec puts them.

import { postingOpen } from '../../generator/model/job-posting.ts';
import type { Faq } from '../../generator/model/types/content.ts';
import type { Route } from '../../generator/model/types/route.ts';
import { href } from '../../generator/model/urls.ts';
import type { SiteData } from '../site-data.ts';
import { filler } from '../text.ts';
import { absolute, articleAuthor, breadcrumbs, faqPage, localBusiness, publisher, service } from './json-ld.ts';
import { trailFor } from './trail.ts';

type Thing = Record<string, unknown>;

function faqsOf(data: SiteData, route: Route): Faq[] {
  if (route.template === 'service' || route.template === 'extreme-clearance')
    return data.service(route.props.service).faqs;
  if (route.template === 'home') return data.pages.home.faqs.items;
  if (route.template === 'town' || route.template === 'house-clearance-area') return route.props.area.faqs ?? [];
  return [];
}

function article(data: SiteData, route: Extract<Route, { template: 'blog-article' }>): Thing {
  const a = data.article(route.props.article);
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: a.title,
    description: a.excerpt,
    datePublished: a.date,
    // Google recommends both; an article records no later edit, so the last change known is its publication.
    dateModified: a.date,
    author: articleAuthor(data, a.author),
    publisher: publisher(data),
    image: absolute(data, a.image.src),
    mainEntityOfPage: absolute(data, route.path),
    articleSection: a.category,
  };
}

function jobPosting(data: SiteData): Thing {
  const job = data.pages.careers.jobPosting;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: data.site.company.name, value: job.identifier },
    datePosted: job.datePosted,
    validThrough: job.validThrough,
    employmentType: job.employmentType,
    hiringOrganization: {
      '@type': 'Organization',
      name: data.site.company.name,
      sameAs: absolute(data, href.page('home')),
    },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        addressRegion: job.addressRegion,
        addressCountry: data.site.address.country,
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: job.baseSalary.currency,
      value: {
        '@type': 'QuantitativeValue',
        minValue: job.baseSalary.minValue,
        maxValue: job.baseSalary.maxValue,
        unitText: job.baseSalary.unit,
      },
    },
    responsibilities: job.responsibilities,
    skills: job.skills,
    qualifications: job.qualifications,
    jobBenefits: job.benefits,
  };
}

export function structuredData(data: SiteData, route: Route): Thing[] {
  const fill =
    'area' in route.props
      ? filler(data, { area: route.props.area.name, region: data.region(route.props.region).name })
      : filler(data);
  const blocks: Thing[] = [localBusiness(data, route)];
  if (route.template === 'service' || route.template === 'extreme-clearance') {
    blocks.push(service(data, route.path, data.service(route.props.service).title, route.seo.description));
  }
  const faqs = faqsOf(data, route);
  if (faqs.length) blocks.push(faqPage(faqs, fill));
  const trail = trailFor(data, route);
  if (trail.length) blocks.push(breadcrumbs(data, trail));
  if (route.template === 'blog-article') blocks.push(article(data, route));
  // Only while the posting is open: search engines must not list a job that has closed.
  if (route.template === 'careers' && postingOpen(data.pages.careers.jobPosting, data.today))
    blocks.push(jobPosting(data));
  return blocks;
}
