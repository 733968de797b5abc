// The names npm run preview answers to (generator/serve/local-host.ts): its own, never another site's name that
// resolves to 127.0.0.1 (DNS rebinding).
import { describe, expect, it } from 'vitest';
import { isLocalHost } from '../../generator/serve/local-host.ts';

describe('isLocalHost', () => {
  it.each([
    '127.0.0.1:4173',
    '127.0.0.1',
    'localhost:4173',
    'LOCALHOST:4173',
    'www.localhost:4173',
    '[::1]:4173',
    '10.0.0.2:80',
  ])('answers %s', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });

  it.each([
    'evil.example',
    'evil.example:4173',
    'localhost.evil.example',
    '127.0.0.1.nip.io:4173',
    'localhost:4173/x',
    'local host',
    '',
    undefined,
  ])('refuses %j', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });
});
