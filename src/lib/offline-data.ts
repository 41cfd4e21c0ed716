import type {
  DefaultError,
  EnsureQueryDataOptions,
  QueryClient,
  QueryKey,
} from '@tanstack/react-query';

/** Offline, and this screen's data was never saved on this device. */
export class OfflineNoDataError extends Error {
  constructor() {
    super('This page has not been saved on this device yet and there is no connection.');
    this.name = 'OfflineNoDataError';
  }
}

/**
 * Route loaders never wait on the network when the device has the data: saved data is returned at
 * once (and refreshed in the background when stale); without it, offline fails fast instead of
 * leaving the page pending until the network returns.
 */
export function ensureQueryDataOffline<
  TQueryFnData,
  TError = DefaultError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<TQueryFnData, TError, TData, TQueryKey>,
  isOnline: () => boolean = () => navigator.onLine,
): Promise<TData> {
  if (queryClient.getQueryData(options.queryKey) === undefined && !isOnline()) {
    return Promise.reject(new OfflineNoDataError());
  }
  return queryClient.ensureQueryData({ ...options, revalidateIfStale: true });
}
