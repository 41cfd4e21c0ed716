import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconWifiOff } from '@/components/icons';
import { Logo } from '@/components/logo';

/** Shown before the router exists: the app cannot start (no config, no sign-in possible). */
export function StartupScreen({
  kind,
}: {
  kind: 'offline-signed-out' | 'config-unavailable' | 'sign-in-failed';
}) {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" p="lg">
      <Stack align="center" gap="md" maw={480} ta="center">
        <Logo size={48} />
        <IconWifiOff size={48} />
        <Title order={1} size="h2">
          {t(`startup.${kind}.title`)}
        </Title>
        <Text>{t(`startup.${kind}.text`)}</Text>
        <Button onClick={() => location.reload()}>{t('common.tryAgain')}</Button>
      </Stack>
    </Center>
  );
}
