import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storedFiles } from '../../db/schema/index';

// Queries only: access and content rules live in service.ts.

export type StoredFileRow = typeof storedFiles.$inferSelect;

/** The file's row, made now unless the name is already taken. */
export async function insertFileIfAbsent(
  db: Db,
  row: Pick<
    typeof storedFiles.$inferInsert,
    'fileName' | 'clientKey' | 'ownerId' | 'uploaderId' | 'contentType' | 'originalName'
  >,
): Promise<StoredFileRow> {
  await db.insert(storedFiles).values(row).onConflictDoNothing({ target: storedFiles.fileName });
  const stored = await findFile(db, row.fileName);
  if (!stored) throw new Error('stored_files row missing after insert');
  return stored;
}

export async function findFile(db: Db, fileName: string): Promise<StoredFileRow | undefined> {
  const [row] = await db.select().from(storedFiles).where(eq(storedFiles.fileName, fileName));
  return row;
}

export async function markUploaded(
  db: Db,
  fileName: string,
  values: { size: number; sha256: string },
): Promise<void> {
  await db
    .update(storedFiles)
    .set({ ...values, uploadedAt: new Date() })
    .where(eq(storedFiles.fileName, fileName));
}
