// /about: story, values, specialist approach, process, safeguarding, team and training, a callback form, and
// the shared closing banner (spec §2 About).
import type { ProseSection } from '../../generator/model/types/content.ts';
import { Card, Grid, Hero, Paragraphs, Points, Steps } from '../components/Blocks.tsx';
import { CallCard, ContactForm } from '../components/Contact.tsx';
import { Accreditations, Rating } from '../components/Proof.tsx';
import { Section } from '../components/Section.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { type Fill, filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function About({ route, data }: PageArgs<'page-about'>) {
  const about = data.pages[route.props.page];
  const fill = filler(data);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(about.hero.heading)} text={fill(about.hero.text)} />
      <Prose id="story" section={about.story} fill={fill} />
      <Section
        id="values"
        title={fill(about.values.heading)}
        intro={about.values.intro ? fill(about.values.intro) : undefined}
        tone="soft"
      >
        <Grid columns={3}>
          {about.values.items.map((value) => (
            <Card key={value.title} title={fill(value.title)} text={fill(value.text)} icon={value.icon} />
          ))}
        </Grid>
      </Section>
      <Prose id="approach" section={about.approach} fill={fill} />
      <Section
        id="process"
        title={fill(about.process.heading)}
        intro={about.process.intro ? fill(about.process.intro) : undefined}
        tone="soft"
      >
        <Steps steps={about.process.steps} fill={fill} />
      </Section>
      <Prose id="safeguarding" section={about.safeguarding} fill={fill} />
      <Prose id="team" section={about.team} fill={fill} tone="soft" />
      <Section id="registrations" title={data.site.accreditations.heading}>
        <Accreditations data={data} className="accreditations accreditations--page" />
        <Rating data={data} />
      </Section>
      <Section id="about-callback" title={fill(about.callback.heading)} intro={fill(about.callback.text)}>
        <ContactForm id="callback-about" heading="Your details" />
      </Section>
      <CtaBanner data={data} cta={about.cta} fill={fill} />
    </>
  );
}

function Prose({ id, section, fill, tone }: { id: string; section: ProseSection; fill: Fill; tone?: 'soft' }) {
  return (
    <Section id={id} title={fill(section.heading)} tone={tone}>
      <div className="prose">
        <Paragraphs paragraphs={section.paragraphs} fill={fill} />
        {section.points?.length ? <Points points={section.points} fill={fill} /> : null}
      </div>
    </Section>
  );
}
