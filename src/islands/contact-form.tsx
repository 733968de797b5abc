// The contact form island: the callback forms on the page (hydrated over their static HTML) and the floating
// panel's quick form (rendered fresh when the panel first shows it). Both run the same form engine.
import { createRoot, hydrateRoot } from 'react-dom/client';
import { ContactIsland } from './contact/ContactIsland.tsx';
import {
  type ContactFormProps,
  type ContactValues,
  FORM_CONFIG_ATTRIBUTE,
  type FormConfig,
  readJsonAttribute,
} from './contact/props.ts';
import '../styles/islands-form.css';
import { stepAside } from './step-aside.ts';

/** What a visitor typed or chose before the code arrived, so hydration keeps it. */
function typedSoFar(element: HTMLElement): Partial<ContactValues> {
  const form = element.querySelector('form');
  if (!form) return {};
  const typed: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (typeof value === 'string' && value !== '') typed[name] = value;
  return typed as Partial<ContactValues>;
}

/** Called by the loader for every element marked data-island="contact-form" (src/components/Contact.tsx). */
export function mount(element: HTMLElement): void {
  const props = readJsonAttribute<ContactFormProps>(element, 'data-props');
  hydrateRoot(element, <ContactIsland {...props} restore={typedSoFar(element)} />);
  stepAside(element);
}

/** The quick form's options; every one may be left out (see mountQuickForm). */
export interface QuickFormOptions {
  config?: FormConfig;
  id?: string;
  heading?: string;
  location?: string;
}

/**
 * The floating panel's quick form (used by src/islands/floating-contact.ts).
 *
 * - `container`: an empty element in the panel; the form is rendered into it (no server markup to hydrate).
 * - `options.config`: the site's FormConfig. When left out, it is read as JSON from the `data-form-config`
 *   attribute of the container or its nearest ancestor that has one; the server side writes that attribute with
 *   `data-form-config={JSON.stringify(formConfig(data))}` (formConfig from src/components/Contact.tsx).
 * - `options.id` (default 'quick-contact'): the form's id, unique on the page. `options.heading` (default
 *   'Request a call back'), `options.location` (default ''): as for the page forms.
 *
 * The quick form has every field the e-mail payload needs (name, e-mail, phone, location, preference; the
 * message box appears only for 'message', as everywhere) in a compact layout. Returns a function that unmounts it.
 */
export function mountQuickForm(container: HTMLElement, options: QuickFormOptions = {}): () => void {
  const holder = container.closest(`[${FORM_CONFIG_ATTRIBUTE}]`);
  const config = options.config ?? (holder ? readJsonAttribute<FormConfig>(holder, FORM_CONFIG_ATTRIBUTE) : undefined);
  if (!config)
    throw new Error(
      `The quick contact form needs its settings: pass options.config or put ${FORM_CONFIG_ATTRIBUTE} on the panel`,
    );
  const props: ContactFormProps = {
    config,
    id: options.id ?? 'quick-contact',
    heading: options.heading ?? 'Request a call back',
    location: options.location ?? '',
    quick: true,
  };
  const root = createRoot(container);
  root.render(<ContactIsland {...props} />);
  return () => root.unmount();
}
