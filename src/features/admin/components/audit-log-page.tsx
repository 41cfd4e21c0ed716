import { useState } from 'react';
import { Code, Stack, Table, Text, Title } from '@mantine/core';
import type { AuditLogRow } from '@common/schemas/audit-log';
import { DataTable } from '@/components/data-table';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useAuditLog } from '../api/get-audit-log';
import { Pager } from './pager';
import { useAdminTranslation } from './use-admin-translation';
import { useDateTimeFormat } from './use-date-time-format';

const PAGE_SIZE = 50;

type AuditUser = AuditLogRow['actor'];

/** `{ id: 3, name: "X" }` as `id: 3 · name: X`: short, and never markup. */
function detailsText(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');
}

/** /admin/audit-log: time, who, target, action and details, newest first. */
export function AuditLogPage() {
  const { t } = useAdminTranslation();
  useDocumentTitle(t('audit.title'));
  const [offset, setOffset] = useState(0);
  const { data, isError } = useAuditLog({ offset, limit: PAGE_SIZE });
  const formatTime = useDateTimeFormat();
  const userText = (user: AuditUser, hasId: boolean) =>
    user ? user.username : hasId ? t('audit.deletedUser') : t('none');

  return (
    <Stack>
      <Title order={1}>{t('audit.title')}</Title>
      <DataTable
        label={t('audit.tableLabel')}
        columns={(['at', 'actor', 'target', 'action', 'details'] as const).map((column) =>
          t(`audit.columns.${column}`),
        )}
        rows={data?.rows}
        rowKey={(row) => row.id}
        cells={(row) => (
          <>
            <Table.Td style={{ whiteSpace: 'nowrap' }}>
              <time dateTime={row.at}>{formatTime(row.at)}</time>
            </Table.Td>
            <Table.Td>{userText(row.actor, true)}</Table.Td>
            <Table.Td>{userText(row.target, false)}</Table.Td>
            <Table.Td>
              <Code>{row.action}</Code>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ wordBreak: 'break-word' }}>
                {detailsText(row.details)}
              </Text>
            </Table.Td>
          </>
        )}
        emptyText={t('audit.empty')}
        error={isError ? t('loadFailed') : undefined}
        minWidth={860}
        verticalSpacing="xs"
      />
      {data ? (
        <Pager offset={offset} limit={PAGE_SIZE} total={data.total} onOffset={setOffset} />
      ) : null}
    </Stack>
  );
}
