import type { ReactNode } from 'react';
import { Box, Text, VisuallyHidden } from '@mantine/core';
import { useDrawingWidth } from './use-drawing-width';

/**
 * A chart with its text alternative: the caption names it, the drawing is hidden from screen
 * readers, and a table (visually hidden) holds the same numbers for them. The drawing keeps its
 * height and is drawn once the chart comes near the viewport.
 */
export function ChartFigure({
  caption,
  height,
  table,
  children,
}: {
  caption: string;
  height: number;
  table: ReactNode;
  /** Draws the chart at a width (the figure's). */
  children: (width: number) => ReactNode;
}) {
  const [ref, width] = useDrawingWidth<HTMLDivElement>();
  return (
    <Box component="figure" m={0}>
      <Text component="figcaption" size="sm" fw={600} mb={4}>
        {caption}
      </Text>
      <div ref={ref} aria-hidden="true" style={{ height }}>
        {width ? children(width) : null}
      </div>
      <VisuallyHidden>{table}</VisuallyHidden>
    </Box>
  );
}

/** A small data table: a caption, column headers, and one row per item (first cell a header). */
export function DataTable({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: Array<{ key: string | number; cells: string[] }>;
}) {
  return (
    <table>
      <caption>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, index) =>
              index === 0 ? (
                <th key={index} scope="row">
                  {cell}
                </th>
              ) : (
                <td key={index}>{cell}</td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
