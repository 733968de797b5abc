// /contact-details: phone, e-mail, opening hours and service areas beside the contact form (spec §2 Contact).
// The number, address and hours come from site.yaml; the page file holds the words around them.

import type { ReactNode } from 'react';
import type { Icon as IconName } from '../../generator/model/types/content.ts';
import { href } from '../../generator/model/urls.ts';
import { Hero } from '../components/Blocks.tsx';
import { CallCard, CallLink, ContactForm, MailLink } from '../components/Contact.tsx';
import { Copy } from '../components/Copy.tsx';
import { Icon } from '../components/Icon.tsx';
import { filler } from '../text.ts';
import type { PageArgs } from './types.ts';

export function Contact({ route, data }: PageArgs<'page-contact'>) {
  const page = data.pages[route.props.page];
  const fill = filler(data);
  return (
    <>
      <Hero aside={<CallCard data={data} />} heading={fill(page.heading)} text={fill(page.intro)} />
      <div className="section">
        <div className="container contact-layout">
          <div className="contact-ways">
            <Way id="call-us" icon="phone" heading={fill(page.phone.heading)} text={fill(page.phone.text)}>
              <CallLink data={data} className="link-strong" />
            </Way>
            <Way id="email-us" icon="mail" heading={fill(page.email.heading)} text={fill(page.email.text)}>
              <MailLink data={data} />
            </Way>
            <Way id="opening-hours" icon="clock" heading={fill(page.hours.heading)} text={fill(page.hours.text)}>
              <strong>{data.site.hours.phoneText}</strong>
            </Way>
            <section className="card contact-way" id="areas" aria-labelledby="areas-title">
              <Icon name="map" />
              <h2 id="areas-title">{fill(page.serviceAreas.heading)}</h2>
              <p>
                <Copy text={fill(page.serviceAreas.text)} />
              </p>
              <ul className="contact-way__areas">
                {data.regions.map((region) => (
                  <li key={region.slug}>
                    <a href={href.region(region.slug)}>Hoarder cleaning in {region.name}</a>
                  </li>
                ))}
              </ul>
            </section>
          </div>
          <section className="contact-layout__form" id="message" aria-labelledby="message-title">
            <h2 id="message-title">{fill(page.form.heading)}</h2>
            <p>
              <Copy text={fill(page.form.text)} />
            </p>
            <ContactForm id="contact-form" heading="Your details" />
          </section>
        </div>
      </div>
    </>
  );
}

/** One way to reach us: its heading, the link or fact itself, then the words about it. */
function Way({
  id,
  icon,
  heading,
  text,
  children,
}: {
  id: string;
  icon: IconName;
  heading: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className="card contact-way" id={id} aria-labelledby={`${id}-title`}>
      <Icon name={icon} />
      <h2 id={`${id}-title`}>{heading}</h2>
      <p className="contact-way__value">{children}</p>
      <p>{text}</p>
    </section>
  );
}
