import { Button, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { OnlineButton } from '@/components/online-button';
import { usePresetsTranslation } from './use-presets-translation';

/** Spec 3 §5: delete asks first, saying it cannot be undone. Width 392px. */
export function DeleteDialog(props: {
  name: string;
  isBusy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = usePresetsTranslation();
  return (
    <Dialog title={t('delete.title')} size="392px" onClose={props.onClose}>
      <Stack>
        <Text>{t('delete.text', { name: props.name })}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('buttons.cancel')}
          </Button>
          <OnlineButton color="red" loading={props.isBusy} onClick={props.onConfirm}>
            {t('buttons.delete')}
          </OnlineButton>
        </Group>
      </Stack>
    </Dialog>
  );
}
