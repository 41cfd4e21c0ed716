import { memo } from 'react';
import { Bar } from '@nivo/bar';
import type { StudentBar } from '../chart-data';

type Datum = { lab: string; value: number; color: string };

export const STUDENT_CHART_WIDTH = 180;

/**
 * One student's small chart of one metric (spec 2 §2): a bar per lab with data, on the group's
 * shared axis, the height from the row rule. Fixed size (no resize observer per chart): a group
 * of 30 students draws 90 of them.
 */
export const StudentChart = memo(function StudentChart({
  bars,
  max,
  height,
}: {
  bars: readonly StudentBar[];
  max: number;
  height: number;
}) {
  const data: Datum[] = bars
    .map((bar) => ({ lab: bar.label, value: bar.value, color: bar.color }))
    .reverse();
  return (
    <Bar<Datum>
      width={STUDENT_CHART_WIDTH}
      height={height}
      data={data}
      keys={['value']}
      indexBy="lab"
      layout="horizontal"
      colors={({ data: datum }) => datum.color}
      valueScale={{ type: 'linear', min: 0, max }}
      margin={{ top: 2, right: 4, bottom: 2, left: 0 }}
      padding={0.2}
      enableLabel={false}
      enableGridX={false}
      enableGridY={false}
      axisBottom={null}
      axisLeft={null}
      isInteractive={false}
      animate={false}
    />
  );
});
