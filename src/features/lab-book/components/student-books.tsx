import { useMemo, useState, type ReactNode } from 'react';
import { Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { ClientGroup } from '@common/schemas/groups';
import { displayName, listName } from '@common/domain/display-name';
import { searchStudents, userRetrievalProgress, withLabBooks } from '@common/domain/lab-book-rules';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { useGroupsStudents, type GroupStudent } from '../api/get-group-students';
import { useRecentEntries } from '../api/get-recent-entries';
import { labBookQueries } from '../api/queries';
import { useLabBookDevice } from '../device';
import { LAB_BOOK_NAMESPACE, labBookLocales } from '../locales';
import type { TeacherViewer } from '../viewer';
import { StudentBook } from './student-book';
import { StudentBrowserHeading } from './student-browser-heading';
import { StudentSelector } from './student-selector';

/** Where the students' books are: a group (null: all groups) and a student (a uuid) or none. */
export interface StudentBooksAddress {
  groupid?: string;
  uuid?: string;
}

interface StudentBooksProps {
  viewer: TeacherViewer;
  /** The groups the viewer teaches (archived and, for TAs, untutored ones left out). */
  groups: readonly ClientGroup[];
  /** False while the groups load (the progress bar's first step). */
  isGroupsLoaded: boolean;
  /** The groups API is not there: no students can be listed. */
  isGroupsUnavailable: boolean;
  groupId: number | null;
  /** One student's book (lab_book_browser); none: the student selector (student_lab_book). */
  studentId?: string;
  /** The Portfolio's header (title, mode toggle, actions), shown above. */
  heading: ReactNode;
  onAddressChange: (address: StudentBooksAddress, options?: { replace?: boolean }) => void;
}

/**
 * The students' lab books for instructors and TAs (spec 2 "Lab book screen"): student_lab_book
 * (group filter, student search, the selector of students with a book) and lab_book_browser (one
 * student's book with previous / next). The Portfolio (another feature, composed by the app)
 * hands in its header and the groups.
 */
export function StudentBooks({
  viewer,
  groups,
  isGroupsLoaded,
  isGroupsUnavailable,
  groupId,
  studentId,
  heading,
  onAddressChange,
}: StudentBooksProps) {
  const { t, i18n } = useFeatureTranslation(LAB_BOOK_NAMESPACE, labBookLocales);
  const groupIds = useMemo(
    () => (groupId !== null ? [groupId] : groups.map((group) => group.Id)),
    [groupId, groups],
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
  const isLoadingQueue = !isGroupsLoaded || members.done < members.total;
  const progress = isLoadingQueue
    ? userRetrievalProgress(isGroupsLoaded, members.done, members.total)
    : null;
  const groupParam = groupId !== null ? String(groupId) : undefined;

  if (studentId !== undefined) {
    const student = students.find((item) => item.UserId === studentId);
    return (
      <StudentBook
        key={studentId}
        studentId={studentId}
        viewer={viewer}
        owner={student ? { name: displayName(student), email: student.email ?? '' } : undefined}
        heading={
          <>
            {heading}
            <StudentBrowserHeading
              students={books}
              studentId={studentId}
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
      {heading}
      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('filters.group')}
          w={260}
          data={[
            { value: '', label: t('filters.allGroups') },
            ...groups.map((group) => ({ value: String(group.Id), label: group.Name })),
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
      {isGroupsUnavailable ? (
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

/** The Portfolio's refresh, for the lab-book part: other users' books and the own book. */
export function useRefreshBooks(): () => Promise<unknown> {
  const queryClient = useQueryClient();
  const { refreshOwnBook } = useLabBookDevice();
  return () =>
    Promise.allSettled([
      queryClient.invalidateQueries({ queryKey: labBookQueries.all }),
      refreshOwnBook?.(),
    ]);
}
