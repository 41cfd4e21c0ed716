/**
 * The proxied user of this tab (issue 12, spec 1 §4 "Proxy mode"): kept in session storage, so
 * it is this tab's only and ends with it. Bound to the support user who started it: another
 * user signed in on this tab never inherits it.
 */
export const PROXY_STORAGE_KEY = 'lab-portal.proxy';

export interface ProxiedUser {
  UserId: string;
  Email: string;
  UserName: string;
  FirstName: string | null;
  LastName: string | null;
}

export interface ProxyState {
  supportUserId: string;
  proxySessionId: number;
  /** Sent as `X-Proxy-Session`; the server keeps only its hash. */
  proxyToken: string;
  readOnly: boolean;
  user: ProxiedUser;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isTextOrNull = (v: unknown) => v === null || typeof v === 'string';

function isProxyState(value: unknown): value is ProxyState {
  const s = value as Partial<ProxyState> | null;
  const u = s?.user as Partial<ProxiedUser> | undefined;
  return (
    isText(s?.supportUserId) &&
    Number.isInteger(s.proxySessionId) &&
    isText(s.proxyToken) &&
    typeof s.readOnly === 'boolean' &&
    isText(u?.UserId) &&
    typeof u.Email === 'string' &&
    typeof u.UserName === 'string' &&
    isTextOrNull(u.FirstName) &&
    isTextOrNull(u.LastName)
  );
}

/** This tab's proxy of `supportUserId`, or null (a broken or foreign one is removed). */
export function readProxyState(storage: Store, supportUserId: string): ProxyState | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(storage.getItem(PROXY_STORAGE_KEY) ?? 'null');
  } catch {
    parsed = null;
  }
  if (isProxyState(parsed) && parsed.supportUserId === supportUserId) return parsed;
  storage.removeItem(PROXY_STORAGE_KEY);
  return null;
}

export function saveProxyState(storage: Store, state: ProxyState): void {
  storage.setItem(PROXY_STORAGE_KEY, JSON.stringify(state));
}

export function clearProxyState(storage: Store): void {
  storage.removeItem(PROXY_STORAGE_KEY);
}

/** A fetch that sends this tab's proxy token (the lab book's reads while proxying). */
export function proxiedFetch(fetcher: typeof fetch, proxyToken: string): typeof fetch {
  return (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set(PROXY_HEADER_NAME, proxyToken);
    return fetcher(input, { ...init, headers });
  };
}

export const PROXY_HEADER_NAME = 'X-Proxy-Session';
