import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EntryType } from '@common/domain/lab-book';
import type { LocalEntry } from '@/offline/lab-book-db';
import { UPLOAD_ERROR } from '@/offline/outbox-state';

const COLORS = { pending: 'yellow', synced: 'teal', failed: 'red' } as const;

/**
 * Where an entry is: 'Saved on this device' until the server has it, 'Synced', or 'Not saved:
 * <reason>' when the server refused it (the dead-letter panel in the header can retry it). A file
 * whose upload keeps failing says so while it is still being tried, naming its kind: a file
 * (type 10, e.g. a PDF) or an image (an image entry, or a note's inline images).
 */
export function EntrySyncBadge({
  entry,
}: {
  entry: Pick<LocalEntry, 'sync' | 'error' | 'entryType'>;
}) {
  const { t } = useTranslation();
  const isUploadFailing = entry.sync === 'pending' && entry.error === UPLOAD_ERROR;
  const text =
    entry.sync === 'synced'
      ? t('sync.entry.synced')
      : entry.sync === 'failed'
        ? t('sync.entry.failed', { reason: entry.error ?? '' })
        : isUploadFailing
          ? entry.entryType === EntryType.File
            ? t('sync.entry.fileUploadError')
            : t('sync.entry.uploadError')
          : t('sync.entry.local');
  return (
    // A status per entry, but not a live region: the header indicator announces changes once.
    <Badge
      role="status"
      aria-live="off"
      // A coloured dot and the page's text colour: readable (contrast) in both schemes.
      variant="dot"
      color={isUploadFailing ? 'orange' : COLORS[entry.sync]}
      size="sm"
      radius="sm"
      tt="none"
      styles={{
        root: { height: 'auto', maxWidth: '100%' },
        label: { whiteSpace: 'normal', overflow: 'visible' },
      }}
    >
      {text}
    </Badge>
  );
}
