import { memo, useMemo } from 'react';
import { Bar } from '@nivo/bar';
import type { LabStats } from '@common/schemas/dashboard';
import { averageSeries, type Metric } from '../chart-data';
import { useDashboardTranslation } from '../use-dashboard-translation';
import { ChartFigure, DataTable } from './chart-figure';
import { CHART_THEME } from './chart-theme';
import { useFormatters } from './format';
import { valueLabels } from './value-labels';

const CAPTION: Record<Metric, string> = {
  time: 'charts.averageTime',
  actions: 'charts.averageActions',
  entries: 'charts.averageEntries',
};

type Datum = { lab: string; value: number; color: string; text: string };

/** Spec 2 §2: one horizontal bar per lab, the average of one metric, in the lab's colour. */
export const AverageChart = memo(function AverageChart({
  labs,
  metric,
}: {
  labs: readonly LabStats[];
  metric: Metric;
}) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const { scale, bars } = useMemo(() => averageSeries(labs, metric), [labs, metric]);
  // nivo draws the first row at the bottom; the labs read from the top in lab order.
  const data: Datum[] = useMemo(
    () =>
      bars
        .map((bar) => ({
          lab: bar.label,
          value: bar.value,
          color: bar.color,
          text: format.value(bar.value, scale),
        }))
        .reverse(),
    [bars, format, scale],
  );
  const Labels = useMemo(() => valueLabels<Datum>((datum) => datum.text), []);
  const caption = t(CAPTION[metric]);
  const height = 48 + 26 * Math.max(bars.length, 1);
  return (
    <ChartFigure
      caption={caption}
      height={height}
      table={
        <DataTable
          caption={caption}
          columns={[
            t('charts.lab'),
            t('charts.average'),
            t('charts.standardDeviation'),
            t('charts.studentsWithData'),
          ]}
          rows={bars.map((bar) => ({
            key: bar.labType,
            cells: [
              bar.label,
              format.value(bar.value, scale),
              format.value(bar.standardDeviation, scale),
              format.number(bar.studentCount),
            ],
          }))}
        />
      }
    >
      {(width) => (
        <Bar<Datum>
          width={width}
          height={height}
          data={data}
          keys={['value']}
          indexBy="lab"
          layout="horizontal"
          colors={({ data: datum }) => datum.color}
          valueScale={{ type: 'linear', min: 0, max: scale.axis.max }}
          indexScale={{ type: 'band', round: true }}
          margin={{ top: 4, right: 56, bottom: 40, left: 116 }}
          padding={0.25}
          enableLabel={false}
          enableGridX
          enableGridY={false}
          gridXValues={scale.axis.ticks}
          axisBottom={{
            tickValues: scale.axis.ticks,
            format: (value: number) => format.number(value),
            legend: format.unit(scale),
            legendPosition: 'middle',
            legendOffset: 32,
          }}
          axisLeft={{ tickSize: 0, tickPadding: 6 }}
          layers={['grid', 'axes', 'bars', Labels]}
          theme={CHART_THEME}
          isInteractive={false}
          animate={false}
        />
      )}
    </ChartFigure>
  );
});
