import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { presets } from '../../db/schema/index';

// Queries only: access checks are in service.ts and ta-records.ts.

export type PresetRow = typeof presets.$inferSelect;

export function listOwnerPresets(db: Db, ownerId: string, type?: number, labType?: number) {
  return db
    .select()
    .from(presets)
    .where(
      and(
        eq(presets.ownerId, ownerId),
        type === undefined ? undefined : eq(presets.type, type),
        labType === undefined ? undefined : eq(presets.labType, labType),
      ),
    )
    .orderBy(asc(presets.id));
}

export async function findPreset(db: Db, uuid: string): Promise<PresetRow | undefined> {
  const [row] = await db.select().from(presets).where(eq(presets.uuid, uuid)).limit(1);
  return row;
}

export async function upsertPreset(
  db: Db,
  values: Pick<PresetRow, 'uuid' | 'ownerId' | 'type' | 'labType' | 'name' | 'object'>,
): Promise<PresetRow> {
  const [row] = await db
    .insert(presets)
    .values({ ...values, updated: new Date() })
    .onConflictDoUpdate({
      target: presets.uuid,
      set: { object: values.object, name: values.name, updated: new Date() },
    })
    .returning();
  if (!row) throw new Error('preset not saved');
  return row;
}

/** Deletes the owner's presets of one kind except `keepUuid`. */
export async function deleteOtherPresets(
  db: Db,
  ownerId: string,
  type: number,
  labType: number,
  keepUuid: string,
) {
  await db
    .delete(presets)
    .where(
      and(
        eq(presets.ownerId, ownerId),
        eq(presets.type, type),
        eq(presets.labType, labType),
        ne(presets.uuid, keepUuid),
      ),
    );
}
