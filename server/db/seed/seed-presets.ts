import { sql } from 'drizzle-orm';
import { PresetKind, SYSTEM_OWNER } from '@common/schemas/presets';
import type { Db } from '../client';
import { presets } from '../schema/index';
import { DEMO_USER_IDS } from './demo-users';
import { INSTRUCTOR_PRESETS, SYSTEM_PRESETS, type SeedPreset } from './presets-data';
import { DAY_MS, SEED_LOCK_KEY } from './seed-support';

const row = (p: SeedPreset, ownerId: string, updated: Date) => ({
  uuid: p.uuid,
  ownerId,
  type: PresetKind.Saved,
  labType: p.labType,
  name: p.object.name,
  object: JSON.stringify(p.object),
  updated,
});

/**
 * The system presets (owner SYSTEM, saved at the epoch, which the list shows blank) and the demo
 * instructor's own presets. Idempotent by uuid: a preset already there (perhaps changed since)
 * is left as it is, so it runs on every start.
 */
export async function seedDemoPresets(db: Db): Promise<void> {
  const now = Date.now();
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await tx
      .insert(presets)
      .values([
        ...SYSTEM_PRESETS.map((p) => row(p, SYSTEM_OWNER, new Date(0))),
        ...INSTRUCTOR_PRESETS.map((p) =>
          row(p, DEMO_USER_IDS.instructor, new Date(now - (p.savedDaysAgo ?? 0) * DAY_MS)),
        ),
      ])
      .onConflictDoNothing({ target: presets.uuid });
  });
}
