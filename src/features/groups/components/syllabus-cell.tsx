import { Badge, Stack, Text } from '@mantine/core';
import type { Template } from '@common/schemas/activities';
import type { ClientGroup } from '@common/schemas/groups';
import { OnlineButton } from '@/components/online-button';
import type { GroupCourse } from '../api/course-schema';
import { groupPermissions } from '../group-rules';
import { syllabusName } from '../syllabus-options';
import { useGroupsTranslation } from './use-groups-translation';

export interface SyllabusColumn {
  courses: ReadonlyMap<number, GroupCourse>;
  /** The system templates, when loaded: a course is shown by its template's name. */
  templates?: readonly Template[];
  isPending: boolean;
  isError: boolean;
  onTurnOn: (group: ClientGroup) => void;
  onAllowTutorGrading: (group: ClientGroup, course: GroupCourse) => void;
  /** The course whose tutor grading is being saved. */
  allowingCourseId?: number;
}

/**
 * The syllabus column (spec 1 "Groups"): the course's name, with 'allow tutor grading' for the
 * owner; without a course, 'click to turn on assignments' (owners only, spec 3 §4).
 */
export function SyllabusCell({ group, column }: { group: ClientGroup; column: SyllabusColumn }) {
  const { t } = useGroupsTranslation();
  const { isOwner } = groupPermissions(group);
  const course = column.courses.get(group.Id);

  if (course) {
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{syllabusName(course, column.templates)}</Text>
        {isOwner && course.tutorGrading ? (
          <Badge variant="light">{t('syllabus.tutorGradingAllowed')}</Badge>
        ) : null}
        {isOwner && !course.tutorGrading ? (
          <OnlineButton
            size="compact-xs"
            variant="light"
            aria-label={t('syllabus.allowTutorGradingFor', { name: group.Name })}
            loading={column.allowingCourseId === course.id}
            onClick={() => column.onAllowTutorGrading(group, course)}
          >
            {t('syllabus.allowTutorGrading')}
          </OnlineButton>
        ) : null}
      </Stack>
    );
  }
  if (column.isPending) {
    return (
      <Text size="sm" c="dimmed">
        {t('syllabus.loading')}
      </Text>
    );
  }
  if (column.isError) {
    return (
      <Text size="sm" c="dimmed">
        {t('syllabus.unknown')}
      </Text>
    );
  }
  if (!isOwner) {
    return (
      <Text size="sm" c="dimmed">
        {t('table.noSyllabus')}
      </Text>
    );
  }
  return (
    <OnlineButton
      size="compact-sm"
      variant="subtle"
      aria-label={t('syllabus.turnOnFor', { name: group.Name })}
      onClick={() => column.onTurnOn(group)}
    >
      {t('table.turnOnAssignments')}
    </OnlineButton>
  );
}
