import { useMemo, useState } from 'react';
import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { DateField } from '@common/domain/assessment-dates';
import type { ClientGroup } from '@common/schemas/groups';
import type { Course, CourseData } from '@common/schemas/worksheets';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOnline } from '@/lib/use-online';
import { openWorksheets } from '@/lib/worksheets-launch';
import { useAssignmentGroups } from '../api/get-assignment-groups';
import { useAssignmentsCourses } from '../api/get-assignments-courses';
import { useCourseData } from '../api/get-course-data';
import type { AssignmentsMode } from '../api/queries';
import {
  filterSections,
  toSections,
  type AssignmentRow,
  type StatusFilter,
} from '../assignment-rows';
import { AssignmentsToolbar } from './assignments-toolbar';
import { DatesDialog } from './dates-dialog';
import { EmptyState, GroupsLink, RetryButton } from './empty-state';
import { toastError } from './feedback';
import { GuardedButton } from './guarded-button';
import { InstructorTable } from './instructor-table';
import { StudentTable } from './student-table';
import { useNowSeconds } from './use-date-format';
import { useAssignmentsTranslation } from './use-assignments-translation';

export interface AssignmentsViewer {
  userId: string;
  /** Instructors and TAs outside student view see the groups they teach; everyone else theirs. */
  mode: AssignmentsMode;
  /** A TA who is no instructor (no groups of their own to create). */
  isTaOnly: boolean;
  /** Acting as another user: date changes and launches are disabled (spec 3 §6). */
  isProxying: boolean;
}

interface AssignmentsPageProps {
  viewer: AssignmentsViewer;
  groupId: number | undefined;
  onGroupChange: (groupId: number | undefined) => void;
}

type Editing = { row: AssignmentRow; field: DateField; selectToday: boolean };

/** /assignments and /assignments/:groupId (spec 3 §2 "Assignments"). */
export function AssignmentsPage({ viewer, groupId, onGroupChange }: AssignmentsPageProps) {
  const { t } = useAssignmentsTranslation();
  useDocumentTitle(t('title'));
  const { data: groups } = useAssignmentGroups(viewer.mode, viewer.userId);
  const groupIds = useMemo(() => groups.map((group) => group.Id), [groups]);
  const courses = useAssignmentsCourses(viewer.userId, groupIds);
  const group = groups.find((g) => g.Id === groupId);
  const course = group ? courses.data?.find((c) => c.groupId === group.Id) : undefined;
  const [status, setStatus] = useState<StatusFilter>('All');
  const [search, setSearch] = useState('');
  const blockedReason = viewer.isProxying ? t('launch.proxying') : undefined;
  const isOwner = viewer.mode === 'teacher' && course?.role === 'owner';

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('title')}</Title>
        {isOwner && course ? (
          <GuardedButton
            variant="light"
            blockedReason={blockedReason}
            aria-description={t('toolbar.advancedSettingsHint')}
            onClick={() => launch({ view: 'course', courseId: course.id }, t('launch.failed'))}
          >
            {t('toolbar.advancedSettings')}
          </GuardedButton>
        ) : null}
      </Group>
      {groups.length === 0 ? (
        <NoGroups viewer={viewer} />
      ) : (
        <>
          <AssignmentsToolbar
            groups={groups}
            groupId={groupId}
            onGroupChange={onGroupChange}
            status={status}
            onStatusChange={setStatus}
            search={search}
            onSearchChange={setSearch}
          />
          {!group ? (
            <EmptyState text={t('empty.selectGroup')} />
          ) : courses.data === undefined ? (
            <Pending query={courses} />
          ) : !course ? (
            <TurnOn group={group} viewer={viewer} />
          ) : (
            <CourseAssignments
              viewer={viewer}
              group={group}
              course={course}
              status={status}
              search={search}
              blockedReason={blockedReason}
            />
          )}
        </>
      )}
    </Stack>
  );
}

function launch(target: Parameters<typeof openWorksheets>[0], failure: string) {
  openWorksheets(target).catch((error: unknown) => {
    console.warn('[assignments] worksheets launch failed:', error);
    toastError(failure);
  });
}

