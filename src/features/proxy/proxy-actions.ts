import type { ProxySession } from '@common/schemas/proxy';
import { clearProxyState, saveProxyState, type ProxyState } from '@/lib/proxy-state';
import type { ApiContext } from '@/lib/services';
import { endProxy } from './api/proxy-api';
import { rememberCommonUser } from './common-users';

/** Where the app goes when a proxy starts or ends: a new page, so every query is the new user's. */
export const AFTER_PROXY_URL = '/labs';

interface Host {
  sessionStorage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  localStorage: Pick<Storage, 'getItem' | 'setItem'>;
  assign: (url: string) => void;
}

const browser = (): Host => ({
  sessionStorage: window.sessionStorage,
  localStorage: window.localStorage,
  assign: (url) => window.location.assign(url),
});

/** Keeps the proxied user in this tab and reloads the app as them. */
export function enterProxy(supportUserId: string, session: ProxySession, host: Host = browser()) {
  const state: ProxyState = {
    supportUserId,
    proxySessionId: session.proxySessionId,
    proxyToken: session.proxyToken,
    readOnly: session.readOnly,
    user: session.user,
  };
  saveProxyState(host.sessionStorage, state);
  rememberCommonUser(host.localStorage, supportUserId, session.user);
  host.assign(AFTER_PROXY_URL);
}

/**
 * "End Proxy": clears the proxy data and reloads (groups and everything else come back as the
 * support user's). A failure to end it on the server is only logged (spec 1 §4); the session
 * also ends by itself after 8 hours.
 */
export async function leaveProxy(ctx: ApiContext, state: ProxyState, host: Host = browser()) {
  try {
    await endProxy(ctx, state.proxySessionId);
  } catch (error) {
    console.warn('[proxy] ending the proxy session failed', error);
  }
  clearProxyState(host.sessionStorage);
  host.assign(AFTER_PROXY_URL);
}
