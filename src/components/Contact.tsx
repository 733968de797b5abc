// Ways to get in touch: the phone link, the e-mail link, and the contact form's markup.

import { href } from '../../generator/model/urls.ts';
import { ContactIsland } from '../islands/contact/ContactIsland.tsx';
import type { ContactFormProps, FormConfig } from '../islands/contact/props.ts';
import { type SiteData, useSiteData } from '../site-data.ts';
import { unbroken } from './Copy.tsx';
import { Icon } from './Icon.tsx';
import { Rating } from './Proof.tsx';

export function CallLink({
  data,
  label,
  className = 'button',
}: {
  data: SiteData;
  label?: string;
  className?: string;
}) {
  const { phone } = data;
  return (
    <a className={className} href={`tel:${phone.tel}`}>
      <Icon name="phone" size={20} />
      {/* Label and number are separate flex items, so a narrow button wraps between them, never inside either. */}
      {label ? <span>{unbroken(`${label}:`)}</span> : null}
      <span>{unbroken(phone.spaced)}</span>
    </a>
  );
}

/** The hero's call card: the number as a big button, the opening hours, the rating (when verified), a way to write. */
export function CallCard({ data }: { data: SiteData }) {
  return (
    <aside className="call-card" aria-label="Call us">
      <p className="call-card__title">{data.site.cta.callLabel}</p>
      <CallLink data={data} className="button call-card__button" />
      <p className="call-card__hours">{data.site.hours.phoneText}</p>
      <Rating data={data} className="rating call-card__rating" />
      <p className="call-card__more">
        <a href={href.page('contact')}>Or send us a message</a>
      </p>
    </aside>
  );
}

export function MailLink({ data, subject, body }: { data: SiteData; subject?: string; body?: string }) {
  const query = [
    subject ? `subject=${encodeURIComponent(subject)}` : '',
    body ? `body=${encodeURIComponent(body)}` : '',
  ]
    .filter(Boolean)
    .join('&');
  return <a href={`mailto:${data.site.email}${query ? `?${query}` : ''}`}>{data.site.email}</a>;
}

/** The settings every contact form shares, from site.yaml; also what the floating panel's quick form needs. */
export function formConfig(data: SiteData): FormConfig {
  const { site } = data;
  return {
    emailService: site.emailService,
    cooldownMs: site.constants.formCooldownMs,
    minLength: site.constants.minLength,
    phone: data.phone.spaced,
  };
}

/**
 * A contact form: the static HTML is the server's render of the very component the island hydrates, with the
 * same props (carried in data-props). Until then its button is disabled and it has no action, so it can never
 * submit natively and no visitor's details can end up in a URL; phone and e-mail work without it.
 */
export function ContactForm({
  id,
  heading,
  location = '',
  // biome-ignore lint/correctness/useHookAtTopLevel: useSiteData is React's use(), which may be called conditionally
  data = useSiteData(),
}: {
  id: string;
  heading: string;
  location?: string;
  data?: SiteData;
}) {
  const props: ContactFormProps = { config: formConfig(data), id, heading, location, quick: false };
  return (
    <div className="contact-form-island" data-island="contact-form" data-props={JSON.stringify(props)}>
      <ContactIsland {...props} />
    </div>
  );
}
