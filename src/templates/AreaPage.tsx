// The one template of every area page, town (/<region>/<area>-hoarder-cleaning) and house-clearance
// (/<region>/house-clearance-<area>): the area's own copy and data first, then the short copy every page of its
// kind shares (content/pages/town.yaml or house-clearance-area.yaml, schema defs' areaPage) with {area} and
// {region} filled in. What a kind of page does differently comes in as props (docs/design.md, "One area page").
import type { ReactNode } from 'react';
import type { AreaPage as AreaCopy } from '../../generator/model/types/content.ts';
import type { AreaProps } from '../../generator/model/types/route.ts';
import { AreaHero } from '../components/AreaHero.tsx';
import { AreaLocal } from '../components/AreaLocal.tsx';
import { Paragraphs, Points } from '../components/Blocks.tsx';
import { Section } from '../components/Section.tsx';
import { ContactSection } from '../components/ServiceAreaBlocks.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import type { SiteData } from '../site-data.ts';
import { type Fill, filler } from '../text.ts';

export interface AreaPageArgs {
  data: SiteData;
  props: AreaProps;
  /** The copy every page of this kind shares; each kind's schema adds its own services section. */
  copy: Required<AreaCopy> & { services: { heading: string; intro?: string } };
  /** Names this kind's FAQ (`town-whitstable`) and contact form (`contact-town`), unique on the site. */
  kind: 'town' | 'clearance';
  /** The body of the services section, under its heading and intro. */
  services: (fill: Fill) => ReactNode;
  /** Where the reasons section leads on: the region's page, or the service's. */
  onward: (fill: Fill) => ReactNode;
  /** Town pages offer the form before the closing banner, house-clearance pages after it. */
  contactFirst: boolean;
}

export function AreaPage({ data, props, copy, kind, services, onward, contactFirst }: AreaPageArgs) {
  const { area } = props;
  const fill = filler(data, { area: area.name, region: data.region(props.region).name });
  const contact = (
    <ContactSection data={data} id="contact" formId={`contact-${kind}`} location={area.name} fill={fill} tone="plain" />
  );
  const banner = <CtaBanner data={data} cta={copy.cta} fill={fill} />;
  return (
    <>
      <AreaHero data={data} heading={copy.heading} intro={area.intro ?? copy.intro} fill={fill} />
      <AreaLocal data={data} props={props} labels={copy.local} fill={fill} faqId={`${kind}-${area.slug}`} />
      <Section id="approach" title={fill(copy.approach.heading)} tone="soft">
        <Paragraphs paragraphs={[copy.approach.text]} fill={fill} />
      </Section>
      <Section
        id="services"
        title={fill(copy.services.heading)}
        intro={copy.services.intro ? fill(copy.services.intro) : undefined}
      >
        {services(fill)}
      </Section>
      <Section id="reasons" title={fill(copy.reasons.heading)} tone="soft">
        <Points points={copy.reasons.points} fill={fill} />
        {onward(fill)}
      </Section>
      {contactFirst ? contact : null}
      {banner}
      {contactFirst ? null : contact}
    </>
  );
}
