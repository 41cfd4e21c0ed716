import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { PresetKind, SYSTEM_OWNER } from '@common/schemas/presets';
import type { Db } from '../../db/client';
import { presets } from '../../db/schema/index';

// Queries only: access checks are in service.ts, saved-presets.ts and ta-records.ts.

export type PresetRow = typeof presets.$inferSelect;
type PresetValues = Pick<PresetRow, 'uuid' | 'ownerId' | 'type' | 'labType' | 'name' | 'object'>;

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

/** The saved presets (type 1) of the user and of SYSTEM: system presets first. */
export async function listSavedWithSystem(db: Db, ownerId: string): Promise<PresetRow[]> {
  const rows = await db
    .select()
    .from(presets)
    .where(
      and(eq(presets.type, PresetKind.Saved), inArray(presets.ownerId, [SYSTEM_OWNER, ownerId])),
    )
    .orderBy(asc(presets.id));
  return [
    ...rows.filter((r) => r.ownerId === SYSTEM_OWNER),
    ...rows.filter((r) => r.ownerId !== SYSTEM_OWNER),
  ];
}

export async function findPreset(db: Db, uuid: string): Promise<PresetRow | undefined> {
  const [row] = await db.select().from(presets).where(eq(presets.uuid, uuid)).limit(1);
  return row;
}

export async function findPresetById(db: Db, id: number): Promise<PresetRow | undefined> {
  const [row] = await db.select().from(presets).where(eq(presets.id, id)).limit(1);
  return row;
}

export async function upsertPreset(db: Db, values: PresetValues): Promise<PresetRow> {
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

/** Inserts a new preset; undefined when its uuid is already taken. */
export async function insertPreset(db: Db, values: PresetValues): Promise<PresetRow | undefined> {
  const [row] = await db
    .insert(presets)
    .values({ ...values, updated: new Date() })
    .onConflictDoNothing({ target: presets.uuid })
    .returning();
  return row;
}

/** Rewrites the object and name of the owner's preset; undefined when it is not theirs (any more). */
export async function updateOwnPreset(
  db: Db,
  uuid: string,
  ownerId: string,
  values: Pick<PresetRow, 'name' | 'object'>,
): Promise<PresetRow | undefined> {
  const [row] = await db
    .update(presets)
    .set({ ...values, updated: new Date() })
    .where(and(eq(presets.uuid, uuid), eq(presets.ownerId, ownerId)))
    .returning();
  return row;
}

/** Deletes the owner's preset; false when there was none. */
export async function deleteOwnPreset(db: Db, uuid: string, ownerId: string): Promise<boolean> {
  const rows = await db
    .delete(presets)
    .where(and(eq(presets.uuid, uuid), eq(presets.ownerId, ownerId)))
    .returning({ id: presets.id });
  return rows.length > 0;
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
