/**
 * Signing out with no network cannot end the identity provider's session, so on a shared
 * Chromebook the next sign-in would let the previous student straight back in. The device
 * remembers that, and the next sign-in asks for the password (`prompt=login`).
 */
export const FORCED_LOGIN_KEY = 'lab-portal:force-login';

type DeviceStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function markForcedLogin(storage: DeviceStorage): void {
  storage.setItem(FORCED_LOGIN_KEY, '1');
}

/** The `prompt` of the next sign-in: `login` after an offline sign-out. */
export function signInPrompt(storage: DeviceStorage): 'login' | undefined {
  return storage.getItem(FORCED_LOGIN_KEY) === '1' ? 'login' : undefined;
}

/** A sign-in completed: the provider session is the new user's. */
export function clearForcedLogin(storage: DeviceStorage): void {
  storage.removeItem(FORCED_LOGIN_KEY);
}
