import { describe, expect, it } from 'vitest';
import { goesStraightToSignIn, hasStoredUser } from './boot';

function storage(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

const signedOut = {
  online: true,
  storage: storage(['lab-portal:runtime-config', 'lab_language']),
  hash: '',
  hostname: 'localhost',
};

describe('the first script of a visit', () => {
  it('finds a signed-in user stored on the device', () => {
    expect(hasStoredUser(storage(['oidc.user:http://x/auth:lab-portal-web']))).toBe(true);
    expect(hasStoredUser(storage(['oidc.7f3a', 'lab-portal:force-login']))).toBe(false);
  });

  it('sends a signed-out visit with a network straight to sign-in', () => {
    expect(goesStraightToSignIn(signedOut)).toBe(true);
  });

  it.each([
    ['offline (the app shows its offline screen)', { online: false }],
    ['someone is signed in', { storage: storage(['oidc.user:http://x/auth:lab-portal-web']) }],
    ['an LMS launch ticket', { hash: '#lti_ticket=abc' }],
    ["a reseller's host (branding first)", { hostname: 'acme.localhost' }],
  ])('starts the app instead when %s', (_why, change) => {
    expect(goesStraightToSignIn({ ...signedOut, ...change })).toBe(false);
  });
});
