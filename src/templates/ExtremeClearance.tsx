// /services/extreme-house-clearance: the extreme clearance layout of spec §2, from the service's `extreme` block.
import type { GalleryItem } from '../../generator/model/types/content.ts';
import { Card, Faqs, Grid, Hero, Img, Points, Quote, Steps } from '../components/Blocks.tsx';
import { CallCard, ContactForm } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { Section } from '../components/Section.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { filler } from '../text.ts';
import type { TemplateArgs } from './types.ts';

export function ExtremeClearance({ route, data }: TemplateArgs<'extreme-clearance'>) {
  const service = data.service(route.props.service);
  const fill = filler(data);
  const extreme = service.extreme;
  if (!extreme) throw new Error(`generator bug: service "${service.slug}" has no extreme block`);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={service.title} text={fill(service.introText)}>
        <div className="actions">
          <a className="button button--secondary" href="#quote">
            {extreme.quoteButtonLabel}
          </a>
        </div>
      </Hero>
      <Section id="what-is" title={extreme.whatIs.title}>
        <p className="prose">
          <Copy text={fill(extreme.whatIs.text)} />
        </p>
        <div className="grid grid--2">
          <div>
            <h3>{extreme.whatIs.scenariosTitle}</h3>
            <Points points={extreme.whatIs.scenarios} fill={fill} />
          </div>
          <div>
            <h3>{extreme.whatIs.inclusionsTitle}</h3>
            <Points points={extreme.whatIs.inclusions} fill={fill} />
          </div>
        </div>
      </Section>
      <Section id="who-we-help" title={extreme.whoWeHelp.title} tone="soft">
        <Grid columns={2}>
          {extreme.whoWeHelp.groups.map((group) => (
            <Card key={group.title} title={fill(group.title)} text={fill(group.description)} />
          ))}
        </Grid>
      </Section>
      <Section id="process" title={service.howWeWork.title}>
        <Steps steps={service.howWeWork.steps} fill={fill} />
      </Section>
      <Section id="gallery" title={extreme.gallery.title} tone="soft">
        <div className="gallery" data-island="gallery" data-images-shown="false">
          <ul className="gallery__items">
            {extreme.gallery.items.map((item) => (
              <GalleryEntry key={item.id} item={item} />
            ))}
          </ul>
        </div>
      </Section>
      <Section id="why-choose-us" title={service.whyChooseUs.title}>
        <Points points={service.whyChooseUs.points} fill={fill} />
      </Section>
      <Section id="stories" title={extreme.storiesTitle} tone="soft">
        <Grid columns={3}>
          {extreme.stories.map((story) => (
            <Quote key={story.author + story.quote} testimonial={story} fill={fill} />
          ))}
        </Grid>
      </Section>
      <Section id="faq" title={extreme.faqsTitle}>
        <Faqs id="extreme" faqs={service.faqs} fill={fill} />
      </Section>
      <Section id="quote" title={extreme.contact.title} tone="soft">
        <p className="prose">
          <Copy text={fill(extreme.contact.text)} />
        </p>
        <ContactForm id="quote-form" heading={extreme.contact.formHeading} />
      </Section>
      <CtaBanner data={data} cta={{ heading: service.ctaText, subtitle: service.ctaSubText }} fill={fill} />
    </>
  );
}

function GalleryEntry({ item }: { item: GalleryItem }) {
  return (
    <li className="gallery__item" id={`gallery-${item.id}`}>
      <h3>{item.name}</h3>
      <p className="gallery__location">{item.location}</p>
      <div className="gallery__pair">
        <figure className="figure" data-side="before">
          <figcaption>Before</figcaption>
          <Img image={item.beforeImage} width={800} height={600} />
        </figure>
        <figure className="figure" data-side="after">
          <figcaption>After</figcaption>
          <Img image={item.afterImage} width={800} height={600} />
        </figure>
      </div>
    </li>
  );
}
