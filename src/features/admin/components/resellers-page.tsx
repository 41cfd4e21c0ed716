import { useState } from 'react';
import { Badge, Group, Image, Stack, Table, Text, Title } from '@mantine/core';
import type { AdminReseller, ResellerBody } from '@common/schemas/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
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
      <DataTable
        label={t('resellers.tableLabel')}
        columns={(['name', 'domains', 'logo', 'spinner', 'actions'] as const).map((column) =>
          t(`resellers.columns.${column}`),
        )}
        rows={data}
        rowKey={(reseller) => reseller.id}
        cells={(reseller) => (
          <>
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
          </>
        )}
        emptyText={t('resellers.empty')}
        error={isError ? t('loadFailed') : undefined}
        minWidth={720}
      />

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
