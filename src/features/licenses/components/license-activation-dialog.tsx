import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useOnline } from '@/lib/use-online';
import { useActivateLicense } from '../api/activate-license';
import { activationProblem } from '../license-rules';
import { useLicensesTranslation } from '../use-licenses-translation';
import { Dialog } from '@/components/dialog';
import { LimitedTextInput } from '@/components/limited-text-input';

interface LicenseActivationDialogProps {
  userId: string;
  /** A code to start with (a contract's multiuse code). */
  initialCode?: string;
  onClose: () => void;
  /** After a successful activation: the app reloads the user's licenses and products. */
  onActivated: (licenseId: number) => void;
}

/** License activation (spec 1 §4, §5, §8): the code is trimmed; failures as `activationProblem` says. */
export function LicenseActivationDialog({
  userId,
  initialCode = '',
  onClose,
  onActivated,
}: LicenseActivationDialogProps) {
  const { t } = useLicensesTranslation();
  const isOnline = useOnline();
  const [code, setCode] = useState(initialCode);
  const [error, setError] = useState<string | null>(null);
  // A failed call or the rate limit is about the attempt, not the code: said for the dialog.
  const [failure, setFailure] = useState<string | null>(null);
  const activation = useActivateLicense(userId);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('activation.invalid'));
      return;
    }
    setError(null);
    setFailure(null);
    activation.mutate(code, {
      onSuccess: ({ licenseId }) => {
        notifications.show({ color: 'teal', message: t('activation.activated') });
        onActivated(licenseId);
        onClose();
      },
      onError: (reason) => {
        const problem = activationProblem(reason);
        const text = t(problem.key, problem.values ?? {});
        if (problem.key === 'activation.invalid') setError(text);
        else setFailure(text);
      },
    });
  };

  return (
    <Dialog onClose={onClose} title={t('activation.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('activation.intro')}</Text>
          <LimitedTextInput
            label={t('activation.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            error={error}
            autoComplete="off"
            spellCheck={false}
            data-autofocus
            maxLength={64}
          />
          {failure ? (
            <Alert color="red" variant="light" role="alert">
              {failure}
            </Alert>
          ) : null}
          {!isOnline ? (
            <Alert color="yellow" variant="light" role="status">
              {t('activation.offline')}
            </Alert>
          ) : null}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('activation.cancel')}
            </Button>
            <Button type="submit" loading={activation.isPending} disabled={!isOnline}>
              {t('activation.activate')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Dialog>
  );
}
