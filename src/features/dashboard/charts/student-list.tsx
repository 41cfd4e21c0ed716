import { Anchor, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { DEVIATION_COLORS, labBar, studentRowHeight } from '@common/domain/chart-rules';
import type { LabStats } from '@common/schemas/dashboard';
import {
  METRICS,
  studentScale,
  studentSeries,
  type GroupBlock,
  type MetricScale,
  type StudentRow,
} from '../chart-data';
import { useDashboardTranslation } from '../use-dashboard-translation';
import { useFormatters } from './format';
import { STUDENT_CHART_WIDTH, StudentChart } from './student-chart';
import { useDrawingWidth } from './use-drawing-width';

/**
 * A group's students (spec 2 §2): the legend, then per student the name (a link to the
 * student's lab book in the Portfolio) and three small charts, each with its numbers as text for
 * screen readers.
 */
export function StudentList({ group }: { group: GroupBlock }) {
  const { t } = useDashboardTranslation();
  const scales = Object.fromEntries(
    METRICS.map((metric) => [metric, studentScale(group, metric)]),
  ) as Record<(typeof METRICS)[number], MetricScale>;
  return (
    <>
      <Legend usedLabs={group.usedLabs} />
      <Table verticalSpacing={2} layout="fixed" miw={260 + 3 * STUDENT_CHART_WIDTH}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={260}>{t('group.name')}</Table.Th>
            {METRICS.map((metric) => (
              <Table.Th key={metric} w={STUDENT_CHART_WIDTH + 16}>
                {t(`group.${metric}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {group.students.map((student) => (
            <StudentRowView
              key={student.id}
              student={student}
              groupId={group.id}
              groupLabs={group.labs}
              scales={scales}
            />
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}

function StudentRowView({
  student,
  groupId,
  groupLabs,
  scales,
}: {
  student: StudentRow;
  groupId: number;
  groupLabs: readonly LabStats[];
  scales: Record<(typeof METRICS)[number], MetricScale>;
}) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const height = studentRowHeight(student.labs.length);
  // Rows out of view keep their height and draw when scrolled to.
  const [ref, width] = useDrawingWidth<HTMLTableRowElement>();
  const name = (
    <Anchor
      renderRoot={(props) => (
        <Link
          {...props}
          to="/portfolio/{-$groupid}/{-$uuid}"
          params={{ groupid: String(groupId), uuid: student.id }}
        />
      )}
    >
      {student.name}
    </Anchor>
  );
  if (student.labs.length === 0) {
    return (
      <Table.Tr style={{ height }}>
        <Table.Th scope="row" fw={400}>
          {name}
        </Table.Th>
        <Table.Td colSpan={3}>
          <Text size="sm" c="dimmed">
            {t('group.studentNoData')}
          </Text>
        </Table.Td>
      </Table.Tr>
    );
  }
  return (
    <Table.Tr ref={ref} style={{ height }}>
      <Table.Th scope="row" fw={400}>
        {name}
      </Table.Th>
      {METRICS.map((metric) => {
        const bars = studentSeries(student, groupLabs, metric, scales[metric]);
        const text = bars
          .map((bar) =>
            t(
              bar.band === 'above'
                ? 'group.barAbove'
                : bar.band === 'below'
                  ? 'group.barBelow'
                  : 'group.barSummary',
              { lab: bar.label, value: format.value(bar.value, scales[metric]) },
            ),
          )
          .join('; ');
        return (
          <Table.Td key={metric}>
            <div aria-hidden="true" style={{ height }}>
              {width ? (
                <StudentChart bars={bars} max={scales[metric].axis.max} height={height} />
              ) : null}
            </div>
            <VisuallyHidden>{text}</VisuallyHidden>
          </Table.Td>
        );
      })}
    </Table.Tr>
  );
}

function Legend({ usedLabs }: { usedLabs: readonly number[] }) {
  const { t } = useDashboardTranslation();
  const items = [
    { key: 'above', label: t('group.above'), color: DEVIATION_COLORS.above },
    { key: 'below', label: t('group.below'), color: DEVIATION_COLORS.below },
    ...usedLabs.map((labType) => ({
      key: `lab-${labType}`,
      label: labBar(labType).short,
      color: labBar(labType).color,
    })),
  ];
  return (
    <Group component="ul" aria-label={t('group.legend')} gap="md" p={0} m={0} mb="sm">
      {items.map((item) => (
        <Group key={item.key} component="li" gap={6} style={{ listStyle: 'none' }}>
          <span
            aria-hidden="true"
            style={{ width: 12, height: 12, borderRadius: 2, background: item.color }}
          />
          <Text size="sm">{item.label}</Text>
        </Group>
      ))}
    </Group>
  );
}
