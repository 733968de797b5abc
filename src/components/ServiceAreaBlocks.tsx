// Pieces shared by the service, regional, town and house-clearance templates.

import type { Area, Region, Testimonial } from '../../generator/model/types/content.ts';
import { href } from '../../generator/model/urls.ts';
import type { SiteData } from '../site-data.ts';
import type { Fill } from '../text.ts';
import { Card, Grid, Quote } from './Blocks.tsx';
import { ContactForm } from './Contact.tsx';
import { Section } from './Section.tsx';

/** Service cards (from each service's card block) linking to /services/<slug>. */
export function ServiceCards({ data, slugs, fill }: { data: SiteData; slugs: readonly string[]; fill: Fill }) {
  return (
    <Grid columns={3}>
      {slugs.map((slug) => {
        const { card } = data.service(slug);
        return (
          <Card
            key={slug}
            title={card.title}
            text={fill(card.description)}
            icon={card.icon}
            href={href.service(slug)}
          />
        );
      })}
    </Grid>
  );
}

/** The client's words in a section of their own. */
export function TestimonialSection({
  id,
  testimonial,
  fill,
  tone = 'plain',
}: {
  id: string;
  testimonial: Testimonial;
  fill: Fill;
  tone?: 'plain' | 'soft';
}) {
  return (
    <Section id={id} title="What Our Clients Say" tone={tone}>
      <Quote testimonial={testimonial} fill={fill} />
    </Section>
  );
}

/** The shared contact form, worded from the contact page's form section, with the location prefilled. */
export function ContactSection({
  data,
  id,
  formId,
  location,
  fill,
  tone = 'soft',
}: {
  data: SiteData;
  id: string;
  formId: string;
  location: string;
  fill: Fill;
  tone?: 'plain' | 'soft';
}) {
  const { form } = data.pages.contact;
  return (
    <Section id={id} title={fill(form.heading)} intro={fill(form.text)} tone={tone}>
      <ContactForm id={formId} heading="Your details" location={location} />
    </Section>
  );
}

const nameOf = (areas: readonly Area[], slug: string) => areas.find((a) => a.slug === slug)?.name ?? slug;

/** One region's house-clearance card: its featured areas, then every area in a native disclosure (no JavaScript). */
export function ClearanceRegionCard({ region }: { region: Region }) {
  const clearance = region.houseClearance;
  if (!clearance) return null;
  return (
    <article className="card area-card">
      <h3>{region.name}</h3>
      <ul className="area-card__featured">
        {clearance.featured.map((slug) => (
          <li key={slug}>
            <a href={href.clearanceArea(region.slug, slug)}>{nameOf(clearance.areas, slug)}</a>
          </li>
        ))}
      </ul>
      <details className="area-card__all">
        <summary>
          View all {clearance.areas.length} {region.name} areas
        </summary>
        <ul className="link-list">
          {clearance.areas.map((area) => (
            <li key={area.slug}>
              <a href={href.clearanceArea(region.slug, area.slug)}>{area.name}</a>
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}
