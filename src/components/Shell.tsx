// The frame of every page: skip link, sticky header, footer, cookie notice, floating contact button.

import type { Route } from '../../generator/model/types/route.ts';
import { href, LOGO_PATH } from '../../generator/model/urls.ts';
import type { Crumb } from '../seo/trail.ts';
import type { SiteData } from '../site-data.ts';
import type { Fill } from '../text.ts';
import { CallLink, formConfig, MailLink } from './Contact.tsx';
import { unbroken } from './Copy.tsx';
import { Icon } from './Icon.tsx';
import { Accreditations, Rating } from './Proof.tsx';

export function Header({ data, path }: { data: SiteData; path: string }) {
  const { site } = data;
  const current = (href: string) => (href === path ? 'page' : undefined);
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="brand" href={href.page('home')}>
          <img src={LOGO_PATH} alt="" width={40} height={40} />
          <span>{site.company.name}</span>
        </a>
        <HeaderCall data={data} />
        <details className="menu" data-island="menu">
          <summary>Menu</summary>
          <nav aria-label="Main">
            <ul className="menu__list">
              {site.nav.map((item) => (
                <li key={item.href + item.label}>
                  {item.children?.length ? (
                    <details className="submenu">
                      <summary>{item.label}</summary>
                      <ul>
                        <li>
                          <a href={item.href} aria-current={current(item.href)}>
                            {item.label}
                          </a>
                        </li>
                        {item.children.map((child) => (
                          <li key={child.href + child.label}>
                            <a href={child.href} aria-current={current(child.href)}>
                              {child.label}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </details>
                  ) : (
                    <a href={item.href} aria-current={current(item.href)}>
                      {item.label}
                    </a>
                  )}
                </li>
              ))}
            </ul>
          </nav>
        </details>
        <a className="button button--small header-cta" href={site.headerButton.href}>
          {site.headerButton.label}
        </a>
      </div>
    </header>
  );
}

/**
 * The tap-to-call link every page's header carries: on phones a round icon button (its name, read out, is the
 * number), on wider screens the spaced number with the opening hours under it.
 */
function HeaderCall({ data }: { data: SiteData }) {
  const { phone } = data;
  return (
    <a className="header-call" href={`tel:${phone.tel}`}>
      <Icon name="phone" size={22} />
      <span className="header-call__text">
        {/* Non-breaking spaces throughout: a link that dials should never break inside its number. */}
        <span className="visually-hidden">{unbroken('Call us on ')}</span>
        <span className="header-call__number">{unbroken(phone.spaced)}</span>
        <span className="header-call__hours">{unbroken(data.site.hours.phoneText)}</span>
      </span>
    </a>
  );
}

/** Phone, e-mail and opening hours: how to reach a person, wherever the site offers it. */
function ContactLines({ data }: { data: SiteData }) {
  return (
    <>
      <p>
        <CallLink data={data} className="link-strong" />
      </p>
      <p>
        <MailLink data={data} />
      </p>
      <p>{data.site.hours.phoneText}</p>
    </>
  );
}

export function Footer({ data }: { data: SiteData }) {
  const { site } = data;
  return (
    <footer className="site-footer">
      <div className="container">
        <ul className="badges">
          {site.footer.trustBadges.map((badge) => (
            <li key={badge.label}>
              <Icon name={badge.icon} />
              <span>{badge.label}</span>
            </li>
          ))}
        </ul>
        <div className="grid grid--3">
          <div>
            <p className="site-footer__name">{site.company.name}</p>
            <p>{site.footer.text}</p>
          </div>
          <nav aria-label={site.footer.areasHeading}>
            <h2 className="h4">{site.footer.areasHeading}</h2>
            <ul>
              {data.regions.map((region) => (
                <li key={region.slug}>
                  <a href={href.region(region.slug)}>Hoarder cleaning in {region.name}</a>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2 className="h4">{site.footer.contactHeading}</h2>
            <ContactLines data={data} />
          </div>
        </div>
        <div className="site-footer__proof">
          <h2 className="h4">{site.accreditations.heading}</h2>
          <Accreditations data={data} />
          <Rating data={data} />
        </div>
        <nav aria-label="Legal and site information">
          <ul className="site-footer__links">
            {site.footer.links.map((link) => (
              <li key={link.href}>
                <a href={link.href}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  );
}

/** The shared call to action that ends many pages; a page may override its heading and subtitle. */
/** The words a page may give its call-to-action band; what it leaves out is the site's (site.yaml, cta). */
interface CtaWords {
  heading?: string;
  subtitle?: string;
}

/** The call-to-action band, with the page's own heading and subtitle (tokens filled by `fill`) where it gives them. */
export function CtaBanner({ data, cta, fill = (text) => text }: { data: SiteData; cta?: CtaWords; fill?: Fill }) {
  const site = data.site.cta;
  return (
    <section className="cta" aria-labelledby="cta-title">
      <div className="container">
        <h2 id="cta-title">{cta?.heading ? fill(cta.heading) : site.heading}</h2>
        <p>{cta?.subtitle ? fill(cta.subtitle) : site.subtitle}</p>
        <div className="actions">
          <CallLink data={data} label={site.callLabel} />
          <a className="button button--secondary" href={href.page('contact')}>
            {site.buttonLabel}
          </a>
        </div>
      </div>
    </section>
  );
}

export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  if (!trail.length) return null;
  return (
    <nav className="breadcrumbs container" aria-label="Breadcrumb">
      <ol>
        {trail.map((crumb, i) => (
          <li key={crumb.path}>
            {i === trail.length - 1 ? (
              <span aria-current="page">{crumb.name}</span>
            ) : (
              <a href={crumb.path}>{crumb.name}</a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** Hidden until its island decides to show it (spec §4: 1.5 s after load, when no choice is stored). */
export function CookieBanner({ delayMs }: { delayMs: number }) {
  return (
    <section
      className="cookie-banner"
      data-island="cookie-banner"
      data-delay={delayMs}
      aria-label="Cookie notice"
      hidden
    >
      <p>
        We store only what the site needs to work. <a href={href.page('cookie-policy')}>Cookie policy</a>
      </p>
      <div className="actions">
        <button className="button button--small" type="button" data-choice="accepted">
          Accept
        </button>
        <button className="button button--small button--secondary" type="button" data-choice="declined">
          Decline
        </button>
      </div>
    </section>
  );
}

/**
 * The floating contact button; a native disclosure with the options until its island adds the quick form
 * before the contact-page link; data-form-config carries the settings that form needs. Not on the contact page.
 */
export function FloatingContact({ data, route }: { data: SiteData; route: Route }) {
  if (route.template === 'contact') return null;
  return (
    <details
      className="floating-contact"
      data-island="floating-contact"
      data-form-config={JSON.stringify(formConfig(data))}
    >
      <summary>
        <Icon name="phone" size={20} />
        <span>Contact us</span>
      </summary>
      <div className="floating-contact__panel">
        <div className="floating-contact__options">
          <ContactLines data={data} />
          <p data-part="contact-page">
            <a href={href.page('contact')}>All the ways to reach us</a>
          </p>
        </div>
      </div>
    </details>
  );
}
