/** The PWA: a public client using the authorization code flow with PKCE. */
export const PWA_CLIENT_ID = 'lab-portal-web';

/**
 * Spec 1 §7 scopes. Refresh tokens are issued to the portal without `offline_access` (the
 * provider drops that scope unless consent is prompted), and they end with the sign-in session,
 * so signing out on a shared Chromebook revokes every token of that session.
 */
export const PWA_SCOPES = [
  'openid',
  'profile',
  'user',
  'licenses',
  'roles',
  'reseller',
  'reseller_admin',
  'lms_token',
  'blsupport',
] as const;
