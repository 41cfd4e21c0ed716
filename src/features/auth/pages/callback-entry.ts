/**
 * /callback.html: finishes the authorization code flow, then returns to the address the user was
 * on when sign-in started. Kept apart from the app so it stays small and never renders a route.
 */
import { getCookie, LANGUAGE_COOKIE } from '@/lib/cookies';
import { createI18n, resolveLanguage } from '@/lib/i18n';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { createUserManager, safeReturnPath } from '../user-manager';
import { clearForcedLogin } from '../forced-login';

async function main(): Promise<void> {
  const page = document.getElementById('auth-page');
  const i18n = await createI18n(resolveLanguage(getCookie(LANGUAGE_COOKIE), navigator.languages));
  document.documentElement.lang = i18n.language;
  page?.setAttribute('aria-label', i18n.t('auth.signingIn'));
  try {
    const config = await loadRuntimeConfig({ storage: localStorage });
    const userManager = createUserManager(config, {
      storage: localStorage,
      hostname: location.hostname,
    });
    // The provider has just asked for the password (prompt=login): its session is the new
    // user's. Cleared first, so no other tab takes the new user for a stale one.
    clearForcedLogin(localStorage);
    const user = await userManager.signinRedirectCallback();
    const state = user.state as { returnTo?: unknown } | undefined;
    location.replace(safeReturnPath(state?.returnTo, location.origin));
  } catch (error) {
    console.error('[auth] sign-in callback failed:', error);
    if (!page) return;
    page.setAttribute('role', 'alert');
    const message = document.createElement('p');
    message.textContent = i18n.t('auth.callbackFailed');
    const again = document.createElement('a');
    again.href = '/';
    again.textContent = i18n.t('auth.signInAgain');
    page.replaceChildren(message, again);
    again.focus();
  }
}

void main();