function NoGroups({ viewer }: { viewer: AssignmentsViewer }) {
  const { t } = useAssignmentsTranslation();
  if (viewer.mode === 'student') {
    return (
      <EmptyState text={t('empty.noGroupsStudent')}>
        <GroupsLink label={t('empty.joinGroup')} />
      </EmptyState>
    );
  }
  if (viewer.isTaOnly) return <EmptyState text={t('empty.noGroupsTa')} />;
  return (
    <EmptyState text={t('empty.noGroupsTeacher')}>
      <GroupsLink label={t('empty.createGroup')} />
    </EmptyState>
  );
}

/** The group has no course: its owner is told how to turn assignments on (spec 3 §4). */
function TurnOn({ group, viewer }: { group: ClientGroup; viewer: AssignmentsViewer }) {
  const { t } = useAssignmentsTranslation();
  if (viewer.mode === 'teacher' && group.isInstructor) {
    return (
      <EmptyState text={t('empty.turnOnOwner')}>
        <GroupsLink label={t('empty.goToGroups')} />
      </EmptyState>
    );
  }
  return <EmptyState text={t('empty.turnOnOthers')} />;
}

/** A query without data yet: loading, not saved on this device (offline), or not available. */
function Pending({ query }: { query: { isError: boolean; refetch: () => unknown } }) {
  const { t } = useAssignmentsTranslation();
  const isOnline = useOnline();
  if (!isOnline) return <EmptyState text={t('empty.notSaved')} />;
  if (query.isError) {
    return (
      <EmptyState text={t('empty.notAvailable')}>
        <RetryButton onRetry={() => void query.refetch()} />
      </EmptyState>
    );
  }
  return (
    <Group gap="sm" role="status">
      <Loader size="sm" />
      <Text>{t('empty.loading')}</Text>
    </Group>
  );
}

interface CourseAssignmentsProps {
  viewer: AssignmentsViewer;
  group: ClientGroup;
  course: Course;
  status: StatusFilter;
  search: string;
  blockedReason: string | undefined;
}

function CourseAssignments(props: CourseAssignmentsProps) {
  const courseData = useCourseData(props.course.id);
  if (courseData.data === undefined) return <Pending query={courseData} />;
  return <CourseTable {...props} data={courseData.data} />;
}

function CourseTable(props: CourseAssignmentsProps & { data: CourseData }) {
  const { t } = useAssignmentsTranslation();
  const now = useNowSeconds();
  const [editing, setEditing] = useState<Editing>();
  const { data, viewer, course } = props;
  const sections = useMemo(() => toSections(data, now), [data, now]);
  const shown = useMemo(
    () => filterSections(sections, { status: props.status, search: props.search }),
    [sections, props.status, props.search],
  );
  if (sections.length === 0) return <EmptyState text={t('empty.noAssignments')} />;
  if (shown.length === 0) return <EmptyState text={t('empty.noMatch')} />;
  const caption = t('table.caption', { group: props.group.Name });
  const role = data.course.role;

  if (viewer.mode === 'student') {
    return (
      <StudentTable
        caption={caption}
        sections={shown}
        gbMode={data.gbschemeData.defgbmode}
        blockedReason={props.blockedReason}
        onLaunch={(row, view) =>
          launch({ view, courseId: course.id, assessmentId: row.assessment.id }, t('launch.failed'))
        }
      />
    );
  }
  return (
    <>
      <InstructorTable
        caption={caption}
        sections={shown}
        canSetDates={role === 'owner' || role === 'co-instructor'}
        blockedReason={props.blockedReason}
        onEditDates={(row, field, selectToday) => setEditing({ row, field, selectToday })}
      />
      {role !== 'owner' && role !== 'co-instructor' ? (
        <Text size="sm" c="dimmed">
          {t('table.readOnly')}
        </Text>
      ) : null}
      {editing ? (
        <DatesDialog
          assessment={editing.row.assessment}
          field={editing.field}
          selectToday={editing.selectToday}
          blockedReason={props.blockedReason}
          onClose={() => setEditing(undefined)}
        />
      ) : null}
    </>
  );
}
