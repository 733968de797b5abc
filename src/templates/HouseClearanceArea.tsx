// /<region>/house-clearance-<area>: the area's own copy and data first, then the short copy every
// house-clearance area page shares (content/pages/house-clearance-area.yaml) with {area} and {region} filled in.

import { AreaHero } from '../components/AreaHero.tsx';
import { AreaLocal } from '../components/AreaLocal.tsx';
import { Paragraphs, Points } from '../components/Blocks.tsx';
import { Section } from '../components/Section.tsx';
import { ContactSection } from '../components/ServiceAreaBlocks.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { filler } from '../text.ts';
import type { TemplateArgs } from './types.ts';

export function HouseClearanceArea({ route, data }: TemplateArgs<'house-clearance-area'>) {
  const region = data.region(route.props.region);
  const { area } = route.props;
  const page = data.pages['house-clearance-area'];
  const fill = filler(data, { area: area.name, region: region.name });
  return (
    <>
      <AreaHero data={data} heading={page.heading} intro={area.intro ?? page.intro} fill={fill} />
      <AreaLocal data={data} props={route.props} labels={page.local} fill={fill} faqId={`clearance-${area.slug}`} />
      <Section id="approach" title={fill(page.approach.heading)} tone="soft">
        <Paragraphs paragraphs={[page.approach.text]} fill={fill} />
      </Section>
      <Section
        id="services"
        title={fill(page.services.heading)}
        intro={page.services.intro ? fill(page.services.intro) : undefined}
      >
        <Points points={page.services.items} fill={fill} />
      </Section>
      <Section id="reasons" title={fill(page.reasons.heading)} tone="soft">
        <Points points={page.reasons.points} fill={fill} />
        <p className="service-link">
          <a className="button button--secondary" href={page.serviceLink.href}>
            {fill(page.serviceLink.label)}
          </a>
        </p>
      </Section>
      <CtaBanner data={data} heading={fill(page.cta.heading)} subtitle={fill(page.cta.subtitle)} />
      <ContactSection
        data={data}
        id="contact"
        formId="contact-clearance"
        location={area.name}
        fill={fill}
        tone="plain"
      />
    </>
  );
}
