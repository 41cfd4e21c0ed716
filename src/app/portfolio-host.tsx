import type { ReactNode } from 'react';
import { OwnBook } from '@/features/lab-book/components/own-book';
import { StudentBooks, useRefreshBooks } from '@/features/lab-book/components/student-books';
import type { TeacherViewer } from '@/features/lab-book/viewer';
import {
  PortfolioPage,
  type PortfolioHeaderContext,
} from '@/features/portfolio/components/portfolio-page';
import type { PortfolioAddress } from '@/features/portfolio/portfolio-address';

/**
 * The Portfolio as the app composes it (spec 3 §2): the portfolio feature's page (header, the
 * gradebook grid of a group) with the lab-book feature's parts in its slots: My Lab Book, the
 * students' lab books of all groups and one student's book (opened from the grid's book icon).
 * Rendered inside `LabBookHost`, which provides the device the lab-book parts read.
 */
export function PortfolioHost({
  viewer,
  isProxying,
  address,
  onAddressChange,
  headerActions,
}: {
  viewer: TeacherViewer;
  isProxying: boolean;
  address: PortfolioAddress;
  onAddressChange: (address: PortfolioAddress, options?: { replace?: boolean }) => void;
  headerActions: (context: PortfolioHeaderContext) => ReactNode;
}) {
  const refreshBooks = useRefreshBooks();
  return (
    <PortfolioPage
      viewer={{
        userId: viewer.userId,
        institutionId: viewer.institutionId,
        isTA: viewer.isTA,
        isProxying,
      }}
      address={address}
      onAddressChange={onAddressChange}
      slots={{
        headerActions,
        refreshBooks,
        ownBook: (heading) => <OwnBook key="own" viewer={viewer} heading={heading} />,
        studentBooks: ({
          heading,
          groups,
          isGroupsLoaded,
          isGroupsUnavailable,
          groupId,
          studentId,
        }) => (
          <StudentBooks
            viewer={viewer}
            groups={groups}
            isGroupsLoaded={isGroupsLoaded}
            isGroupsUnavailable={isGroupsUnavailable}
            groupId={groupId}
            studentId={studentId}
            heading={heading}
            onAddressChange={onAddressChange}
          />
        ),
      }}
    />
  );
}
