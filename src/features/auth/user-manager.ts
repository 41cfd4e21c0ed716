import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '@common/schemas/config';

const STORE_PREFIX = 'oidc.';

/** Spec 1 §9: automatic silent renew is off on localhost. */
export function isLocalHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]';
}

/**
 * The OpenID client of the PWA: authorization code + PKCE, custom claims (roles, licenses,
 * blsupport) from userinfo, and the user kept in localStorage so the app opens offline.
 */
export function createUserManager(
  config: RuntimeConfig,
  options: { storage: Storage; hostname: string },
): UserManager {
  const { oidc } = config;
  return new UserManager({
    authority: oidc.authority,
    client_id: oidc.client_id,
    redirect_uri: oidc.redirect_uri,
    silent_redirect_uri: oidc.silent_redirect_uri,
    post_logout_redirect_uri: oidc.post_logout_redirect_uri,
    scope: oidc.scope,
    response_type: 'code',
    loadUserInfo: true,
    automaticSilentRenew: !isLocalHost(options.hostname),
    accessTokenExpiringNotificationTimeInSeconds: 10,
    // oidc-provider has no session-management iframe; sign-outs arrive over the auth socket.
    monitorSession: false,
    userStore: new WebStorageStateStore({ prefix: STORE_PREFIX, store: options.storage }),
    stateStore: new WebStorageStateStore({ prefix: STORE_PREFIX, store: options.storage }),
  });
}

/** Where oidc-client-ts keeps the signed-in user; other tabs watch it to notice a sign-out. */
export function userStorageKey(config: RuntimeConfig): string {
  return `${STORE_PREFIX}user:${config.oidc.authority}:${config.oidc.client_id}`;
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
