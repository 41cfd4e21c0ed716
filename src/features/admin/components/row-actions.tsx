import { ActionIcon, Button, Group } from '@mantine/core';
import { IconX } from '@/components/icons';
import { useAdminTranslation } from './use-admin-translation';

/** Edit and delete of one row of an admin table, each named for the row it acts on. */
export function RowActions(props: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" aria-label={props.editLabel} onClick={props.onEdit}>
        {t('edit')}
      </Button>
      <ActionIcon
        variant="subtle"
        color="red"
        aria-label={props.deleteLabel}
        onClick={props.onDelete}
      >
        <IconX size={18} />
      </ActionIcon>
    </Group>
  );
}
