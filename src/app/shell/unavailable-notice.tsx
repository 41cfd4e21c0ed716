import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OptionalPart } from '@/features/user/session-user';

/**
 * Start data that could not be loaded (a failing catalogue, license or contract call with
 * nothing saved on the device): the page shows what it has, this says what is missing and
 * offers a retry. The failures themselves are on /debug.
 */
export function UnavailableNotice({
  parts,
  onRetry,
}: {
  parts: readonly OptionalPart[];
  onRetry: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  const [isRetrying, setRetrying] = useState(false);
  if (parts.length === 0) return null;
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
    parts.map((part) => t(`unavailable.parts.${part}`)),
  );
  const retry = async () => {
    setRetrying(true);
    try {
      await onRetry();
    } finally {
      setRetrying(false);
    }
  };
  return (
    <Alert role="status" variant="light" color="yellow" mb="md" title={t('unavailable.title')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('unavailable.text', { parts: list })}</Text>
        <Button size="xs" variant="default" loading={isRetrying} onClick={() => void retry()}>
          {t('unavailable.retry')}
        </Button>
      </Group>
    </Alert>
  );
}
