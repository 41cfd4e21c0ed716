import { useSyncExternalStore } from 'react';
import type { Whitelabel } from '@common/schemas/resellers';
import { loadContract } from './contract';
import { resellerSubdomain } from './reseller-host';

export { resellerSubdomain };

/** The last answer for this host's sub-domain, kept on the device so the branding works offline. */
export const BRANDING_STORAGE_KEY = 'lab-portal:branding';

/** Reseller images may only come from this origin or https (the CSP's img-src). */
export function isAllowedImageUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin || parsed.protocol === 'https:';
  } catch {
    return false;
  }
}

export interface Branding {
  name: string;
  logoUrl: string | null;
  spinnerUrl: string | null;
}

function toBranding(whitelabel: Whitelabel, origin: string): Branding {
  const allowed = (url: string | null) => (url && isAllowedImageUrl(url, origin) ? url : null);
  return {
    name: whitelabel.Name,
    logoUrl: allowed(whitelabel.LogoUrl),
    spinnerUrl: allowed(whitelabel.SpinnerUrl),
  };
}

type Listener = () => void;
let current: Branding | null = null;
const listeners = new Set<Listener>();

function setBranding(next: Branding | null): void {
  current = next;
  listeners.forEach((listener) => listener());
}

/** The reseller branding of this host, or null for the default Lab Portal look. */
export function useBranding(): Branding | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
  );
}

export function currentBranding(): Branding | null {
  return current;
}

interface SavedBranding {
  domain: string;
  whitelabel: Whitelabel | null;
}

function readSaved(storage: Pick<Storage, 'getItem'>, domain: string): SavedBranding | undefined {
  try {
    const saved = JSON.parse(storage.getItem(BRANDING_STORAGE_KEY) ?? 'null') as SavedBranding;
    if (saved?.domain !== domain) return undefined;
    if (saved.whitelabel === null) return saved;
    const { whitelabel } = saved;
    const valid =
      typeof whitelabel === 'object' &&
      typeof whitelabel.Name === 'string' &&
      (whitelabel.LogoUrl === null || typeof whitelabel.LogoUrl === 'string') &&
      (whitelabel.SpinnerUrl === null || typeof whitelabel.SpinnerUrl === 'string');
    return valid ? saved : undefined;
  } catch {
    return undefined;
  }
}

export interface RestoreBrandingOptions {
  hostname: string;
  origin: string;
  storage: Pick<Storage, 'getItem'>;
}

/** Applies the saved branding of this host at once (offline too); answers its sub-domain. */
export function restoreBranding(options: RestoreBrandingOptions): string | null {
  const domain = resellerSubdomain(options.hostname);
  const saved = domain ? readSaved(options.storage, domain) : undefined;
  setBranding(saved?.whitelabel ? toBranding(saved.whitelabel, options.origin) : null);
  return domain;
}

export interface LoadBrandingOptions extends RestoreBrandingOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** The user-api service; asked on this origin, since a reseller host is served by the same app. */
  userApiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * `GET resellers/whitelabel?domain={subdomain}` (spec 1 §7). The saved answer applies at once;
 * a fresh one replaces and saves it; a 404 means the default look; other failures (offline)
 * keep what was saved.
 */
export async function loadBranding(options: LoadBrandingOptions): Promise<Branding | null> {
  const domain = restoreBranding(options);
  if (!domain) return null;
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const path = new URL(options.userApiUrl, options.origin).pathname.replace(/\/$/, '');
  try {
    const response = await doFetch(
      `${options.origin}${path}/resellers/whitelabel?domain=${encodeURIComponent(domain)}`,
      {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      },
    );
    if (response.status !== 200 && response.status !== 404)
      throw new Error(`GET resellers/whitelabel answered ${response.status}`);
    let whitelabel: Whitelabel | null = null;
    if (response.status === 200) {
      const [{ whitelabelSchema }, body] = await Promise.all([
        loadContract(),
        response.json() as Promise<unknown>,
      ]);
      whitelabel = whitelabelSchema.parse(body);
    }
    options.storage.setItem(BRANDING_STORAGE_KEY, JSON.stringify({ domain, whitelabel }));
    setBranding(whitelabel ? toBranding(whitelabel, options.origin) : null);
  } catch (error) {
    console.warn('[branding] kept the saved branding', error);
  }
  return current;
}

/** index.html's static spinner, replaced by the reseller's as soon as the script runs. */
export function brandBootSpinner(document: Document, branding: Branding | null): void {
  const spinner = document.querySelector('.boot-spinner');
  if (!branding?.spinnerUrl || !spinner) return;
  const image = document.createElement('img');
  image.src = branding.spinnerUrl;
  image.alt = '';
  image.width = 48;
  image.height = 48;
  spinner.replaceWith(image);
}
