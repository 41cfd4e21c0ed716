import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { useAdminTranslation } from './use-admin-translation';

/** "Delete X?" with Cancel first, so Enter on an opened dialog does not delete. */
export function ConfirmDeleteDialog(props: {
  title: string;
  message: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useAdminTranslation();
  return (
    <Dialog title={props.title} onClose={props.onClose}>
      <Stack>
        <Text>{props.message}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('cancel')}
          </Button>
          <OnlineButton color="red" loading={props.isBusy} onClick={props.onConfirm}>
            {t('delete')}
          </OnlineButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
