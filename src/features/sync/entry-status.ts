import { EntryType } from '@common/domain/lab-book';
import type { LocalEntry } from '@/offline/lab-book-db';
import { UPLOAD_ERROR } from '@/offline/outbox-state';

export type EntryStatus = 'synced' | 'failed' | 'fileUploadError' | 'imageUploadError' | 'local';

/**
 * Where an entry is, for its badge. A file whose upload keeps failing says so while it is still
 * being tried, naming its kind: a file (type 10, e.g. a PDF) or an image (an image entry, or a
 * note's inline images).
 */
export function entryStatus(entry: Pick<LocalEntry, 'sync' | 'error' | 'entryType'>): EntryStatus {
  if (entry.sync === 'synced') return 'synced';
  if (entry.sync === 'failed') return 'failed';
  if (entry.error !== UPLOAD_ERROR) return 'local';
  return entry.entryType === EntryType.File ? 'fileUploadError' : 'imageUploadError';
}
