import { Alert } from '@mantine/core';
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
    <Alert
      role="status"
      variant="light"
      color="yellow"
      icon={<IconWifiOff />}
      mb="md"
      title={t(isOnline ? 'offline.refreshFailedTitle' : 'offline.title')}
    >
      {time ? t('offline.savedDataFrom', { time }) : t('offline.noSavedData')}
    </Alert>
  );
}
