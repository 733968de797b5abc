// /case-studies/<slug>: the story in order, with the four "before" pictures ahead of the result and the two
// "after" pictures following it.

import type { CaseStudy as CaseStudyData } from '../../generator/model/types/content.ts';
import { href } from '../../generator/model/urls.ts';
import { Hero, Img, Paragraphs, Quote } from '../components/Blocks.tsx';
import { CallCard } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { Section } from '../components/Section.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { LongDate } from '../components/StoryCard.tsx';
import type { SiteData } from '../site-data.ts';
import { type Fill, filler } from '../text.ts';
import type { TemplateArgs } from './types.ts';

const BEFORE = 4;

export function CaseStudy({ route, data }: TemplateArgs<'case-study'>) {
  const study = data.caseStudy(route.props.caseStudy);
  const fill = filler(data);
  return (
    <>
      <article className="case-study">
        <Hero aside={<CallCard data={data} />} heading={fill(study.title)}>
          <Meta study={study} data={data} />
        </Hero>
        <div className="container case-study__hero">
          <Img image={{ src: study.heroImage.src, alt: fill(study.heroImage.alt) }} width={1200} height={630} eager />
        </div>
        <Section id="challenge" title="The Challenge">
          <div className="prose">
            <Paragraphs paragraphs={study.challenge} fill={fill} />
          </div>
        </Section>
        <Section id="process" title="Our Process" tone="soft">
          <div className="prose">
            <Paragraphs paragraphs={study.process} fill={fill} />
          </div>
        </Section>
        <Section id="before" title="Before">
          <Figures images={study.images.slice(0, BEFORE)} fill={fill} />
        </Section>
        <Section id="result" title="The Result" tone="soft">
          <div className="prose">
            <Paragraphs paragraphs={study.result} fill={fill} />
          </div>
        </Section>
        <Section id="after" title="After">
          <Figures images={study.images.slice(BEFORE)} fill={fill} />
        </Section>
        <Section id="why-we-do-it" title="Why We Do It" tone="soft">
          <div className="prose">
            <Paragraphs paragraphs={study.whyWeDoIt} fill={fill} />
            {study.testimonial ? <Quote testimonial={study.testimonial} fill={fill} /> : null}
            <p className="case-study__contact">
              <Copy text={fill(study.contactInfo)} />
            </p>
          </div>
        </Section>
      </article>
      <CtaBanner data={data} />
    </>
  );
}

function Meta({ study, data }: { study: CaseStudyData; data: SiteData }) {
  const service = data.services.find((s) => s.slug === study.serviceType);
  return (
    <dl className="case-study__meta">
      <div>
        <dt>Location</dt>
        <dd>{study.location}</dd>
      </div>
      <div>
        <dt>Service</dt>
        <dd>{service ? <a href={href.service(service.slug)}>{service.title}</a> : study.serviceType}</dd>
      </div>
      <div>
        <dt>Date</dt>
        <dd>
          <LongDate iso={study.publishDate} />
        </dd>
      </div>
    </dl>
  );
}

function Figures({ images, fill }: { images: CaseStudyData['images']; fill: Fill }) {
  return (
    <ul className="grid-list case-study__figures">
      {images.map((image) => (
        <li key={image.src}>
          <figure className="figure">
            <Img image={{ src: image.src, alt: fill(image.alt) }} width={800} height={600} />
            <figcaption>{fill(image.caption)}</figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
