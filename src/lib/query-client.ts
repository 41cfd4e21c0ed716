import { QueryClient } from '@tanstack/react-query';
import { createAsyncStoragePersister } from '@tanstack/query-async-storage-persister';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  removeOldestQuery,
  type Persister,
} from '@tanstack/react-query-persist-client';
import { createStore, del, get, set } from 'idb-keyval';
import { ApiError } from './api-client';

/** Saved data older than this is dropped rather than shown (a week of school days offline). */
export const PERSIST_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** Bump when cached shapes change incompatibly; the app version is not used, so updates keep data. */
export const PERSIST_BUSTER = 'v1';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Run the query first and let it fail; do not wait for navigator.onLine (which lies on
        // captive portals), and pause retries while offline.
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        // Kept at least as long as the persisted copy, or restored data would be collected.
        gcTime: PERSIST_MAX_AGE_MS,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.isPermanent) && failureCount < 2,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

const cacheStore = () => createStore('lab-portal-cache', 'queries');

/** Each signed-in user has their own saved cache, so a shared Chromebook never mixes accounts. */
export const persistKey = (userId: string) => `query-cache:${userId}`;

export function createUserPersister(userId: string): Persister {
  const store = cacheStore();
  return createAsyncStoragePersister({
    key: persistKey(userId),
    // Short: a student who goes offline right after a page loaded still has it saved.
    throttleTime: 250,
    storage: {
      getItem: (key) => get<string>(key, store).then((value) => value ?? null),
      setItem: (key, value: string) => set(key, value, store),
      removeItem: (key) => del(key, store),
    },
    retry: removeOldestQuery,
  });
}

/**
 * Restores the user's saved queries before the first route loads (so loaders find them without
 * the network), then keeps saving. Returns the unsubscribe function.
 */
export async function restoreAndPersist(
  queryClient: QueryClient,
  persister: Persister,
): Promise<() => void> {
  try {
    await persistQueryClientRestore({
      queryClient,
      persister,
      maxAge: PERSIST_MAX_AGE_MS,
      buster: PERSIST_BUSTER,
    });
  } catch (error) {
    console.warn('[query-cache] could not restore saved data:', error);
  }
  return persistQueryClientSubscribe({ queryClient, persister, buster: PERSIST_BUSTER });
}

export async function deletePersistedCache(userId: string): Promise<void> {
  await del(persistKey(userId), cacheStore());
}
