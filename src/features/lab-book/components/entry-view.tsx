import { memo, useMemo } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { EntryType } from '@common/domain/lab-book';
import { formatLocalTime } from '@common/domain/relative-time';
import { useServices } from '@/lib/services';
import { useOpenFile } from '../api/get-download-url';
import type { BookEntry } from '../book-model';
import { useLabBookDevice } from '../device';
import { openLocalFile } from '../local-files';
import { fillTimestamp, sanitizeEntryHtml } from '../sanitize';
import { useInlineImages } from '../use-inline-images';
import { IconFile } from './icons';
import { EntryImage } from './entry-image';
import classes from './lab-book.module.css';

/** Spec 2 "Lab-book entry view": entries with undefined content show a line of asterisks. */
export const MISSING_CONTENT = '**********';

interface EntryViewProps {
  entry: BookEntry;
  /** Whose book: notes written into it by someone else are instructor notes. */
  ownerId: string;
}

/** One entry: sanitized HTML, an 'Open file' button for files, instructor notes set apart. */
export const EntryView = memo(function EntryView({ entry, ownerId }: EntryViewProps) {
  const { t, i18n } = useTranslation('labBook');
  const { errorLog } = useServices();
  const { db, renderSyncBadge } = useLabBookDevice();
  const openFile = useOpenFile();
  const isInstructorNote =
    entry.entryType === EntryType.InstructorNote ||
    (entry.authorId !== undefined && entry.authorId !== ownerId);

  const html = useMemo(() => {
    if (entry.content === undefined) return null;
    const filled = fillTimestamp(
      entry.content,
      () => formatLocalTime(entry.timestamp, { locale: i18n.language }),
      (error) =>
        errorLog.record({
          store: 'labBook',
          method: 'timestamp',
          params: entry.id,
          error: String(error),
        }),
    );
    return sanitizeEntryHtml(filled, { imageAlt: t('entry.image') });
  }, [entry.content, entry.timestamp, entry.id, i18n.language, errorLog, t]);
  const shown = useInlineImages(html);

  const fail = () => notifications.show({ color: 'red', message: t('entry.openFileFailed') });
  const open = () => {
    if (entry.fileName) openFile.mutate(entry.fileName, { onError: fail });
    // Not on the server yet: the copy kept on this device opens, also offline.
    else void openLocalFile(db, entry.id).catch(fail);
  };

  return (
    <Box
      className={isInstructorNote ? `${classes.entry} ${classes.instructorNote}` : classes.entry}
    >
      {isInstructorNote ? (
        <Text size="xs" fw={600} c="grape.9" mb={2}>
          {t('entry.instructorNote')}
        </Text>
      ) : null}
      {entry.entryType === EntryType.Image ? (
        <EntryImage entry={entry} alt={textOf(html) || t('entry.image')} />
      ) : shown === null ? (
        <Text aria-label={t('entry.missing')}>{MISSING_CONTENT}</Text>
      ) : (
        <div className={classes.entryHtml} dangerouslySetInnerHTML={{ __html: shown }} />
      )}
      {entry.entryType === EntryType.File ? (
        <Group gap="xs" mt={4} data-pdf-exclude>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconFile />}
            onClick={open}
            loading={openFile.isPending}
            disabled={!entry.fileName && !entry.local}
          >
            {t('entry.openFile')}
          </Button>
        </Group>
      ) : null}
      {entry.local && renderSyncBadge ? (
        <div className={classes.badge} data-pdf-exclude>
          {renderSyncBadge(entry.local)}
        </div>
      ) : null}
    </Box>
  );
}, sameEntry);

/**
 * A new read of the book makes new entry objects: an entry renders again only when it or its
 * sync state changed (a new note re-renders the new entry only).
 */
function sameEntry(before: EntryViewProps, after: EntryViewProps): boolean {
  return before.ownerId === after.ownerId && shallowEqual(before.entry, after.entry);
}

function shallowEqual<T extends object>(a: T | undefined, b: T | undefined): boolean {
  if (a === b) return true;
  if (!a || !b) return false;
  const keys = Object.keys(a) as Array<keyof T>;
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) =>
    key === 'local'
      ? shallowEqual(a[key] as object | undefined, b[key] as object | undefined)
      : a[key] === b[key],
  );
}

function textOf(html: string | null): string {
  return html
    ? html
        .replace(/<[^>]*>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
}
