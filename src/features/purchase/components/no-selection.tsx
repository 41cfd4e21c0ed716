import { Button, Stack, Text } from '@mantine/core';
import { usePurchaseTranslation } from '../use-purchase-translation';

/** /checkout opened without a chosen license (a bookmark, a stale link). */
export function NoSelection({ onBack }: { onBack: () => void }) {
  const { t } = usePurchaseTranslation();
  return (
    <Stack align="flex-start">
      <Text>{t('noSelection')}</Text>
      <Button onClick={onBack}>{t('backToPurchase')}</Button>
    </Stack>
  );
}
