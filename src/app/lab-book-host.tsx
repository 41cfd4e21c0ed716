import { useMemo, type ReactNode } from 'react';
import type { LocalEntry } from '@/offline/lab-book-db';
import { LabBookDeviceProvider } from '@/features/lab-book/device-provider';
import { useLabBookViewer } from '@/features/lab-book/use-lab-book-viewer';
import type { TeacherViewer } from '@/features/lab-book/viewer';
import { availableLabs } from '@/features/labs/lab-list';
import { EntrySyncBadge } from '@/features/sync/components/entry-sync-badge';
import type { LabBookDevice } from '@/features/sync/lab-book-device';
import { useLabBookRefresh } from '@/features/sync/use-lab-book-data';
import type { SessionUser } from '@/features/user/session-user';
import { useAppSession } from './session';

const renderSyncBadge = (entry: LocalEntry) => <EntrySyncBadge entry={entry} />;

/**
 * What the lab-book screens get from the app (/labbook and /portfolio): the labs the user may
 * see, the viewer, the device with the sync feature's badge and background refresh, and the PDF
 * export over the auth socket. The app
 * composes them, so the features do not import each other.
 */
export function LabBookHost({
  sessionUser,
  device,
  isTeacher,
  children,
}: {
  sessionUser: SessionUser;
  device: LabBookDevice;
  isTeacher: boolean;
  children: (viewer: TeacherViewer) => ReactNode;
}) {
  const { products, betaTester } = sessionUser;
  const labTypes = useMemo(
    () => availableLabs(products, { betaTester }).map((entry) => entry.lab.labType),
    [products, betaTester],
  );
  const viewer = useLabBookViewer(sessionUser, labTypes, isTeacher);
  // The own book is read from the device and refreshed from the server in the background.
  const { refetch } = useLabBookRefresh(sessionUser.userId);
  const { pdfExporter } = useAppSession();
  return (
    <LabBookDeviceProvider
      db={device.db}
      store={device.store}
      renderSyncBadge={renderSyncBadge}
      refreshOwnBook={refetch}
      pdfExporter={pdfExporter}
    >
      {children(viewer)}
    </LabBookDeviceProvider>
  );
}
