import { useState, type ReactNode } from 'react';
import {
  Anchor,
  Button,
  Card,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Trans } from 'react-i18next';
import type { User } from '@common/schemas/users';
import { useServices } from '@/lib/services';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCampus } from '../api/get-campus';
import { useRegions } from '../api/get-regions';
import { PROFILE_NAMESPACE } from '../locales';
import { useProfileTranslation } from '../use-profile-translation';
import { ChangePasswordDialog } from './change-password-dialog';
import { Dialog } from '@/components/dialog';
import { DetailList, orDashes } from './profile-details';
import { ProfileEditForm } from './profile-edit-form';
import type { SchoolChoice } from './school-fields';

interface ProfilePageProps {
  user: User;
  /** The profile was saved with the same username: the app reloads the user. */
  onUpdated: (user: User) => void;
  /** The username changed and every session ended: the app sends the user to sign in. */
  onSignInAgain: (user: User, newUsername: string) => void;
  /** License details and the activation button, composed by the app. */
  licenses: ReactNode;
  /** The contracts section (renders nothing without contracts). */
  contracts: ReactNode;
}

/** Profile (spec 1 §2): read mode, edit mode, licenses, contracts, account deletion, legal links. */
export function ProfilePage({
  user,
  onUpdated,
  onSignInAgain,
  licenses,
  contracts,
}: ProfilePageProps) {
  const { t } = useProfileTranslation();
  const { config } = useServices();
  useDocumentTitle(t('title'));
  const [isEditing, setEditing] = useState(false);
  const [isPasswordOpen, setPasswordOpen] = useState(false);
  const [newUsername, setNewUsername] = useState<string | null>(null);
  const [savedUser, setSavedUser] = useState<User | null>(null);

  const saved = (next: User) => {
    if (next.username !== user.username) {
      // Every session ended on the server: say so, then sign in again (spec 1 §5).
      setSavedUser(next);
      setNewUsername(next.username);
      return;
    }
    notifications.show({ color: 'teal', message: t('updated') });
    setEditing(false);
    onUpdated(next);
  };

  return (
    <Stack gap="xl" maw={960}>
      <Title order={1}>{t('title')}</Title>
      <Card withBorder padding="lg" component="section" aria-labelledby="profile-details-title">
        <Group justify="space-between" mb="md">
          <Title order={2} size="h3" id="profile-details-title">
            {t('details')}
          </Title>
          {!isEditing ? <Button onClick={() => setEditing(true)}>{t('edit')}</Button> : null}
        </Group>
        {isEditing ? (
          <ProfileEditor
            user={user}
            onCancel={() => setEditing(false)}
            onSaved={saved}
            onEditPassword={() => setPasswordOpen(true)}
          />
        ) : (
          <ProfileReadMode user={user} />
        )}
      </Card>
      {licenses}
      {contracts}
      <Text>
        <Trans
          ns={PROFILE_NAMESPACE}
          i18nKey="deletion"
          values={{ email: config.links.supportEmail }}
          components={[<Anchor key="mail" href={`mailto:${config.links.supportEmail}`} />]}
        />
      </Text>
      <Group component="nav" aria-label={t('footer.label')} gap="lg">
        <Anchor href={config.links.terms} target="_blank" rel="noopener noreferrer">
          {t('footer.terms')}
        </Anchor>
        <Anchor href={config.links.privacy} target="_blank" rel="noopener noreferrer">
          {t('footer.privacy')}
        </Anchor>
      </Group>
      {isPasswordOpen ? (
        <ChangePasswordDialog userId={user.userId} onClose={() => setPasswordOpen(false)} />
      ) : null}
      {newUsername !== null ? (
        <Dialog
          title={t('signInAgain.title')}
          onClose={() => onSignInAgain(savedUser ?? user, newUsername)}
          isDismissible={false}
        >
          <Text role="alert">{t('signInAgain.text', { username: newUsername })}</Text>
          <Group justify="flex-end" mt="md">
            <Button onClick={() => onSignInAgain(savedUser ?? user, newUsername)} data-autofocus>
              {t('signInAgain.ok')}
            </Button>
          </Group>
        </Dialog>
      ) : null}
    </Stack>
  );
}

function ProfileReadMode({ user }: { user: User }) {
  const { t } = useProfileTranslation();
  const regions = useRegions();
  const country = regions.data?.find((region) => region.Id === user.region)?.Name;
  return (
    <DetailList
      items={[
        { label: t('fields.country'), value: orDashes(country) },
        { label: t('fields.state'), value: orDashes(user.state) },
        { label: t('fields.school'), value: orDashes(user.school) },
        { label: t('fields.campus'), value: orDashes(user.campus) },
        { label: t('fields.firstName'), value: orDashes(user.firstName) },
        { label: t('fields.lastName'), value: orDashes(user.lastName) },
        { label: t('fields.email'), value: orDashes(user.email) },
        { label: t('fields.username'), value: orDashes(user.username) },
        {
          label: t('fields.password'),
          value: (
            <>
              <span aria-hidden="true">••••••••</span>
              <VisuallyHidden>{t('maskedPassword')}</VisuallyHidden>
            </>
          ),
        },
      ]}
    />
  );
}

/** Edit mode starts from the user's campus, its school, state and country. */
function ProfileEditor(props: {
  user: User;
  onCancel: () => void;
  onSaved: (user: User) => void;
  onEditPassword: () => void;
}) {
  const campus = useCampus(props.user.CampusId);
  if (props.user.CampusId !== null && campus.isPending && campus.fetchStatus === 'fetching') {
    return <Loader size="sm" />;
  }
  const detail = campus.data;
  const initialChoice: SchoolChoice = detail
    ? {
        country: detail.country ?? props.user.region,
        state: detail.stateId ?? 0,
        school: detail.institutionId,
        campus: detail.id,
      }
    : { country: props.user.region, state: null, school: null, campus: props.user.CampusId };
  return <ProfileEditForm {...props} initialChoice={initialChoice} />;
}
