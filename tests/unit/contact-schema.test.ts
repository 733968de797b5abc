// The contact form's rules, messages and payload (spec §3, §5, §8) as pure functions.
import { describe, expect, it } from 'vitest';
import { lastSubmission, NO_MESSAGE, outcomeOf, toEmailParams } from '../../src/islands/contact/payload.ts';
import type { ContactValues } from '../../src/islands/contact/props.ts';
import { contactSchema, fieldErrors, resolverFor } from '../../src/islands/contact/schema.ts';

const schema = contactSchema({ name: 2, phone: 6, location: 2 });

const valid: ContactValues = {
  name: 'Sam Jones',
  email: 'sam@example.com',
  phone: '07700 900123',
  location: 'Dover',
  message: '',
  contactPreference: 'call',
  honeypot: '',
};

const messages = (values: unknown) =>
  Object.fromEntries(Object.entries(fieldErrors(schema, values).errors).map(([k, v]) => [k, v.message]));

describe('the contact schema', () => {
  it('accepts a complete request, trimming the text fields', () => {
    const result = fieldErrors(schema, { ...valid, name: '  Sam Jones ', email: ' sam@example.com ' });
    expect(result.errors).toEqual({});
    expect(result.values).toEqual(valid);
  });

  it('gives each field its own message, never a generic one', () => {
    expect(
      messages({
        name: 'S',
        email: 'not-an-email',
        phone: '12345',
        location: 'D',
        message: '',
        contactPreference: 'call',
        honeypot: 'x',
      }),
    ).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      location: 'Please enter your location',
      honeypot: 'This field should be empty',
    });
  });

  it('gives the same messages for missing fields', () => {
    expect(messages({})).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      location: 'Please enter your location',
      honeypot: 'This field should be empty',
    });
  });

  it('applies the minimum lengths exactly, not counting surrounding spaces', () => {
    expect(messages({ ...valid, name: 'Al', phone: '123456', location: 'Ry' })).toEqual({});
    expect(messages({ ...valid, name: ' A ', phone: ' 12345 ', location: 'R  ' })).toEqual({
      name: 'Please enter your name',
      phone: 'Please enter a valid phone number',
      location: 'Please enter your location',
    });
  });

  it('takes its minimum lengths from the site constants', () => {
    const strict = contactSchema({ name: 4, phone: 11, location: 3 });
    expect(
      Object.keys(fieldErrors(strict, { ...valid, name: 'Sam', phone: '0770090012', location: 'Ry' }).errors).sort(),
    ).toEqual(['location', 'name', 'phone']);
  });

  it('treats the message as optional and the preference as call by default', () => {
    const { message: _m, contactPreference: _p, ...rest } = valid;
    expect(fieldErrors(schema, rest).values).toEqual({ ...rest, message: '', contactPreference: 'call' });
    expect(
      fieldErrors(schema, { ...valid, contactPreference: 'message', message: 'Hello' }).values?.contactPreference,
    ).toBe('message');
    expect(Object.keys(fieldErrors(schema, { ...valid, contactPreference: 'letter' }).errors)).toEqual([
      'contactPreference',
    ]);
  });

  it('hands react-hook-form the field errors or the parsed values, making the schema on the first validation only', async () => {
    let made = 0;
    const resolve = resolverFor(() => (made++, schema));
    expect(made).toBe(0);
    const options = { fields: {}, shouldUseNativeValidation: false } as Parameters<typeof resolve>[2];
    expect(await resolve({ ...valid, name: ' Sam Jones ' }, undefined, options)).toEqual({ values: valid, errors: {} });
    const failed = await resolve({ ...valid, email: 'x' }, undefined, options);
    expect(failed.values).toEqual({});
    expect(failed.errors).toEqual({ email: { type: 'invalid_format', message: 'Please enter a valid email address' } });
    expect(made).toBe(1);
  });
});

describe('the e-mail payload', () => {
  it('maps a callback request, with the default message', () => {
    expect(toEmailParams(valid)).toEqual({
      from_name: 'Sam Jones',
      email: 'sam@example.com',
      phone: '07700 900123',
      location: 'Dover',
      message: NO_MESSAGE,
      contact_preference: 'Phone Call',
    });
    expect(NO_MESSAGE).toBe('No message provided');
  });

  it('maps a message request with its text, and never carries the trap field or a recipient', () => {
    const params = toEmailParams({ ...valid, contactPreference: 'message', message: 'Please ring after 5pm.' });
    expect(params).toEqual({
      from_name: 'Sam Jones',
      email: 'sam@example.com',
      phone: '07700 900123',
      location: 'Dover',
      message: 'Please ring after 5pm.',
      contact_preference: 'Message',
    });
    expect(toEmailParams({ ...valid, message: '   ' }).message).toBe(NO_MESSAGE);
  });
});

describe('whether a submission is sent', () => {
  const now = 1_700_000_000_000;
  it('refuses a send within the cooldown of the last one, then allows it', () => {
    expect(outcomeOf(valid, now - 29_999, now, 30_000)).toBe('wait');
    expect(outcomeOf(valid, now - 30_000, now, 30_000)).toBe('send');
    expect(outcomeOf(valid, undefined, now, 30_000)).toBe('send');
  });

  it('refuses a filled trap field, after the cooldown check', () => {
    expect(outcomeOf({ honeypot: 'spam' }, undefined, now, 30_000)).toBe('trap');
    expect(outcomeOf({ honeypot: 'spam' }, now - 1000, now, 30_000)).toBe('wait');
  });

  it('does not lock the form when the stored time lies in the future', () => {
    expect(outcomeOf(valid, now + 60_000, now, 30_000)).toBe('send');
  });

  it('reads the stored time of the last send, ignoring what is missing or unreadable', () => {
    const storage = (value: string | null) => ({
      getItem: (key: string) => (key === 'lastFormSubmission' ? value : null),
    });
    expect(lastSubmission(storage(String(now)))).toBe(now);
    expect(lastSubmission(storage(null))).toBeUndefined();
    expect(lastSubmission(storage('soon'))).toBeUndefined();
    expect(lastSubmission(undefined)).toBeUndefined();
    expect(
      lastSubmission({
        getItem: () => {
          throw new Error('storage is off');
        },
      }),
    ).toBeUndefined();
  });
});
