import type { BarSvgProps } from '@nivo/bar';

type ChartTheme = NonNullable<BarSvgProps<Record<string, string | number>>['theme']>;

/**
 * The charts follow the page's colours (light and dark schemes) through Mantine's CSS variables,
 * which SVG text and lines take as style values.
 */
export const CHART_THEME: ChartTheme = {
  text: { fill: 'var(--mantine-color-text)', fontSize: 12, fontFamily: 'inherit' },
  axis: {
    domain: { line: { stroke: 'var(--mantine-color-default-border)', strokeWidth: 1 } },
    ticks: { line: { stroke: 'var(--mantine-color-default-border)' } },
    legend: { text: { fontSize: 12, fontWeight: 600 } },
  },
  grid: { line: { stroke: 'var(--mantine-color-default-border)', strokeDasharray: '2 3' } },
};

/** The histogram's bars: one colour, the app's primary. */
export const HISTOGRAM_COLOR = '#1c7ed6';
