import { useCallback, useState, type ReactNode } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { Dialog } from '@/components/dialog';
import { useTranslation } from 'react-i18next';
import { syncCounts } from '@/offline/lab-book-queries';
import { useLabBookDevice } from '../lab-book-device';

/**
 * Sign out, but with unsynced work warn first (ARCHITECTURE.md point 6). Signing out never
 * clears the outbox: the work stays on this device and is sent when the user signs in again.
 */
export function useGuardedSignOut(signOut: () => Promise<void>): {
  requestSignOut: () => void;
  dialog: ReactNode;
} {
  const { t } = useTranslation();
  const { db, sync } = useLabBookDevice();
  const [unsynced, setUnsynced] = useState(0);

  const proceed = useCallback(async () => {
    setUnsynced(0);
    await sync.forgetToken();
    await signOut();
  }, [signOut, sync]);

  const requestSignOut = useCallback(() => {
    void syncCounts(db)
      .then((counts) => counts.total)
      .catch(() => 0)
      .then((total) => (total > 0 ? setUnsynced(total) : proceed()));
  }, [db, proceed]);

  const dialog = (
    <Dialog opened={unsynced > 0} onClose={() => setUnsynced(0)} title={t('sync.signOut.title')}>
      <Text size="sm">{t('sync.signOut.text', { count: unsynced })}</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={() => setUnsynced(0)} data-autofocus>
          {t('sync.signOut.cancel')}
        </Button>
        <Button color="red" onClick={() => void proceed()}>
          {t('sync.signOut.confirm')}
        </Button>
      </Group>
    </Dialog>
  );
  return { requestSignOut, dialog };
}
