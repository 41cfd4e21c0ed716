import { useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { LocalEntry } from '@/offline/lab-book-db';
import { LabBookPage } from '@/features/lab-book/components/lab-book-page';
import { LabBookDeviceProvider } from '@/features/lab-book/device-provider';
import { useLabBookViewer } from '@/features/lab-book/use-lab-book-viewer';
import { availableLabs } from '@/features/labs/lab-list';
import { EntrySyncBadge } from '@/features/sync/components/entry-sync-badge';
import { useLabBookRefresh } from '@/features/sync/use-lab-book-data';

/** /labbook: the student's own lab book (students, and instructors or TAs in student view). */
export const Route = createFileRoute('/_app/_shell/_student/labbook')({
  component: LabBookRoute,
});

const renderSyncBadge = (entry: LocalEntry) => <EntrySyncBadge entry={entry} />;

function LabBookRoute() {
  const { sessionUser, session } = Route.useRouteContext();
  const { products, betaTester } = sessionUser;
  const labTypes = useMemo(
    () => availableLabs(products, { betaTester }).map((entry) => entry.lab.labType),
    [products, betaTester],
  );
  const viewer = useLabBookViewer(sessionUser, labTypes, false);
  // The own book is read from the device and refreshed from the server in the background.
  const { refetch } = useLabBookRefresh(sessionUser.userId);
  return (
    <LabBookDeviceProvider
      db={session.labBook.db}
      store={session.labBook.store}
      renderSyncBadge={renderSyncBadge}
      refreshOwnBook={refetch}
    >
      <LabBookPage viewer={viewer} />
    </LabBookDeviceProvider>
  );
}
