import { useState } from 'react';
import {
  ActionIcon,
  Button,
  Code,
  CopyButton,
  Group,
  Stack,
  Switch,
  Table,
  Text,
  Title,
} from '@mantine/core';
import type { LtiConsumer, UpdateLtiConsumerBody } from '@common/schemas/lti';
import { IconFileText, IconX } from '@/components/icons';
import { OnlineButton } from '@/components/online-button';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useCreateLtiConsumer } from '../api/create-lti-consumer';
import { useDeleteLtiConsumer } from '../api/delete-lti-consumer';
import { useLtiSettings } from '../api/get-lti-settings';
import { useUpdateLtiConsumer } from '../api/update-lti-consumer';
import { ConsumerDialog, type ConsumerForm } from './consumer-dialog';
import { DeleteConsumerDialog } from './delete-consumer-dialog';
import { toastError, toastSuccess } from './feedback';
import { SecretDialog } from './secret-dialog';
import { useLtiTranslation } from './use-lti-translation';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; consumer: LtiConsumer }
  | { kind: 'delete'; consumer: LtiConsumer }
  | { kind: 'secret'; consumerKey: string; secret: string };

/**
 * "LMS connections" (spec 1 §7 "LTI1 settings (key, secret, status), autoprovision"; issue 11
 * §6): the connections of the institutions the administrator administers.
 */
export function LtiConnectionsPage({ userId }: { userId: string }) {
  const { t } = useLtiTranslation();
  useDocumentTitle(t('title'));
  const { data } = useLtiSettings(userId);
  const create = useCreateLtiConsumer();
  const update = useUpdateLtiConsumer();
  const remove = useDeleteLtiConsumer();
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);

  const failed = (error: unknown) =>
    toastError(
      error instanceof ApiError && error.status === 409
        ? t('toasts.keyTaken')
        : t('toasts.saveFailed'),
    );

  const showSecret = (consumerKey: string, secret: string | undefined) => {
    if (secret) setDialog({ kind: 'secret', consumerKey, secret });
    else close();
  };

  const save = (form: ConsumerForm) => {
    const status = form.isActive ? 'Active' : 'Inactive';
    if (dialog?.kind === 'edit') {
      const { consumer } = dialog;
      const body: UpdateLtiConsumerBody = {
        status,
        autoprovision: form.autoprovision,
        ...(form.consumerKey !== consumer.consumerKey ? { consumerKey: form.consumerKey } : {}),
        ...(form.regenerateSecret ? { regenerateSecret: true } : {}),
      };
      update.mutate(
        { id: consumer.id, body },
        {
          onSuccess: (saved) => {
            toastSuccess(t('toasts.saved'));
            showSecret(saved.consumer.consumerKey, saved.secret);
          },
          onError: failed,
        },
      );
      return;
    }
    create.mutate(
      {
        institutionId: form.institutionId,
        consumerKey: form.consumerKey,
        status,
        autoprovision: form.autoprovision,
      },
      {
        onSuccess: (saved) => {
          toastSuccess(t('toasts.saved'));
          showSecret(saved.consumer.consumerKey, saved.secret);
        },
        onError: failed,
      },
    );
  };

  const toggle = (consumer: LtiConsumer, body: UpdateLtiConsumerBody) =>
    update.mutate(
      { id: consumer.id, body },
      { onSuccess: () => toastSuccess(t('toasts.saved')), onError: failed },
    );

  const confirmDelete = (consumer: LtiConsumer) =>
    remove.mutate(consumer.id, {
      onSuccess: () => {
        close();
        toastSuccess(t('toasts.deleted'));
      },
      onError: () => {
        close();
        toastError(t('toasts.deleteFailed'));
      },
    });

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{t('title')}</Title>
        <OnlineButton onClick={() => setDialog({ kind: 'add' })}>{t('add')}</OnlineButton>
      </Group>
      <Text maw={760}>{t('intro')}</Text>
      <Group gap="xs" wrap="nowrap">
        <Text fw={600} id="lti-launch-url-label">
          {t('launchUrl')}
        </Text>
        <Code aria-labelledby="lti-launch-url-label">{data.launchUrl}</Code>
        <CopyButton value={data.launchUrl}>
          {({ copy }) => (
            <ActionIcon
              variant="subtle"
              aria-label={t('copyLaunchUrl')}
              onClick={() => {
                copy();
                toastSuccess(t('toasts.launchUrlCopied'));
              }}
            >
              <IconFileText size={18} />
            </ActionIcon>
          )}
        </CopyButton>
      </Group>

      {data.consumers.length === 0 ? (
        <Text c="dimmed">{t('empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm" aria-label={t('tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('columns.institution')}</Table.Th>
                <Table.Th scope="col">{t('columns.key')}</Table.Th>
                <Table.Th scope="col">{t('columns.secret')}</Table.Th>
                <Table.Th scope="col">{t('columns.status')}</Table.Th>
                <Table.Th scope="col">{t('columns.autoprovision')}</Table.Th>
                <Table.Th scope="col">{t('columns.actions')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.consumers.map((consumer) => (
                <Table.Tr key={consumer.id}>
                  <Table.Td>{consumer.institutionName}</Table.Td>
                  <Table.Th scope="row" fw={600}>
                    {consumer.consumerKey}
                  </Table.Th>
                  <Table.Td>
                    <Code>{consumer.secretHint}</Code>
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('statusToggle', { key: consumer.consumerKey })}
                      checked={consumer.status === 'Active'}
                      onChange={(event) =>
                        toggle(consumer, {
                          status: event.currentTarget.checked ? 'Active' : 'Inactive',
                        })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Switch
                      aria-label={t('autoprovisionToggle', { key: consumer.consumerKey })}
                      checked={consumer.autoprovision}
                      onChange={(event) =>
                        toggle(consumer, { autoprovision: event.currentTarget.checked })
                      }
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Button
                        size="xs"
                        variant="default"
                        aria-label={t('edit', { key: consumer.consumerKey })}
                        onClick={() => setDialog({ kind: 'edit', consumer })}
                      >
                        {t('editButton')}
                      </Button>
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        aria-label={t('delete', { key: consumer.consumerKey })}
                        onClick={() => setDialog({ kind: 'delete', consumer })}
                      >
                        <IconX size={18} />
                      </ActionIcon>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ConsumerDialog
          consumer={dialog.kind === 'edit' ? dialog.consumer : undefined}
          institutions={data.institutions}
          isBusy={create.isPending || update.isPending}
          onSave={save}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <DeleteConsumerDialog
          consumerKey={dialog.consumer.consumerKey}
          isBusy={remove.isPending}
          onConfirm={() => confirmDelete(dialog.consumer)}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'secret' ? (
        <SecretDialog consumerKey={dialog.consumerKey} secret={dialog.secret} onClose={close} />
      ) : null}
    </Stack>
  );
}
