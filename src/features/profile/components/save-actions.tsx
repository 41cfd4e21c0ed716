import { Alert, Button, Group } from '@mantine/core';
import { useProfileTranslation } from '../use-profile-translation';

interface SaveActionsProps {
  isOnline: boolean;
  isSaving: boolean;
  cancelLabel: string;
  saveLabel: string;
  onCancel: () => void;
}

/** Cancel and Save of the profile's forms; offline, Save waits for a connection and says so. */
export function SaveActions({
  isOnline,
  isSaving,
  cancelLabel,
  saveLabel,
  onCancel,
}: SaveActionsProps) {
  const { t } = useProfileTranslation();
  return (
    <>
      {!isOnline ? (
        <Alert color="yellow" variant="light" role="status">
          {t('offlineSave')}
        </Alert>
      ) : null}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onCancel}>
          {cancelLabel}
        </Button>
        <Button type="submit" loading={isSaving} disabled={!isOnline}>
          {saveLabel}
        </Button>
      </Group>
    </>
  );
}
