import { useCallback, useState, type FormEvent } from 'react';
import { ActionIcon, Alert, Group, Stack, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { USERNAME_PATTERN } from '@common/domain/username';
import type { User } from '@common/schemas/users';
import { icon } from '@/components/icons';
import { ApiError } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { useUpdateUser } from '../api/update-user';
import { useProfileTranslation } from '../use-profile-translation';
import { DetailList } from './profile-details';
import { SaveActions } from './save-actions';
import { SchoolFields, type SchoolChoice } from './school-fields';
import { LimitedTextInput } from '@/components/limited-text-input';

const IconPencil = /* @__PURE__ */ icon([
  'M4 20h4L18.5 9.5a2.828 2.828 0 1 0-4-4L4 16v4',
  'M13.5 6.5l4 4',
]);

interface ProfileEditFormProps {
  user: User;
  initialChoice: SchoolChoice;
  onCancel: () => void;
  onSaved: (user: User) => void;
  onEditPassword: () => void;
}

interface FormErrors {
  country?: string;
  campus?: string;
  username?: string;
}

/** Edit mode (spec 1 §2, §5): school cascade, names, username (with its warning), password icon. */
export function ProfileEditForm({
  user,
  initialChoice,
  onCancel,
  onSaved,
  onEditPassword,
}: ProfileEditFormProps) {
  const { t } = useProfileTranslation();
  const isOnline = useOnline();
  const update = useUpdateUser(user.userId);
  const [choice, setChoice] = useState(initialChoice);
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [username, setUsername] = useState(user.username);
  const [errors, setErrors] = useState<FormErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const changeChoice = useCallback((next: SchoolChoice) => setChoice(next), []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: FormErrors = {};
    if (choice.country === null) found.country = t('countryRequired');
    if (choice.campus === null) found.campus = t('campusRequired');
    if (!USERNAME_PATTERN.test(username.trim())) found.username = t('usernameInvalid');
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0 || choice.country === null || choice.campus === null) return;
    update.mutate(
      {
        username: username.trim(),
        firstName: firstName.trim() || null,
        lastName: lastName.trim() || null,
        campusId: choice.campus,
        region: choice.country,
      },
      {
        onSuccess: onSaved,
        onError: (error) => {
          if (error instanceof ApiError && error.status === 409)
            setErrors({ username: t('usernameTaken') });
          else setFailure(t('updateFailed'));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('details')}>
      <Stack gap="md">
        {failure ? (
          <Alert color="red" variant="light" role="alert">
            {failure}
          </Alert>
        ) : null}
        <SchoolFields value={choice} onChange={changeChoice} errors={errors} />
        <LimitedTextInput
          label={t('fields.firstName')}
          value={firstName}
          onChange={(event) => setFirstName(event.currentTarget.value)}
          autoComplete="given-name"
          maxLength={64}
        />
        <LimitedTextInput
          label={t('fields.lastName')}
          value={lastName}
          onChange={(event) => setLastName(event.currentTarget.value)}
          autoComplete="family-name"
          maxLength={64}
        />
        <DetailList items={[{ label: t('fields.email'), value: user.email }]} />
        <LimitedTextInput
          label={t('fields.username')}
          description={t('usernameWarning')}
          value={username}
          onChange={(event) => setUsername(event.currentTarget.value)}
          error={errors.username}
          autoComplete="username"
          maxLength={32}
          required
        />
        <div>
          <Text size="sm" c="dimmed">
            {t('fields.password')}
          </Text>
          <Group gap="xs">
            <Text fw={500}>
              <span aria-hidden="true">••••••••</span>
              <VisuallyHidden>{t('maskedPassword')}</VisuallyHidden>
            </Text>
            <Tooltip label={t('password.edit')}>
              <ActionIcon
                variant="subtle"
                aria-label={t('password.edit')}
                onClick={onEditPassword}
                disabled={!isOnline}
              >
                <IconPencil size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        </div>
        <SaveActions
          isOnline={isOnline}
          isSaving={update.isPending}
          cancelLabel={t('cancel')}
          saveLabel={t('save')}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}
