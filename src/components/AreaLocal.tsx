// The local half of an area page (town and house-clearance): the council and postcode districts, the nearest
// areas, the area's own questions, and its testimonial or case study when the content names one.

import type { AreaPage } from '../../generator/model/types/content.ts';
import type { AreaProps } from '../../generator/model/types/route.ts';
import type { SiteData } from '../site-data.ts';
import type { Fill } from '../text.ts';
import { Faqs, Quote } from './Blocks.tsx';
import { CaseStudyCard } from './HomeSections.tsx';
import { Section } from './Section.tsx';

type Labels = Required<AreaPage>['local'];

function Facts({ props, labels, fill }: { props: AreaProps; labels: Labels; fill: Fill }) {
  const { council, postcodes } = props.area;
  if (!council && !postcodes) return null;
  return (
    <dl className="area-facts">
      {council ? (
        <div>
          <dt>{fill(labels.council)}</dt>
          <dd>{council.name}</dd>
        </div>
      ) : null}
      {postcodes ? (
        <div>
          <dt>{fill(labels.postcodes)}</dt>
          <dd>{postcodes.join(', ')}</dd>
        </div>
      ) : null}
    </dl>
  );
}

function Nearby({ props, labels, fill }: { props: AreaProps; labels: Labels; fill: Fill }) {
  if (!props.nearby.length) return null;
  return (
    <nav className="area-nearby" aria-labelledby="nearby-heading">
      <h3 id="nearby-heading">{fill(labels.nearby)}</h3>
      <ul className="chip-list">
        {props.nearby.map((link) => (
          <li key={link.path}>
            <a href={link.path}>{link.name}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function AreaLocal({
  data,
  props,
  labels,
  fill,
  faqId,
}: {
  data: SiteData;
  props: AreaProps;
  labels: Labels;
  fill: Fill;
  faqId: string;
}) {
  const { area, testimonial } = props;
  const study = area.caseStudy ? data.caseStudy(area.caseStudy) : undefined;
  const hasFacts = Boolean(area.council || area.postcodes || props.nearby.length);
  return (
    <>
      {hasFacts ? (
        <Section id="local" title={fill(labels.heading)}>
          <Facts props={props} labels={labels} fill={fill} />
          <Nearby props={props} labels={labels} fill={fill} />
        </Section>
      ) : null}
      {area.faqs ? (
        <Section id="local-faq" title={fill(labels.faqs)} tone="soft">
          <Faqs id={faqId} faqs={area.faqs} fill={fill} />
        </Section>
      ) : null}
      {testimonial || study ? (
        <Section id="local-proof" title="From Our Clients">
          {testimonial ? <Quote testimonial={testimonial} fill={fill} /> : null}
          {study ? <CaseStudyCard study={study} fill={fill} /> : null}
        </Section>
      ) : null}
    </>
  );
}
