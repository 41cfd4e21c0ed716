import { Button, Code, Group, Stack, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { IconCopy } from './icons';
import { toastError, toastSuccess } from './feedback';
import { useGroupsTranslation } from './use-groups-translation';

/** Group-created success: the code and a copy button ('The code was copied.'). */
export function GroupCreatedDialog({
  name,
  code,
  onClose,
}: {
  name: string;
  code: string;
  onClose: () => void;
}) {
  const { t } = useGroupsTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toastSuccess(t('toasts.copied'));
    } catch {
      toastError(t('errors.copyFailed'));
    }
  };
  return (
    <Dialog onClose={onClose} title={t('created.title')}>
      <Stack>
        <Text>{t('created.text', { name })}</Text>
        <Code block fz="xl" ta="center" aria-label={t('table.code')}>
          {code}
        </Code>
        <Group justify="flex-end">
          <Button variant="default" leftSection={<IconCopy />} onClick={() => void copy()}>
            {t('buttons.copy')}
          </Button>
          <Button onClick={onClose} data-autofocus>
            {t('buttons.done')}
          </Button>
        </Group>
      </Stack>
    </Dialog>
  );
}
