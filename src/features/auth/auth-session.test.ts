import { ErrorResponse, type UserManager } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { createAuthSession, renewFailureAction } from './auth-session';
import { FORCED_LOGIN_KEY } from './forced-login';

const protocolError = (error: string) => new ErrorResponse({ error });

describe('renewFailureAction (spec 1 §4)', () => {
  it('keeps the stored user while offline, whatever the error', () => {
    expect(renewFailureAction(protocolError('login_required'), false)).toBe('keep');
    expect(renewFailureAction(new TypeError('Failed to fetch'), false)).toBe('keep');
  });

  it('keeps the stored user when the provider was not reached', () => {
    expect(renewFailureAction(new TypeError('Failed to fetch'), true)).toBe('keep');
  });

  it('removes the user, then signs in, on login_required or an invalid refresh token', () => {
    expect(renewFailureAction(protocolError('login_required'), true)).toBe('remove-and-sign-in');
    expect(renewFailureAction(protocolError('invalid_grant'), true)).toBe('remove-and-sign-in');
  });

  it('signs in again on consent_required', () => {
    expect(renewFailureAction(protocolError('consent_required'), true)).toBe('sign-in');
  });
});

describe('signing out on a device (every tab ends signed out)', () => {
  function setup(storedUser: unknown) {
    const calls: string[] = [];
    const device = new Map<string, string>();
    const deviceStorage = {
      getItem: (key: string) => device.get(key) ?? null,
      setItem: (key: string, value: string) => void device.set(key, value),
      removeItem: (key: string) => void device.delete(key),
    };
    let user = storedUser;
    const userManager = {
      getUser: async () => user,
      removeUser: async () => {
        calls.push(`removeUser (forced login: ${device.has(FORCED_LOGIN_KEY)})`);
        user = null;
      },
      signinRedirect: async (args: { prompt?: string }) =>
        void calls.push(`signinRedirect ${args.prompt ?? ''}`.trim()),
      signoutRedirect: async () => void calls.push('signoutRedirect'),
      events: new Proxy({}, { get: () => () => {} }),
    } as unknown as UserManager;
    const session = createAuthSession({
      userManager,
      userStorageKey: 'oidc.user',
      postLogoutUrl: 'https://portal.example.org/',
      isOnline: () => true,
      clearLocalState: async () => void calls.push('clearLocalState'),
      window: {
        addEventListener: () => {},
        removeEventListener: () => {},
        location: {
          pathname: '/labs',
          search: '',
          hash: '',
          origin: 'https://portal.example.org',
          assign: () => {},
        },
      } as unknown as Window,
      deviceStorage,
      log: { warn: () => {}, info: () => {} },
    });
    return { session, calls, device };
  }
  const alice = { profile: { sub: 'alice' }, id_token: 'id', expired: false, access_token: 'a' };

  it('marks the device before the stored user goes, so other tabs sign in with the password', async () => {
    const { session, calls, device } = setup(alice);
    await session.start();
    await session.signOut();
    expect(calls).toEqual(['clearLocalState', 'signoutRedirect']);
    expect(device.get(FORCED_LOGIN_KEY)).toBe('1');
  });

  it('drops a user another tab stored after the sign-out and asks for the password', async () => {
    const { session, calls, device } = setup(alice);
    device.set(FORCED_LOGIN_KEY, '1');
    expect(await session.start()).toEqual({ kind: 'redirecting' });
    expect(calls).toEqual(['removeUser (forced login: true)', 'signinRedirect login']);
  });
});
