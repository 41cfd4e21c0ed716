import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Spinner shown while the app or a page loads (spec 1 §2 "loading screen with a spinner"). */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Center mih={fullPage ? '100dvh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader size="lg" aria-hidden="true" />
        <Text c="dimmed">{t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
