import { eq } from 'drizzle-orm';
import type { Db } from './client';
import { serverSecrets } from './schema/index';

/**
 * A secret made once and kept in the database, so restarts keep sessions, tokens and signed
 * addresses valid and every instance uses the same keys. The first instance to insert wins.
 */
export async function loadOrCreateSecret<T>(db: Db, name: string, create: () => T): Promise<T> {
  await db.insert(serverSecrets).values({ name, value: create() }).onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`Secret ${name} could not be stored`);
  return row.value as T;
}
