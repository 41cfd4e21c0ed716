import { Button, Group, Table, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ClientGroup } from '@common/schemas/groups';
import { OnlineButton } from '@/components/online-button';
import { useGroupsTranslation } from './use-groups-translation';

interface MembershipsTableProps {
  groups: readonly ClientGroup[];
  onLeave: (group: ClientGroup) => void;
  formatDate: (iso?: string | null) => string;
}

/** The groups the user joined: view assignments and exit group (spec 1 "Groups"). */
export function MembershipsTable({ groups, onLeave, formatDate }: MembershipsTableProps) {
  const { t } = useGroupsTranslation();
  if (groups.length === 0) return <Text>{t('table.emptyStudent')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>{t('table.studentCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.name')}</Table.Th>
            <Table.Th scope="col">{t('table.createdOn')}</Table.Th>
            <Table.Th scope="col">{t('table.archived')}</Table.Th>
            <Table.Th scope="col">{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {groups.map((group) => (
            <Table.Tr key={group.Id}>
              <Table.Th scope="row" fw={500}>
                {group.Name}
              </Table.Th>
              <Table.Td>{formatDate(group.InsertedOn)}</Table.Td>
              <Table.Td>{group.Status === 'Archived' ? t('table.archived') : '—'}</Table.Td>
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={t('table.viewAssignmentsOf', { name: group.Name })}
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/assignments/{-$groupId}"
                        params={{ groupId: String(group.Id) }}
                      />
                    )}
                  >
                    {t('table.viewAssignments')}
                  </Button>
                  <OnlineButton
                    size="compact-sm"
                    variant="light"
                    color="red"
                    aria-label={t('table.exitGroup', { name: group.Name })}
                    onClick={() => onLeave(group)}
                  >
                    {t('table.exit')}
                  </OnlineButton>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
