import { Alert, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconWifiOff } from '@/components/icons';
import { useOnline } from '@/lib/use-online';

/**
 * "Saved data from <time>": shown when offline, or when the last refresh failed, so nobody
 * mistakes saved data for live data.
 */
export function OfflineNotice({
  savedAt,
  refreshFailed,
}: {
  savedAt: number;
  refreshFailed: boolean;
}) {
  const { t, i18n } = useTranslation();
  const isOnline = useOnline();
  if (isOnline && !refreshFailed) return null;
  const time = savedAt
    ? new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(savedAt),
      )
    : undefined;
  return (
    // One line: on a 768 px Chromebook screen every row counts (the lab book's editor).
    <Alert role="status" variant="light" color="yellow" icon={<IconWifiOff />} mb="sm" py={6}>
      <Text size="sm">
        <Text span fw={700} inherit>
          {t(isOnline ? 'offline.refreshFailedTitle' : 'offline.title')}.
        </Text>{' '}
        <span>{time ? t('offline.savedDataFrom', { time }) : t('offline.noSavedData')}</span>
      </Text>
    </Alert>
  );
}
