// The contact form (spec §3, §4, §5, §8): one component for the server's static HTML and the browser's
// hydrated form, so the two always match. It never submits natively: no action, and the button stays disabled
// until the browser has taken over.
import { MessageField, PreferenceField, TextField, TrapField } from './Fields.tsx';
import type { ContactFormProps, ContactValues } from './props.ts';
import { Toasts } from './Toasts.tsx';
import { useContactForm } from './useContactForm.ts';

/** The text fields, in order: what each asks and how the browser may fill it in. */
const TEXT_FIELDS = [
  { name: 'name', label: 'Your name', type: 'text', autoComplete: 'name' },
  { name: 'email', label: 'E-mail address', type: 'email', autoComplete: 'email' },
  { name: 'phone', label: 'Phone number', type: 'tel', autoComplete: 'tel' },
  { name: 'location', label: 'Town or postcode area', type: 'text', autoComplete: 'address-level2' },
] as const;

export type ContactFormViewProps = ContactFormProps & {
  /** Values typed before the code arrived (browser only), put back once the form is live. */
  restore?: Partial<ContactValues>;
};

export function ContactForm({ config, id, heading, location, quick, restore }: ContactFormViewProps) {
  const { form, preference, live, toast, dismiss, button, onSubmit } = useContactForm(config, location, restore);
  const { register, formState } = form;
  const { errors } = formState;
  const field = (name: string) => `${id}-${name}`;
  return (
    <>
      <form
        className={quick ? 'contact-form contact-form--quick' : 'contact-form'}
        id={id}
        aria-labelledby={field('heading')}
        noValidate
        onSubmit={onSubmit}
      >
        <h3 id={field('heading')}>{heading}</h3>
        {TEXT_FIELDS.map(({ name, ...input }) => (
          <TextField
            key={name}
            id={field(name)}
            {...input}
            {...(name === 'location' ? { defaultValue: location } : {})}
            error={errors[name]}
            registration={register(name)}
          />
        ))}
        <PreferenceField registration={register('contactPreference')} />
        {preference === 'message' ? (
          <MessageField
            id={field('message')}
            label="Message (optional)"
            rows={quick ? 3 : 4}
            registration={register('message')}
          />
        ) : null}
        <TrapField id={field('website')} error={errors.honeypot} registration={register('honeypot')} />
        <button ref={button} className="button" type="submit" disabled={!live || formState.isSubmitting}>
          {formState.isSubmitting ? 'Submitting...' : preference === 'message' ? 'Send Message' : 'Request Call Back'}
        </button>
      </form>
      <Toasts toast={toast} onDismiss={dismiss} />
    </>
  );
}
