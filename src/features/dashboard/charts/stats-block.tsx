import { useId, useState } from 'react';
import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { METRICS, type Metric, type StatsBlock } from '../chart-data';
import { useDashboardTranslation } from '../use-dashboard-translation';
import { AverageChart } from './average-chart';
import { HistogramChart } from './histogram-chart';

/**
 * The summary's or a group's charts (spec 2 §2): the students' histogram with its selector, and
 * the three averages per lab. Without data in the time scale, the no-data message instead.
 */
export function StatsCharts({ block, noDataText }: { block: StatsBlock; noDataText: string }) {
  const { t } = useDashboardTranslation();
  const [metric, setMetric] = useState<Metric>('time');
  const labelId = useId();
  if (block.labs.length === 0) return <Text c="dimmed">{noDataText}</Text>;
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="sm" id={labelId}>
          {t('metric.label')}
        </Text>
        <SegmentedControl
          aria-labelledby={labelId}
          value={metric}
          onChange={(value) => setMetric(value as Metric)}
          data={METRICS.map((value) => ({ value, label: t(`metric.${value}`) }))}
          w="fit-content"
          size="xs"
        />
      </Stack>
      <HistogramChart totals={block.totals[metric]} metric={metric} />
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {METRICS.map((each) => (
          <AverageChart key={each} labs={block.labs} metric={each} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
