import { useQuery } from '@tanstack/react-query';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  listSessionsWithEntries,
  localFileOfEntry,
  type SessionWithEntries,
} from '@/offline/lab-book-queries';
import type { LocalFile } from '@/offline/lab-book-db';
import { useLabBookDevice } from './lab-book-device';

/**
 * A book as the device has it (ARCHITECTURE.md point 7): sessions oldest first, each with its
 * entries, live. Undefined only while the first read runs (never waits for the network).
 */
export function useLabBookSessions(actorId: string | undefined): SessionWithEntries[] | undefined {
  const { db } = useLabBookDevice();
  return useLiveQuery(
    () => (actorId ? listSessionsWithEntries(db, actorId) : Promise.resolve([])),
    [db, actorId],
  );
}

/** The file of an entry while it is still only on this device (to show or open it offline). */
export function useLocalFile(entryId: string | undefined): LocalFile | undefined {
  const { db } = useLabBookDevice();
  return useLiveQuery(
    () => (entryId ? localFileOfEntry(db, entryId) : Promise.resolve(undefined)),
    [db, entryId],
  );
}

export const labBookRefreshKey = (actorId: string) => ['lab-book', 'refresh', actorId] as const;

/**
 * Background refresh of a book from the server into the device, as a query: it runs whenever the
 * book is shown, again on focus and reconnect, and `refetch()` is the refresh button. Its data is
 * only the outcome; the book itself is read from the device (useLabBookSessions), and a refresh
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
