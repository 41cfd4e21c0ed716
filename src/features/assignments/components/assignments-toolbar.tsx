import { Group, NativeSelect, TextInput } from '@mantine/core';
import type { ClientGroup } from '@common/schemas/groups';
import { STATUS_FILTERS, type StatusFilter } from '../assignment-rows';
import { useAssignmentsTranslation } from './use-assignments-translation';

interface AssignmentsToolbarProps {
  groups: readonly ClientGroup[];
  groupId: number | undefined;
  onGroupChange: (groupId: number | undefined) => void;
  status: StatusFilter;
  onStatusChange: (status: StatusFilter) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

/** Spec 3 §2: the group dropdown (it changes the address), the status dropdown and the search. */
export function AssignmentsToolbar(props: AssignmentsToolbarProps) {
  const { t } = useAssignmentsTranslation();
  const isKnownGroup = props.groups.some((group) => group.Id === props.groupId);
  return (
    <Group align="flex-end" gap="md">
      <NativeSelect
        label={t('toolbar.group')}
        w={280}
        value={isKnownGroup ? String(props.groupId) : ''}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          props.onGroupChange(Number.isInteger(value) && value > 0 ? value : undefined);
        }}
        data={[
          { value: '', label: t('toolbar.selectGroup'), disabled: isKnownGroup },
          ...props.groups.map((group) => ({ value: String(group.Id), label: group.Name })),
        ]}
      />
      <NativeSelect
        label={t('toolbar.status')}
        w={180}
        value={props.status}
        onChange={(event) => {
          const value = event.currentTarget.value;
          props.onStatusChange(STATUS_FILTERS.find((s) => s === value) ?? 'All');
        }}
        data={STATUS_FILTERS.map((status) => ({ value: status, label: t(`status.${status}`) }))}
      />
      <TextInput
        label={t('toolbar.search')}
        type="search"
        w={240}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
      />
    </Group>
  );
}
