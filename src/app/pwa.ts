import { createContext, useContext, useSyncExternalStore } from 'react';
import { registerSW } from 'virtual:pwa-register';

export interface PwaState {
  /** A new version is installed and waiting: the page offers Reload. */
  needRefresh: boolean;
  /** The app shell is cached: the app now opens with no network. */
  offlineReady: boolean;
}

export interface PwaUpdates {
  register(): void;
  getState(): PwaState;
  subscribe(listener: () => void): () => void;
  /** Activates the waiting worker (message SKIP_WAITING) and reloads once it controls the page. */
  reload(): void;
  dismiss(): void;
}

const UPDATE_CHECK_MS = 60 * 60 * 1000;

export function createPwaUpdates(): PwaUpdates {
  let state: PwaState = { needRefresh: false, offlineReady: false };
  const listeners = new Set<() => void>();
  let updateSW: ((reloadPage?: boolean) => Promise<void>) | undefined;
  const set = (next: Partial<PwaState>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };

  return {
    register() {
      if (!('serviceWorker' in navigator)) return;
      updateSW = registerSW({
        immediate: true,
        onNeedRefresh: () => set({ needRefresh: true }),
        onOfflineReady: () => set({ offlineReady: true }),
        onRegisteredSW(_url, registration) {
          // Chromebooks stay open for days: look for a new version every hour.
          if (registration)
            setInterval(() => void registration.update().catch(() => {}), UPDATE_CHECK_MS);
        },
        onRegisterError: (error: unknown) =>
          console.warn('[pwa] service worker registration failed:', error),
      });
    },
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload() {
      // workbox-window reloads only pages that had a worker when they opened; a first visit that
      // sees an update must reload too once the new worker takes over.
      navigator.serviceWorker?.addEventListener('controllerchange', () => location.reload(), {
        once: true,
      });
      if (updateSW) void updateSW(true);
      else location.reload();
    },
    dismiss: () => set({ needRefresh: false, offlineReady: false }),
  };
}

export const PwaContext = createContext<PwaUpdates | null>(null);

export function usePwaState(): { state: PwaState; updates: PwaUpdates } | null {
  const updates = useContext(PwaContext);
  const noop = () => () => {};
  const state = useSyncExternalStore(
    updates?.subscribe ?? noop,
    updates?.getState ?? (() => null),
    updates?.getState ?? (() => null),
  );
  return updates && state ? { state, updates } : null;
}
