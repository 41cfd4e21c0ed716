import { useCallback, useEffect } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import {
  exportDeadLetters,
  listDeadLetters,
  syncCounts,
  type DeadLetter,
  type SyncCounts,
} from '@/offline/lab-book-queries';
import { discardUpload, retryDeadLetters } from '@/offline/outbox-state';
import { saveFile } from '@/lib/save-file';
import { useServices } from '@/lib/services';
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

/** Retry (re-queue), Export, and for a refused file Download and Discard; "send now" for the rest. */
export function useSyncActions() {
  const { db, sync } = useLabBookDevice();
  const retry = useCallback(
    async (seqs?: number[]) => {
      await retryDeadLetters(db, Date.now(), seqs);
      sync.nudge();
    },
    [db, sync],
  );
  const exportLetters = useCallback(async () => {
    const text = await exportDeadLetters(db, Date.now());
    saveFile(
      new Blob([text], { type: 'application/json' }),
      `lab-book-not-saved-${new Date().toISOString().slice(0, 10)}.json`,
    );
  }, [db]);
  /** The refused file as kept on this device, under its own name. */
  const download = useCallback((letter: DeadLetter) => {
    if (letter.file) saveFile(letter.file.blob, letter.file.name);
  }, []);
  const discard = useCallback(
    async (letter: DeadLetter) => {
      await discardUpload(db, letter.row.seq as number);
      sync.nudge();
    },
    [db, sync],
  );
  return {
    retry,
    exportDeadLetters: exportLetters,
    download,
    discard,
    sendNow: sync.nudge,
    retrySignIn: sync.retrySignIn,
  };
}

/** Server errors the outbox met (in this page or the worker) go to this tab's /debug log. */
export function useOutboxProblemLog(): void {
  const { sync } = useLabBookDevice();
  const { errorLog } = useServices();
  useEffect(
    () => sync.subscribeProblems((problem) => errorLog.record({ store: 'labBook', ...problem })),
    [sync, errorLog],
  );
}
