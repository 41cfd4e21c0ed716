import type { BarCustomLayerProps, BarDatum } from '@nivo/bar';

/**
 * Each bar's value written just past its end, in the page's text colour: readable on every lab
 * colour (yellow Optics included), and no hover is needed to read a chart.
 */
export function valueLabels<D extends BarDatum>(format: (datum: D) => string) {
  return function ValueLabels({ bars }: BarCustomLayerProps<D>) {
    return (
      <g>
        {bars.map((bar) => (
          <text
            key={bar.key}
            x={bar.x + bar.width + 4}
            y={bar.y + bar.height / 2}
            dominantBaseline="central"
            style={{ fill: 'var(--mantine-color-text)', fontSize: 12 }}
          >
            {format(bar.data.data)}
          </text>
        ))}
      </g>
    );
  };
}
