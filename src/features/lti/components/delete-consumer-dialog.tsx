import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { useLtiTranslation } from './use-lti-translation';

export function DeleteConsumerDialog(props: {
  consumerKey: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useLtiTranslation();
  return (
    <Dialog title={t('deleteDialog.title')} size="md" onClose={props.onClose}>
      <Stack>
        <Text>{t('deleteDialog.text', { key: props.consumerKey })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('deleteDialog.cancel')}
          </Button>
          <OnlineButton color="red" loading={props.isBusy} onClick={props.onConfirm}>
            {t('deleteDialog.confirm')}
          </OnlineButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
