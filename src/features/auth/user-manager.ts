import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { RuntimeConfig } from '@common/schemas/config';
import { isLocalHost, STORE_PREFIX } from './stored-user';

// The oidc-free helpers live in stored-user.ts (the app start must not load this module).
export { isLocalHost, safeReturnPath, userStorageKey } from './stored-user';

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
