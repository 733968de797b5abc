// /careers: the job advert for contract hoarder cleaners (spec §2 Careers). The JobPosting structured data is
// built from the same file by src/seo, so the page and search engines always show the same pay.
import type { ProseSection4, SevenPoints } from '../../generator/model/types/content.ts';
import { Hero, Paragraphs, Points } from '../components/Blocks.tsx';
import { CallCard, CallLink, MailLink } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { Icon } from '../components/Icon.tsx';
import { Section } from '../components/Section.tsx';
import { type Fill, filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function Careers({ route, data }: PageArgs<'page-careers'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  const apply = page.howToApply;
  const subject = fill(apply.emailSubject);
  const body = fill(apply.emailBody);
  const mailto = `mailto:${data.site.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
  return (
    <>
      <Hero
        aside={<CallCard data={data} />}
        eyebrow={fill(page.hero.badge)}
        heading={fill(page.hero.heading)}
        text={fill(page.hero.text)}
      >
        <div className="actions">
          <a className="button" href="#how-to-apply">
            {fill(page.hero.buttonLabel)}
          </a>
        </div>
      </Hero>
      <Prose id="about-company" section={page.aboutCompany} fill={fill} />
      <Prose id="the-role" section={page.role} fill={fill} tone="soft" />
      <List id="responsibilities" section={page.responsibilities} fill={fill} />
      <List id="about-you" section={page.aboutYou} fill={fill} tone="soft" />
      <List id="what-we-offer" section={page.offer} fill={fill} />
      <Section id="how-to-apply" title={fill(apply.heading)} tone="soft">
        <div className="prose">
          <p>
            <Copy text={fill(apply.text)} />
          </p>
          <ul className="careers-terms">
            <li>
              <Icon name="card" size={20} />
              <span>{fill(page.jobPosting.pay)}</span>
            </li>
            <li>
              <Icon name="calendar" size={20} />
              <span>{fill(page.jobPosting.availability)}</span>
            </li>
          </ul>
          <div className="actions">
            <a className="button" href={mailto}>
              <Icon name="mail" size={20} />
              <span>{fill(apply.buttonLabel)}</span>
            </a>
          </div>
          <p className="careers-address">
            <Icon name="mail" size={20} />
            <MailLink data={data} subject={subject} body={body} />
          </p>
        </div>
      </Section>
      <section className="cta" aria-labelledby="careers-closing-title">
        <div className="container">
          <h2 id="careers-closing-title">{fill(page.closing.heading)}</h2>
          <p>
            <Copy text={fill(page.closing.text)} />
          </p>
          <div className="actions">
            <CallLink data={data} />
            <a className="button button--secondary" href={page.closing.link.href}>
              {fill(page.closing.link.label)}
            </a>
          </div>
        </div>
      </section>
    </>
  );
}

function Prose({ id, section, fill, tone }: { id: string; section: ProseSection4; fill: Fill; tone?: 'soft' }) {
  return (
    <Section id={id} title={fill(section.heading)} tone={tone}>
      <div className="prose">
        <Paragraphs paragraphs={section.paragraphs} fill={fill} />
      </div>
    </Section>
  );
}

function List({ id, section, fill, tone }: { id: string; section: SevenPoints; fill: Fill; tone?: 'soft' }) {
  return (
    <Section id={id} title={fill(section.heading)} tone={tone}>
      <div className="careers-list">
        <Points points={section.items} fill={fill} />
      </div>
    </Section>
  );
}
