import { createContext, useContext } from 'react';
import { v7 as uuidv7 } from 'uuid';
import { openLabBookDb, type LabBookDb, type SyncEndpoints } from '@/offline/lab-book-db';
import { createLabBookStore, type LabBookStore } from '@/offline/lab-book-writes';
import { createPageSync, type PageAuth, type PageSync } from './page-sync';

/**
 * The signed-in user's lab book on this device: their database, the write API and the page's
 * sync. Made once at start (src/app/bootstrap.tsx); features reach it with the hooks below.
 */
export interface LabBookDevice {
  userId: string;
  db: LabBookDb;
  store: LabBookStore;
  sync: PageSync;
}

export interface LabBookDeviceOptions {
  userId: string;
  endpoints: SyncEndpoints;
  auth: PageAuth;
  serviceWorker?: ServiceWorkerContainer;
  locks?: LockManager;
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  document?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  /** The fetch of refreshes and the page's outbox runs (a proxying tab adds its header). */
  fetch?: typeof fetch;
  /** False while proxying: writes are never sent from this tab. */
  sendsOutbox?: boolean;
}

export function createLabBookDevice(options: LabBookDeviceOptions): LabBookDevice {
  const db = openLabBookDb(options.userId);
  const sync = createPageSync({ sub: options.userId, db, ...options });
  const store = createLabBookStore(db, {
    actorId: options.userId,
    authorId: options.userId,
    now: Date.now,
    newId: uuidv7,
    onWrite: () => {
      if (options.sendsOutbox !== false) sync.nudge();
    },
  });
  return { userId: options.userId, db, store, sync };
}

export const LabBookDeviceContext = createContext<LabBookDevice | null>(null);

export function useLabBookDevice(): LabBookDevice {
  const device = useContext(LabBookDeviceContext);
  if (!device) throw new Error('useLabBookDevice must be used inside <LabBookDeviceContext>');
  return device;
}

/** The write API (src/offline/lab-book-writes.ts) of the signed-in user. */
export function useLabBookStore(): LabBookStore {
  return useLabBookDevice().store;
}
