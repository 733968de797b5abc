// The one outbound call (spec §7): the e-mail service's send, at the origin fixed at build time.
import { init, send } from '@emailjs/browser';
import type { EmailParams } from './payload.ts';
import { type FormConfig, LAST_SUBMISSION_KEY } from './props.ts';

/** True only for the answer the spec counts as success, status 200; any other status or failure is false. */
export async function sendContactEmail(service: FormConfig['emailService'], params: EmailParams): Promise<boolean> {
  try {
    init({ publicKey: service.publicKey, origin: __EMAILJS_API_ORIGIN__ });
    const response = await send(service.serviceId, service.templateId, params);
    return response.status === 200;
  } catch (error) {
    console.error('The contact e-mail was not sent:', error);
    return false;
  }
}

export function rememberSubmission(now: number): void {
  try {
    window.localStorage.setItem(LAST_SUBMISSION_KEY, String(now));
  } catch {
    // Storage may be off (private browsing); the send itself has succeeded.
  }
}
