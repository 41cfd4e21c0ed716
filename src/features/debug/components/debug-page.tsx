import { useSyncExternalStore } from 'react';
import { Button, Code, Group, Paper, ScrollArea, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ErrorLog } from '@/lib/error-log';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /debug: every failed call recorded in this tab (store, method, params, error). */
export function DebugPage({ errorLog }: { errorLog: ErrorLog }) {
  const { t, i18n } = useTranslation();
  useDocumentTitle(t('debug.title'));
  const entries = useSyncExternalStore(errorLog.subscribe, errorLog.list, errorLog.list);
  const timeFormat = new Intl.DateTimeFormat(i18n.language, {
    dateStyle: 'short',
    timeStyle: 'medium',
  });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={1}>{t('debug.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('debug.intro')}
          </Text>
        </Stack>
        <Button variant="default" onClick={() => errorLog.clear()} disabled={entries.length === 0}>
          {t('debug.clear')}
        </Button>
      </Group>
      {entries.length === 0 ? (
        <Paper withBorder p="xl" radius="md" ta="center">
          <Text fw={600}>{t('debug.emptyTitle')}</Text>
          <Text c="dimmed" size="sm">
            {t('debug.emptyText')}
          </Text>
        </Paper>
      ) : (
        <ScrollArea type="auto">
          <Table striped highlightOnHover withTableBorder verticalSpacing="xs" miw={800}>
            <Table.Caption>{t('debug.caption', { count: entries.length })}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('debug.columns.time')}</Table.Th>
                <Table.Th scope="col">{t('debug.columns.store')}</Table.Th>
                <Table.Th scope="col">{t('debug.columns.method')}</Table.Th>
                <Table.Th scope="col">{t('debug.columns.params')}</Table.Th>
                <Table.Th scope="col">{t('debug.columns.error')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {entries.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {timeFormat.format(new Date(entry.time))}
                  </Table.Td>
                  <Table.Td>{entry.store}</Table.Td>
                  <Table.Td>{entry.method}</Table.Td>
                  <Table.Td>
                    <Code style={{ wordBreak: 'break-all' }}>{entry.params}</Code>
                  </Table.Td>
                  <Table.Td>{entry.error}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollArea>
      )}
    </Stack>
  );
}
