import { useState } from 'react';
import { Accordion, Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useKeptEmails } from '../api/get-kept-emails';
import { Pager } from './pager';
import { useAdminTranslation } from './use-admin-translation';
import { useDateTimeFormat } from './use-date-time-format';

const PAGE_SIZE = 20;

/** /admin/emails: the e-mails kept when no SMTP server is configured, newest first. */
export function KeptEmailsPage() {
  const { t } = useAdminTranslation();
  useDocumentTitle(t('emails.title'));
  const [offset, setOffset] = useState(0);
  const { data, isError } = useKeptEmails({ offset, limit: PAGE_SIZE });
  const formatTime = useDateTimeFormat();

  return (
    <Stack>
      <Title order={1}>{t('emails.title')}</Title>
      <Text maw={760}>{t('emails.intro')}</Text>
      {isError ? <Alert color="red">{t('loadFailed')}</Alert> : null}
      {data && data.rows.length === 0 ? <Text>{t('emails.empty')}</Text> : null}
      {data && data.rows.length > 0 ? (
        <Accordion variant="separated" aria-label={t('emails.listLabel')} multiple>
          {data.rows.map((email) => (
            <Accordion.Item key={email.id} value={String(email.id)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs">
                  <Text fw={600}>{email.subject}</Text>
                  <Text size="sm">
                    {t('emails.to')}: {email.to} ·{' '}
                    <time dateTime={email.at}>{formatTime(email.at)}</time>
                  </Text>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="xs">
                  <Group gap="xs">
                    <Text size="sm">{t('emails.kind')}:</Text>
                    <Badge variant="light" tt="none">
                      {email.kind}
                    </Badge>
                  </Group>
                  <Text
                    component="pre"
                    style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit' }}
                    m={0}
                  >
                    {email.text}
                  </Text>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      ) : null}
      {data ? (
        <Pager offset={offset} limit={PAGE_SIZE} total={data.total} onOffset={setOffset} />
      ) : null}
    </Stack>
  );
}
