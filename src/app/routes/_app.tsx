import { createFileRoute } from '@tanstack/react-router';
import { getSessionUserQueryOptions } from '@/features/user/api/get-session-user';
import { toSessionUser } from '@/features/user/session-user';
import { ensureQueryDataOffline } from '@/lib/offline-data';

/** Every page needs the signed-in user: loaded once, from the device when it has a copy. */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ context }) => {
    const data = await ensureQueryDataOffline(
      context.queryClient,
      getSessionUserQueryOptions(context.services, context.session.userId),
    );
    return { sessionUser: toSessionUser(data, context.session.claims, new Date()) };
  },
});
