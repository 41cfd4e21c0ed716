import { randomUUID } from 'node:crypto';
import { PresetKind, taRecordObjectSchema } from '@common/schemas/presets';
import type { Db } from '../../db/client';
import * as repo from './repository';

const { type: TA_TYPE, labType: TA_LAB_TYPE } = PresetKind.TaRecord;

export interface TaRecord {
  uuid: string;
  groups: number[];
}

/** Parses a TA record's JSON text; a record that does not parse lists no groups. */
export function parseTaGroups(text: string): number[] {
  try {
    const parsed = taRecordObjectSchema.safeParse(JSON.parse(text));
    return parsed.success ? [...new Set(parsed.data.TA_Groups)] : [];
  } catch {
    return [];
  }
}

export const taRecordText = (groups: readonly number[]) =>
  JSON.stringify({ TA_Groups: [...new Set(groups)] });

/**
 * The user's TA record (presets type 3, lab type 99). A user has one; should an old client have
 * left several, they read as one (the union, kept under the first record's uuid).
 */
export async function findTaRecord(db: Db, ownerId: string): Promise<TaRecord | undefined> {
  const rows = await repo.listOwnerPresets(db, ownerId, TA_TYPE, TA_LAB_TYPE);
  if (rows.length === 0) return undefined;
  return {
    uuid: rows[0]!.uuid,
    groups: [...new Set(rows.flatMap((r) => parseTaGroups(r.object)))],
  };
}

/**
 * Writes the user's one TA record: under its existing uuid when there is one (a new uuid never
 * starts a second record), and any older extra records are folded into it and deleted, so a
 * group taken out of the record is out for good.
 */
export async function saveTaRecord(
  db: Db,
  ownerId: string,
  groups: readonly number[],
  uuid?: string,
): Promise<repo.PresetRow> {
  return db.transaction(async (tx) => {
    const existing = await findTaRecord(tx, ownerId);
    const row = await repo.upsertPreset(tx, {
      uuid: existing?.uuid ?? uuid ?? randomUUID(),
      ownerId,
      type: TA_TYPE,
      labType: TA_LAB_TYPE,
      name: 'TA record',
      object: taRecordText(groups),
    });
    await repo.deleteOtherPresets(tx, ownerId, TA_TYPE, TA_LAB_TYPE, row.uuid);
    return row;
  });
}

/** Takes a group out of the user's TA record (when they leave it or are removed from it). */
export async function dropTaGroup(db: Db, ownerId: string, groupId: number): Promise<void> {
  const record = await findTaRecord(db, ownerId);
  if (!record?.groups.includes(groupId)) return;
  await saveTaRecord(
    db,
    ownerId,
    record.groups.filter((id) => id !== groupId),
    record.uuid,
  );
}
