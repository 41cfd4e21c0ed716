import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { PortfolioPage } from '@/features/lab-book/components/portfolio-page';
import type { PortfolioSearch } from '@/features/lab-book/view-mode';
import { LabBookHost } from '@/app/lab-book-host';
import { optionalString, searchSchema } from '@/lib/search-params';

/**
 * /portfolio?groupid=&uuid=: the students' lab books of a group (groupid), one student's book
 * (uuid), or the own book (groupid=self with the own uuid). The gradebook comes later.
 */
export const Route = createFileRoute('/_app/_shell/_teacher/portfolio')({
  validateSearch: searchSchema({ groupid: optionalString, uuid: optionalString }),
  component: PortfolioRoute,
});

function PortfolioRoute() {
  const { sessionUser, session } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const onSearchChange = useCallback(
    (next: PortfolioSearch, options?: { replace?: boolean }) =>
      void navigate({ search: next, replace: options?.replace ?? false }),
    [navigate],
  );
  return (
    <LabBookHost sessionUser={sessionUser} device={session.labBook} isTeacher>
      {(viewer) => (
        <PortfolioPage viewer={viewer} search={search} onSearchChange={onSearchChange} />
      )}
    </LabBookHost>
  );
}
