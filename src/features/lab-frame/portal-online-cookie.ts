/**
 * Spec 2 §7: while a lab is open the portal keeps a cookie alive, refreshed every 500 ms with a
 * 15 s lifetime, so a lab on the portal's site can tell that the portal is still there.
 */
export const PORTAL_ONLINE_COOKIE = 'portal_online';
export const PORTAL_ONLINE_REFRESH_MS = 500;
export const PORTAL_ONLINE_LIFETIME_S = 15;

export interface CookieTimer {
  /** Writes the cookie with the given lifetime in seconds. */
  write(name: string, value: string, maxAgeSeconds: number): void;
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
}

/** Starts refreshing; returns stop (the cookie then expires by itself within 15 s). */
export function startPortalOnlineCookie(timer: CookieTimer): () => void {
  const refresh = () => timer.write(PORTAL_ONLINE_COOKIE, '1', PORTAL_ONLINE_LIFETIME_S);
  refresh();
  const handle = timer.setInterval(refresh, PORTAL_ONLINE_REFRESH_MS);
  let isStopped = false;
  return () => {
    if (isStopped) return;
    isStopped = true;
    timer.clearInterval(handle);
  };
}
