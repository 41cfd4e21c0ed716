import { useCallback } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  exportDeadLetters,
  listDeadLetters,
  syncCounts,
  type DeadLetter,
  type SyncCounts,
} from '@/offline/lab-book-queries';
import { retryDeadLetters } from '@/offline/outbox-state';
import { useLabBookDevice } from './lab-book-device';

/** Records not yet on the server, live from the device database (undefined while loading). */
export function useSyncCounts(): SyncCounts | undefined {
  const { db } = useLabBookDevice();
  return useLiveQuery(() => syncCounts(db), [db]);
}

/** Records the server refused, with the notes they carry. */
export function useDeadLetters(): DeadLetter[] | undefined {
  const { db } = useLabBookDevice();
  return useLiveQuery(() => listDeadLetters(db), [db]);
}

/** Retry (re-queue) and Export of dead letters; "send now" for the rest. */
export function useSyncActions() {
  const { db, sync } = useLabBookDevice();
  const retry = useCallback(
    async (seqs?: number[]) => {
      await retryDeadLetters(db, Date.now(), seqs);
      sync.nudge();
    },
    [db, sync],
  );
  const download = useCallback(async () => {
    const text = await exportDeadLetters(db, Date.now());
    const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `lab-book-not-saved-${new Date().toISOString().slice(0, 10)}.json`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }, [db]);
  return { retry, exportDeadLetters: download, sendNow: sync.nudge, retrySignIn: sync.retrySignIn };
}
