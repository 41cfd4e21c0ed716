import { useEffect, useMemo, useState, type ReactNode } from 'react';
import {
  ActionIcon,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClientGroup } from '@common/schemas/groups';
import { displayName, listName } from '@common/domain/display-name';
import {
  searchStudents,
  userRetrievalProgress,
  visibleGroups,
  withLabBooks,
} from '@common/domain/lab-book-rules';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { useGroupsStudents, type GroupStudent } from '../api/get-group-students';
import { useGroups } from '../api/get-groups';
import { useRecentEntries } from '../api/get-recent-entries';
import { labBookQueries } from '../api/queries';
import { useLabBookDevice } from '../device';
import { LAB_BOOK_NAMESPACE, labBookLocales } from '../locales';
import { portfolioView, SELF_GROUP, type PortfolioAddress } from '../view-mode';
import type { TeacherViewer } from '../viewer';
import { IconRefresh } from './icons';
import { OwnBook } from './own-book';
import { StudentBook } from './student-book';
import { StudentBrowserHeading } from './student-browser-heading';
import { StudentSelector } from './student-selector';

/** What the header's slot for other features' actions (the app fills it) is told. */
export interface PortfolioHeaderContext {
  /** The group shown; null for All Groups. */
  group: ClientGroup | null;
  /** The groups of the group filter. */
  groups: readonly ClientGroup[];
}

interface PortfolioPageProps {
  viewer: TeacherViewer;
  address: PortfolioAddress;
  onAddressChange: (address: PortfolioAddress, options?: { replace?: boolean }) => void;
  /** Actions of other features in the header (the exports), shown with the students' books. */
  headerActions?: (context: PortfolioHeaderContext) => ReactNode;
}

/**
 * /portfolio for instructors and TAs: student_lab_book (the students' lab books; the gradebook of
 * the Portfolio comes with a later release), lab_book_browser (one student's book) and
 * my_lab_book (their own).
 */
export function PortfolioPage({
  viewer,
  address,
  onAddressChange,
  headerActions,
}: PortfolioPageProps) {
  const { t, i18n } = useFeatureTranslation(LAB_BOOK_NAMESPACE, labBookLocales);
  useDocumentTitle(t('portfolioTitle'));
  const groups = useGroups(viewer.institutionId, viewer.userId, true);
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
  const groupIds = useMemo(
    () => (groupId !== null ? [groupId] : shownGroups.map((group) => group.Id)),
    [groupId, shownGroups],
  );
  const members = useGroupsStudents(viewer.institutionId, groupIds);
  const [query, setQuery] = useState('');
  const students = useMemo(
    () => searchStudents(members.students, query, viewer.userId, i18n.language),
    [members.students, query, viewer.userId, i18n.language],
  );
  const studentIds = useMemo(() => students.map((student) => student.UserId), [students]);
  const recent = useRecentEntries(studentIds);
  // The arrows walk the books the selector lists.
  const books = useMemo(() => withLabBooks(students, recent.data), [students, recent.data]);
  const [now] = useState(() => Date.now());
  const isLoadingQueue = groups.isPending || members.done < members.total;
  const progress = isLoadingQueue
    ? userRetrievalProgress(!groups.isPending, members.done, members.total)
    : null;

  const groupParam = groupId !== null ? String(groupId) : undefined;
  // The group chosen in Student Portfolio survives a visit to My Lab Book (whose address carries
  // no group): switching back shows that group's students again.
  const [chosenGroup, setChosenGroup] = useState(groupParam);
  const isStudentsMode = view.mode === 'student_lab_book' || view.mode === 'lab_book_browser';
  if (isStudentsMode && chosenGroup !== groupParam) setChosenGroup(groupParam);

  if (view.mode === 'redirect') return null;

  const shownGroup = shownGroups.find((group) => group.Id === groupId) ?? null;
  const header = (
    <PortfolioHeader
      actions={
        isStudentsMode ? headerActions?.({ group: shownGroup, groups: shownGroups }) : undefined
      }
      isOwnBook={view.mode === 'my_lab_book'}
      onModeChange={(own) =>
        own
          ? onAddressChange({ groupid: SELF_GROUP, uuid: viewer.userId })
          : // Spec 2: switching to the students' books replaces the route, carrying the group.
            onAddressChange({ groupid: chosenGroup }, { replace: true })
      }
    />
  );

  if (view.mode === 'my_lab_book') return <OwnBook key="own" viewer={viewer} heading={header} />;

  if (view.mode === 'lab_book_browser') {
    const student = students.find((item) => item.UserId === view.studentId);
    return (
      <StudentBook
        key={view.studentId}
        studentId={view.studentId}
        viewer={viewer}
        owner={student ? { name: displayName(student), email: student.email ?? '' } : undefined}
        heading={
          <>
            {header}
            <StudentBrowserHeading
              students={books}
              studentId={view.studentId}
              name={student ? listName(student) : undefined}
              onBack={() => onAddressChange({ groupid: groupParam })}
              onSelect={(next) =>
                onAddressChange({ groupid: groupParam, uuid: next.UserId }, { replace: true })
              }
            />
          </>
        }
      />
    );
  }

  return (
    <Stack gap="md">
      {header}
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('filters.group')}
          w={260}
          data={[
            { value: '', label: t('filters.allGroups') },
            ...shownGroups.map((group) => ({ value: String(group.Id), label: group.Name })),
          ]}
          value={groupParam ?? ''}
          onChange={(event) =>
            onAddressChange({ groupid: event.currentTarget.value || undefined }, { replace: true })
          }
        />
        <TextInput
          label={t('filters.student')}
          placeholder={t('filters.searchPlaceholder')}
          w={280}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      </Group>
      {groups.data === null ? (
        <Text size="sm" c="dimmed">
          {t('filters.groupsUnavailable')}
        </Text>
      ) : null}
      {members.isError ? (
        <Text size="sm" c="red.8" role="alert">
          {t('students.loadFailed')}
        </Text>
      ) : null}
      <StudentSelector
        students={students}
        lastUpdated={recent.data}
        progress={progress}
        now={now}
        onSelect={(student: GroupStudent) =>
          onAddressChange({ groupid: groupParam, uuid: student.UserId })
        }
      />
    </Stack>
  );
}

/** Title, other features' actions, the Student Portfolio / My Lab Book toggle and refresh. */
function PortfolioHeader({
  actions,
  isOwnBook,
  onModeChange,
}: {
  actions?: ReactNode;
  isOwnBook: boolean;
  onModeChange: (own: boolean) => void;
}) {
  const { t } = useTranslation('labBook');
  const queryClient = useQueryClient();
  const { refreshOwnBook } = useLabBookDevice();
  const [isRefreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await Promise.allSettled([
        queryClient.invalidateQueries({ queryKey: labBookQueries.all }),
        refreshOwnBook?.(),
      ]);
    } finally {
      setRefreshing(false);
    }
  };
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Title order={1} size="h2">
        {t('portfolioTitle')}
      </Title>
      <Group gap="sm">
        {actions}
        <SegmentedControl
          aria-label={t('mode.label')}
          value={isOwnBook ? 'own' : 'students'}
          onChange={(value) => onModeChange(value === 'own')}
          data={[
            { value: 'students', label: t('mode.studentPortfolio') },
            { value: 'own', label: t('mode.myLabBook') },
          ]}
        />
        <Tooltip label={t('refresh')}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('refresh')}
            loading={isRefreshing}
            onClick={() => void refresh()}
          >
            <IconRefresh />
          </ActionIcon>
        </Tooltip>
      </Group>
    </Group>
  );
}
