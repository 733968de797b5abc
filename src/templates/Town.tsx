// /<region>/<area>-hoarder-cleaning: the area's own copy and data first, then the short copy every town page
// shares (content/pages/town.yaml) with {area} and {region} filled in.
import { href } from '../../generator/model/urls.ts';
import { AreaHero } from '../components/AreaHero.tsx';
import { AreaLocal } from '../components/AreaLocal.tsx';
import { LinkList, Paragraphs, Points } from '../components/Blocks.tsx';
import { Section } from '../components/Section.tsx';
import { ContactSection } from '../components/ServiceAreaBlocks.tsx';
import { CtaBanner } from '../components/Shell.tsx';
import { filler } from '../text.ts';
import type { TemplateArgs } from './types.ts';

export function Town({ route, data }: TemplateArgs<'town'>) {
  const region = data.region(route.props.region);
  const { area } = route.props;
  const page = data.pages.town;
  const fill = filler(data, { area: area.name, region: region.name });
  const services = region.services.slugs.map((slug) => ({
    label: data.service(slug).card.title,
    href: href.service(slug),
  }));
  return (
    <>
      <AreaHero data={data} heading={page.heading} intro={area.intro ?? page.intro} fill={fill} />
      <AreaLocal data={data} props={route.props} labels={page.local} fill={fill} faqId={`town-${area.slug}`} />
      <Section id="approach" title={fill(page.approach.heading)} tone="soft">
        <Paragraphs paragraphs={[page.approach.text]} fill={fill} />
      </Section>
      <Section
        id="services"
        title={fill(page.services.heading)}
        intro={page.services.intro ? fill(page.services.intro) : undefined}
      >
        <LinkList links={services} />
      </Section>
      <Section id="reasons" title={fill(page.reasons.heading)} tone="soft">
        <Points points={page.reasons.points} fill={fill} />
        <p className="region-link">
          <a className="button button--secondary" href={href.region(region.slug)}>
            Hoarder cleaning across {region.name}
          </a>
        </p>
      </Section>
      <ContactSection data={data} id="contact" formId="contact-town" location={area.name} fill={fill} tone="plain" />
      <CtaBanner data={data} heading={fill(page.cta.heading)} subtitle={fill(page.cta.subtitle)} />
    </>
  );
}
