// What a contact form needs to work, on the server and in the browser. The server writes it into the island
// element's data-props attribute (src/components/Contact.tsx); the island reads it back and hydrates with the
// very same props, so the markup React renders in the browser matches the static HTML.

/** Site-wide settings every contact form shares (site.yaml `emailService`, `constants` and the phone number). */
export interface FormConfig {
  /** The e-mail service's ids; the recipient lives in the service's template, never in the form. */
  emailService: { serviceId: string; templateId: string; publicKey: string };
  /** A second send within this many milliseconds of the last one is refused (spec §5). */
  cooldownMs: number;
  minLength: { name: number; phone: number; location: number };
  /** The spaced phone number, for the failure toast ('... or call 020 7946 0418.'). */
  phone: string;
}

export interface ContactFormProps {
  config: FormConfig;
  /** The form element's id, unique on the page; field ids derive from it. */
  id: string;
  heading: string;
  /** The location field's starting value: the region's or town's name on regional and town pages, else ''. */
  location: string;
  /** The floating panel's compact variant: the same fields and engine in a smaller layout. */
  quick: boolean;
}

type ContactPreference = 'call' | 'message';

/** The contact request (spec §3) as the form holds it. */
export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  location: string;
  message: string;
  contactPreference: ContactPreference;
  honeypot: string;
}

/** The browser storage key of the last successful send's time (spec §3). */
export const LAST_SUBMISSION_KEY = 'lastFormSubmission';

/** Where the floating panel may keep the quick form's FormConfig (JSON) for mountQuickForm to find. */
export const FORM_CONFIG_ATTRIBUTE = 'data-form-config';

export function readJsonAttribute<T>(element: Element, name: string): T {
  const raw = element.getAttribute(name);
  if (!raw) throw new Error(`The contact form has no ${name} attribute`);
  return JSON.parse(raw) as T;
}
