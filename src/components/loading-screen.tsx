import { Center, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useBranding } from '@/lib/branding';

/**
 * Spinner shown while the app or a page loads (spec 1 §2 "loading screen with a spinner"); a
 * reseller's own spinner on its sub-domain.
 */
export function LoadingScreen({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  const branding = useBranding();
  return (
    <Center mih={fullPage ? '100dvh' : 240} role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        {branding?.spinnerUrl ? (
          <img src={branding.spinnerUrl} alt="" width={48} height={48} />
        ) : (
          <Loader size="lg" aria-hidden="true" />
        )}
        <Text c="dimmed">{t('app.loading')}</Text>
      </Stack>
    </Center>
  );
}
