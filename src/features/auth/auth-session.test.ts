import { ErrorResponse, type UserManager } from 'oidc-client-ts';
import { describe, expect, it } from 'vitest';
import { createAuthSession, renewFailureAction } from './auth-session';
import { FORCED_LOGIN_KEY } from './forced-login';
import { readStoredUser, type SessionUser } from './stored-user';

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
      loadUserManager: async () => userManager,
      readStoredUser: () => user as SessionUser | null,
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

describe('the OpenID client loads after the first screen', () => {
  type Listener = (...args: unknown[]) => void;
  function setup(stored: Record<string, unknown>, options: { online?: boolean } = {}) {
    const calls: string[] = [];
    const storage = new Map<string, string>([['oidc.user', JSON.stringify(stored)]]);
    const deviceStorage = {
      getItem: (key: string) => storage.get(key) ?? null,
      setItem: (key: string, value: string) => void storage.set(key, value),
      removeItem: (key: string) => void storage.delete(key),
    };
    const listeners: Record<string, Listener[]> = {};
    const on = (name: string) => (listener: Listener) =>
      void (listeners[name] ??= []).push(listener);
    const off = (name: string) => (listener: Listener) =>
      void (listeners[name] = (listeners[name] ?? []).filter((other) => other !== listener));
    const renewed = { ...stored, access_token: 'renewed', expires_at: nowSeconds() + 3600 };
    const userManager = {
      getUser: async () => readStoredUser(deviceStorage, 'oidc.user'),
      removeUser: async () => {
        calls.push('removeUser');
        storage.delete('oidc.user');
      },
      signinSilent: async () => {
        calls.push('signinSilent');
        storage.set('oidc.user', JSON.stringify(renewed));
        return readStoredUser(deviceStorage, 'oidc.user');
      },
      signinRedirect: async () => void calls.push('signinRedirect'),
      signoutRedirect: async (args: { id_token_hint?: string }) =>
        void calls.push(`signoutRedirect ${args.id_token_hint}`),
      events: {
        addUserLoaded: on('userLoaded'),
        removeUserLoaded: off('userLoaded'),
        addUserUnloaded: on('userUnloaded'),
        removeUserUnloaded: off('userUnloaded'),
        addAccessTokenExpired: on('expired'),
        removeAccessTokenExpired: off('expired'),
        addSilentRenewError: on('renewError'),
        removeSilentRenewError: off('renewError'),
      },
    } as unknown as UserManager;
    let loads = 0;
    const assigned: string[] = [];
    const session = createAuthSession({
      loadUserManager: async () => {
        loads += 1;
        return userManager;
      },
      readStoredUser: () => readStoredUser(deviceStorage, 'oidc.user'),
      userStorageKey: 'oidc.user',
      postLogoutUrl: 'https://portal.example.org/',
      isOnline: () => options.online ?? true,
      clearLocalState: async () => void calls.push('clearLocalState'),
      window: {
        addEventListener: () => {},
        removeEventListener: () => {},
        location: {
          pathname: '/labs',
          search: '',
          hash: '',
          origin: 'https://portal.example.org',
          assign: (url: string) => void assigned.push(url),
        },
      } as unknown as Window,
      deviceStorage,
      log: { warn: () => {}, info: () => {} },
    });
    return {
      session,
      calls,
      assigned,
      loads: () => loads,
      emit: (name: string) => (listeners[name] ?? []).forEach((listener) => listener()),
    };
  }
  const nowSeconds = () => Math.floor(Date.now() / 1000);
  const bob = (expiresIn: number) => ({
    profile: { sub: 'bob', blsupport: true },
    access_token: 'stored',
    id_token: 'bob-id',
    expires_at: nowSeconds() + expiresIn,
  });

  it('opens signed in from the stored user without loading the client', async () => {
    const { session, loads } = setup(bob(3600));
    const started = await session.start();
    expect(started).toMatchObject({ kind: 'signed-in', user: { profile: { sub: 'bob' } } });
    expect(await session.getAccessToken()).toBe('stored');
    expect(loads()).toBe(0);
  });

  it('renews when the token expires once the client is loaded', async () => {
    const { session, calls, emit, loads } = setup(bob(3600));
    await session.start();
    await session.loadClient();
    expect(loads()).toBe(1);
    let changes = 0;
    session.subscribe(() => (changes += 1));
    emit('expired');
    await expect.poll(() => session.getUser()?.access_token).toBe('renewed');
    expect(calls).toEqual(['signinSilent']);
    expect(changes).toBe(1);
  });

  it('loads the client to renew an expired token that a call needs before the first screen', async () => {
    const { session, calls, loads } = setup(bob(-60));
    // The start renews an expired stored user while online.
    await session.start();
    expect(calls).toEqual(['signinSilent']);
    expect(session.getUser()?.access_token).toBe('renewed');
    expect(loads()).toBe(1);
  });

  it('keeps an expired stored user offline without loading the client', async () => {
    const offline = setup(bob(-60), { online: false });
    expect(await offline.session.start()).toMatchObject({ kind: 'signed-in' });
    expect(await offline.session.getAccessToken()).toBe('stored');
    expect(offline.loads()).toBe(0);
  });

  it('signs out through the client, loading it first if needed', async () => {
    const { session, calls, loads } = setup(bob(3600));
    await session.start();
    await session.signOut();
    expect(loads()).toBe(1);
    expect(calls).toEqual(['clearLocalState', 'signoutRedirect bob-id']);
  });

  it('signs out offline by removing the stored user', async () => {
    const { session, calls, assigned } = setup(bob(3600), { online: false });
    await session.start();
    await session.signOut();
    expect(calls).toEqual(['clearLocalState', 'removeUser']);
    expect(assigned).toEqual(['https://portal.example.org/']);
  });
});

describe('readStoredUser', () => {
  const storage = (value: string | null) => ({ getItem: () => value });
  it('reads the profile and tokens oidc-client-ts stored, and whether they expired', () => {
    const stored = { profile: { sub: 'a' }, access_token: 't', id_token: 'i', expires_at: 100 };
    const user = readStoredUser(storage(JSON.stringify(stored)), 'k', () => 99_000);
    expect(user).toMatchObject({ profile: { sub: 'a' }, access_token: 't', id_token: 'i' });
    expect(user?.expired).toBe(false);
    expect(readStoredUser(storage(JSON.stringify(stored)), 'k', () => 100_000)?.expired).toBe(true);
  });

  it('is null for nothing stored or something that is not a user', () => {
    expect(readStoredUser(storage(null), 'k')).toBeNull();
    expect(readStoredUser(storage('{oops'), 'k')).toBeNull();
    expect(readStoredUser(storage(JSON.stringify({ access_token: 't' })), 'k')).toBeNull();
  });
});
