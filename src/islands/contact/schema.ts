// The contact form's rules and messages (spec §5), and the small resolver that hands them to react-hook-form.
// zod/mini keeps the bundle small: only the checks used here are included.

import type { FieldErrors, Resolver } from 'react-hook-form';
import * as z from 'zod/mini';
import type { ContactValues, FormConfig } from './props.ts';

const MESSAGES = {
  name: 'Please enter your name',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  location: 'Please enter your location',
  honeypot: 'This field should be empty',
} as const;

/** A required text field: surrounding spaces never count towards the minimum length. */
const text = (min: number, message: string) => z.string({ error: message }).check(z.trim(), z.minLength(min, message));

export function contactSchema(minLength: FormConfig['minLength']) {
  return z.object({
    name: text(minLength.name, MESSAGES.name),
    email: z.string({ error: MESSAGES.email }).check(z.trim(), z.email(MESSAGES.email)),
    phone: text(minLength.phone, MESSAGES.phone),
    location: text(minLength.location, MESSAGES.location),
    message: z._default(z.string(), ''),
    contactPreference: z._default(z.enum(['call', 'message']), 'call'),
    honeypot: z.string({ error: MESSAGES.honeypot }).check(z.maxLength(0, MESSAGES.honeypot)),
  });
}

export type ContactSchema = ReturnType<typeof contactSchema>;

/** Field name → its first message, as react-hook-form expects; empty when the values pass. */
export function fieldErrors(
  schema: ContactSchema,
  values: unknown,
): { values: ContactValues | undefined; errors: Record<string, { type: string; message: string }> } {
  const result = schema.safeParse(values);
  if (result.success) return { values: result.data, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of result.error.issues) {
    const name = issue.path.join('.');
    errors[name] ??= { type: issue.code, message: issue.message };
  }
  return { values: undefined, errors };
}

/**
 * The zod resolver, written out: @hookform/resolvers would add a dependency and its zod 3/zod 4 detection for
 * what is one safeParse and a loop here. The schema is made on the first validation, not when the form renders:
 * generate renders every form of the site and validates none, and making zod's schema is most of a form's cost.
 */
export function resolverFor(makeSchema: () => ContactSchema): Resolver<ContactValues> {
  let schema: ContactSchema | undefined;
  return async (values) => {
    const result = fieldErrors((schema ??= makeSchema()), values);
    return result.values
      ? { values: result.values, errors: {} }
      : { values: {}, errors: result.errors as FieldErrors<ContactValues> };
  };
}
