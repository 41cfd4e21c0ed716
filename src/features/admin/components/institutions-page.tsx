import { useState } from 'react';
import { Group, Stack, Table, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { AdminInstitution, InstitutionBody } from '@common/schemas/admin';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DataTable } from '@/components/data-table';
import { OnlineButton } from '@/components/online-button';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDeleteInstitution } from '../api/delete-institution';
import { useInstitutions } from '../api/get-institutions';
import { useSaveInstitution } from '../api/save-institution';
import { toastError, toastSuccess } from './feedback';
import { InstitutionDialog } from './institution-dialog';
import { Pager } from './pager';
import { RowActions } from './row-actions';
import { useAdminTranslation } from './use-admin-translation';

const PAGE_SIZE = 25;
const COLUMNS = ['name', 'type', 'level', 'city', 'state', 'country', 'parent', 'actions'] as const;

type OpenDialog =
  | { kind: 'add' }
  | { kind: 'edit'; institution: AdminInstitution }
  | { kind: 'delete'; institution: AdminInstitution };

/** /admin/institutions: search, page, add, edit and delete institutions (spec 1 §7). */
export function InstitutionsPage() {
  const { t } = useAdminTranslation();
  useDocumentTitle(t('institutions.title'));
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [offset, setOffset] = useState(0);
  const { data, isError } = useInstitutions({ offset, limit: PAGE_SIZE, q: q || undefined });
  const save = useSaveInstitution();
  const remove = useDeleteInstitution();
  const [dialog, setDialog] = useState<OpenDialog>();
  const close = () => setDialog(undefined);
  const none = t('none');

  const submit = (body: InstitutionBody) =>
    save.mutate(
      { id: dialog?.kind === 'edit' ? dialog.institution.id : undefined, body },
      {
        onSuccess: () => {
          close();
          toastSuccess(t('institutions.toasts.saved'));
        },
        onError: () => toastError(t('institutions.toasts.saveFailed')),
      },
    );

  const confirmDelete = (institution: AdminInstitution) =>
    remove.mutate(institution.id, {
      onSuccess: () => toastSuccess(t('institutions.toasts.deleted')),
      onError: (error) =>
        toastError(
          error instanceof ApiError && error.status === 409
            ? t('institutions.toasts.inUse')
            : t('institutions.toasts.saveFailed'),
        ),
      onSettled: close,
    });

  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Title order={1}>{t('institutions.title')}</Title>
        <OnlineButton onClick={() => setDialog({ kind: 'add' })}>
          {t('institutions.add')}
        </OnlineButton>
      </Group>
      <TextInput
        type="search"
        label={t('institutions.search')}
        value={search}
        maw={420}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setOffset(0);
        }}
      />
      <DataTable
        label={t('institutions.tableLabel')}
        columns={COLUMNS.map((column) => t(`institutions.columns.${column}`))}
        rows={data?.rows}
        rowKey={(institution) => institution.id}
        cells={(institution) => (
          <>
            <Table.Th scope="row" fw={600}>
              {institution.name}
            </Table.Th>
            <Table.Td>{typeLabel(t, institution.type)}</Table.Td>
            <Table.Td>{institution.level ?? none}</Table.Td>
            <Table.Td>{institution.city ?? none}</Table.Td>
            <Table.Td>{institution.stateName ?? none}</Table.Td>
            <Table.Td>{institution.countryName ?? institution.regionName ?? none}</Table.Td>
            <Table.Td>{institution.parentName ?? none}</Table.Td>
            <Table.Td>
              <RowActions
                editLabel={t('institutions.editOne', { name: institution.name })}
                deleteLabel={t('institutions.deleteOne', { name: institution.name })}
                onEdit={() => setDialog({ kind: 'edit', institution })}
                onDelete={() => setDialog({ kind: 'delete', institution })}
              />
            </Table.Td>
          </>
        )}
        emptyText={t('institutions.empty')}
        error={isError ? t('loadFailed') : undefined}
        minWidth={860}
      />
      {data ? (
        <Pager offset={offset} limit={PAGE_SIZE} total={data.total} onOffset={setOffset} />
      ) : null}

      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <InstitutionDialog
          institution={dialog.kind === 'edit' ? dialog.institution : undefined}
          isBusy={save.isPending}
          onSave={submit}
          onClose={close}
        />
      ) : null}
      {dialog?.kind === 'delete' ? (
        <ConfirmDialog
          title={t('institutions.deleteTitle')}
          text={t('institutions.deleteConfirm', { name: dialog.institution.name })}
          confirmLabel={t('delete')}
          color="red"
          isBusy={remove.isPending}
          onConfirm={() => confirmDelete(dialog.institution)}
          onClose={close}
        />
      ) : null}
    </Stack>
  );
}

const KNOWN_TYPES = new Set(['school', 'college', 'university', 'district', 'other']);

function typeLabel(t: (key: string) => string, type: string): string {
  return KNOWN_TYPES.has(type) ? t(`institutions.types.${type}`) : type;
}
