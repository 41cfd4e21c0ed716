import { useEffect, useMemo, useState } from 'react';
import { Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAssignmentGroups } from '../api/get-assignment-groups';
import { useAssignmentsCourses } from '../api/get-assignments-courses';
import type { AssignmentsMode } from '../api/queries';
import type { StatusFilter } from '../assignment-rows';
import { AssignmentsToolbar } from './assignments-toolbar';
import { CourseAssignments } from './course-assignments';
import { EmptyState, NoGroups, Pending, TurnOn } from './empty-state';
import { GuardedButton } from './guarded-button';
import { useLaunch } from './use-launch';
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
  onGroupChange: (groupId: number | undefined, options?: { replace?: boolean }) => void;
}

/** /assignments and /assignments/:groupId (spec 3 §2 "Assignments"). */
export function AssignmentsPage({ viewer, groupId, onGroupChange }: AssignmentsPageProps) {
  const { t } = useAssignmentsTranslation();
  useDocumentTitle(t('title'));
  const { data: groups } = useAssignmentGroups(viewer.mode, viewer.userId);
  const groupIds = useMemo(() => groups.map((group) => group.Id), [groups]);
  const courses = useAssignmentsCourses(viewer.userId, groupIds);
  const group = groups.find((g) => g.Id === groupId);
  // A user with one group (most students) is shown it at once, as if they had chosen it.
  const onlyGroupId = groups.length === 1 ? groups[0]!.Id : undefined;
  useEffect(() => {
    if (groupId === undefined && onlyGroupId !== undefined)
      onGroupChange(onlyGroupId, { replace: true });
  }, [groupId, onlyGroupId, onGroupChange]);
  const course = group ? courses.data?.find((c) => c.groupId === group.Id) : undefined;
  const [status, setStatus] = useState<StatusFilter>('All');
  const [search, setSearch] = useState('');
  const blockedReason = viewer.isProxying ? t('launch.proxying') : undefined;
  const isOwner = viewer.mode === 'teacher' && course?.role === 'owner';
  const launch = useLaunch();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Title order={1}>{t('title')}</Title>
        {isOwner && course ? (
          <GuardedButton
            variant="light"
            blockedReason={blockedReason}
            aria-description={t('toolbar.advancedSettingsHint')}
            onClick={() => launch({ view: 'course', courseId: course.id })}
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
          ) : course.role === 'none' ? (
            // The group has a course the user was not added to (joined before the syllabus).
            <EmptyState text={t('empty.notInCourse')} />
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
