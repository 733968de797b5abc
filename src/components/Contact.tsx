// Ways to get in touch: the phone link, the e-mail link, and the contact form's markup.
import { phoneForms } from '../../generator/tokens.ts';
import type { SiteData } from '../site-data.ts';
import { Icon } from './Icon.tsx';

export function CallLink({ data, label, className = 'button' }: { data: SiteData; label?: string; className?: string }) {
  const phone = phoneForms(data.site.phone);
  return (
    <a className={className} href={`tel:${phone.tel}`}>
      <Icon name="phone" size={20} />
      {/* Label and number are separate flex items, so a narrow button wraps between them, never inside either. */}
      {label ? <span>{`${label}:`.replace(/ /g, '\u00a0')}</span> : null}
      <span>{phone.spaced.replace(/ /g, '\u00a0')}</span>
    </a>
  );
}

export function MailLink({ data, subject, body }: { data: SiteData; subject?: string; body?: string }) {
  const query = [subject ? `subject=${encodeURIComponent(subject)}` : '', body ? `body=${encodeURIComponent(body)}` : ''].filter(Boolean).join('&');
  return <a href={`mailto:${data.site.email}${query ? `?${query}` : ''}`}>{data.site.email}</a>;
}

/**
 * The contact form as static HTML. It never submits natively (no action, and the button is disabled until the
 * form's island takes over), so no visitor's details can end up in a URL; phone and e-mail work without it.
 */
export function ContactForm({ id, heading, location = '', withMessage = true }: { id: string; heading: string; location?: string; withMessage?: boolean }) {
  const field = (name: string) => `${id}-${name}`;
  return (
    <form className="contact-form" id={id} data-island="contact-form" data-location={location} aria-labelledby={`${id}-heading`} noValidate>
      <h3 id={`${id}-heading`}>{heading}</h3>
      <div className="field">
        <label htmlFor={field('name')}>Your name</label>
        <input id={field('name')} name="name" type="text" autoComplete="name" required minLength={2} />
      </div>
      <div className="field">
        <label htmlFor={field('email')}>E-mail address</label>
        <input id={field('email')} name="email" type="email" autoComplete="email" required />
      </div>
      <div className="field">
        <label htmlFor={field('phone')}>Phone number</label>
        <input id={field('phone')} name="phone" type="tel" autoComplete="tel" required minLength={6} />
      </div>
      <div className="field">
        <label htmlFor={field('location')}>Town or postcode area</label>
        <input id={field('location')} name="location" type="text" autoComplete="address-level2" required minLength={2} defaultValue={location} />
      </div>
      <fieldset className="field">
        <legend>How should we get back to you?</legend>
        <label>
          <input type="radio" name="contactPreference" value="call" defaultChecked /> A phone call
        </label>
        <label>
          <input type="radio" name="contactPreference" value="message" /> A message
        </label>
      </fieldset>
      {withMessage ? (
        <div className="field">
          <label htmlFor={field('message')}>Message (optional)</label>
          <textarea id={field('message')} name="message" rows={4} />
        </div>
      ) : null}
      <div className="field field--trap" aria-hidden="true">
        <label htmlFor={field('website')}>Leave this field empty</label>
        <input id={field('website')} name="honeypot" type="text" tabIndex={-1} autoComplete="off" />
      </div>
      <button className="button" type="submit" disabled>
        Request Call Back
      </button>
    </form>
  );
}
