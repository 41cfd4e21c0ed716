import { useCallback } from 'react';
import { createFileRoute, redirect } from '@tanstack/react-router';
import type { PortfolioAddress } from '@/features/portfolio/portfolio-address';
import { LabBookHost } from '@/app/lab-book-host';
import { PortfolioHost } from '@/app/portfolio-host';
import { optionalString, searchSchema } from '@/lib/search-params';

/**
 * /portfolio/:groupid?/:uuid?: the gradebook of a group (groupid; none: the students' lab books of
 * all groups), one student's book (uuid), or the own book (groupid `self` with the own uuid). The
 * query form of earlier links (`?groupid=&uuid=`) is moved into the path.
 */
const readOldQuery = searchSchema({ groupid: optionalString, uuid: optionalString });

export const Route = createFileRoute('/_app/_shell/_teacher/portfolio/{-$groupid}/{-$uuid}')({
  validateSearch: readOldQuery,
  beforeLoad: ({ params, search }) => {
    const old: ReturnType<typeof readOldQuery> = search;
    if (old.groupid === undefined && old.uuid === undefined) return;
    throw redirect({
      to: '/portfolio/{-$groupid}/{-$uuid}',
      params: pathParams({
        groupid: params.groupid ?? old.groupid,
        uuid: params.uuid ?? old.uuid,
      }),
      search: {},
      replace: true,
    });
  },
  component: PortfolioRoute,
});

/** The group segment meaning "all groups" (as the loader's "0"): a student's book needs one. */
const ALL_GROUPS = '0';

/** A student's book without a group still needs the group segment: `0`. */
function pathParams(address: PortfolioAddress): PortfolioAddress {
  return {
    groupid: address.groupid ?? (address.uuid ? ALL_GROUPS : undefined),
    uuid: address.uuid,
  };
}

function PortfolioRoute() {
  const { sessionUser, session } = Route.useRouteContext();
  const { groupid, uuid } = Route.useParams();
  const navigate = Route.useNavigate();
  const onAddressChange = useCallback(
    (next: PortfolioAddress, options?: { replace?: boolean }) =>
      void navigate({
        to: '/portfolio/{-$groupid}/{-$uuid}',
        params: pathParams(next),
        replace: options?.replace ?? false,
      }),
    [navigate],
  );
  const address = {
    groupid: groupid === ALL_GROUPS ? undefined : groupid,
    uuid,
  };
  return (
    <LabBookHost sessionUser={sessionUser} device={session.labBook} isTeacher>
      {(viewer, slots) => (
        <PortfolioHost
          viewer={viewer}
          isProxying={sessionUser.isProxying}
          address={address}
          onAddressChange={onAddressChange}
          headerActions={slots.portfolioHeaderActions}
        />
      )}
    </LabBookHost>
  );
}
