import { useMemo, useState } from 'react';
import { Text } from '@mantine/core';
import type { DateField } from '@common/domain/assessment-dates';
import type { ClientGroup } from '@common/schemas/groups';
import type { Course, CourseData } from '@common/schemas/worksheets';
import { useCourseData } from '../api/get-course-data';
import type { AssignmentsMode } from '../api/queries';
import {
  filterSections,
  toSections,
  type AssignmentRow,
  type StatusFilter,
} from '../assignment-rows';
import { DatesDialog } from './dates-dialog';
import { EmptyState, Pending } from './empty-state';
import { InstructorTable } from './instructor-table';
import { StudentTable } from './student-table';
import { useNowSeconds } from './use-date-format';
import { useLaunch } from './use-launch';
import { useAssignmentsTranslation } from './use-assignments-translation';

type Editing = { row: AssignmentRow; field: DateField; selectToday: boolean };

interface CourseAssignmentsProps {
  viewer: { mode: AssignmentsMode };
  group: ClientGroup;
  course: Course;
  status: StatusFilter;
  search: string;
  blockedReason: string | undefined;
}

/** A group's course: its assignments as the instructor table or the student table. */
export function CourseAssignments(props: CourseAssignmentsProps) {
  const courseData = useCourseData(props.course.id);
  if (courseData.data === undefined) return <Pending query={courseData} />;
  return <CourseTable {...props} data={courseData.data} />;
}

function CourseTable(props: CourseAssignmentsProps & { data: CourseData }) {
  const { t } = useAssignmentsTranslation();
  const now = useNowSeconds();
  const [editing, setEditing] = useState<Editing>();
  const launch = useLaunch();
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
          launch({ view, courseId: course.id, assessmentId: row.assessment.id })
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
