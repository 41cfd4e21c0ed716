import type { RuntimeConfig } from '@common/schemas/config';
import { STORED_USER_PREFIX } from '@/features/auth/stored-user';
import { resellerSubdomain } from '@/lib/reseller-host';
import { loadRuntimeConfig } from '@/lib/runtime-config';

export function hasStoredUser(storage: Pick<Storage, 'length' | 'key'>): boolean {
  for (let index = 0; index < storage.length; index++)
    if (storage.key(index)?.startsWith(STORED_USER_PREFIX)) return true;
  return false;
}

/**
 * Whether this visit can go straight to the identity provider's sign-in page: online, nobody
 * signed in on this device, no LMS launch ticket in the address (the app takes that one) and not
 * a reseller's host (the app first fetches and saves its branding for the next starts).
 */
export function goesStraightToSignIn(env: {
  online: boolean;
  storage: Pick<Storage, 'length' | 'key'>;
  hash: string;
  hostname: string;
}): boolean {
  return (
    env.online &&
    !hasStoredUser(env.storage) &&
    !env.hash.includes('lti_ticket') &&
    resellerSubdomain(env.hostname) === null
  );
}

export type ConfigResult = { config: RuntimeConfig } | { error: unknown };

/**
 * The first script of every visit, kept tiny. A signed-out student with a network is sent to the
 * sign-in page with only the OpenID client downloaded; everyone else gets the app (React,
 * Mantine, the router, translations), which the service worker has precached after the first
 * visit. Until then index.html shows its static spinner.
 */
export async function boot(element: HTMLElement): Promise<void> {
  const configResult: Promise<ConfigResult> = loadRuntimeConfig({ storage: localStorage }).then(
    (config) => ({ config }),
    (error: unknown) => ({ error }),
  );
  const visit = {
    online: navigator.onLine,
    storage: localStorage,
    hash: location.hash,
    hostname: location.hostname,
  };
  if (goesStraightToSignIn(visit)) {
    const result = await configResult;
    if ('config' in result) {
      const { signInWithoutApp } = await import('@/features/auth/sign-in-first');
      if (await signInWithoutApp(result.config).catch(() => false)) return;
    }
  }
  const { bootstrap } = await import('./bootstrap');
  await bootstrap(element, configResult);
}
