import { Text } from '@mantine/core';
import { isDateCleared, type DateField } from '@common/domain/assessment-dates';
import type { AssignmentRow, AssignmentSection } from '../assignment-rows';
import { AssignmentsTable } from './assignments-table';
import { GuardedButton } from './guarded-button';
import { useDateFormat } from './use-date-format';
import { useAssignmentsTranslation } from './use-assignments-translation';

interface InstructorTableProps {
  caption: string;
  sections: readonly AssignmentSection[];
  /** Owners and co-instructors set dates; TAs read. */
  canSetDates: boolean;
  /** Why setting dates is blocked now (proxy mode), if it is. */
  blockedReason?: string;
  /** Opens the dates dialog; `selectToday` when the unset date's 'select date and time' was used. */
  onEditDates: (row: AssignmentRow, field: DateField, selectToday: boolean) => void;
}

/** Spec 3 §2 instructor view: name, status, available-after date, due date. */
export function InstructorTable(props: InstructorTableProps) {
  const { t } = useAssignmentsTranslation();
  const formatDate = useDateFormat();

  const dateCell = (row: AssignmentRow, field: DateField) => {
    const { assessment } = row;
    const seconds = field === 'start' ? assessment.startdate : assessment.enddate;
    const isMissing = isDateCleared(field, seconds);
    const shown = isMissing ? '' : formatDate(seconds);
    if (!props.canSetDates) {
      return (
        <Text size="sm">
          {isMissing ? t(field === 'start' ? 'table.noStart' : 'table.noEnd') : shown}
        </Text>
      );
    }
    const label = isMissing
      ? t(field === 'start' ? 'table.setStart' : 'table.setEnd', { name: assessment.name })
      : t(field === 'start' ? 'table.changeStart' : 'table.changeEnd', {
          name: assessment.name,
          date: shown,
        });
    return (
      <GuardedButton
        variant="subtle"
        size="compact-sm"
        blockedReason={props.blockedReason}
        aria-label={label}
        onClick={() => props.onEditDates(row, field, isMissing)}
      >
        {isMissing ? t('table.selectDateAndTime') : shown}
      </GuardedButton>
    );
  };

  return (
    <AssignmentsTable
      caption={props.caption}
      sections={props.sections}
      headers={[t('table.status'), t('table.availableAfter'), t('table.dueDate')]}
      renderName={(row) => row.assessment.name}
      renderCells={(row) => [
        t(`status.${row.status}`),
        dateCell(row, 'start'),
        dateCell(row, 'end'),
      ]}
    />
  );
}
