import { Fragment, useState } from 'react';
import { ActionIcon, Badge, Checkbox, Group, Table, Text, Tooltip } from '@mantine/core';
import type { ClientGroup } from '@common/schemas/groups';
import { groupPermissions } from '../group-rules';
import { GroupMembers } from './group-members';
import { SyllabusCell, type SyllabusColumn } from './syllabus-cell';
import { IconChevronDown, IconChevronRight, IconPencil } from './icons';
import { OnlineButton } from '@/components/online-button';
import { useGroupsTranslation } from './use-groups-translation';
import { useOnline } from '@/lib/use-online';

interface InstructorGroupsTableProps {
  groups: readonly ClientGroup[];
  selected: ReadonlySet<number>;
  onSelect: (groupId: number, isSelected: boolean) => void;
  onArchive: (group: ClientGroup, archived: boolean) => void;
  onEdit: (group: ClientGroup) => void;
  onLeave: (group: ClientGroup) => void;
  formatDate: (iso?: string | null) => string;
  syllabus: SyllabusColumn;
}

const COLUMNS = 7;

/** Spec 1 "Groups": select, group name, syllabus, invitation code, created on, archived, actions. */
export function InstructorGroupsTable(props: InstructorGroupsTableProps) {
  const { t } = useGroupsTranslation();
  const isOnline = useOnline();
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const toggle = (groupId: number) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(groupId)) next.add(groupId);
      return next;
    });

  if (props.groups.length === 0) return <Text>{t('table.emptyInstructor')}</Text>;

  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Caption>{t('table.instructorCaption')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('table.select')}</Table.Th>
            <Table.Th scope="col">{t('table.name')}</Table.Th>
            <Table.Th scope="col">{t('table.syllabus')}</Table.Th>
            <Table.Th scope="col">{t('table.code')}</Table.Th>
            <Table.Th scope="col">{t('table.createdOn')}</Table.Th>
            <Table.Th scope="col">{t('table.archived')}</Table.Th>
            <Table.Th scope="col">{t('table.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.groups.map((group) => {
            const permissions = groupPermissions(group);
            const isExpanded = expanded.has(group.Id);
            const isArchived = group.Status === 'Archived';
            const membersId = `group-${group.Id}-members`;
            return (
              <Fragment key={group.Id}>
                <Table.Tr>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('table.selectGroup', { name: group.Name })}
                      disabled={!permissions.canDelete}
                      checked={props.selected.has(group.Id)}
                      onChange={(event) => props.onSelect(group.Id, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Th scope="row" fw="normal">
                    <Group gap="xs" wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-expanded={isExpanded}
                        aria-controls={isExpanded ? membersId : undefined}
                        aria-label={t(isExpanded ? 'table.hideStudents' : 'table.showStudents', {
                          name: group.Name,
                        })}
                        onClick={() => toggle(group.Id)}
                      >
                        {isExpanded ? <IconChevronDown /> : <IconChevronRight />}
                      </ActionIcon>
                      <Text fw={500}>{group.Name}</Text>
                      {group.coInstructor ? (
                        <Badge variant="light">{t('table.coInstructor')}</Badge>
                      ) : null}
                      {group.isTA && !permissions.isOwner ? (
                        <Badge variant="light" color="grape">
                          {t('table.ta')}
                        </Badge>
                      ) : null}
                    </Group>
                  </Table.Th>
                  <Table.Td>
                    <SyllabusCell group={group} column={props.syllabus} />
                  </Table.Td>
                  <Table.Td>
                    <Text ff="monospace">{group.AccessCode}</Text>
                  </Table.Td>
                  <Table.Td>{props.formatDate(group.InsertedOn)}</Table.Td>
                  <Table.Td>
                    <Checkbox
                      aria-label={t('table.archiveGroup', { name: group.Name })}
                      checked={isArchived}
                      disabled={!permissions.canArchive || !isOnline}
                      title={!isOnline ? t('offline.reason') : undefined}
                      onChange={(event) => props.onArchive(group, event.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      {permissions.canEdit ? (
                        <Tooltip
                          label={
                            isOnline ? t('table.edit', { name: group.Name }) : t('offline.reason')
                          }
                        >
                          <ActionIcon
                            variant="subtle"
                            aria-label={t('table.edit', { name: group.Name })}
                            data-disabled={!isOnline || undefined}
                            onClick={() => (isOnline ? props.onEdit(group) : undefined)}
                          >
                            <IconPencil />
                          </ActionIcon>
                        </Tooltip>
                      ) : null}
                      {permissions.canLeave ? (
                        <OnlineButton
                          size="compact-sm"
                          variant="light"
                          aria-label={t('table.exitGroup', { name: group.Name })}
                          onClick={() => props.onLeave(group)}
                        >
                          {t('table.exit')}
                        </OnlineButton>
                      ) : null}
                    </Group>
                  </Table.Td>
                </Table.Tr>
                {isExpanded ? (
                  <Table.Tr id={membersId}>
                    <Table.Td colSpan={COLUMNS}>
                      <GroupMembers group={group} formatDate={props.formatDate} />
                    </Table.Td>
                  </Table.Tr>
                ) : null}
              </Fragment>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
