import { useContext, useMemo } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { v7 as uuidv7 } from 'uuid';
import { LabBookDeviceContext } from '@/features/sync/lab-book-device';
import { openLabBookDb } from '@/offline/lab-book-db';
import { createLabBookStore } from '@/offline/lab-book-writes';

/**
 * Who the lab works for and where its records go: the signed-in user (from the `_app` route's
 * context, so no feature reaches into the app) and their lab book on this device. The app's
 * device (src/features/sync/lab-book-device.ts: its writes nudge the outbox) when there is one;
 * otherwise a store of its own on the same database, which the outbox's periodic check sends.
 */
export function useLabFrameHost() {
  const { sessionUser, services } = useRouteContext({ from: '/_app' });
  const device = useContext(LabBookDeviceContext);
  const { userId, name } = sessionUser;
  const user = useMemo(() => ({ userId, name }), [userId, name]);
  const sharedStore = device?.userId === userId ? device.store : undefined;
  const book = useMemo(
    () =>
      sharedStore ??
      createLabBookStore(openLabBookDb(userId), {
        actorId: userId,
        authorId: userId,
        now: Date.now,
        newId: uuidv7,
      }),
    [sharedStore, userId],
  );
  return { user, book, errorLog: services.errorLog };
}
