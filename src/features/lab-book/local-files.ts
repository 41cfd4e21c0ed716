import type { LabBookDb } from '@/offline/lab-book-db';
import { localFileOfEntry } from '@/offline/lab-book-queries';

/** Opens the copy of a file still kept on this device (not yet uploaded) in a new tab. */
export async function openLocalFile(db: LabBookDb, entryId: string): Promise<void> {
  const target = window.open('', '_blank');
  const file = await localFileOfEntry(db, entryId);
  if (!file) {
    target?.close();
    throw new Error('The file is not on this device');
  }
  const url = URL.createObjectURL(file.blob);
  if (target) {
    target.opener = null;
    target.location.href = url;
  } else window.open(url, '_blank', 'noopener');
  // The new tab has loaded the blob by then; the address is not needed afterwards.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
