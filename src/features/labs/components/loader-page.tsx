import { Center, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LabLoadingImage } from './lab-loading-image';

/** The loader page while it decides where to go (spec 2 "Loader page"). */
export function LoaderPage() {
  const { t } = useTranslation();
  return (
    <Center component="main" mih="100dvh" role="status" aria-live="polite">
      <Stack align="center" gap="md">
        <LabLoadingImage />
        <Text c="dimmed">{t('loader.opening')}</Text>
      </Stack>
    </Center>
  );
}
