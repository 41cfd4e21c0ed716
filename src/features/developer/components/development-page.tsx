import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState, type FormEvent, type ReactNode } from 'react';
import { EntryType } from '@common/domain/lab-book';
import type { LabBookDb, LocalEntry } from '@/offline/lab-book-db';
import { listEntries, listSessions } from '@/offline/lab-book-queries';
import type { LabBookStore } from '@/offline/lab-book-writes';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFeatureTranslation } from '@/lib/feature-translations';
import { DEVELOPER_NAMESPACE, developerLocales } from '../locales';
import { DEVELOPER_TEST_LAB_TYPE, latestTestSession, testEntryHtml } from '../test-session';

/** An entry's text, without its HTML. */
const plainText = (html: string) =>
  new DOMParser().parseFromString(html, 'text/html').body.textContent;

interface DevelopmentPageProps {
  /** The signed-in user (owner of the test session). */
  actorId: string;
  db: LabBookDb;
  /** The lab book's one write API (src/offline/lab-book-writes.ts). */
  store: LabBookStore;
  /** The sync feature's badge ("Saved on this device", "Synced", "Not saved: reason"). */
  renderSyncBadge: (entry: LocalEntry) => ReactNode;
}

/**
 * /development: the lab-book test page. Test entries go through the real write path (the record
 * and its outbox row in one transaction, then the outbox sends them) into a test session of the
 * user's own book; the list is read live from the device, so each badge follows the sync.
 */
export function DevelopmentPage({ actorId, db, store, renderSyncBadge }: DevelopmentPageProps) {
  const { t, i18n } = useFeatureTranslation(DEVELOPER_NAMESPACE, developerLocales);
  useDocumentTitle(t('development.title'));
  const [text, setText] = useState(() => t('development.defaultText'));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [writing, setWriting] = useState(false);
  const session = useLiveQuery(
    async () => latestTestSession(await listSessions(db, actorId)) ?? null,
    [db, actorId],
  );
  const entries = useLiveQuery(
    () => (session ? listEntries(db, session.id) : Promise.resolve([])),
    [db, session?.id],
  );

  const write = async (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) {
      setMessage({ ok: false, text: t('development.required') });
      return;
    }
    setWriting(true);
    try {
      const target =
        session ??
        (await store.startSession({
          labType: DEVELOPER_TEST_LAB_TYPE,
          content: t('development.sessionContent'),
        }));
      await store.addEntry({
        sessionId: target.id,
        entryType: EntryType.StudentNote,
        content: testEntryHtml(text),
      });
      setMessage({ ok: true, text: t('development.written') });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      setMessage({ ok: false, text: t('development.failed', { reason }) });
    } finally {
      setWriting(false);
    }
  };

  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'medium' }).format(ms);

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('development.title')}</Title>
      <Text>{t('development.intro')}</Text>
      <form onSubmit={(event) => void write(event)}>
        <Group align="flex-end">
          <TextInput
            label={t('development.text')}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            style={{ flex: 1 }}
          />
          <Button type="submit" loading={writing}>
            {t('development.write')}
          </Button>
        </Group>
      </form>
      <Text role="status" c={message && !message.ok ? 'red' : undefined}>
        {message?.text}
      </Text>
      <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="developer-session">
        <Stack gap="sm">
          <Title order={2} size="h4" id="developer-session">
            {t('development.session')}
          </Title>
          {session ? (
            <Text size="sm">
              {session.content} · {t('development.sessionStarted', { time: time(session.open) })}
            </Text>
          ) : (
            <Text size="sm">{t('development.noSession')}</Text>
          )}
          <Title order={3} size="h5" id="developer-entries">
            {t('development.entries')}
          </Title>
          {entries && entries.length > 0 ? (
            <Stack component="ul" gap="xs" aria-labelledby="developer-entries" p={0} m={0}>
              {entries.map((entry) => (
                <Group
                  component="li"
                  key={entry.id}
                  justify="space-between"
                  wrap="nowrap"
                  style={{ listStyle: 'none' }}
                >
                  <Text size="sm">
                    {time(entry.timestamp)} · {plainText(entry.content)}
                  </Text>
                  {renderSyncBadge(entry)}
                </Group>
              ))}
            </Stack>
          ) : (
            <Text size="sm" c="dimmed">
              {t('development.empty')}
            </Text>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
