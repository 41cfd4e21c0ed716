import { useCallback, useMemo } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import type { LocalEntry } from '@/offline/lab-book-db';
import { PortfolioPage } from '@/features/lab-book/components/portfolio-page';
import { LabBookDeviceProvider } from '@/features/lab-book/device-provider';
import { useLabBookViewer } from '@/features/lab-book/use-lab-book-viewer';
import type { PortfolioSearch } from '@/features/lab-book/view-mode';
import { availableLabs } from '@/features/labs/lab-list';
import { EntrySyncBadge } from '@/features/sync/components/entry-sync-badge';
import { useLabBookRefresh } from '@/features/sync/use-lab-book-data';
import { optionalString, searchSchema } from '@/lib/search-params';

/**
 * /portfolio?groupid=&uuid=: the students' lab books of a group (groupid), one student's book
 * (uuid), or the own book (groupid=self with the own uuid). The gradebook comes later.
 */
export const Route = createFileRoute('/_app/_shell/_teacher/portfolio')({
  validateSearch: searchSchema({ groupid: optionalString, uuid: optionalString }),
  component: PortfolioRoute,
});

const renderSyncBadge = (entry: LocalEntry) => <EntrySyncBadge entry={entry} />;

function PortfolioRoute() {
  const { sessionUser, session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { products, betaTester } = sessionUser;
  const labTypes = useMemo(
    () => availableLabs(products, { betaTester }).map((entry) => entry.lab.labType),
    [products, betaTester],
  );
  const viewer = useLabBookViewer(sessionUser, labTypes, true);
  const { refetch } = useLabBookRefresh(sessionUser.userId);
  const onSearchChange = useCallback(
    (next: PortfolioSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  return (
    <LabBookDeviceProvider
      db={session.labBook.db}
      store={session.labBook.store}
      renderSyncBadge={renderSyncBadge}
      refreshOwnBook={refetch}
    >
      <PortfolioPage viewer={viewer} search={search} onSearchChange={onSearchChange} />
    </LabBookDeviceProvider>
  );
}
