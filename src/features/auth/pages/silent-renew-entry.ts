/** /silent-renew.html: the hidden frame of a silent renew posts its answer to the app. */
import { readSavedRuntimeConfig } from '@/lib/runtime-config';
import { createUserManager } from '../user-manager';

async function main(): Promise<void> {
  const config = await readSavedRuntimeConfig(localStorage);
  if (!config) return;
  await createUserManager(config, {
    storage: localStorage,
    hostname: location.hostname,
  }).signinSilentCallback();
}

main().catch((error: unknown) => console.warn('[auth] silent renew callback failed:', error));
