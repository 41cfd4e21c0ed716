import type { LabBookDb } from '@/offline/lab-book-db';
import { localFileOfEntry } from '@/offline/lab-book-queries';
import { saveFile } from '@/lib/save-file';

/** Saves the copy of a file still kept on this device (not yet uploaded), under its own name. */
export async function openLocalFile(db: LabBookDb, entryId: string): Promise<void> {
  const file = await localFileOfEntry(db, entryId);
  if (!file) throw new Error('The file is not on this device');
  saveFile(file.blob, file.name);
}
