import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ClientGroup } from '@common/schemas/groups';
import { visibleGroups } from '@common/domain/lab-book-rules';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { usePortfolioGroups } from '../api/get-groups';
import { portfolioQueries } from '../api/queries';
import { PORTFOLIO_NAMESPACE, portfolioLocales } from '../locales';
import { portfolioView, SELF_GROUP, type PortfolioAddress } from '../portfolio-address';
import { Gradebook } from './gradebook';
import { PortfolioHeader } from './portfolio-header';

/** Who looks at the Portfolio. */
export interface PortfolioViewer {
  userId: string;
  institutionId: number;
  isTA: boolean;
  /** Acting as another user (the proxy): score links are blocked, actions disabled. */
  isProxying: boolean;
}

/** What the header's slot for other features' actions (the app fills it) is told. */
export interface PortfolioHeaderContext {
  /** The group shown; null for All Groups. */
  group: ClientGroup | null;
  /** The groups of the group filter. */
  groups: readonly ClientGroup[];
}

/** The groups, as the lab-book parts the app puts in the Portfolio need them. */
export interface PortfolioGroupsContext {
  groups: readonly ClientGroup[];
  isGroupsLoaded: boolean;
  isGroupsUnavailable: boolean;
  heading: ReactNode;
}

/** The parts of the Portfolio that belong to other features, filled by the app. */
export interface PortfolioSlots {
  /** Other features' header actions (the exports), shown with the students. */
  headerActions?: (context: PortfolioHeaderContext) => ReactNode;
  /** My Lab Book. */
  ownBook: (heading: ReactNode) => ReactNode;
  /** The students' lab books: one student's (studentId) or, with no group, all groups' list. */
  studentBooks: (
    context: PortfolioGroupsContext & { groupId: number | null; studentId?: string },
  ) => ReactNode;
  /** The lab-book part of Refresh. */
  refreshBooks: () => Promise<unknown>;
}

interface PortfolioPageProps {
  viewer: PortfolioViewer;
  address: PortfolioAddress;
  onAddressChange: (address: PortfolioAddress, options?: { replace?: boolean }) => void;
  slots: PortfolioSlots;
}

/**
 * /portfolio for instructors and TAs (spec 3 §2): Student Portfolio, the gradebook grid of the
 * chosen group (with no group, the students' lab books of all groups), and My Lab Book. A
 * student's book opens from the grid's lab-book icon.
 */
export function PortfolioPage({ viewer, address, onAddressChange, slots }: PortfolioPageProps) {
  const { t } = useFeatureTranslation(PORTFOLIO_NAMESPACE, portfolioLocales);
  useDocumentTitle(t('title'));
  const queryClient = useQueryClient();
  const groups = usePortfolioGroups(viewer.institutionId, viewer.userId);
  const shownGroups = useMemo(
    () => visibleGroups(groups.data ?? [], viewer.isTA),
    [groups.data, viewer.isTA],
  );
  // Unknown while the groups load or cannot be read (offline): nothing is redirected then.
  const knownGroupIds = useMemo(
    () => (groups.data === undefined ? null : new Set(shownGroups.map((group) => group.Id))),
    [groups.data, shownGroups],
  );
  const view = portfolioView(address, viewer.userId, knownGroupIds);

  // An unknown group id goes back to the plain Portfolio.
  useEffect(() => {
    if (view.mode === 'redirect') onAddressChange({}, { replace: true });
  }, [view.mode, onAddressChange]);

  const groupId =
    view.mode === 'student_lab_book' || view.mode === 'lab_book_browser' ? view.groupId : null;
  const groupParam = groupId !== null ? String(groupId) : undefined;
  // The group chosen in Student Portfolio survives a visit to My Lab Book (whose address carries
  // no group): switching back shows that group again.
  const [chosenGroup, setChosenGroup] = useState(groupParam);
  const isStudentsMode = view.mode === 'student_lab_book' || view.mode === 'lab_book_browser';
  if (isStudentsMode && chosenGroup !== groupParam) setChosenGroup(groupParam);

  if (view.mode === 'redirect') return null;

  const shownGroup = shownGroups.find((group) => group.Id === groupId) ?? null;
  const heading = (
    <PortfolioHeader
      actions={
        isStudentsMode
          ? slots.headerActions?.({ group: shownGroup, groups: shownGroups })
          : undefined
      }
      isOwnBook={view.mode === 'my_lab_book'}
      onModeChange={(own) =>
        own
          ? onAddressChange({ groupid: SELF_GROUP, uuid: viewer.userId })
          : // Spec 3 §2: switching back replaces the route, carrying the group.
            onAddressChange({ groupid: chosenGroup }, { replace: true })
      }
      onRefresh={() =>
        Promise.allSettled([
          queryClient.invalidateQueries({ queryKey: portfolioQueries.all }),
          slots.refreshBooks(),
        ])
      }
    />
  );

  if (view.mode === 'my_lab_book') return slots.ownBook(heading);

  const groupsContext: PortfolioGroupsContext = {
    groups: shownGroups,
    isGroupsLoaded: !groups.isPending,
    isGroupsUnavailable: groups.data === null,
    heading,
  };
  if (view.mode === 'lab_book_browser' || groupId === null) {
    return slots.studentBooks({
      ...groupsContext,
      groupId,
      studentId: view.mode === 'lab_book_browser' ? view.studentId : undefined,
    });
  }

  return (
    <Gradebook
      key={groupId}
      viewer={viewer}
      groupId={groupId}
      group={shownGroup}
      groups={shownGroups}
      heading={heading}
      onGroupChange={(next) =>
        onAddressChange({ groupid: next === null ? undefined : String(next) }, { replace: true })
      }
      onOpenLabBook={(studentId) => onAddressChange({ groupid: groupParam, uuid: studentId })}
    />
  );
}
