// The form engine: react-hook-form with the zod rules, and what a submission does (spec §4, §8): refuse within
// the cooldown or on a filled trap, else send; success stores the time, resets and goes to /thank-you; failure
// shows its toast and keeps every value.
import { useEffect, useMemo, useRef, useState } from 'react';
import { type FieldErrors, useForm, useWatch } from 'react-hook-form';
import { lastSubmission, outcomeOf, toEmailParams } from './payload.ts';
import type { ContactValues, FormConfig } from './props.ts';
import { contactSchema, resolverFor } from './schema.ts';
import { rememberSubmission, sendContactEmail } from './send.ts';
import { TOASTS, type Toast } from './Toasts.tsx';

/** The fields a visitor can see, in page order: the first that fails takes the focus. */
const VISIBLE: ReadonlyArray<keyof ContactValues> = ['name', 'email', 'phone', 'location'];

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

export function useContactForm(config: FormConfig, location: string, restore: Partial<ContactValues> | undefined) {
  const resolver = useMemo(() => resolverFor(() => contactSchema(config.minLength)), [config.minLength]);
  const form = useForm<ContactValues>({
    defaultValues: { name: '', email: '', phone: '', location, message: '', contactPreference: 'call', honeypot: '' },
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const preference = useWatch({ control: form.control, name: 'contactPreference' });
  // False on the server and in the first browser render, so both render the disabled button.
  const [live, setLive] = useState(false);
  const [toast, setToast] = useState<Toast>();
  const button = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form comes alive (see below)
  useEffect(() => {
    for (const [name, value] of Object.entries(restore ?? {})) form.setValue(name as keyof ContactValues, value);
    setLive(true);
    // Once, when the form comes alive; the props come from the page and never change.
  }, []);

  const submit = async (values: ContactValues) => {
    setToast(undefined);
    const outcome = outcomeOf(values, lastSubmission(storage()), Date.now(), config.cooldownMs);
    if (outcome !== 'send') return setToast(TOASTS[outcome]);
    if (!(await sendContactEmail(config.emailService, toEmailParams(values)))) {
      setToast(TOASTS.failed(config.phone));
      // The button was disabled while sending, which drops the keyboard focus: give it back.
      queueMicrotask(() => document.activeElement === document.body && button.current?.focus());
      return;
    }
    rememberSubmission(Date.now());
    form.reset();
    window.location.assign(__THANK_YOU_PATH__);
  };

  const invalid = (errors: FieldErrors<ContactValues>) => {
    setToast(undefined);
    const first = VISIBLE.find((name) => errors[name]);
    if (first) form.setFocus(first);
    // Only the trap failed: answer as spec §8 says rather than with a message nobody can see.
    else if (errors.honeypot) return submit(form.getValues());
  };

  return {
    form,
    preference,
    live,
    toast,
    dismiss: () => setToast(undefined),
    button,
    onSubmit: form.handleSubmit(submit, invalid),
  };
}
