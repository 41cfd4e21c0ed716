import { Text, VisuallyHidden } from '@mantine/core';
import { isDateCleared } from '@common/domain/assessment-dates';
import type { GbMode } from '@common/schemas/worksheets';
import {
  scoreCell,
  studentLaunch,
  type AssignmentRow,
  type AssignmentSection,
} from '../assignment-rows';
import { AssignmentsTable } from './assignments-table';
import { GuardedButton } from './guarded-button';
import { useDateFormat } from './use-date-format';
import { useAssignmentsTranslation } from './use-assignments-translation';

interface StudentTableProps {
  caption: string;
  sections: readonly AssignmentSection[];
  gbMode: GbMode;
  /** Why launching is blocked now (proxy mode), if it is. */
  blockedReason?: string;
  onLaunch: (row: AssignmentRow, view: 'assessment' | 'stuview') => void;
}

/**
 * Spec 3 §2 student view: name, score or percent, status, dates. An Open assessment's name
 * launches it; a Closed one with a score opens the student's view of it.
 */
export function StudentTable(props: StudentTableProps) {
  const { t } = useAssignmentsTranslation();
  const formatDate = useDateFormat();

  const score = (row: AssignmentRow) => {
    const cell = scoreCell(row, props.gbMode);
    if (cell.kind === 'afterDue') return t('table.afterDue');
    if (cell.kind === 'points') return t('table.points', cell);
    if (cell.kind === 'percent') return t('table.percent', cell);
    return (
      <>
        <span aria-hidden>—</span>
        <VisuallyHidden>{t('table.noScore')}</VisuallyHidden>
      </>
    );
  };

  const name = (row: AssignmentRow) => {
    const view = studentLaunch(row);
    if (!view) return row.assessment.name;
    return (
      <GuardedButton
        variant="subtle"
        size="compact-sm"
        blockedReason={props.blockedReason}
        aria-label={`${t(view === 'assessment' ? 'table.open' : 'table.viewScored', {
          name: row.assessment.name,
        })} ${t('table.opensInNewTab')}`}
        onClick={() => props.onLaunch(row, view)}
      >
        {row.assessment.name}
      </GuardedButton>
    );
  };

  const date = (seconds: number, field: 'start' | 'end') => (
    <Text size="sm">
      {isDateCleared(field, seconds)
        ? t(field === 'start' ? 'table.noStart' : 'table.noEnd')
        : formatDate(seconds)}
    </Text>
  );

  return (
    <AssignmentsTable
      caption={props.caption}
      sections={props.sections}
      headers={[t('table.score'), t('table.status'), t('table.availableAfter'), t('table.dueDate')]}
      renderName={name}
      renderCells={(row) => [
        score(row),
        t(`status.${row.status}`),
        date(row.assessment.startdate, 'start'),
        date(row.assessment.enddate, 'end'),
      ]}
    />
  );
}
