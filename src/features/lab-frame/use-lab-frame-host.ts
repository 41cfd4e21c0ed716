import { useMemo } from 'react';
import { useRouteContext } from '@tanstack/react-router';

/**
 * Who the lab works for and where its records go: the signed-in user and their lab book on this
 * device, both from the `_app` route's context (the app's device: its writes nudge the outbox).
 */
export function useLabFrameHost() {
  const { sessionUser, services, session } = useRouteContext({ from: '/_app' });
  const { userId, name } = sessionUser;
  const user = useMemo(() => ({ userId, name }), [userId, name]);
  return { user, book: session.labBook.store, errorLog: services.errorLog };
}
