import { useState, type ReactNode } from 'react';
import { Box, Group, Table, UnstyledButton } from '@mantine/core';
import type { AssignmentRow, AssignmentSection } from '../assignment-rows';
import { useAssignmentsTranslation } from './use-assignments-translation';

interface AssignmentsTableProps {
  caption: string;
  sections: readonly AssignmentSection[];
  /** Column headers after the name column. */
  headers: readonly string[];
  /** The name cell's content and the other cells of a row, in the order of `headers`. */
  renderName: (row: AssignmentRow) => ReactNode;
  renderCells: (row: AssignmentRow) => ReactNode[];
}

/**
 * The assignments in their syllabus sections (spec 3 §2): each section a collapsible row group
 * whose header says whether it holds scheduled assessments (the dot). A course without sections
 * is one plain list.
 */
export function AssignmentsTable(props: AssignmentsTableProps) {
  const { t } = useAssignmentsTranslation();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const hasHeaders = props.sections.some((section) => section.name !== null);
  const columns = props.headers.length + 1;
  const toggle = (key: string) =>
    setCollapsed((previous) => {
      const next = new Set(previous);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });

  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover>
        <Table.Caption>{props.caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.name')}</Table.Th>
            {props.headers.map((header) => (
              <Table.Th scope="col" key={header}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        {props.sections.map((section) => {
          const key = String(section.id ?? 'other');
          const isOpen = !collapsed.has(key);
          const name = section.name ?? t('table.otherSection');
          return (
            <Table.Tbody key={key}>
              {hasHeaders ? (
                <Table.Tr bg="var(--mantine-color-default-hover)">
                  <Table.Th scope="rowgroup" colSpan={columns}>
                    <Group gap="xs" wrap="nowrap">
                      <UnstyledButton fw={700} aria-expanded={isOpen} onClick={() => toggle(key)}>
                        <span aria-hidden>{isOpen ? '▾ ' : '▸ '}</span>
                        {name}
                      </UnstyledButton>
                      {section.hasScheduled ? (
                        <Box
                          component="span"
                          role="img"
                          aria-label={t('table.scheduledDot')}
                          title={t('table.scheduledDot')}
                          w={10}
                          h={10}
                          bg="teal.8"
                          style={{ borderRadius: '50%', display: 'inline-block', flexShrink: 0 }}
                        />
                      ) : null}
                    </Group>
                  </Table.Th>
                </Table.Tr>
              ) : null}
              {isOpen
                ? section.rows.map((row) => (
                    <Table.Tr key={row.assessment.id}>
                      <Table.Th scope="row" fw="normal">
                        {props.renderName(row)}
                      </Table.Th>
                      {props.renderCells(row).map((cell, index) => (
                        <Table.Td key={props.headers[index]}>{cell}</Table.Td>
                      ))}
                    </Table.Tr>
                  ))
                : null}
            </Table.Tbody>
          );
        })}
      </Table>
    </Table.ScrollContainer>
  );
}
