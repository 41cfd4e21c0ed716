import type { RuntimeConfig } from '@common/schemas/config';
import { parseRuntimeConfig } from '@common/domain/runtime-config-check';

/** Where the last good copy of `/config.json` is kept, so the app can start with no network. */
export const RUNTIME_CONFIG_STORAGE_KEY = 'lab-portal:runtime-config';

export class RuntimeConfigUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The portal configuration could not be loaded and no saved copy exists.', { cause });
    this.name = 'RuntimeConfigUnavailableError';
  }
}

export interface LoadRuntimeConfigOptions {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  fetch?: typeof fetch;
  url?: string;
  /** With a saved copy we do not keep a student waiting on a flaky network. */
  timeoutWithCopyMs?: number;
  timeoutWithoutCopyMs?: number;
}

export async function readSavedRuntimeConfig(
  storage: Pick<Storage, 'getItem'>,
): Promise<RuntimeConfig | undefined> {
  const text = storage.getItem(RUNTIME_CONFIG_STORAGE_KEY);
  if (!text) return undefined;
  try {
    return parseRuntimeConfig(JSON.parse(text));
  } catch {
    return undefined;
  }
}

/**
 * GET /config.json at start. The fresh copy wins and is saved; when the network fails, the last
 * saved copy is used so the installed app opens offline.
 */
export async function loadRuntimeConfig(options: LoadRuntimeConfigOptions): Promise<RuntimeConfig> {
  const saved = await readSavedRuntimeConfig(options.storage);
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const timeout = saved
    ? (options.timeoutWithCopyMs ?? 4000)
    : (options.timeoutWithoutCopyMs ?? 30_000);
  try {
    const response = await doFetch(options.url ?? '/config.json', {
      cache: 'no-cache',
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeout),
    });
    if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
    const config = parseRuntimeConfig(await response.json());
    options.storage.setItem(RUNTIME_CONFIG_STORAGE_KEY, JSON.stringify(config));
    return config;
  } catch (error) {
    if (saved) return saved;
    throw new RuntimeConfigUnavailableError(error);
  }
}

/**
 * Whether sign-in can complete on this origin: the provider sends the user back to the config's
 * redirect URI, which is this origin on PUBLIC_URL and on a registered reseller's host only.
 */
export function signsInHere(config: RuntimeConfig, origin: string): boolean {
  try {
    return new URL(config.oidc.redirect_uri).origin === origin;
  } catch {
    return false;
  }
}
