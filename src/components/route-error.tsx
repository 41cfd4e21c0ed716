import { Alert, Button, Code, Stack, Text, Title } from '@mantine/core';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { OfflineNoDataError } from '@/lib/offline-data';
import { IconWifiOff } from './icons';

/** A page that could not load: say why in plain words, offer a retry, keep details for support. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  const router = useRouter();
  const queryErrorReset = useQueryErrorResetBoundary();
  const isOffline = error instanceof OfflineNoDataError;
  const retry = () => {
    queryErrorReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <Stack p="lg" maw={640} gap="md">
      <Alert
        variant="light"
        color={isOffline ? 'yellow' : 'red'}
        icon={isOffline ? <IconWifiOff /> : undefined}
        title={
          <Title order={1} size="h4">
            {t(isOffline ? 'errors.offlineNoData.title' : 'errors.pageFailed.title')}
          </Title>
        }
      >
        <Stack gap="sm" align="flex-start">
          <Text>{t(isOffline ? 'errors.offlineNoData.text' : 'errors.pageFailed.text')}</Text>
          {!isOffline && error instanceof Error ? <Code>{error.message}</Code> : null}
          <Button onClick={retry}>{t('common.tryAgain')}</Button>
        </Stack>
      </Alert>
    </Stack>
  );
}
