import { FORCED_LOGIN_KEY } from '@/features/auth/forced-login';
import { ANONYMIZE_STORAGE_KEY } from '@/features/dashboard/anonymize-key';
import { BRANDING_STORAGE_KEY } from '@/lib/branding';
import { RUNTIME_CONFIG_STORAGE_KEY } from '@/lib/runtime-config';

/** Sidebar expanded or collapsed, remembered on the device. */
export const SIDEBAR_STORAGE_KEY = 'lab-portal:sidebar-collapsed';
/** Mantine's colour scheme key. */
export const COLOR_SCHEME_STORAGE_KEY = 'mantine-color-scheme-value';

/** Device settings survive a sign-out; everything else in localStorage belongs to the user. */
export const DEVICE_KEYS: readonly string[] = [
  RUNTIME_CONFIG_STORAGE_KEY,
  SIDEBAR_STORAGE_KEY,
  COLOR_SCHEME_STORAGE_KEY,
  FORCED_LOGIN_KEY,
  ANONYMIZE_STORAGE_KEY,
  BRANDING_STORAGE_KEY,
];

/**
 * Spec 1 §4: signed out elsewhere, local storage is cleared. We keep the device settings (the
 * saved runtime config lets the app start offline for the next student).
 */
export function clearUserStorage(storage: Storage, keep: readonly string[] = DEVICE_KEYS): void {
  const keys: string[] = [];
  for (let index = 0; index < storage.length; index += 1) {
    const key = storage.key(index);
    if (key !== null && !keep.includes(key)) keys.push(key);
  }
  keys.forEach((key) => storage.removeItem(key));
}
