import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { LicenseActivationDialog } from '@/features/licenses/components/license-activation-dialog';
import { catalogQueries, userQueries } from '@/features/user/api/queries';

/**
 * License activation where the app needs it (profile, the labs' license message): `open` shows
 * the dialog, `dialog` is its element. After an activation the user's licenses and products are
 * fetched again, so the new labs appear at once.
 */
export function useLicenseActivation(userId: string) {
  const queryClient = useQueryClient();
  const [code, setCode] = useState<string | null>(null);
  const open = useCallback((initialCode = '') => setCode(initialCode), []);
  const close = useCallback(() => setCode(null), []);
  const activated = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: userQueries.byId(userId) });
    void queryClient.invalidateQueries({ queryKey: catalogQueries.all });
  }, [queryClient, userId]);
  const dialog =
    code === null ? null : (
      <LicenseActivationDialog
        userId={userId}
        initialCode={code}
        onClose={close}
        onActivated={activated}
      />
    );
  return { open, dialog };
}
