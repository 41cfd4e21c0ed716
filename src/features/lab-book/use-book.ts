import { useMemo, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  listNewestSessionsWithEntries,
  NEWEST_SESSIONS_FIRST,
  type SessionWithEntries,
} from '@/offline/lab-book-first-read';
import { listSessionsWithEntries } from '@/offline/lab-book-queries';
import { ApiError } from '@/lib/api-client';
import { useLabBook } from './api/get-lab-book';
import { sessionsFromDevice, sessionsFromServer, type BookSession } from './book-model';
import { useLabBookDevice } from './device';

export type BookState =
  | { status: 'loading' }
  | {
      status: 'ready';
      sessions: BookSession[];
      savedAt?: number;
      isStale?: boolean;
      /** Only the newest sessions so far: the rest of the book is being read from the device. */
      isPartial?: boolean;
    }
  | { status: 'error'; reason: 'forbidden' | 'offline' | 'failed' };

type DeviceSessions = readonly SessionWithEntries[];

/**
 * The signed-in user's own book: read from the device (ARCHITECTURE.md point 7), live, so a
 * note shows the moment it is committed; the sync engine refreshes it in the background. The
 * newest sessions are read first (a 10,000-entry book takes a while to read whole), then the
 * whole book, which replaces them. `newest`: the newest sessions already read (the /labbook
 * route reads them while its code downloads), so the first render shows them.
 */
export function useOwnBook(userId: string, newest?: DeviceSessions): BookState {
  const { db } = useLabBookDevice();
  // The newest sessions as first read, shown until the whole book is read.
  const [firstRead, setFirstRead] = useState<DeviceSessions | undefined>(newest);
  const readAll = firstRead !== undefined;
  const newestRead = useLiveQuery(
    () => (readAll ? null : listNewestSessionsWithEntries(db, userId, NEWEST_SESSIONS_FIRST)),
    [db, userId, readAll],
  );
  if (newestRead && !readAll) setFirstRead(newestRead);
  // The whole book is read once the newest sessions are shown (not at the same time: both
  // reads would share the main thread and the first screen would wait for the big one).
  const all = useLiveQuery(
    () => (readAll ? listSessionsWithEntries(db, userId) : undefined),
    [db, userId, readAll],
  );
  return useMemo((): BookState => {
    if (all) return { status: 'ready', sessions: sessionsFromDevice(all) };
    if (firstRead)
      return { status: 'ready', sessions: sessionsFromDevice(firstRead), isPartial: true };
    return { status: 'loading' };
  }, [all, firstRead]);
}

/**
 * Another user's book (instructor view): from the API through the persisted Query cache
 * (networkMode offlineFirst, so it opens offline once seen), plus the notes the viewer wrote into
 * it on this device that the server does not have yet.
 */
export function useOtherBook(userId: string, viewerId: string): BookState {
  const { db } = useLabBookDevice();
  const query = useLabBook(userId);
  // Only what the viewer wrote (or what has not reached the server): a session copied to the
  // device for a note also brings the student's synced entries, which the server copy shows.
  const local = useLiveQuery(
    () =>
      db.entries
        .where('[actorId+timestamp]')
        .between([userId, -Infinity], [userId, Infinity])
        .filter((entry) => entry.authorId === viewerId || entry.sync !== 'synced')
        .toArray(),
    [db, userId, viewerId],
  );
  return useMemo((): BookState => {
    if (query.data) {
      return {
        status: 'ready',
        sessions: sessionsFromServer(query.data, local ?? []),
        savedAt: query.dataUpdatedAt,
        isStale: query.isRefetchError,
      };
    }
    if (query.isError) {
      const error = query.error;
      if (error instanceof ApiError && (error.status === 403 || error.status === 404))
        return { status: 'error', reason: 'forbidden' };
      return { status: 'error', reason: 'failed' };
    }
    if (query.isPaused) return { status: 'error', reason: 'offline' };
    return { status: 'loading' };
  }, [
    query.data,
    query.isError,
    query.error,
    query.isPaused,
    query.dataUpdatedAt,
    query.isRefetchError,
    local,
  ]);
}
