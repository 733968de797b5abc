// /hoarder-cleaning-<region>: headline, intro, area links, case studies, services, reasons, testimonial, call to
// action and the shared contact form (spec §2, regional pages).
import { href } from '../../generator/model/urls.ts';
import { Card, Grid, Hero, Paragraphs, Points } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Section } from '../components/Section.tsx';
import { ContactSection, ServiceCards, TestimonialSection } from '../components/ServiceAreaBlocks.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { filler } from '../text.ts';
import type { TemplateArgs } from './types.ts';

export function Regional({ route, data }: TemplateArgs<'regional'>) {
  const region = data.region(route.props.region);
  const fill = filler(data, { region: region.name });
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(region.headline)}>
        <div className="prose">
          <Paragraphs paragraphs={region.introText} fill={fill} />
        </div>
      </Hero>
      <Section id="areas" title={`Areas We Cover in ${region.name}`}>
        <ul className="link-list">
          {region.areas.map((area) => (
            <li key={area.slug}>
              <a href={href.town(region.slug, area.slug)}>{area.name}</a>
            </li>
          ))}
        </ul>
      </Section>
      {region.caseStudies?.length ? (
        <Section id="case-studies" title="Case Studies" tone="soft">
          <Grid columns={2}>
            {region.caseStudies.map((slug) => {
              const study = data.caseStudy(slug);
              return <Card key={slug} title={study.title} text={fill(study.summary)} href={href.caseStudy(slug)} />;
            })}
          </Grid>
        </Section>
      ) : null}
      <Section id="services" title={fill(region.services.title)}>
        <ServiceCards data={data} slugs={region.services.slugs} fill={fill} />
      </Section>
      <Section id="reasons" title={fill(region.reasons.title)} tone="soft">
        <Points points={region.reasons.points} fill={fill} />
      </Section>
      <TestimonialSection id="testimonial" testimonial={region.testimonial} fill={fill} />
      <CtaBanner data={data} cta={region.cta} fill={fill} />
      <ContactSection
        data={data}
        id="contact"
        formId="contact-region"
        location={region.name}
        fill={fill}
        tone="plain"
      />
    </>
  );
}
