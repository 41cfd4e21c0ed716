import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { useBannersTranslation } from './use-banners-translation';

export function DeleteBannerDialog(props: {
  title: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useBannersTranslation();
  return (
    <Dialog title={t('admin.deleteDialog.title')} size="md" onClose={props.onClose}>
      <Stack>
        <Text>{t('admin.deleteDialog.text', { title: props.title })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('admin.deleteDialog.cancel')}
          </Button>
          <OnlineButton color="red" loading={props.isBusy} onClick={props.onConfirm}>
            {t('admin.deleteDialog.confirm')}
          </OnlineButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
