import type { User } from 'oidc-client-ts';
import type { RuntimeConfig } from '@common/schemas/config';

// No runtime import of oidc-client-ts here: the signed-in app start reads the stored user with
// this module and loads the OpenID client (user-manager.ts) only after its first screen.

export const STORE_PREFIX = 'oidc.';
/** oidc-client-ts keeps a signed-in user under `oidc.user:<authority>:<client_id>`. */
export const STORED_USER_PREFIX = `${STORE_PREFIX}user:`;

/** What the app needs of the signed-in user; oidc-client-ts's User has all of it. */
export type SessionUser = Pick<User, 'profile' | 'access_token' | 'id_token' | 'expires_at'> & {
  readonly expired: boolean | undefined;
};

/** Spec 1 §9: automatic silent renew is off on localhost. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/** Where oidc-client-ts keeps the signed-in user; other tabs watch it to notice a sign-out. */
export function userStorageKey(config: RuntimeConfig): string {
  return `${STORED_USER_PREFIX}${config.oidc.authority}:${config.oidc.client_id}`;
}

/**
 * The user oidc-client-ts stored (its User.toStorageString JSON), read without the library: the
 * first signed-in screen needs only the profile and the access token. `expired` follows
 * oidc-client-ts (`expires_at` in seconds; no `expires_at` means it never expires).
 */
export function readStoredUser(
  storage: Pick<Storage, 'getItem'>,
  key: string,
  now: () => number = Date.now,
): SessionUser | null {
  let stored: unknown;
  try {
    const text = storage.getItem(key);
    if (text === null) return null;
    stored = JSON.parse(text);
  } catch {
    return null;
  }
  if (!stored || typeof stored !== 'object') return null;
  const { profile, access_token, id_token, expires_at } = stored as Record<string, unknown>;
  if (typeof access_token !== 'string' || !profile || typeof profile !== 'object') return null;
  if (typeof (profile as { sub?: unknown }).sub !== 'string') return null;
  const expiresAt = typeof expires_at === 'number' ? expires_at : undefined;
  return {
    profile: profile as User['profile'],
    access_token,
    id_token: typeof id_token === 'string' ? id_token : undefined,
    expires_at: expiresAt,
    get expired() {
      return expiresAt === undefined ? undefined : expiresAt - Math.floor(now() / 1000) <= 0;
    },
  };
}

const AUTH_PAGES = new Set(['/callback.html', '/silent-renew.html']);

/** Only same-origin paths may be returned to after sign-in (no open redirect). */
export function safeReturnPath(value: unknown, origin: string): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) return '/';
  try {
    const url = new URL(value, origin);
    if (url.origin !== origin || AUTH_PAGES.has(url.pathname)) return '/';
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return '/';
  }
}
