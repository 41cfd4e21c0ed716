import { useCallback, useMemo, type ReactNode } from 'react';
import type { LocalEntry } from '@/offline/lab-book-db';
import { LabBookDeviceProvider } from '@/features/lab-book/device-provider';
import { useLabBookViewer } from '@/features/lab-book/use-lab-book-viewer';
import type { TeacherViewer } from '@/features/lab-book/viewer';
import { availableLabs } from '@/features/labs/lab-list';
import { EntrySyncBadge } from '@/features/sync/components/entry-sync-badge';
import type { PortfolioHeaderContext } from '@/features/portfolio/components/portfolio-page';
import { PortfolioExports } from '@/features/portfolio-exports/components/portfolio-exports';
import type { LabBookDevice } from '@/features/sync/lab-book-device';
import { useLabBookRefresh } from '@/features/sync/use-lab-book-data';
import type { SessionUser } from '@/features/user/session-user';
import { useAppSession } from './session';

const renderSyncBadge = (entry: LocalEntry) => <EntrySyncBadge entry={entry} />;

/** What the lab-book screens may show of other features. */
export interface LabBookSlots {
  /** The Portfolio header's exports (unknown reports, lab-cam data) for instructors. */
  portfolioHeaderActions: (context: PortfolioHeaderContext) => ReactNode;
}

/**
 * What the lab-book screens get from the app (/labbook and /portfolio): the labs the user may
 * see, the viewer, the device with the sync feature's badge and background refresh, the PDF
 * export over the auth socket, and the Portfolio's exports (a feature of their own, handed the
 * same socket's PDF jobs). The app composes them, so the features do not import each other.
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
  children: (viewer: TeacherViewer, slots: LabBookSlots) => ReactNode;
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
  const portfolioHeaderActions = useCallback(
    (context: PortfolioHeaderContext) => (
      <PortfolioExports {...context} jobs={pdfExporter} printName={sessionUser.name} />
    ),
    [pdfExporter, sessionUser.name],
  );
  return (
    <LabBookDeviceProvider
      db={device.db}
      store={device.store}
      renderSyncBadge={renderSyncBadge}
      refreshOwnBook={refetch}
      pdfExporter={pdfExporter}
    >
      {children(viewer, { portfolioHeaderActions })}
    </LabBookDeviceProvider>
  );
}
