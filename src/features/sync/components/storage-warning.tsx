import { useEffect, useState } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { checkStorage, type StorageWarning as Warning } from '@/offline/storage-health';

const DISMISSED_KEY = 'lab-portal:storage-warning-dismissed';

/**
 * Asks for persistent storage once the user is signed in (ARCHITECTURE.md point 8) and warns,
 * dismissibly, when the browser may evict the lab book or the quota is nearly full.
 */
export function StorageWarning() {
  const { t } = useTranslation();
  const [warning, setWarning] = useState<Warning>();
  const [isDismissed, setDismissed] = useState(() => sessionStorage.getItem(DISMISSED_KEY) === '1');

  useEffect(() => {
    let isCurrent = true;
    void checkStorage(navigator.storage, navigator.userAgent).then((health) => {
      if (isCurrent) setWarning(health.warning);
    });
    return () => {
      isCurrent = false;
    };
  }, []);

  if (!warning || isDismissed) return null;
  const key = warning === 'nearly-full' ? 'nearlyFull' : 'mayBeEvicted';
  return (
    <Alert
      role="alert"
      variant="light"
      color="orange"
      mb="md"
      title={t(`sync.storage.${key}Title`)}
      withCloseButton
      closeButtonLabel={t('sync.storage.dismiss')}
      onClose={() => {
        sessionStorage.setItem(DISMISSED_KEY, '1');
        setDismissed(true);
      }}
    >
      {t(`sync.storage.${key}`)}
    </Alert>
  );
}
