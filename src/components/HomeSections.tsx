// The home page's own pieces: the hero with its callback form, the trust badges, the before/after gallery,
// the featured case-study cards and the ways to pay. Presentational only; the template passes the content in.

import type { CaseStudy, GalleryItem, Icon as IconName, PageHome, Site } from '../../generator/model/types/content.ts';
import { href } from '../../generator/model/urls.ts';
import type { SiteData } from '../site-data.ts';
import type { Fill } from '../text.ts';
import { Img } from './Blocks.tsx';
import { CallLink, ContactForm } from './Contact.tsx';
import { Copy } from './Copy.tsx';
import { Icon } from './Icon.tsx';

export function HomeHero({ data, hero, fill }: { data: SiteData; hero: PageHome['hero']; fill: Fill }) {
  return (
    <section className="hero home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <div>
          <h1 id="home-hero-title">{fill(hero.heading)}</h1>
          <p className="lead">
            <Copy text={fill(hero.text)} />
          </p>
          <div className="call-card home-hero__call">
            <CallLink data={data} className="button call-card__button" />
            <p className="call-card__hours">{data.site.hours.phoneText}</p>
          </div>
        </div>
        <div className="home-hero__form">
          <h2>{fill(hero.formHeading)}</h2>
          {hero.formText ? (
            <p>
              <Copy text={fill(hero.formText)} />
            </p>
          ) : null}
          <ContactForm id="callback-hero" heading="Your details" />
        </div>
      </div>
    </section>
  );
}

export function TrustBadges({ badges }: { badges: Site['footer']['trustBadges'] }) {
  return (
    <div className="home-badges">
      <ul className="container badges">
        {badges.map((badge) => (
          <li key={badge.label}>
            <Icon name={badge.icon} />
            <span>{badge.label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Every pair with both pictures, Before first, in the same markup as the extreme-clearance gallery (one island
 * serves both). The island later turns each pair into Before/After tabs and adds the show/hide toggle;
 * data-images-shown carries the page's starting state.
 */
export function BeforeAfterGallery({ gallery, fill }: { gallery: PageHome['gallery']; fill: Fill }) {
  return (
    <div className="gallery" data-island="gallery" data-images-shown={String(gallery.imagesShownByDefault)}>
      <ul className="gallery__items">
        {gallery.items.map((item) => (
          <li key={item.id} className="gallery__item" id={`gallery-${item.id}`}>
            <h3>{fill(item.name)}</h3>
            <p className="gallery__location">
              <Copy text={fill(item.location)} />
            </p>
            <div className="gallery__pair">
              <GalleryImage item={item} view="before" fill={fill} />
              <GalleryImage item={item} view="after" fill={fill} />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

function GalleryImage({ item, view, fill }: { item: GalleryItem; view: 'before' | 'after'; fill: Fill }) {
  const image = view === 'before' ? item.beforeImage : item.afterImage;
  return (
    <figure className="figure" data-side={view}>
      <figcaption>{view === 'before' ? 'Before' : 'After'}</figcaption>
      <Img image={{ src: image.src, alt: fill(image.alt) }} width={800} height={600} />
    </figure>
  );
}

/** A featured case study; the title link's overlay makes the whole card clickable. */
export function CaseStudyCard({ study, fill }: { study: CaseStudy; fill: Fill }) {
  return (
    <article className="card home-study">
      <Img
        className="home-study__image"
        image={{ src: study.heroImage.src, alt: fill(study.heroImage.alt) }}
        width={800}
        height={600}
      />
      <h3>
        <a href={href.caseStudy(study.slug)}>{fill(study.title)}</a>
      </h3>
      <p className="home-study__location">
        <Copy text={fill(study.location)} />
      </p>
      <p>
        <Copy text={fill(study.summary)} />
      </p>
    </article>
  );
}

const PAYMENT_ICONS: Record<PageHome['payment']['methods'][number]['method'], IconName> = {
  card: 'card',
  'bank-transfer': 'document',
  'buy-now-pay-later': 'calendar',
};

export function PaymentMethods({ methods, fill }: { methods: PageHome['payment']['methods']; fill: Fill }) {
  return (
    <ul className="grid-list home-payment">
      {methods.map((m) => (
        <li key={m.method} className="card">
          <Icon name={PAYMENT_ICONS[m.method]} />
          <h3>{fill(m.title)}</h3>
          <p>
            <Copy text={fill(m.description)} />
          </p>
        </li>
      ))}
    </ul>
  );
}
