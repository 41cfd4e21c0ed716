import { createFileRoute } from '@tanstack/react-router';
import type { LocalEntry } from '@/offline/lab-book-db';
import { DevelopmentPage } from '@/features/developer/components/development-page';
import { EntrySyncBadge } from '@/features/sync/components/entry-sync-badge';

const renderSyncBadge = (entry: LocalEntry) => <EntrySyncBadge entry={entry} />;

/** /development: the lab-book test page (administrators and support), on the real write path. */
export const Route = createFileRoute('/_app/_shell/_developer/development')({
  component: DevelopmentRoute,
});

function DevelopmentRoute() {
  const { session } = Route.useRouteContext();
  return (
    <DevelopmentPage
      actorId={session.labBook.userId}
      db={session.labBook.db}
      store={session.labBook.store}
      renderSyncBadge={renderSyncBadge}
    />
  );
}
