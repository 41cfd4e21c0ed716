import { memo, useMemo } from 'react';
import { Bar } from '@nivo/bar';
import { niceAxis } from '@common/domain/chart-rules';
import { histogramSeries, type Metric } from '../chart-data';
import { useDashboardTranslation } from '../use-dashboard-translation';
import { ChartFigure, DataTable } from './chart-figure';
import { CHART_THEME, HISTOGRAM_COLOR } from './chart-theme';
import { useFormatters } from './format';

type Datum = { range: string; count: number };

const HEIGHT = 220;

/** Spec 2 §2: how many students fall in each range of a total (time, actions or entries). */
export const HistogramChart = memo(function HistogramChart({
  totals,
  metric,
}: {
  totals: readonly number[];
  metric: Metric;
}) {
  const { t } = useDashboardTranslation();
  const format = useFormatters();
  const { scale, bins } = useMemo(() => histogramSeries(totals, metric), [totals, metric]);
  const countAxis = niceAxis(Math.max(0, ...bins.map((bin) => bin.count)), { integer: true });
  const data: Datum[] = bins.map((bin) => ({
    range: `${format.number(bin.from)}–${format.number(bin.to)}`,
    count: bin.count,
  }));
  const metricName = t(`metric.${metric}`);
  const caption = t('charts.histogram', { metric: metricName });
  return (
    <ChartFigure
      caption={caption}
      height={HEIGHT}
      table={
        <DataTable
          caption={`${caption}. ${t('charts.histogramSummary', {
            count: totals.length,
            bins: bins.length,
            metric: metricName,
          })}`}
          columns={[format.unit(scale), t('charts.studentsAxis')]}
          rows={bins.map((bin) => ({
            key: bin.from,
            cells: [
              t('charts.range', {
                from: format.value(bin.from, scale),
                to: format.value(bin.to, scale),
              }),
              format.number(bin.count),
            ],
          }))}
        />
      }
    >
      {(width) => (
        <Bar<Datum>
          width={width}
          height={HEIGHT}
          data={data}
          keys={['count']}
          indexBy="range"
          colors={[HISTOGRAM_COLOR]}
          valueScale={{ type: 'linear', min: 0, max: countAxis.max }}
          margin={{ top: 8, right: 8, bottom: 48, left: 48 }}
          padding={0.1}
          enableLabel={false}
          gridYValues={countAxis.ticks}
          axisLeft={{
            tickValues: countAxis.ticks,
            legend: t('charts.studentsAxis'),
            legendPosition: 'middle',
            legendOffset: -40,
          }}
          axisBottom={{
            tickRotation: bins.length > 6 ? -30 : 0,
            legend: format.unit(scale),
            legendPosition: 'middle',
            legendOffset: 40,
          }}
          theme={CHART_THEME}
          isInteractive={false}
          animate={false}
        />
      )}
    </ChartFigure>
  );
});
