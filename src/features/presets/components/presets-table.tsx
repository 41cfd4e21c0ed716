import { Anchor, Group, Table, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { Procedure } from '@common/schemas/preset-objects';
import { presetOpenUrl } from '@common/domain/preset-link';
import {
  formatSavedDate,
  type PresetRow,
  type PresetView,
  type Sort,
  type SortColumn,
} from '../preset-rows';
import { RowActions, type RowAction } from './row-actions';
import { usePresetsTranslation } from './use-presets-translation';

interface PresetsTableProps {
  rows: readonly PresetRow[];
  view: PresetView;
  sort: Sort;
  onSort: (sort: Sort) => void;
  /** Instructors in teacher mode: the unknownType column and the instructor actions. */
  isInstructor: boolean;
  busyUuid?: string;
  onAction: (row: PresetRow, action: RowAction) => void;
}

/** Spec 3 §2: name, lab, saved date, unknownType (instructors); actions on saved presets only. */
export function PresetsTable(props: PresetsTableProps) {
  const { t } = usePresetsTranslation();
  const hasActions = props.view === 'mine';
  if (props.rows.length === 0) return <Text>{t(`table.empty.${props.view}`)}</Text>;

  const header = (column: SortColumn) => {
    const isSorted = props.sort.column === column;
    const direction = isSorted && props.sort.direction === 'asc' ? 'desc' : 'asc';
    return (
      <Table.Th
        scope="col"
        aria-sort={
          isSorted ? (props.sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'
        }
      >
        <UnstyledButton
          fw={700}
          fz="sm"
          onClick={() => props.onSort({ column, direction: isSorted ? direction : 'asc' })}
        >
          {t(`table.${column}`)}
          <span aria-hidden>{isSorted ? (props.sort.direction === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        </UnstyledButton>
      </Table.Th>
    );
  };

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Caption>{t(`table.caption.${props.view}`)}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {header('name')}
            {header('lab')}
            {header('saved')}
            {props.isInstructor ? header('unknownType') : null}
            {hasActions ? <Table.Th scope="col">{t('table.actions')}</Table.Th> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => {
            const procedure = row.object?.procedure as Procedure | undefined;
            return (
              <Table.Tr key={row.preset.uuid}>
                <Table.Th scope="row" fw="normal">
                  <Group gap="xs" wrap="nowrap">
                    {row.lab ? (
                      <Anchor
                        href={presetOpenUrl(
                          window.location.origin,
                          row.lab.identifier,
                          row.preset.uuid,
                        )}
                        target="_blank"
                        rel="noopener"
                      >
                        {row.preset.name}
                        <VisuallyHidden>{t('table.opensInNewTab')}</VisuallyHidden>
                      </Anchor>
                    ) : (
                      row.preset.name
                    )}
                    {procedure ? (
                      <Anchor
                        href={procedure.url}
                        target="_blank"
                        rel="noopener noreferrer"
                        size="sm"
                      >
                        {t('table.procedure')}
                        <VisuallyHidden>
                          {t('table.procedureOf', {
                            name: row.preset.name,
                            type: t(`procedure.types.${procedure.type}`),
                          })}
                        </VisuallyHidden>
                      </Anchor>
                    ) : null}
                  </Group>
                </Table.Th>
                <Table.Td>{row.labName}</Table.Td>
                <Table.Td>{formatSavedDate(row.savedAt)}</Table.Td>
                {props.isInstructor ? (
                  <Table.Td>
                    {row.unknownType === 'assigned' || row.unknownType === 'practice' ? (
                      t(`unknownType.${row.unknownType}`)
                    ) : (
                      <>
                        <span aria-hidden>–</span>
                        <VisuallyHidden>{t('table.noUnknowns')}</VisuallyHidden>
                      </>
                    )}
                  </Table.Td>
                ) : null}
                {hasActions ? (
                  <Table.Td>
                    <RowActions
                      row={row}
                      isInstructor={props.isInstructor}
                      isBusy={props.busyUuid === row.preset.uuid}
                      onAction={(action) => props.onAction(row, action)}
                    />
                  </Table.Td>
                ) : null}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
