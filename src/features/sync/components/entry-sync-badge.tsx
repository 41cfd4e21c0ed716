import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { LocalEntry } from '@/offline/lab-book-db';
import { entryStatus } from '../entry-status';

const COLORS = {
  local: 'yellow',
  synced: 'teal',
  failed: 'red',
  fileUploadError: 'orange',
  imageUploadError: 'orange',
} as const;

/**
 * Where an entry is: 'Saved on this device' until the server has it, 'Synced', or 'Not saved:
 * <reason>' when the server refused it (the dead-letter panel in the header can retry it), or
 * that its file's upload keeps failing (entry-status.ts).
 */
export function EntrySyncBadge({
  entry,
}: {
  entry: Pick<LocalEntry, 'sync' | 'error' | 'entryType'>;
}) {
  const { t } = useTranslation();
  const status = entryStatus(entry);
  const text = {
    local: () => t('sync.entry.local'),
    synced: () => t('sync.entry.synced'),
    failed: () => t('sync.entry.failed', { reason: entry.error ?? '' }),
    fileUploadError: () => t('sync.entry.fileUploadError'),
    imageUploadError: () => t('sync.entry.uploadError'),
  }[status]();
  return (
    // A status per entry, but not a live region: the header indicator announces changes once.
    <Badge
      role="status"
      aria-live="off"
      // A coloured dot and the page's text colour: readable (contrast) in both schemes.
      variant="dot"
      color={COLORS[status]}
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
