// /: the home page's thirteen sections, in the spec's order (§2 Home). No closing banner: the page already ends
// with the callback form, the case studies, the area links and the ways to pay.
import { href } from '../../generator/model/urls.ts';
import { Card, Faqs, Grid, Quote, Steps } from '../components/Blocks.tsx';
import { ContactForm } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import {
  BeforeAfterGallery,
  CaseStudyCard,
  HomeHero,
  PaymentMethods,
  TrustBadges,
} from '../components/HomeSections.tsx';
import { Section } from '../components/Section.tsx';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function Home({ route, data }: PageArgs<'page-home'>) {
  const home = data.pages[route.props.page];
  const fill = filler(data);
  return (
    <>
      <HomeHero data={data} hero={home.hero} fill={fill} />
      <TrustBadges badges={data.site.footer.trustBadges} />
      <Section id="services" title={fill(home.servicesSection.heading)} intro={fill(home.servicesSection.text)}>
        <Grid columns={3}>
          {home.services.map((slug) => {
            const { card } = data.service(slug);
            return (
              <Card
                key={slug}
                title={fill(card.title)}
                text={fill(card.description)}
                icon={card.icon}
                href={href.service(slug)}
              />
            );
          })}
        </Grid>
        <p className="actions">
          <a className="button button--secondary" href={home.servicesSection.link.href}>
            {home.servicesSection.link.label}
          </a>
        </p>
      </Section>
      <div className="home-quote">
        <blockquote className="container">
          <p>
            <Copy text={fill(home.peaceOfMindQuote)} />
          </p>
        </blockquote>
      </div>
      <Section
        id="before-after"
        title={fill(home.gallery.title)}
        intro={home.gallery.intro ? fill(home.gallery.intro) : undefined}
        tone="soft"
      >
        <BeforeAfterGallery gallery={home.gallery} fill={fill} />
      </Section>
      <Section id="how-it-works" title={fill(home.howItWorks.title)}>
        <Steps steps={home.howItWorks.steps} fill={fill} />
      </Section>
      <Section id="about-us" title={fill(home.aboutTeaser.heading)} tone="soft">
        <p className="prose">
          <Copy text={fill(home.aboutTeaser.text)} />
        </p>
        <p className="actions">
          <a className="button button--secondary" href={home.aboutTeaser.link.href}>
            {home.aboutTeaser.link.label}
          </a>
        </p>
      </Section>
      <Section id="testimonials" title={fill(home.testimonials.heading)}>
        <Grid columns={3}>
          {home.testimonials.items.map((testimonial) => (
            <Quote key={testimonial.author + testimonial.location} testimonial={testimonial} fill={fill} />
          ))}
        </Grid>
      </Section>
      <Section id="faq" title={fill(home.faqs.heading)} tone="soft">
        <Faqs id="home" faqs={home.faqs.items} fill={fill} />
      </Section>
      {/* The section keeps the id 'callback' for the /#callback links, so the form takes another id; its heading
          differs from the hero form's because a page's form landmarks need distinct names. */}
      <Section id="callback" title={fill(home.callback.heading)} intro={fill(home.callback.text)}>
        <ContactForm id="callback-form" heading="Your contact details" />
      </Section>
      <Section
        id="case-studies"
        title={fill(home.caseStudiesSection.heading)}
        intro={fill(home.caseStudiesSection.text)}
        tone="soft"
      >
        <Grid columns={2}>
          {home.featuredCaseStudies.map((slug) => (
            <CaseStudyCard key={slug} study={data.caseStudy(slug)} fill={fill} />
          ))}
        </Grid>
        <p className="actions">
          <a className="button button--secondary" href={home.caseStudiesSection.link.href}>
            {home.caseStudiesSection.link.label}
          </a>
        </p>
      </Section>
      <Section id="areas" title={fill(home.areaLinks.heading)} intro={fill(home.areaLinks.text)}>
        <ul className="home-areas">
          {data.regions.map((region) => (
            <li key={region.slug}>
              <a className="button button--secondary" href={href.region(region.slug)}>
                Hoarder cleaning in {region.name}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="payment" title={fill(home.payment.heading)} intro={fill(home.payment.text)} tone="soft">
        <PaymentMethods methods={home.payment.methods} fill={fill} />
      </Section>
    </>
  );
}
