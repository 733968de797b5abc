// What happens when a valid form is submitted, as pure functions: whether to send at all, and what is sent.
import { type ContactValues, LAST_SUBMISSION_KEY } from './props.ts';

export const NO_MESSAGE = 'No message provided';

/** The e-mail template's parameters (spec §3). The recipient is never among them: it lives in the template. */
export interface EmailParams {
  from_name: string;
  email: string;
  phone: string;
  location: string;
  message: string;
  contact_preference: 'Phone Call' | 'Message';
  [key: string]: string;
}

export function toEmailParams(values: ContactValues): EmailParams {
  return {
    from_name: values.name,
    email: values.email,
    phone: values.phone,
    location: values.location,
    message: values.message.trim() ? values.message : NO_MESSAGE,
    contact_preference: values.contactPreference === 'message' ? 'Message' : 'Phone Call',
  };
}

export type Outcome = 'wait' | 'trap' | 'send';

/** Spec §5 and §8, in order: a send within the cooldown is refused, then a filled trap field is refused. */
export function outcomeOf(
  values: Pick<ContactValues, 'honeypot'>,
  lastSubmission: number | undefined,
  now: number,
  cooldownMs: number,
): Outcome {
  // A stored time in the future (the clock was put back) must not lock the form for good.
  const elapsed = lastSubmission === undefined ? Infinity : now - lastSubmission;
  if (elapsed >= 0 && elapsed < cooldownMs) return 'wait';
  if (values.honeypot !== '') return 'trap';
  return 'send';
}

/** The stored time of the last successful send, when there is a readable one. */
export function lastSubmission(storage: Pick<Storage, 'getItem'> | undefined): number | undefined {
  try {
    const stored = Number(storage?.getItem(LAST_SUBMISSION_KEY) ?? NaN);
    return Number.isFinite(stored) ? stored : undefined;
  } catch {
    return undefined;
  }
}
