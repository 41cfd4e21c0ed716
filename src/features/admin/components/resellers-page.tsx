import { useState } from 'react';
import { Alert, Badge, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminReseller, ResellerBody } from '@common/schemas/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { OnlineButton } from '@/components/online-button';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteReseller } from '../api/delete-reseller';
import { useResellers } from '../api/get-resellers';
import { useSaveReseller } from '../api/save-reseller';
import { toastError, toastSuccess } from './feedback';
import { ResellerDialog } from './reseller-dialog';
import { RowActions } from './row-actions';
import { useAdminTranslation } from './use-admin-translation';

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; reseller: AdminReseller }
  | { kind: 'delete'; reseller: AdminReseller };

/** /admin/resellers: resellers with their sub-domains and white-label images. */
export function ResellersPage() {
  const { t } = useAdminTranslation();
  useDocumentTitle(t('resellers.title'));
  const { data, isError } = useResellers();
  const save = useSaveReseller();
  const remove = useDeleteReseller();
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);

  const submit = (body: ResellerBody) =>
    save.mutate(
      { id: dialog?.kind === 'edit' ? dialog.reseller.id : undefined, body },
      {
        onSuccess: () => {
          close();
          toastSuccess(t('resellers.toasts.saved'));
        },
        onError: (error) =>
          toastError(
            error instanceof ApiError && error.status === 409
              ? t('resellers.toasts.domainTaken')
              : t('resellers.toasts.saveFailed'),
          ),
      },
    );

  const confirmDelete = (reseller: AdminReseller) =>
    remove.mutate(reseller.id, {
      onSuccess: () => toastSuccess(t('resellers.toasts.deleted')),
      onError: () => toastError(t('resellers.toasts.saveFailed')),
      onSettled: close,
    });

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{t('resellers.title')}</Title>
        <OnlineButton onClick={() => setDialog({ kind: 'add' })}>{t('resellers.add')}</OnlineButton>
      </Group>
      {isError ? <Alert color="red">{t('loadFailed')}</Alert> : null}
      {data && data.length === 0 ? <Text>{t('resellers.empty')}</Text> : null}
      {data && data.length > 0 ? (
        <Table.ScrollContainer minWidth={720}>
          <Table striped verticalSpacing="sm" aria-label={t('resellers.tableLabel')}>
            <Table.Thead>
              <Table.Tr>
                {(['name', 'domains', 'logo', 'spinner', 'actions'] as const).map((column) => (
                  <Table.Th key={column} scope="col">
                    {t(`resellers.columns.${column}`)}
                  </Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.map((reseller) => (
                <Table.Tr key={reseller.id}>
                  <Table.Th scope="row" fw={600}>
                    {reseller.name}
                  </Table.Th>
                  <Table.Td>
                    {reseller.domains.length === 0 ? (
                      t('none')
                    ) : (
                      <Group gap={4}>
                        {reseller.domains.map((domain) => (
                          <Badge key={domain} variant="light" tt="none">
                            {domain}
                          </Badge>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {reseller.logoUrl ? (
                      <Image
                        src={reseller.logoUrl}
                        alt={t('resellers.logoAlt', { name: reseller.name })}
                        h={32}
                        w="auto"
                        fit="contain"
                      />
                    ) : (
                      t('none')
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm" style={{ wordBreak: 'break-all' }}>
                      {reseller.spinnerUrl ?? t('none')}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <RowActions
                      editLabel={t('resellers.editOne', { name: reseller.name })}
                      deleteLabel={t('resellers.deleteOne', { name: reseller.name })}
                      onEdit={() => setDialog({ kind: 'edit', reseller })}
                      onDelete={() => setDialog({ kind: 'delete', reseller })}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}

      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <ResellerDialog
          reseller={dialog.kind === 'edit' ? dialog.reseller : undefined}
          isBusy={save.isPending}
          onSave={submit}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('resellers.deleteTitle')}
          text={t('resellers.deleteConfirm', { name: dialog.reseller.name })}
          confirmLabel={t('delete')}
          color="red"
          isBusy={remove.isPending}
          onConfirm={() => confirmDelete(dialog.reseller)}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}
