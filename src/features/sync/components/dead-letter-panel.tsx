import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DeadLetter } from '@/offline/lab-book-queries';
import { statementsPayload, updatePayload } from '@/offline/outbox-plan';

interface DeadLetterPanelProps {
  letters: DeadLetter[];
  onRetry: (seqs?: number[]) => void;
  onExport: () => void;
  /** A refused file: saved as kept on this device. */
  onDownload: (letter: DeadLetter) => void;
  /** A refused file: discarded once the user confirmed (the caller asks). */
  onDiscard: (letter: DeadLetter) => void;
}

/** What a refused record was, in the user's words (a note's text, a file, lab activity). */
function useDescribe() {
  const { t, i18n } = useTranslation();
  const time = (ms: number) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(ms),
    );
  return ({ row, entries, file, session }: DeadLetter): string => {
    if (file) return t('sync.deadLetters.fileNamed', { name: file.name });
    if (entries.length > 0)
      return entries.map((entry) => plainText(entry.content) || entry.fileName || '').join(' · ');
    if (row.op === 'send-statements')
      return t('sync.deadLetters.statements', { count: statementsPayload(row).statements.length });
    if (row.op === 'upload-file') return t('sync.deadLetters.file');
    if (row.op === 'update-session')
      return t('sync.deadLetters.actions', { count: updatePayload(row).actions.length });
    return t('sync.deadLetters.session', { time: time(session?.open ?? row.createdAt) });
  };
}

/** Entry HTML as one short line of text, without parsing it into the page. */
function plainText(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > 120 ? `${text.slice(0, 117)}...` : text;
}

/** Records the server refused: kept on the device, with the reason, Retry and Export. */
export function DeadLetterPanel({
  letters,
  onRetry,
  onExport,
  onDownload,
  onDiscard,
}: DeadLetterPanelProps) {
  const { t } = useTranslation();
  const describe = useDescribe();
  if (letters.length === 0) return null;
  return (
    <Stack gap="xs" role="region" aria-labelledby="dead-letters-title">
      <Text id="dead-letters-title" fw={650} c="red.8">
        {t('sync.deadLetters.title')}
      </Text>
      <Text size="sm">{t('sync.deadLetters.intro')}</Text>
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {letters.map((letter) => (
          <Paper component="li" key={letter.row.seq} withBorder p="xs" radius="sm">
            <Text size="sm" lineClamp={3}>
              {describe(letter)}
            </Text>
            <Text size="xs" c="dimmed">
              {t('sync.deadLetters.reason', { reason: letter.row.lastError ?? '' })}
            </Text>
            <Group justify="flex-end" mt={4} gap={6}>
              {letter.file ? (
                <>
                  <Button size="compact-xs" variant="default" onClick={() => onDownload(letter)}>
                    {t('sync.deadLetters.download')}
                  </Button>
                  <Button
                    size="compact-xs"
                    variant="default"
                    color="red"
                    onClick={() => onDiscard(letter)}
                  >
                    {t('sync.deadLetters.discard')}
                  </Button>
                </>
              ) : null}
              <Button size="compact-xs" variant="light" onClick={() => onRetry([letter.row.seq!])}>
                {t('sync.deadLetters.retry')}
              </Button>
            </Group>
          </Paper>
        ))}
      </Stack>
      <Group justify="flex-end" gap="xs">
        <Button size="xs" variant="default" onClick={onExport}>
          {t('sync.deadLetters.export')}
        </Button>
        <Button size="xs" onClick={() => onRetry()}>
          {t('sync.deadLetters.retryAll')}
        </Button>
      </Group>
    </Stack>
  );
}
