import { useState, type FormEvent } from 'react';
import { Alert, List, PasswordInput, Stack, Text, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { PASSWORD_HINTS, passwordHints, passwordProblem } from '@common/domain/password-rule';
import { useOnline } from '@/lib/use-online';
import { useChangePassword } from '../api/change-password';
import { useProfileTranslation } from '../use-profile-translation';
import { Dialog } from '@/components/dialog';
import { SaveActions } from './save-actions';
import { useFocusThroughClick } from './use-focus-through-click';

/** Spec 1 §9: the change-password dialog is 740 px wide. */
const DIALOG_WIDTH = 740;

interface Errors {
  current?: string;
  next?: string;
  confirm?: string;
}

/** Change password (spec 1 §2, §5): Current, New and Confirm, with live hints for the new one. */
export function ChangePasswordDialog({ userId, onClose }: { userId: string; onClose: () => void }) {
  const { t } = useProfileTranslation();
  const isOnline = useOnline();
  const change = useChangePassword(userId);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failed, setFailed] = useState(false);
  const newFocus = useFocusThroughClick();

  const validate = (): Errors => {
    const found: Errors = {};
    if (!current) found.current = t('password.currentRequired');
    const problem = passwordProblem(next);
    if (problem === 'required') found.next = t('password.newRequired');
    else if (problem) found.next = t(`password.${problem}`);
    if (!confirm) found.confirm = t('password.confirmRequired');
    else if (confirm !== next) found.confirm = t('password.mismatch');
    return found;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFailed(false);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { oldPassword: current, newPassword: next, confirmPassword: confirm },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('password.updated') });
          onClose();
        },
        onError: () => setFailed(true),
      },
    );
  };

  // Hints show while the new password is focused, has no error and is not empty.
  const showsHints = newFocus.isFocused && !errors.next && next.length > 0;
  const hints = passwordHints(next);

  return (
    <Dialog onClose={onClose} title={t('password.title')} size={DIALOG_WIDTH}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {failed ? (
            <Alert color="red" variant="light" role="alert">
              {t('password.failed')}
            </Alert>
          ) : null}
          <PasswordInput
            label={t('password.current')}
            value={current}
            onChange={(event) => setCurrent(event.currentTarget.value)}
            error={errors.current}
            autoComplete="current-password"
            required
            data-autofocus
          />
          <PasswordInput
            label={t('password.new')}
            value={next}
            onChange={(event) => {
              setNext(event.currentTarget.value);
              if (errors.next) setErrors({ ...errors, next: undefined });
            }}
            onFocus={newFocus.onFocus}
            onBlur={newFocus.onBlur}
            error={errors.next}
            autoComplete="new-password"
            aria-describedby={showsHints ? 'password-hints' : undefined}
            required
          />
          {showsHints ? (
            <div id="password-hints" aria-live="polite">
              <Text size="sm">{t('password.hintsLabel')}</Text>
              <List size="sm" spacing={2}>
                {PASSWORD_HINTS.map((hint) => (
                  <List.Item
                    key={hint}
                    c={hints[hint] ? 'green.9' : 'red.9'}
                    data-met={hints[hint]}
                  >
                    {t(`password.hints.${hint}`)}{' '}
                    <VisuallyHidden>
                      ({hints[hint] ? t('password.met') : t('password.notMet')})
                    </VisuallyHidden>
                  </List.Item>
                ))}
              </List>
            </div>
          ) : null}
          <PasswordInput
            label={t('password.confirm')}
            value={confirm}
            onChange={(event) => setConfirm(event.currentTarget.value)}
            error={errors.confirm}
            autoComplete="new-password"
            required
          />
          <SaveActions
            isOnline={isOnline}
            isSaving={change.isPending}
            cancelLabel={t('password.cancel')}
            saveLabel={t('password.save')}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Dialog>
  );
}
