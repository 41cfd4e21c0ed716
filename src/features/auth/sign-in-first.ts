import type { RuntimeConfig } from '@common/schemas/config';
import { signsInHere } from '@/lib/runtime-config';
import { createAuthSession } from './auth-session';
import { createUserManager, userStorageKey } from './user-manager';

/**
 * A signed-out visit with a network: starts the sign-in (authorization code + PKCE) without the
 * app, so a student on a slow network sees the sign-in page sooner. True when the page is on its
 * way to the provider; false when the app must start instead (a user is stored after all, or
 * sign-in cannot come back to this host, which the app explains).
 */
export async function signInWithoutApp(config: RuntimeConfig): Promise<boolean> {
  if (!signsInHere(config, location.origin)) return false;
  const userManager = createUserManager(config, {
    storage: localStorage,
    hostname: location.hostname,
  });
  if (await userManager.getUser()) return false;
  const auth = createAuthSession({
    loadUserManager: async () => userManager,
    readStoredUser: () => null,
    userStorageKey: userStorageKey(config),
    postLogoutUrl: config.oidc.post_logout_redirect_uri,
    isOnline: () => navigator.onLine,
    window,
    deviceStorage: localStorage,
    // Nobody is signed in: there is no local state of a user to remove.
    clearLocalState: async () => {},
  });
  await auth.signIn();
  return true;
}
