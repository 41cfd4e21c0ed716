import { index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Presets of the presets service (spec 3). For now only the TA record lives here (spec 1 §3):
 * type 3, lab type 99, owned by the TA, object `{"TA_Groups":[<group ids>]}`.
 */
export const presets = pgTable(
  'presets',
  {
    id: serial('id').primaryKey(),
    uuid: uuid('uuid').notNull().unique(),
    /** 'SYSTEM' or a user id. */
    ownerId: text('owner_id').notNull(),
    type: integer('type').notNull(),
    labType: integer('lab_type').notNull(),
    name: text('name').notNull().default(''),
    /** JSON text, as the spec's presets service stores it. */
    object: text('object').notNull().default('{}'),
    updated: timestamp('updated', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (t) => [index('presets_owner_type_idx').on(t.ownerId, t.type, t.labType)],
);

export const PresetType = { TaRecord: 3 } as const;
