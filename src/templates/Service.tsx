// /services/<slug>: the ten sections of the service page template, in the spec's order; house clearance adds
// 'Locations We Cover' after the why-choose-us points.

import type { Service as ServiceData } from '../../generator/model/types/content.ts';
import { href } from '../../generator/model/urls.ts';
import { Card, Faqs, Grid, Hero, Points, Steps } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { ClearanceRegionCard, TestimonialSection } from '../components/ServiceAreaBlocks.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import type { SiteData } from '../site-data.ts';
import { type Fill, filler } from '../text.ts';
import type { TemplateArgs } from './types.ts';

export function Service({ route, data }: TemplateArgs<'service'>) {
  const service = data.service(route.props.service);
  const fill = filler(data);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={service.title} text={fill(service.introText)}>
        <div className="actions">
          <a className="button button--secondary" href={href.page('contact')}>
            Book a Consultation
          </a>
        </div>
      </Hero>
      <Section id="included" title={service.whatIsIncluded.title}>
        <Points points={service.whatIsIncluded.items} fill={fill} />
        <blockquote className="reassurance">
          <p>
            <Copy text={fill(service.whatIsIncluded.quote)} />
          </p>
        </blockquote>
      </Section>
      <Section id="how-we-work" title={service.howWeWork.title} tone="soft">
        <Steps steps={service.howWeWork.steps} fill={fill} />
      </Section>
      <Section id="why-choose-us" title={service.whyChooseUs.title}>
        <Points points={service.whyChooseUs.points} fill={fill} />
      </Section>
      <LocationsWeCover data={data} service={service} fill={fill} />
      {service.safeguardingInfo ? (
        <div className="container service-banner">
          <p className="banner">
            <Icon name={service.safeguardingInfo.icon} />
            <span>{fill(service.safeguardingInfo.text)}</span>
          </p>
        </div>
      ) : null}
      <Section id="faq" title="Frequently Asked Questions" tone="soft">
        <Faqs id={`service-${service.slug}`} faqs={service.faqs} fill={fill} />
      </Section>
      {service.testimonial ? (
        <TestimonialSection id="testimonial" testimonial={service.testimonial} fill={fill} />
      ) : null}
      <CaseStudyLink data={data} service={service} fill={fill} />
      <Section id="related-services" title="Related Services" tone="soft">
        <Grid columns={3}>
          {service.relatedServices.map((related) => (
            <Card
              key={related.slug}
              title={related.title}
              text={fill(data.service(related.slug).card.description)}
              icon={data.service(related.slug).card.icon}
              href={href.service(related.slug)}
            />
          ))}
        </Grid>
      </Section>
      <CtaBanner data={data} cta={{ heading: service.ctaText, subtitle: service.ctaSubText }} fill={fill} />
    </>
  );
}

function LocationsWeCover({ data, service, fill }: { data: SiteData; service: ServiceData; fill: Fill }) {
  const locations = service.locationsWeCover;
  if (!locations) return null;
  return (
    <Section id="locations-we-cover" title={locations.title} intro={fill(locations.intro)} tone="soft">
      <Grid columns={2}>
        {locations.regions.map((slug) => (
          <ClearanceRegionCard key={slug} region={data.region(slug)} />
        ))}
      </Grid>
    </Section>
  );
}

function CaseStudyLink({ data, service, fill }: { data: SiteData; service: ServiceData; fill: Fill }) {
  const link = service.caseStudyLink;
  if (!link) return null;
  const study = data.caseStudy(link.slug);
  return (
    <Section id="case-study" title={link.title}>
      <p>
        <Copy text={fill(study.summary)} />
      </p>
      <p>
        <a className="button button--secondary" href={href.caseStudy(link.slug)}>
          Read the case study: {study.title}
        </a>
      </p>
    </Section>
  );
}
