import { useEffect } from 'react';
import { Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { usePwaState } from '../pwa';

/**
 * 'Update available' with a Reload button: a new version waits until the user chooses, so a lab
 * book entry in progress is never lost to a surprise reload.
 */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const pwa = usePwaState();
  const offlineReady = pwa?.state.offlineReady ?? false;

  useEffect(() => {
    if (!offlineReady) return;
    notifications.show({ color: 'teal', message: t('update.offlineReady') });
  }, [offlineReady, t]);

  if (!pwa?.state.needRefresh) return null;
  return (
    <Paper
      role="alert"
      aria-labelledby="update-title"
      shadow="lg"
      withBorder
      p="md"
      radius="md"
      style={{ position: 'fixed', bottom: 16, right: 16, zIndex: 400, maxWidth: 360 }}
    >
      <Text id="update-title" fw={650}>
        {t('update.title')}
      </Text>
      <Text size="sm" c="dimmed" mt={4}>
        {t('update.text')}
      </Text>
      <Group justify="flex-end" mt="sm" gap="xs">
        <Button variant="default" size="xs" onClick={() => pwa.updates.dismiss()}>
          {t('update.later')}
        </Button>
        <Button size="xs" onClick={() => pwa.updates.reload()}>
          {t('update.reload')}
        </Button>
      </Group>
    </Paper>
  );
}
