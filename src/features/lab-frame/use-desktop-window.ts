import { useCallback, useEffect, useRef } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { createDesktopWindowHandler } from './desktop-protocol';

const DESKTOP_WINDOW_NAME = 'lab-portal-desktop';

/**
 * Opens the desktop labs page (config `links.desktop`) in a window the portal keeps talking to
 * (spec 2 §4 "Desktop window messages"): it answers `token_request` with the access token and
 * signs out on `logout`, for that window and that origin only. Without `noopener`, on purpose:
 * the desktop page needs `window.opener` to post to the portal, and its origin is configured.
 */
export function useDesktopWindow(): { open(): void } {
  const { session, services } = useRouteContext({ from: '/_app' });
  const desktopUrl = services.config.links.desktop;
  const target = useRef<Window | null>(null);
  const { auth } = session;
  const { errorLog } = services;

  useEffect(() => {
    const origin = new URL(desktopUrl, window.location.origin).origin;
    const handler = createDesktopWindowHandler({
      desktop: { origin, window: () => target.current },
      getAccessToken: () => auth.getAccessToken(),
      reply: (message) => target.current?.postMessage(message, origin),
      onHeartbeat: () => {},
      // Spec 2 §4: the desktop window's `close` closes it (the portal opened it, so it may).
      onClose: () => {
        target.current?.close();
        target.current = null;
      },
      onLogout: () => void auth.signOut(),
      log: (entry) => errorLog.record({ store: 'desktop-window', ...entry }),
    });
    const listener = (event: MessageEvent) => void handler.handle(event);
    window.addEventListener('message', listener);
    return () => window.removeEventListener('message', listener);
  }, [desktopUrl, auth, errorLog]);

  const open = useCallback(() => {
    target.current = window.open(desktopUrl, DESKTOP_WINDOW_NAME);
  }, [desktopUrl]);
  return { open };
}
