import type { ReactNode } from 'react';
import { Alert, Table, Text, type MantineSpacing } from '@mantine/core';

interface DataTableProps<Row> {
  label: string;
  columns: readonly string[];
  /** Undefined while loading: nothing is shown yet. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** One row's cells; a `Table.Th scope="row"` names the row. */
  cells: (row: Row) => ReactNode;
  emptyText: string;
  /** Set when loading failed. */
  error?: string;
  /** Narrow screens scroll the table sideways rather than squeeze it. */
  minWidth: number;
  verticalSpacing?: MantineSpacing;
}

/** A list screen's table: the load error, the empty text, or the rows under column headers. */
export function DataTable<Row>({ rows, ...props }: DataTableProps<Row>) {
  return (
    <>
      {props.error ? <Alert color="red">{props.error}</Alert> : null}
      {rows?.length === 0 ? <Text>{props.emptyText}</Text> : null}
      {rows?.length ? (
        <Table.ScrollContainer minWidth={props.minWidth}>
          <Table striped verticalSpacing={props.verticalSpacing ?? 'sm'} aria-label={props.label}>
            <Table.Thead>
              <Table.Tr>
                {props.columns.map((column) => (
                  <Table.Th key={column} scope="col">
                    {column}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={props.rowKey(row)}>{props.cells(row)}</Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </>
  );
}
