import { useQuery } from '@tanstack/react-query';
import { useLabBookDevice } from './lab-book-device';

export const labBookRefreshKey = (actorId: string) => ['lab-book', 'refresh', actorId] as const;

/**
 * Background refresh of a book from the server into the device, as a query: it runs whenever the
 * book is shown, again on focus and reconnect, and `refetch()` is the refresh button. Its data is
 * only the outcome; the book itself is read from the device (a live query of src/offline/lab-book-queries.ts), and a refresh
 * never overwrites queued work (src/offline/lab-book-merge.ts).
 */
export function useLabBookRefresh(actorId: string | undefined) {
  const { sync } = useLabBookDevice();
  return useQuery({
    queryKey: labBookRefreshKey(actorId ?? ''),
    enabled: Boolean(actorId),
    // Each time the book is shown (also after a reload restored an older outcome).
    staleTime: 0,
    refetchOnMount: 'always',
    queryFn: async ({ signal }) => {
      const result = await sync.refresh(actorId as string, { signal });
      if (!result.ok) throw new Error(result.reason);
      return { ...result, at: Date.now() };
    },
  });
}
