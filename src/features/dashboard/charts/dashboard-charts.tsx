import { useMemo } from 'react';
import { Badge, Stack } from '@mantine/core';
import type { Statistics } from '@common/schemas/dashboard';
import { buildDashboardView } from '../chart-data';
import { CollapsibleSection } from '../components/collapsible-section';
import { useDashboardTranslation } from '../use-dashboard-translation';
import { StatsCharts } from './stats-block';
import { StudentList } from './student-list';

export interface DashboardChartsProps {
  stats: Statistics;
  nameOf: (student: Statistics['students'][number], position: number) => string;
}

/**
 * Everything drawn with nivo: the summary and one block per group (spec 2 §2). Loaded lazily by
 * the dashboard page, so the chart library never weighs on the rest of the app.
 */
export default function DashboardCharts({ stats, nameOf }: DashboardChartsProps) {
  const { t } = useDashboardTranslation();
  const view = useMemo(() => buildDashboardView(stats, nameOf), [stats, nameOf]);
  return (
    <Stack gap="md">
      <CollapsibleSection
        level={2}
        title={t('summary.title')}
        aside={<Badge variant="light">{t('students', { count: view.summary.studentCount })}</Badge>}
      >
        <StatsCharts block={view.summary} noDataText={t('charts.noLabs')} />
      </CollapsibleSection>
      {view.groups.map((group) => (
        <CollapsibleSection
          key={group.id}
          level={2}
          title={group.name}
          aside={<Badge variant="light">{t('students', { count: group.studentCount })}</Badge>}
        >
          <Stack gap="md">
            <StatsCharts block={group} noDataText={t('group.noData')} />
            {group.students.length > 0 ? (
              <CollapsibleSection
                level={3}
                title={t('group.students')}
                defaultOpen={false}
                framed={false}
                isRegion={false}
              >
                <StudentList group={group} />
              </CollapsibleSection>
            ) : null}
          </Stack>
        </CollapsibleSection>
      ))}
    </Stack>
  );
}
