// /services: the ten service cards, four detailed blocks, a callback form and the shared closing banner
// (spec §2 Services).
import { href } from '../../generator/model/urls.ts';
import { Card, Grid, Hero, Points } from '../components/Blocks.tsx';
import { CallCard, ContactForm } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function ServicesList({ route, data }: PageArgs<'page-services'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(page.hero.heading)} text={fill(page.hero.text)} />
      <Section id="all-services" title={fill(page.cardsIntro.heading)} intro={fill(page.cardsIntro.text)}>
        <Grid columns={3}>
          {data.services.map((service) => (
            <Card
              key={service.slug}
              title={fill(service.card.title)}
              text={fill(service.card.description)}
              icon={service.card.icon}
              href={href.service(service.slug)}
            />
          ))}
        </Grid>
      </Section>
      {page.details.map((detail, i) => (
        <section
          key={detail.link.href}
          className={`section ${i % 2 ? 'section--plain' : 'section--soft'} services-detail`}
          aria-labelledby={`detail-${i + 1}-title`}
          id={`detail-${i + 1}`}
        >
          <div className="container services-detail__inner">
            {detail.icon ? <Icon name={detail.icon} size={40} /> : null}
            <div className="prose">
              <h2 id={`detail-${i + 1}-title`}>{fill(detail.title)}</h2>
              <p>
                <Copy text={fill(detail.text)} />
              </p>
              <Points points={detail.points} fill={fill} />
              <p>
                <a className="button button--secondary" href={detail.link.href}>
                  {detail.link.label}
                </a>
              </p>
            </div>
          </div>
        </section>
      ))}
      <Section id="services-callback" title={fill(page.callback.heading)} intro={fill(page.callback.text)} tone="soft">
        <ContactForm id="callback-services" heading="Your details" />
      </Section>
      <CtaBanner data={data} cta={page.cta} fill={fill} />
    </>
  );
}
